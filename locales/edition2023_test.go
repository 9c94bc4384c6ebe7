package locales

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// A 2023 provision 2023 kept is shown through its 2018 text with a note;
// one whose rule or wording changed is stated first in our words, with
// the 2018 text below it as the older wording.
func TestEdition2023ShownThrough2018(t *testing.T) {
	tests := []struct {
		lang, id string
		shown    string // edition-lang of the text shown
		note     string // in Fallback
		rule     string // in Rule
		older    string // in Older
		text     string // in Text
	}{
		{"en", "A.5.2", "2018-en", "showing the 2018 text, article A.4.2 (the 2018 number; 2023 renumbered it)", "", "", "7.5.5"},
		{"en", "9.2.3.1", "2018-en", "article 9.2.2.1 (the 2018 number", "", "", "en passant"},
		{"en", "A.4.3", "2018-en", "article A.3.2 (the 2018 number", "", "", "five times"},
		{"en", "3.8.2.1", "2018-en", "article 3.8.2.1, whose rule", "", "", "The right to castle has been lost: 1) if the king has already moved, or 2) with a rook"},
		{"en", "3.7.3.2", "2018-en", "article 3.7.4.2 (the 2018 number", "", "", "en passant"},
		{"en", "A.3", "2018-en", "", "one minute instead of two", "Older wording: the 2018 Laws, article B.2", "one minute"},
		{"en", "7.5.5", "2018-en", "", "one minute in rapid and blitz (A.3)", "Older wording: the 2018 Laws, article 7.5.5", "two minutes"},
		{"en", "9.2.1", "2018-en", "", "enters it on the electronic scoresheet", "article 9.2.1.1 (the 2018 number", "scoresheet"},
		{"fr", "5.1.2", "2018-fr", "", "la partie est alors nulle", "Ancienne rédaction : Règles 2018, article 5.1.2", ""},
		{"es", "8.1.1.2", "2018-es", "", "planilla electrónica certificada por la FIDE", "Redacción anterior", ""},
		{"ru", "7.5.5", "2017-ru", "", "в быстрых шахматах и блице — одну минуту (A.3)", "Прежняя редакция: Правила 2017 года, статья 7.5.3", ""},
		{"de", "B.3", "2017-de", "", "Schnellschachregeln A.2, A.3 und A.5", "Frühere Fassung: Schachregeln 2017, Artikel B.4", ""},
		{"it", "B.2.3", "2017-it", "viene mostrato il testo 2018, Articolo B.3.2", "", "", ""},
		{"pt", "A.6", "2018-pt", "é mostrado o texto de 2018, Artigo A.5", "", "", ""},
	}
	for _, tt := range tests {
		a, err := Article(Edition2023, tt.lang, tt.id)
		if err != nil {
			t.Errorf("Article(2023, %s, %s): %v", tt.lang, tt.id, err)
			continue
		}
		if a.ID != tt.id || a.Edition+"-"+a.Lang != tt.shown {
			t.Errorf("Article(2023, %s, %s) is %s from %s-%s; want %s from %s", tt.lang, tt.id, a.ID, a.Edition, a.Lang, tt.id, tt.shown)
		}
		for _, c := range []struct{ field, got, want string }{{"Fallback", a.Fallback, tt.note}, {"Rule", a.Rule, tt.rule}, {"Older", a.Older, tt.older}, {"Text", a.Text, tt.text}} {
			if !strings.Contains(c.got, c.want) || (c.want == "" && c.field != "Text" && c.field != "Fallback" && c.got != "") {
				t.Errorf("Article(2023, %s, %s).%s = %q; want it to contain %q", tt.lang, tt.id, c.field, c.got, c.want)
			}
		}
		if tt.rule != "" {
			checkWrittenIn(t, tt.lang, a.Rule)
		}
	}
}

