package solver

import (
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// The lines the arbiter is shown are replayed mates, and the ones the
// searches found wandering come out shorter than the searches found them.
func TestShownLinesAreShortenedMates(t *testing.T) {
	tests := []struct {
		fen    string
		side   chess.Color
		atMost int // plies of the line shown
	}{
		// Black promotes every pawn while White's king steps to and fro.
		{"rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -", chess.Black, 100},
		// Found by the closure: its depth-first path, 352 plies after loopless alone.
		{"k7/p1p5/P1P5/2P5/2P5/K1P5/B1P5/1B6 b - -", chess.White, 300},
		// Found by the closure, 173 plies once pruned: each side's king
		// steps to and fro while the other manoeuvres (lichess.txt line
		// 40134).
		{"4Q3/8/8/8/2R2Q2/P1Pb2p1/2k5/6K1 b - - 0 52", chess.Black, 140},
	}
	for _, tt := range tests {
		p, err := chess.ParseFENLax(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		a := CanCheckmate(p, tt.side, Budget{})
		if a.Verdict != Yes {
			t.Fatalf("%s %s: got %s, want yes", tt.fen, tt.side, a.Verdict)
		}
		if msg := checkLine(p, tt.side, a.Line); msg != "" {
			t.Errorf("%s %s: %s", tt.fen, tt.side, msg)
		}
		if len(a.Line) > tt.atMost {
			t.Errorf("%s %s: line of %d plies, want at most %d", tt.fen, tt.side, len(a.Line), tt.atMost)
		}
	}
}

// pruned drops a pawn's needless pushes with the waiting moves beside them
// and keeps the mate.
func TestPrunedDropsNeedlessMoves(t *testing.T) {
	p, err := chess.ParseFENLax("7k/8/6K1/8/8/p7/8/5R2 w - -")
	if err != nil {
		t.Fatal(err)
	}
	var line []chess.Move
	q := p
	for _, uci := range []string{"f1f2", "a3a2", "f2f1", "a2a1q", "f1f8"} {
		m, err := chess.ParseUCI(q, uci)
		if err != nil {
			t.Fatal(err)
		}
		line = append(line, m)
		q = q.Play(m)
	}
	got := pruned(p, line, chess.White, 0)
	if msg := checkLine(p, chess.White, got); msg != "" {
		t.Fatal(msg)
	}
	if len(got) != 1 {
		t.Errorf("pruned to %v, want the mate Rf8 alone", got)
	}
}
