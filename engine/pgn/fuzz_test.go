package pgn_test

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/notation"
	"github.com/arbiterconsole/arbiter/engine/pgn"
)

// FuzzReader feeds arbitrary text to the reader: no panic, no endless
// loop, and every game read without error can be written and read back.
func FuzzReader(f *testing.F) {
	for _, name := range []string{"variations.pgn", "multi_frompos_games.pgn", "multi_game.pgn"} {
		f.Add(readFile(f, name))
	}
	f.Add("1. e4 {[%clk 0:01:23.4]} e5 $1 (1... c5 !?) 2. Sf3 ; x\n% esc\n[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"] *")
	f.Add("\uFEFF[Event \"a\\\"b\"]\r\n1.e8(Q) ½-½ 1-0 0-1 * ) ( { [")
	f.Fuzz(func(t *testing.T, text string) {
		r := pgn.NewReader(strings.NewReader(text), pgn.Options{Notation: notation.Options{AnyLanguage: true}})
		for range len(text) + 2 { // every call consumes at least one byte
			g, err := r.Next()
			if errors.Is(err, io.EOF) {
				return
			}
			if err != nil {
				continue
			}
			var b bytes.Buffer
			if err := pgn.Write(&b, g); err != nil {
				t.Fatal(err)
			}
			back, err := pgn.NewReader(&b, pgn.Options{}).Next()
			if err != nil || !sameMoves(g.Moves, back.Moves) {
				t.Fatalf("game written as\n%s\nreads back as %v, %v", b.String(), back, err)
			}
		}
		t.Fatalf("Next did not reach the end of %q", text)
	})
}
