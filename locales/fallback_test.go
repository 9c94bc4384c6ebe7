package locales

import (
	"strings"
	"testing"
	"unicode"

	"github.com/arbiterconsole/arbiter/locales/lawsimport"
)

// lawsLanguages are the languages of the Laws texts, English first.
var lawsLanguages = []string{"en", "fr", "es", "ru", "de", "it", "pt"}

// englishWords must not appear in a note written for another language.
var englishWords = []string{"the", "of", "and", "showing", "shown", "available", "edition", "editions", "laws", "english", "differ"}

// TestArticle_11_9_FallbackNoteInPlayersLanguage: the note shown with a
// stand-in text must be readable by the player it is shown to, so it is
// written in the language asked for, concordance note included.
func TestArticle_11_9_FallbackNoteInPlayersLanguage(t *testing.T) {
	tests := []struct {
		edition, lang, id string
		shown             string // edition-lang id
		has               string // a phrase of the language's own Laws vocabulary
	}{
		{"2018", "de", "7.5.5", "2017-de 7.5.3", "die Schachregeln 2018 liegen nicht auf Deutsch vor; angezeigt wird die Fassung 2017, Artikel 7.5.3 (die Fassungen unterscheiden sich: 2018 zählt regelwidrige Züge"},
		{"2017", "de", "C.7", "2017-en C.7", "Artikel C.7 der Schachregeln 2017 liegt nicht auf Deutsch vor; angezeigt wird der englische Text"},
		{"2017", "de", "II.3.1", "2018-en II.3.1", "der englische Text der Fassung 2018, Artikel II.3.1"},
		{"2017", "fr", "C.7", "2018-fr C.7", "l’article C.7 des Règles du Jeu d’Échecs 2017 n’est pas disponible en français ; affichage de l’édition 2018"},
		{"2017", "fr", "7.5.5", "2018-fr 7.5.5", "(les éditions diffèrent : 2018 compte ensemble les coups illégaux"},
		{"2017", "es", "7.5.3", "2018-es 7.5.5", "las Leyes del Ajedrez de 2017 no están disponibles en español; se muestra la edición de 2018, artículo 7.5.5 (las ediciones difieren:"},
		{"2018", "es", "II.3.1", "2018-en II.3.1", "el artículo II.3.1 de las Leyes del Ajedrez de 2018 no está disponible en español; se muestra el texto en inglés"},
		{"2018", "ru", "7.5.5", "2017-ru 7.5.3", "Правила игры в шахматы редакции 2018 года недоступны на русском языке; показана редакция 2017 года, статья 7.5.3 (редакции различаются:"},
		{"2014", "ru", "1.2", "2017-ru 1.4", "статья 1.2 Правил игры в шахматы редакции 2014 года недоступна на русском языке"},
		{"2018", "it", "7.5.5", "2017-it 7.5.3", "le Regole degli Scacchi 2018 non sono disponibili in italiano; viene mostrata l’edizione 2017, Articolo 7.5.3 (le edizioni sono diverse:"},
		{"2017", "it", "II.3.1", "2018-en II.3.1", "viene mostrato il testo inglese dell’edizione 2018, Articolo II.3.1"},
		{"2017", "pt", "7.5.3", "2018-pt 7.5.5", "as Leis do Xadrez de 2017 não estão disponíveis em português; é mostrada a edição de 2018, Artigo 7.5.5 (as edições são diferentes:"},
		{"2014", "pt", "A.4 b", "2018-pt A.4.2", "o primeiro lance ilegal completado perde"},
		{"2017", "pt", "II.3.1", "2018-en II.3.1", "é mostrado o texto em inglês da edição de 2018"},
	}
	for _, tt := range tests {
		a, err := Article(tt.edition, tt.lang, tt.id)
		if err != nil {
			t.Errorf("Article(%s, %s, %s): %v", tt.edition, tt.lang, tt.id, err)
			continue
		}
		if shown := a.Edition + "-" + a.Lang + " " + a.ID; shown != tt.shown {
			t.Errorf("Article(%s, %s, %s) showed %s; want %s", tt.edition, tt.lang, tt.id, shown, tt.shown)
		}
		if !strings.Contains(a.Fallback, tt.has) {
			t.Errorf("Article(%s, %s, %s).Fallback = %q; want it to contain %q", tt.edition, tt.lang, tt.id, a.Fallback, tt.has)
		}
		checkWrittenIn(t, tt.lang, a.Fallback)
	}
}

