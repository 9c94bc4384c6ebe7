package solver

import (
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// The outside sets (testdata/outside-*.txt) come from real games and from
// generators built to be hard; scripts/solver-vs-chasolver.sh runs them all.
// These tests keep the curated few: the sides where the reference solver is
// wrong or undecided, the slowest, and near misses of the dead positions.

// TestOutsidePositions gives every side of outside-curated.txt the verdict
// of its label, with the default budget an arbiter's console uses, and
// never Unknown.
func TestOutsidePositions(t *testing.T) {
	for _, lp := range readLabelled(t, "testdata/outside-curated.txt") {
		for side := chess.White; side <= chess.Black; side++ {
			a := CanCheckmate(lp.position, side, Budget{})
			switch {
			case a.Verdict == Unknown:
				t.Errorf("line %d: %s: unknown after %d nodes: %s", lp.line, side, a.Nodes, lp.fen)
			case (a.Verdict == Yes) != lp.canMate[side]:
				t.Errorf("line %d: %s: got %s, want %v: %s", lp.line, side, a.Verdict, lp.canMate[side], lp.fen)
			case a.Verdict == Yes:
				if msg := checkLine(lp.position, side, a.Line); msg != "" {
					t.Errorf("line %d: %s: %s: %s", lp.line, side, msg, lp.fen)
				}
			}
		}
	}
}

// TestOutsideOpenPositions holds the outside positions still left Unknown:
// a wrong verdict fails, Unknown is only logged until a proof comes.
func TestOutsideOpenPositions(t *testing.T) {
	for _, lp := range readLabelled(t, "testdata/outside-open.txt") {
		for side := chess.White; side <= chess.Black; side++ {
			a := CanCheckmate(lp.position, side, Budget{})
			switch {
			case a.Verdict == Unknown:
				t.Logf("line %d: %s: still unknown after %d nodes: %s", lp.line, side, a.Nodes, lp.fen)
			case (a.Verdict == Yes) != lp.canMate[side]:
				t.Errorf("line %d: %s: got %s, want %v: %s", lp.line, side, a.Verdict, lp.canMate[side], lp.fen)
			case a.Verdict == Yes:
				if msg := checkLine(lp.position, side, a.Line); msg != "" {
					t.Errorf("line %d: %s: %s: %s", lp.line, side, msg, lp.fen)
				}
			}
		}
	}
}

// oddPositions are positions no game reaches that the move generator still
// plays (FEN read leniently, as `arbiterctl winnable --stdin` and
// chasolver's own test set do): impossible counts, impossible checks.
var oddPositions = []string{
	"QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/8/8/8/8/k6K b - -",          // 24 queens, mated by several
	"qqqqqqqq/qqqqqqqq/8/8/8/8/8/K6k w - -",                 // 16 queens, White mated
	"4k3/8/3N1N2/8/1B2R3/8/8/4K3 b - -",                     // four checkers
	"4k3/8/2N2N2/8/8/8/8/4K3 b - -",                         // two knights give check
	"4k3/4R3/8/8/4R3/8/8/4K3 b - -",                         // two rooks on one line
	"k7/PPPPPPPP/PPPPPPP1/8/8/8/8/7K b - -",                 // 15 pawns
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3", // en passant with no pawn
	"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb -",                  // Shredder-FEN rights
	"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 99 200",               // fifty-move clock at its end
	"b1b1b1b1/1b1b1b1b/b1b1b1b1/8/8/8/8/K6k w - -",          // 12 bishops of one colour
	"B1B1B1B1/1B1B1B1B/B1B1B1B1/1B1B1B1B/8/8/8/K6k w - -",   // 16 bishops of one colour
	"7k/8/8/8/8/8/PPPPPPPP/NNNNKNNN w - -",                  // 7 knights
	"k7/8/8/8/8/8/pppppppp/7K b - -",                        // pawns about to promote
	"8/8/8/8/8/8/6k1/4K2R w K -",                            // castling right, king and rook only
	"r3k3/8/8/8/8/8/8/4K3 b q -",                            // Black's long castling, nothing else
	"4k3/8/8/2pP4/8/8/8/4K3 w - c6",                         // en passant the only capture
	"8/8/8/8/k2Pp2Q/8/8/4K3 b - d3",                         // en passant exposes the king
	"1k6/8/8/8/8/8/8/1K6 w - -",                             // lone kings
	"8/8/8/8/8/8/8/KBkb4 w - -",                             // kings side by side with bishops
	"kb6/8/1K6/8/8/8/8/8 b - -",                             // no legal move but the bishop's
}

// TestBudgetIsNeverExceeded: whatever the position, an answer never counts
// more nodes than its budget allows, and a Yes always replays.
func TestBudgetIsNeverExceeded(t *testing.T) {
	var positions []chess.Position
	for _, fen := range oddPositions {
		p, err := chess.ParseFENLax(fen)
		if err != nil {
			continue // the move generator refuses it: arbiterctl answers with the error
		}
		positions = append(positions, p)
	}
	for _, lp := range readLabelled(t, "testdata/outside-curated.txt") {
		positions = append(positions, lp.position)
	}
	for _, p := range positions {
		for side := chess.White; side <= chess.Black; side++ {
			for _, nodes := range []int{1, 2, 17, 1_000, 25_000} {
				a := CanCheckmate(p, side, Budget{Nodes: nodes})
				if a.Nodes > nodes {
					t.Errorf("%s %s: budget %d, counted %d nodes (%s)", p.FEN(), side, nodes, a.Nodes, a.Verdict)
				}
				if a.Verdict == Yes {
					if msg := checkLine(p, side, a.Line); msg != "" {
						t.Errorf("%s %s, budget %d: %s", p.FEN(), side, nodes, msg)
					}
				}
			}
		}
	}
}

// TestOddPositions: positions no game reaches are answered like any other,
// soundly: a Yes replays, and a side with a lone king is never said to mate.
func TestOddPositions(t *testing.T) {
	for _, fen := range oddPositions {
		p, err := chess.ParseFENLax(fen)
		if err != nil {
			t.Logf("%s: refused: %v", fen, err)
			continue
		}
		for side := chess.White; side <= chess.Black; side++ {
			a := CanCheckmate(p, side, Budget{Nodes: 200_000})
			switch {
			case a.Verdict == Yes:
				if msg := checkLine(p, side, a.Line); msg != "" {
					t.Errorf("%s %s: %s", fen, side, msg)
				}
			case a.Verdict == Unknown:
				t.Logf("%s %s: unknown after %d nodes", fen, side, a.Nodes)
			}
			if a.Verdict == Yes && p.ByColor(side) == p.Pieces(side, chess.King) {
				t.Errorf("%s %s: a lone king said to mate", fen, side)
			}
		}
	}
}
