package locales

import (
	"errors"
	"strings"
	"testing"
)

func TestArticleExact(t *testing.T) {
	a, err := Article("2018", "en", "7.5.5")
	if err != nil {
		t.Fatal(err)
	}
	if a.ID != "7.5.5" || a.Edition != "2018" || a.Lang != "en" || a.Fallback != "" {
		t.Errorf("Article(2018, en, 7.5.5) = %+v", a)
	}
	if !strings.Contains(a.Text, "two minutes") {
		t.Errorf("7.5.5 text = %q", a.Text)
	}
}

func TestArticleFallback(t *testing.T) {
	tests := []struct {
		edition, lang, id             string
		wantEdition, wantLang, wantID string
		fallbackHas                   string
	}{
		{"2018", "de", "9.6.2", "2017", "de", "9.6.2", "Fassung 2017"},
		{"2018", "de", "7.5.5", "2017", "de", "7.5.3", "Fassungen unterscheiden sich"},
		{"2017", "es", "III.4", "2018", "es", "III.4", "edición de 2018"},
		{"2018", "ru", "D.2.1", "2017", "ru", "D.2.1", "недоступны на русском языке"},
		{"2014", "de", "7.5 b", "2017", "de", "7.5.3", "Fassung 2017"},
		{"2017", "de", "C.7", "2017", "en", "C.7", "englische Text"},
		{"2014", "en", "G.4", "2017", "en", "III.4", "article III.4"},
		{"2014", "fr", "7.5 b", "2014", "fr", "7.5", ""},
	}
	for _, tt := range tests {
		a, err := Article(tt.edition, tt.lang, tt.id)
		if err != nil {
			t.Errorf("Article(%s, %s, %s): %v", tt.edition, tt.lang, tt.id, err)
			continue
		}
		if a.Edition != tt.wantEdition || a.Lang != tt.wantLang || a.ID != tt.wantID {
			t.Errorf("Article(%s, %s, %s) = %s-%s %s; want %s-%s %s", tt.edition, tt.lang, tt.id, a.Edition, a.Lang, a.ID, tt.wantEdition, tt.wantLang, tt.wantID)
		}
		if tt.fallbackHas == "" && a.Fallback != "" || !strings.Contains(a.Fallback, tt.fallbackHas) {
			t.Errorf("Article(%s, %s, %s).Fallback = %q; want it to mention %q", tt.edition, tt.lang, tt.id, a.Fallback, tt.fallbackHas)
		}
	}
}

func TestArticleMissingIsErrNoArticle(t *testing.T) {
	for _, id := range []string{"99.9", "", "Z.1"} {
		if _, err := Article("2018", "fr", id); !errors.Is(err, ErrNoArticle) {
			t.Errorf("Article(2018, fr, %q) error = %v; want ErrNoArticle", id, err)
		}
	}
}

// TestConcordanceIDsExist checks every id of the table against the texts:
// 2017 and 2018 ids in some language of that edition, 2014 ids in the
// 2014 texts, and a 2014 item letter among its article's list items.
func TestConcordanceIDsExist(t *testing.T) {
	l := load()
	entries := ConcordanceEntries()
	if len(entries) < 200 {
		t.Fatalf("concordance has %d entries", len(entries))
	}
	for _, e := range entries {
		for _, edition := range []string{"2014", "2017", "2018"} {
			id := e[edition]
			if id == "" {
				continue
			}
			if !l.editionHas(edition, articleOf(id)) {
				t.Errorf("concordance: %s %q is in no %s text", edition, id, edition)
				continue
			}
			if _, item, ok := strings.Cut(id, " "); ok && !hasItem(l, articleOf(id), item) {
				t.Errorf("concordance: 2014 %s has no item %q", articleOf(id), item)
			}
		}
	}
}

// hasItem reports whether 2014 article id lists item ("a.", "(a)") in its
// English or French text.
func hasItem(l *library, id, item string) bool {
	for _, lang := range []string{"en", "fr"} {
		a, ok := l.lookup("2014", lang, id)
		if !ok {
			continue
		}
		for _, line := range strings.Split(a.Text, "\n") {
			if strings.HasPrefix(line, item+".") || strings.HasPrefix(line, "("+item+")") || strings.Contains(line, ": "+item+". ") {
				return true
			}
		}
	}
	return false
}