// checkWrittenIn fails when text's stop words point to another language
// than lang, or when a text not in English has English words.
func checkWrittenIn(t *testing.T, lang, text string) {
	t.Helper()
	if got := lawsimport.DetectLanguage(text, lawsLanguages...); got != lang {
		t.Errorf("%q reads as %q; want %s (scores %v)", text, got, lang, lawsimport.LanguageScores(text, lawsLanguages...))
	}
	if lang == "en" {
		return
	}
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) })
	for _, w := range words {
		for _, english := range englishWords {
			if w == english {
				t.Errorf("%s text %q has the English word %q", lang, text, w)
			}
		}
	}
}

// TestFallbackNoteInEnglishUnchanged pins the English notes, which other
// packages' tests and golden files quote, and English for unknown codes.
func TestFallbackNoteInEnglishUnchanged(t *testing.T) {
	tests := []struct{ edition, lang, id, want string }{
		{"2014", "en", "G.4", "article G.4 of the 2014 Laws is not available in English; showing the 2017 edition, article III.4 (the editions differ: 2014 G.4 allowed a delay or an increment; 2017+ only the increment)"},
		{"2017", "en", "II.3.1", "article II.3.1 of the 2017 Laws is not available in English; showing the 2018 edition, article II.3.1"},
		{"2018", "xx", "7.5.5", "the 2018 Laws are not available in xx; showing the English text"},
		{"2014", "nl", "7.5 b", "the 2014 Laws are not available in nl; showing the English text"},
	}
	for _, tt := range tests {
		a, err := Article(tt.edition, tt.lang, tt.id)
		if err != nil {
			t.Errorf("Article(%s, %s, %s): %v", tt.edition, tt.lang, tt.id, err)
			continue
		}
		if a.Fallback != tt.want {
			t.Errorf("Article(%s, %s, %s).Fallback =\n%q\nwant\n%q", tt.edition, tt.lang, tt.id, a.Fallback, tt.want)
		}
	}
}

// TestFallbackWordingsComplete checks every language of the texts has a
// wording, with every template filled and holding the slots it needs.
func TestFallbackWordingsComplete(t *testing.T) {
	for _, lang := range Languages() {
		w, ok := fallbackWordings[lang]
		if !ok {
			t.Errorf("no fallback wording for %s", lang)
			continue
		}
		templates := []struct {
			name, text string
			slots      []string
		}{
			{"name", w.name, nil},
			{"articleMissing", w.articleMissing, []string{"{id}", "{edition}", "{lang}"}},
			{"editionMissing", w.editionMissing, []string{"{edition}", "{lang}"}},
			{"otherEdition", w.otherEdition, []string{"{edition}", "{id}"}},
			{"english", w.english, nil},
			{"englishOtherEdition", w.englishOtherEdition, []string{"{edition}", "{id}"}},
			{"differ", w.differ, []string{"{note}"}},
		}
		for _, tmpl := range templates {
			if tmpl.text == "" {
				t.Errorf("%s: %s is empty", lang, tmpl.name)
			}
			for _, slot := range tmpl.slots {
				if !strings.Contains(tmpl.text, slot) {
					t.Errorf("%s: %s %q lacks %s", lang, tmpl.name, tmpl.text, slot)
				}
			}
		}
	}
}

// TestConcordanceNotesTranslated checks every distinct note of the
// concordance has a translation into each other language, written in
// that language, and that no translation is left of a note since removed.
func TestConcordanceNotesTranslated(t *testing.T) {
	l := load()
	notes := map[string]bool{}
	for _, e := range l.conc {
		if n := e["note"]; n != "" {
			notes[n] = true
		}
	}
	if len(notes) < 7 {
		t.Fatalf("concordance has %d distinct notes; want at least the 7 reviewed", len(notes))
	}
	for note := range notes {
		for _, lang := range lawsLanguages[1:] {
			tr := l.notes[note][lang]
			if tr == "" {
				t.Errorf("note %q has no %s translation in laws/concordance-notes.json", note, lang)
				continue
			}
			checkWrittenIn(t, lang, tr)
		}
	}
	for note, byLang := range l.notes {
		if !notes[note] {
			t.Errorf("laws/concordance-notes.json translates %q, which is no note of concordance.json", note)
		}
		for lang := range byLang {
			if _, ok := fallbackWordings[lang]; !ok || lang == "en" {
				t.Errorf("note %q: translation into %q, which is not a language of the texts", note, lang)
			}
		}
	}
}