// 2023 numbers that name no 2023 provision are refused, not shown through
// the 2018 article of that number.
func TestEdition2023RefusesNumbersItDoesNotHave(t *testing.T) {
	for _, id := range []string{"A.4.4", "A.4.1.2", "B.2.4", "B.5", "9.2.1.1", "9.2.2.2", "3.7.4.2", "3.7.5.1", "3.8.2.1.1", "3.8.2.2.2"} {
		if a, err := Article(Edition2023, "en", id); !errors.Is(err, ErrNoArticle) {
			t.Errorf("Article(2023, en, %s) = %s, %v; want ErrNoArticle", id, a.ID, err)
		}
	}
}

// Every 2023 rule statement exists in every language of the Laws texts and
// reads as that language.
func TestEdition2023RulesInEveryLanguage(t *testing.T) {
	for _, lang := range lawsLanguages {
		w, ok := rules2023[lang]
		if !ok {
			t.Errorf("no 2023 rules in %s", lang)
			continue
		}
		for _, id := range Changed2023() {
			if w.rules[id] == "" {
				t.Errorf("%s: no statement of 2023 %s", lang, id)
				continue
			}
			checkWrittenIn(t, lang, w.rules[id])
		}
		checkWrittenIn(t, lang, strings.ReplaceAll(w.standIn, "{id}", "7.5.5"))
		if len(w.rules) != len(rules2023["en"].rules) {
			t.Errorf("%s states %d 2023 rules, English %d", lang, len(w.rules), len(rules2023["en"].rules))
		}
	}
}

func TestEdition2023Contents(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range Contents(Edition2023, "en") {
		seen[e.ID] = true
	}
	for _, id := range []string{"A.3", "A.4.3", "A.5.2", "A.6", "B.2.3", "B.4", "8.1.1.1", "8.1.1.2", "9.2", "9.2.3.1", "3.7.3.2"} {
		if !seen[id] {
			t.Errorf("2023 contents lack %s", id)
		}
	}
	for _, id := range []string{"A.5.6", "B.5", "9.2.1.1", "3.7.4.1", "A.3.2", "3.8.2.1.1"} {
		if seen[id] {
			t.Errorf("2023 contents hold %s, a number 2023 does not have", id)
		}
	}
}

// 9.1.2.3: the incorrect-claim message says the claim stands as a draw
// offer exactly when the ruling says so (params.draw_offer), in every
// language.
func TestClaimIncorrectMessageSaysTheOfferStands(t *testing.T) {
	offer := map[string]string{"en": "offer of a draw", "fr": "proposition de nulle", "es": "oferta de tablas",
		"ru": "предложением ничьей", "de": "Remisangebot", "it": "offerta di patta", "pt": "proposta de empate"}
	for lang, words := range offer {
		with, ok := UIText(lang, "ruling.claim.incorrect", map[string]any{"draw_offer": "stands"})
		without, _ := UIText(lang, "ruling.claim.incorrect", nil)
		if !ok || !strings.Contains(with, words) || strings.Contains(without, words) || strings.Contains(with+without, "{{") {
			t.Errorf("%s: with the offer %q; without %q", lang, with, without)
		}
	}
}

// The 2023 edition can be searched: the 2018 texts under 2023 numbers and
// our statements of the changed rules.
func TestEdition2023Search(t *testing.T) {
	ids := func(hits []Hit) []string {
		var out []string
		for _, h := range hits {
			if h.Edition != Edition2023 {
				t.Errorf("hit %s in edition %s", h.ID, h.Edition)
			}
			out = append(out, h.ID)
		}
		return out
	}
	for _, tt := range []struct{ query, lang, want string }{
		{"en passant", "en", "3.7.3.2"},
		{"en passant", "en", "9.2.3.1"},
		{"electronic scoresheet", "en", "8.1.1.2"},
		{"une minute", "fr", "A.3"},
		{"already moved", "en", "3.8.2.1"},
	} {
		if got := ids(Search(tt.query, Edition2023, tt.lang)); !slices.Contains(got, tt.want) {
			t.Errorf("Search(%q, 2023, %s) = %v; want %s among them", tt.query, tt.lang, got, tt.want)
		}
	}
	for _, id := range ids(Search("en passant", Edition2023, "en")) {
		if id == "3.7.4.2" || id == "9.2.2.1" {
			t.Errorf("a 2018 number %s in the 2023 search", id)
		}
	}
}
