package locales

import (
	"strings"
	"testing"
)

// The 2023 Laws are shown through the 2018 text of the matching provision,
// with a note in the reader's language saying so and what 2023 changed.
func TestEdition2023ShownThrough2018(t *testing.T) {
	tests := []struct {
		lang, id string
		shown    string // edition-lang id
		has      string
	}{
		{"en", "A.5.2", "2018-en A.4.2", "the text of the 2023 Laws is not held; showing the 2018 text, article A.4.2"},
		{"en", "A.3", "2018-en B.2", "in rapid chess the extra time of Articles 7 and 9 is one minute instead of two"},
		{"fr", "5.1.2", "2018-fr 5.1.2", "(modifié en 2023 : l’abandon donne partie nulle"},
		{"es", "8.1.1.2", "2018-es 8.1.1", "planilla electrónica certificada por la FIDE"},
		{"ru", "7.5.5", "2017-ru 7.5.3", "в быстрых шахматах дополнительное время — одна минута вместо двух (A.3)"},
		{"de", "B.3", "2017-de B.4", "Artikel B.2 von 2018 (eine Minute) entfällt"},
		{"it", "B.2.2", "2017-it B.3.2", "viene mostrato il testo 2018, Articolo B.3.2"},
		{"pt", "A.6", "2018-pt A.5", "é mostrado o texto de 2018, Artigo A.5"},
	}
	for _, tt := range tests {
		a, err := Article(Edition2023, tt.lang, tt.id)
		if err != nil {
			t.Errorf("Article(2023, %s, %s): %v", tt.lang, tt.id, err)
			continue
		}
		if shown := a.Edition + "-" + a.Lang + " " + a.ID; shown != tt.shown {
			t.Errorf("Article(2023, %s, %s) showed %s; want %s", tt.lang, tt.id, shown, tt.shown)
		}
		if !strings.Contains(a.Fallback, tt.has) {
			t.Errorf("Article(2023, %s, %s).Fallback = %q; want it to contain %q", tt.lang, tt.id, a.Fallback, tt.has)
		}
		checkWrittenIn(t, tt.lang, a.Fallback)
	}
}

// Every change note exists in every language of the Laws texts and reads
// as that language.
func TestEdition2023NotesInEveryLanguage(t *testing.T) {
	for _, lang := range lawsLanguages {
		n, ok := notes2023[lang]
		if !ok {
			t.Errorf("no 2023 notes in %s", lang)
			continue
		}
		for _, id := range Changed2023() {
			if n.changes[id] == "" {
				t.Errorf("%s: no note on 2023 %s", lang, id)
				continue
			}
			checkWrittenIn(t, lang, strings.ReplaceAll(n.standIn, "{id}", id)+strings.ReplaceAll(n.changed, "{note}", n.changes[id]))
		}
	}
}

func TestEdition2023Contents(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range Contents(Edition2023, "en") {
		seen[e.ID] = true
	}
	for _, id := range []string{"A.3", "A.5.2", "A.6", "B.2.2", "B.4", "8.1.1.2"} {
		if !seen[id] {
			t.Errorf("2023 contents lack %s", id)
		}
	}
	if seen["A.5.6"] || seen["B.5"] {
		t.Error("2023 contents hold a number 2023 does not have")
	}
}
