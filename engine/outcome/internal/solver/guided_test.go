package solver

import (
	"flag"
	"slices"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

var measureGuided = flag.Bool("guided.measure", false, "log how many labelled sides that CanCheckmate leaves unknown the guided stage solves")

// guidedNodes is the budget of the guided stage in tests: about 100 ms.
const guidedNodes = 100_000

// runGuided runs the guided stage alone on p with a node budget.
func runGuided(p chess.Position, side chess.Color, nodes int) Answer {
	s := solvers.get()
	defer solvers.put(s)
	s.start(p, side, Budget{Nodes: nodes})
	return s.answer(s.guided(p))
}

// longHelpmates are sides labelled "can mate" that the earlier stages
// leave unknown with 100,000 nodes.
var longHelpmates = []struct {
	name string
	side chess.Color
	fen  string
}{
	{"a rook's file opened through a locked chain", chess.Black, "r6r/8/3b1b1p/2p1k1pP/1pPp1pP1/pP1PpP2/P3P3/5K2 w - -"},
	{"bishops traded through the chain", chess.White, "k7/8/3b4/1Bp1p3/2PbP3/2pBp3/2P1P3/5K2 b - -"},
	{"a column of bishops and pawns", chess.White, "4K3/2pBp3/2PbP3/2pBp3/2PbP3/2pBp3/2PbP3/4k3 b - -"},
	{"bishops behind a blocked wing", chess.Black, "8/1p4p1/1b1b2k1/6b1/1p1p4/1P1Pp1bp/4Pp1p/1B3Kbr b - -"},
	{"bishops sacrificed on a locked chain", chess.White, "k1b4n/8/8/BpBpBpBp/bPbPbPbP/8/8/K1B5 w - -"},
	{"a king marched round a chain", chess.Black, "k1b5/8/8/1p1p1p1p/1PbP1PpP/6P1/6P1/K1B5 w - -"},
	{"two bishops against knights", chess.Black, "3knn2/8/8/8/8/8/3KBB2/8 w - -"},
	{"two bishops against a knight", chess.Black, "8/8/8/3nk3/8/8/8/K1B2B2 w - -"},
	{"a pawn race through a blocked wing", chess.White, "8/p1p1p3/8/8/8/6p1/P1P1PkPp/7K w - -"},
	{"bishops walled in by pawns", chess.White, "4K3/8/3pBp2/3PbP2/3pBp2/3PbP2/8/4k3 b - -"},
}

func TestGuidedFindsLongHelpmates(t *testing.T) {
	for _, tt := range longHelpmates {
		t.Run(tt.name, func(t *testing.T) {
			p, err := chess.ParseFENLax(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			a := runGuided(p, tt.side, guidedNodes)
			if a.Verdict != Yes {
				t.Fatalf("%s: got %s after %d nodes, want yes", tt.side, a.Verdict, a.Nodes)
			}
			if msg := checkLine(p, tt.side, a.Line); msg != "" {
				t.Errorf("%s: %s", tt.side, msg)
			}
		})
	}
}

// TestGuidedFindsShutInKingsMates: the winner's king is shut in by pawns
// and mates only after the loser's king takes a pawn, the loser's pawn
// promotes and the new piece is taken by a winner's pawn, which promotes in
// turn. The first iteration meets a few hundred thousand positions: with
// a table too small to hold them, or with the loser's spare pawn moves
// free, the search needs more than a million nodes.
func TestGuidedFindsShutInKingsMates(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		nodes int
	}{
		{"a king shut in on g8 by a bishop and pawns", "6k1/p3p1P1/2p3PB/p5P1/8/4P3/PKP5/8 w - -", 200_000},
		{"a king between g8 and h8", "7k/p3p1P1/2p3PB/p5P1/8/4P3/PKP5/8 b - -", 200_000},
		{"a king shut in on b8 by a bishop and pawns", "1k6/1P1p1p1p/BP6/1P6/1p6/8/1P1P1PKP/8 w - -", 400_000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := chess.ParseFENLax(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			a := runGuided(p, chess.Black, tt.nodes)
			if a.Verdict != Yes {
				t.Fatalf("got %s after %d nodes, want yes", a.Verdict, a.Nodes)
			}
			if msg := checkLine(p, chess.Black, a.Line); msg != "" {
				t.Error(msg)
			}
		})
	}
}

func TestConfined(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		side chess.Color
		want bool
	}{
		{"by a bishop and pawns", "6k1/p3p1P1/2p3PB/p5P1/8/4P3/PKP5/8 w - -", chess.Black, true},
		{"to two squares", "7k/p3p1P1/2p3PB/p5P1/8/4P3/PKP5/8 b - -", chess.Black, true},
		{"to three squares", "8/8/8/8/8/2k5/P7/K7 w - -", chess.White, false},
		{"in a corner by its own pawns", "7k/8/8/8/8/8/PP6/K7 w - -", chess.White, false},
		{"in a corner by its own men", "7k/8/8/8/8/8/PP6/KN6 w - -", chess.White, true},
		{"a free king", "6k1/8/8/8/8/8/8/K7 w - -", chess.Black, false},
	}
	for _, tt := range tests {
		p, err := chess.ParseFENLax(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := confined(p, tt.side); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestGuidedProvesNoOnlyByExhaustion checks the only Noes the guided
// stage may give: when its search met no depth limit.
func TestGuidedProvesNoOnlyByExhaustion(t *testing.T) {
	tests := []struct {
		name  string
		side  chess.Color
		fen   string
		nodes int
		want  Verdict
	}{
		{"a lone king", chess.White, "8/8/8/4k3/8/8/8/K7 w - -", 100, No},
		{"stalemate", chess.White, "7k/5Q2/6K1/8/8/8/8/8 b - -", 100, No},
		{"a mate on the board", chess.White, "R6k/8/6K1/8/8/8/8/8 b - -", 100, Yes},
		{"the rook is lost at once", chess.White, "6Rk/8/6K1/8/8/8/8/8 b - -", 100, No},
		{"the budget runs out", chess.Black, longHelpmates[0].fen, 10, Unknown},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := chess.ParseFENLax(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			a := runGuided(p, tt.side, tt.nodes)
			if a.Verdict != tt.want {
				t.Fatalf("got %s after %d nodes, want %s", a.Verdict, a.Nodes, tt.want)
			}
			if a.Nodes > tt.nodes {
				t.Errorf("used %d nodes, budget %d", a.Nodes, tt.nodes)
			}
		})
	}
}

func TestGuidedWithinLeavesTheRestOfTheBudget(t *testing.T) {
	// White mates here only after some 17,000 nodes.
	p, err := chess.ParseFENLax("8/p1p1p3/8/8/8/6p1/P1P1PkPp/7K w - -")
	if err != nil {
		t.Fatal(err)
	}
	s := solvers.get()
	defer solvers.put(s)
	s.start(p, chess.White, Budget{Nodes: 1_000})
	if v := s.guidedWithin(p, 10); v != Unknown {
		t.Fatalf("got %s with 10 nodes, want unknown", v)
	}
	if s.stopped || s.limit != 1_000 || s.nodes > 10 {
		t.Fatalf("after the allowance: stopped %v, limit %d, nodes %d; want false, 1000, at most 10", s.stopped, s.limit, s.nodes)
	}
	if v := s.guidedWithin(p, 100_000); v != Unknown || !s.stopped {
		t.Fatalf("got %s, stopped %v past the budget; want unknown, true", v, s.stopped)
	}
}

func TestFirstIterationStopsAfterIt(t *testing.T) {
	// Black mates here only in the guided search's second iteration.
	p, err := chess.ParseFENLax("8/1p4p1/1b1b2k1/6b1/1p1p4/1P1Pp1bp/4Pp1p/1B3Kbr b - -")
	if err != nil {
		t.Fatal(err)
	}
	s := solvers.get()
	defer solvers.put(s)
	s.start(p, chess.Black, Budget{Nodes: 1_000_000})
	if v := s.firstIteration(p, 10_000); v != Unknown {
		t.Fatalf("got %s, want unknown", v)
	}
	if s.stopped || s.nodes >= 10_000 {
		t.Fatalf("stopped %v after %d nodes; want the iteration to end within its allowance", s.stopped, s.nodes)
	}
	if v := s.guidedWithin(p, 10_000); v != Yes {
		t.Fatalf("the whole guided stage: got %s, want yes", v)
	}
}

func TestFirstIterationSkipsIterationsCutAtTheRoot(t *testing.T) {
	// White's only move takes the queen, a capture the grades punish with
	// three plies: the iterations to depth 3 stop at the root, and Black
	// mates in the next.
	p, err := chess.ParseFENLax("1k6/1P1p3p/BP3p2/1P5p/8/3P4/5P1P/6Kq w - -")
	if err != nil {
		t.Fatal(err)
	}
	s := solvers.get()
	defer solvers.put(s)
	s.start(p, chess.Black, Budget{Nodes: 1_000_000})
	if v := s.firstIteration(p, 200_000); v != Yes {
		t.Fatalf("got %s after %d nodes, want yes", v, s.nodes)
	}
	if msg := checkLine(p, chess.Black, s.line); msg != "" {
		t.Error(msg)
	}
}

func TestFirstIterationLeavesTheClosureItsNodes(t *testing.T) {
	p, err := chess.ParseFENLax(longHelpmates[0].fen)
	if err != nil {
		t.Fatal(err)
	}
	s := solvers.get()
	defer solvers.put(s)
	s.start(p, longHelpmates[0].side, Budget{Nodes: closureNodes + 100})
	if v := s.firstIteration(p, firstIterationNodes); v != Unknown || s.nodes > 100 {
		t.Fatalf("got %s after %d nodes; want unknown after at most 100", v, s.nodes)
	}
}

// TestGuidedAgreesWithLabels runs the guided stage on a sample of the
// labelled sides, those that cannot mate included: a Yes must replay to
// mate, and no verdict may contradict the label.
func TestGuidedAgreesWithLabels(t *testing.T) {
	positions := readLabelled(t, "testdata/positions.txt")
	for i := 0; i < len(positions); i += 11 {
		lp := positions[i]
		for side := chess.White; side <= chess.Black; side++ {
			a := runGuided(lp.position, side, 5_000)
			switch {
			case a.Verdict == Unknown:
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

// TestGuidedMeasure finds the sides labelled "can mate" that CanCheckmate
// leaves unknown with 100,000 nodes, and logs how many of them the guided
// stage alone solves with as many nodes.
func TestGuidedMeasure(t *testing.T) {
	if !*measureGuided {
		t.Skip("run with -guided.measure")
	}
	var nodes []int
	hard := 0
	for _, lp := range readLabelled(t, "testdata/positions.txt") {
		for side := chess.White; side <= chess.Black; side++ {
			if !lp.canMate[side] || CanCheckmate(lp.position, side, Budget{Nodes: guidedNodes}).Verdict != Unknown {
				continue
			}
			hard++
			a := runGuided(lp.position, side, guidedNodes)
			if a.Verdict != Yes {
				t.Logf("line %d: %s %s after %d nodes: %s", lp.line, side, a.Verdict, a.Nodes, lp.fen)
				continue
			}
			if msg := checkLine(lp.position, side, a.Line); msg != "" {
				t.Errorf("line %d: %s: %s: %s", lp.line, side, msg, lp.fen)
			}
			nodes = append(nodes, a.Nodes)
			t.Logf("line %d: %s yes in %d plies after %d nodes", lp.line, side, len(a.Line), a.Nodes)
		}
	}
	if len(nodes) == 0 {
		t.Logf("solved 0 of %d", hard)
		return
	}
	slices.Sort(nodes)
	total := 0
	for _, n := range nodes {
		total += n
	}
	t.Logf("solved %d of %d unknown winnable sides; nodes: median %d, mean %d, worst %d",
		len(nodes), hard, nodes[len(nodes)/2], total/len(nodes), nodes[len(nodes)-1])
}

func BenchmarkGuided(b *testing.B) {
	positions := make([]chess.Position, len(longHelpmates))
	for i, tt := range longHelpmates {
		p, err := chess.ParseFENLax(tt.fen)
		if err != nil {
			b.Fatal(err)
		}
		positions[i] = p
	}
	for b.Loop() {
		for i, tt := range longHelpmates {
			runGuided(positions[i], tt.side, guidedNodes)
		}
	}
}