func TestConcordanceAcrossEditions(t *testing.T) {
	tests := []struct{ from, id, to, want string }{
		{"2014", "7.5 b", "2018", "7.5.5"},
		{"2014", "7.5 b", "2017", "7.5.3"},
		{"2018", "7.5.5", "2014", "7.5 b"},
		{"2017", "7.7.1", "2018", "7.5.3"},
		{"2018", "7.5.3", "2017", "7.7.1"},
		{"2018", "7.5.4", "2017", "7.8.1"},
		{"2014", "A.4 b", "2018", "A.4.2"},
		{"2014", "G.4", "2018", "III.4"},
		{"2014", "E.1 a", "2018", "I.1.1"},
		{"2014", "6.11", "2017", "III.3.1"},
		{"2014", "9.7", "2018", "5.2.2"},
		{"2017", "D.2.1", "2018", "D.2.1"},
		{"2018", "II.3.2.7.5", "2017", "II.3.2.7.5"}, // unlisted, same in both
		{"2014", "7.5", "2018", "7.5.1"},             // an article without its item
	}
	for _, tt := range tests {
		got, ok := Concordance(tt.from, tt.id, tt.to)
		if !ok || got != tt.want {
			t.Errorf("Concordance(%s, %q, %s) = %q, %v; want %q", tt.from, tt.id, tt.to, got, ok, tt.want)
		}
	}
	if got, ok := Concordance("2018", "7.5.4", "2014"); ok {
		t.Errorf("Concordance(2018, 7.5.4, 2014) = %q; 2014 had no such rule", got)
	}
}

func TestStatsAndLists(t *testing.T) {
	s := Stats()
	if s["en"]["2018"] != 343 || s["ru"]["2017"] < 340 || s["en"]["2014"] < 105 {
		t.Errorf("Stats() = %v", s)
	}
	if got := strings.Join(Editions(), ","); got != "2014,2017,2018" {
		t.Errorf("Editions() = %s", got)
	}
	if got := strings.Join(Languages(), ","); got != "de,en,es,fr,it,pt,ru" {
		t.Errorf("Languages() = %s", got)
	}
}

func TestContents(t *testing.T) {
	c := Contents("2018", "en")
	if len(c) != 343 || c[0].ID != "1.1" || c[len(c)-1].ID != "III.6.2" {
		t.Fatalf("Contents(2018, en): %d entries, first %v, last %v", len(c), c[0], c[len(c)-1])
	}
	for i := 1; i < len(c); i++ {
		if compareIDs(c[i-1].ID, c[i].ID) >= 0 {
			t.Errorf("Contents out of order: %s before %s", c[i-1].ID, c[i].ID)
		}
		if c[i].Heading == "" || len([]rune(c[i].Heading)) > 61 {
			t.Errorf("Contents %s heading %q", c[i].ID, c[i].Heading)
		}
	}
	if Contents("2018", "de") != nil {
		t.Error("Contents(2018, de) should be empty: no German 2018 text")
	}
}

func TestSearchIgnoresCaseAndAccents(t *testing.T) {
	tests := []struct {
		query, edition, lang, wantID string
	}{
		{"ECHEC ET MAT", "2018", "fr", "5.1.1"},
		{"échec et mat", "2018", "fr", "5.1.1"},
		{"fivefold", "", "en", ""},
		{"75 moves", "2018", "en", "9.6.2"},
		{"вничью", "2017", "ru", "5.2.1"},
		{"Schachuhr", "2017", "de", "6.1"},
	}
	for _, tt := range tests {
		hits := Search(tt.query, tt.edition, tt.lang)
		if tt.wantID == "" {
			if len(hits) != 0 {
				t.Errorf("Search(%q) = %d hits; want none", tt.query, len(hits))
			}
			continue
		}
		found := false
		for _, h := range hits {
			if h.ID == tt.wantID && (tt.lang == "" || h.Lang == tt.lang) {
				found = true
			}
			if tt.edition != "" && h.Edition != tt.edition || tt.lang != "" && h.Lang != tt.lang {
				t.Errorf("Search(%q, %s, %s) returned %s-%s %s", tt.query, tt.edition, tt.lang, h.Edition, h.Lang, h.ID)
			}
		}
		if !found {
			t.Errorf("Search(%q, %s, %s): %s not among %d hits", tt.query, tt.edition, tt.lang, tt.wantID, len(hits))
		}
	}
}
