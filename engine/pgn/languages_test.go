package pgn_test

import (
	"testing"

	"github.com/arbiterconsole/arbiter/engine/notation"
	"github.com/arbiterconsole/arbiter/engine/pgn"
)

// Every move of the lichess games, written in each language (with both
// promotion styles), reads back as the same move, in that language and in
// the any-language mode with that language first.
func TestLichessGamesInEveryLanguage(t *testing.T) {
	games := readAll(t, readFile(t, "lichess-1000-clk.pgn"), pgn.Options{})
	if len(games) != 1000 {
		t.Fatalf("%d games, want 1000", len(games))
	}
	if testing.Short() {
		games = games[:50] // the whole file runs without -short
	}
	moves := 0
	for i := range games {
		p := games[i].Start
		for _, m := range games[i].Moves {
			for _, lang := range notation.Languages() {
				o := notation.Options{Lang: lang, Promotion: notation.PromotionStyle(moves % 2)}
				text := notation.Write(p, m.Move, o)
				if got, err := notation.Read(p, text, o); err != nil || got != m.Move {
					t.Fatalf("game %d, %s: %q in %s reads back as %v, %v", i+1, m.Text, text, lang, got, err)
				}
				if got, err := notation.Read(p, text, notation.Options{Lang: lang, AnyLanguage: true}); err != nil || got != m.Move {
					t.Fatalf("game %d, %s: %q in any language, %s first, reads back as %v, %v", i+1, m.Text, text, lang, got, err)
				}
			}
			p = p.Play(m.Move)
			moves++
		}
	}
	t.Logf("%d moves checked in %d languages", moves, len(notation.Languages()))
}
