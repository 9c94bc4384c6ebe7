package announce_test

import (
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/announce"
	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/locales"
)

// lawsD21 returns the text of Article D.2.1 in language lang, from the
// newest edition that has it.
func lawsD21(t *testing.T, lang string) string {
	t.Helper()
	for _, edition := range []string{"2018", "2017"} {
		a, err := locales.Article(edition, lang, "D.2.1")
		if err == nil && a.Fallback == "" {
			return a.Text
		}
	}
	t.Fatalf("no D.2.1 in %s", lang)
	return ""
}

// TestArticle_D_2_1_FileNamesAreTheLaws checks that the file names Say uses
// are printed in every language's text of D.2.1.
func TestArticle_D_2_1_FileNamesAreTheLaws(t *testing.T) {
	p := chess.StartPosition()
	for _, lang := range announce.Languages() {
		text := lawsD21(t, lang)
		for file := range 8 {
			m, err := chess.ParseUCI(p, string(rune('a'+file))+"2"+string(rune('a'+file))+"3")
			if err != nil {
				t.Fatal(err)
			}
			name := strings.Fields(announce.Say(p, m, lang))[0]
			if !strings.Contains(text, name) {
				t.Errorf("%s: file name %q is not in D.2.1: %s", lang, name, text)
			}
		}
	}
}

// TestArticle_D_2_1_GermanWordsAreTheLaws checks the German wording against
// the German text: numbers, castling and piece names.
func TestArticle_D_2_1_GermanWordsAreTheLaws(t *testing.T) {
	text := strings.ToLower(lawsD21(t, "de"))
	var words []string
	for n := 1; n <= 8; n++ {
		counted, _, _ := announce.SpellNumber(announce.Laws, n)
		words = append(words, counted)
	}
	kiwipete, err := chess.ParseFEN(kiwipete)
	if err != nil {
		t.Fatal(err)
	}
	var buf [256]chess.Move
	for _, m := range kiwipete.LegalMoves(buf[:0]) {
		words = append(words, strings.Fields(announce.Say(kiwipete, m, announce.Laws))...)
	}
	for _, w := range words {
		if w == "schlägt" || w == "Schach" || w == "Schachmatt" || w == "en" || w == "passant" || w == "wird" {
			continue // D.2.1 does not say how to announce captures, checks and promotions
		}
		if !strings.Contains(text, strings.ToLower(w)) {
			t.Errorf("German word %q is not in D.2.1", w)
		}
	}
}
