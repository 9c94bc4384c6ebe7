package main

import (
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/pgn"
)

// The round the simulator writes always has a time control the console
// reads: game 1's tag, or the base its first clock shows (LiveChess's
// "90min + 30min/40 moves + 30s/move", "?", no tag); without one the
// event would follow no board.
func TestRoundTimeControl(t *testing.T) {
	for _, c := range []struct{ tag, movetext, want string }{
		{`[TimeControl "180+2"]`, "1. e4 { [%clk 0:03:00] } *", "180+2"},
		{`[TimeControl "90min + 30min/40 moves + 30s/move"]`, "1. e4 {[%clk 01:30:54]} {[%emt 00:00:08]} *", "5400+0"},
		{`[TimeControl "?"]`, "1. e4 { [%clk 0:05:00] } *", "300+0"},
		{``, "1. e4 e5 *", "5400+0"},
	} {
		g, err := pgn.NewReader(strings.NewReader(c.tag+"\n\n"+c.movetext+"\n"), pgn.Options{}).Next()
		if err != nil {
			t.Fatal(err)
		}
		if got := roundTimeControl(g); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.tag, c.movetext, got, c.want)
		}
	}
}
