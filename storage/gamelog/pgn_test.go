package gamelog

import (
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/laws"
)

// A game whose position was installed before its first move (a game set
// up from a position, as a live PGN or LiveChess gives it) is written
// from that position, with SetUp and FEN, and every move after it.
func TestPGNStartsFromAPositionInstalledBeforeTheFirstMove(t *testing.T) {
	f := newFixture(t)
	g, err := New(f.game.ID, f.setup)
	if err != nil {
		t.Fatal(err)
	}
	fen := "rnbqkb1r/pp2pppp/2p2n2/3p4/2PP4/2N2N2/PP2PPPP/R1BQKB1R b KQkq - 3 4"
	at := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	for i, e := range []laws.Event{
		{Kind: laws.KindPosition, Payload: laws.Payload{FEN: fen, Source: "pgn:live.pgn#3"}},
		{Kind: laws.KindStart},
		{Kind: laws.KindMove, Payload: laws.Payload{Side: laws.Black, Move: "a7a6"}},
		{Kind: laws.KindMove, Payload: laws.Payload{Side: laws.White, Move: "c4d5"}},
	} {
		e.At = at.Add(time.Duration(i) * time.Second)
		if _, err := g.Apply(e); err != nil {
			t.Fatalf("event %d: %v", i, err)
		}
	}
	out := g.PGN()
	start, _ := chess.ParseFEN(fen)
	if out.Start != start || out.Tag("SetUp") != "1" || out.Tag("FEN") != start.FEN() || len(out.Moves) != 2 {
		t.Fatalf("start %s, SetUp %q, FEN %q, %d moves", out.Start.FEN(), out.Tag("SetUp"), out.Tag("FEN"), len(out.Moves))
	}
	if got := out.Moves[1].Move.UCI(false); got != "c4d5" {
		t.Errorf("second move %s, want c4d5", got)
	}
}
