package solver

import (
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// slowOutsideSides are the slowest sides of the outside sets
// (testdata/outside-*.txt) for this solver, measured against chasolver's
// slowest side of the same set, each with its set's label ("XY FEN"), the
// side asked and the nodes its answer takes with the default budget.
var slowOutsideSides = []struct {
	where, labelled string
	side            chess.Color
	nodes           int
}{
	{"outside-lichess1000.txt:12099", "WB 8/3Kp3/3p4/3nk3/8/8/8/7B w - -", chess.White, 74411},
	{"outside-lichess1000.txt:2690", "WB 8/5p2/8/8/P1PkP3/5P2/3b3K/8 w - -", chess.Black, 48208},
	{"outside-lichess1000.txt:1783", "-B 4K3/8/8/3kb3/3n4/8/8/8 w - -", chess.Black, 9452},
	{"outside-lichess1000.txt:6265", "WB 8/8/2b2k2/5pp1/8/6K1/2B5/8 w - -", chess.White, 24340},
	{"outside-chesscom.txt:16291", "WB 3r3k/4b1pp/8/1p6/1p6/8/5K2/3B4 b - -", chess.White, 7174},
	{"outside-chesscom.txt:841", "WB 8/8/4N3/5n2/6k1/PP1P2b1/5B2/5K2 b - -", chess.Black, 10586},
	{"outside-chesscom.txt:842", "WB 8/8/4N3/5n2/6k1/PP1P4/5b2/5K2 w - -", chess.Black, 9543},
	{"outside-chesscom.txt:14702", "WB 8/8/8/5B1p/3P1QPk/P3P3/1P3P1P/5RK1 b - -", chess.Black, 7053},
	{"outside-chesscom.txt:1403", "WB rnbqkbnr/pp2pppp/2p5/8/3PN3/8/PPP2PPP/R1BQKBNR b KQkq -", chess.White, 325},
	{"outside-chesscom.txt:3867", "WB rnb1kbnr/pp1p1pp1/4p2p/q7/2BNP3/2N5/PPP2PPP/R1BQK2R b KQkq -", chess.White, 288},
	{"outside-chesscom.txt:18634", "WB r1bnkb1r/ppp2ppp/8/8/4p3/1P4P1/PBP1PP1P/RN2K1NR w KQkq -", chess.White, 1434},
	{"outside-classic.txt:103", "WB 8/8/3k4/8/5PPK/7P/6B1/3n4 b - -", chess.Black, 10852},
	{"outside-pawns.txt:9346", "WB 8/p1P5/4k3/6p1/8/8/8/3K4 b - -", chess.White, 8740},
	{"outside-pawns.txt:4966", "WB 8/p7/3p4/8/P4p2/8/7k/2K5 w - -", chess.White, 7637},
	{"outside-pawns.txt:5380", "WB 8/8/8/1k1K3p/8/8/7P/8 b - -", chess.White, 8120},
	{"outside-pawns.txt:9913", "WB 8/p3p3/7k/3p4/8/6K1/P7/8 b - -", chess.White, 7484},
	{"outside-pawns.txt:9800", "WB 8/4K2p/8/7p/8/7P/1P3P1k/8 b - -", chess.Black, 8350},
	{"outside-pawns.txt:7820", "WB 8/p3pp2/P7/8/4k3/8/3p4/6K1 b - -", chess.White, 9814},
}

// slowOutsideSide is one of slowOutsideSides read: its position, and
// whether its side can mate by its label.
func slowOutsideSide(tb testing.TB, i int) (chess.Position, bool) {
	tb.Helper()
	c := slowOutsideSides[i]
	label, fen, _ := strings.Cut(c.labelled, " ")
	p, err := chess.ParseFENLax(fen)
	if err != nil {
		tb.Fatalf("%s: %v", c.where, err)
	}
	return p, label[c.side] != '-'
}

// TestSlowOutsideSides answers each slow side right, and holds its work
// to the nodes docs/endings.md (stage 3) quotes for it: the stages before
// the closure spend no more on it.
func TestSlowOutsideSides(t *testing.T) {
	for i, c := range slowOutsideSides {
		t.Run(c.where+"-"+c.side.String(), func(t *testing.T) {
			p, canMate := slowOutsideSide(t, i)
			if got := checkAnswer(t, p, c.side, canMate).Nodes; got > c.nodes {
				t.Errorf("%d nodes, measured at %d", got, c.nodes)
			}
		})
	}
}

// BenchmarkSlowOutsideSides answers each of slowOutsideSides, one
// sub-benchmark a side, with the default budget; nodes/op is the work.
func BenchmarkSlowOutsideSides(b *testing.B) {
	for i, c := range slowOutsideSides {
		b.Run(c.where+"-"+c.side.String(), func(b *testing.B) {
			p, _ := slowOutsideSide(b, i)
			nodes := 0
			for b.Loop() {
				nodes = CanCheckmate(p, c.side, Budget{}).Nodes
			}
			b.ReportMetric(float64(nodes), "nodes/op")
		})
	}
}
