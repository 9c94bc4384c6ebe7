package solver

import (
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// minorPieceMates are the sides the other stages leave unknown within the
// default budget: helpmates with bishop and knight or two bishops
// (outside-curated.txt, last group).
var minorPieceMates = []struct {
	fen  string
	side chess.Color
}{
	{"5N2/2b5/8/3pBk2/1b6/b7/6K1/8 b - -", chess.White},
	{"7B/8/3b4/2N3b1/K4k2/8/8/4b3 b - -", chess.White},
	{"N7/6B1/8/6k1/3b3p/8/7p/6K1 w - -", chess.White},
	{"3k4/4B1K1/8/p7/8/2r5/5bB1/8 b - -", chess.White},
	{"8/4K2p/8/5B2/8/8/2p5/2B2k2 w - -", chess.White},
	{"8/k7/5K2/B7/7p/1B6/8/8 w - -", chess.White},
	{"8/b1k4b/8/8/6N1/8/5P1P/5K2 w - -", chess.Black},
	{"3k4/K6P/1bbPq3/8/2P5/r7/8/8 w - -", chess.Black},
	{"8/4Kb2/5b2/2P4N/P7/8/5k1P/8 w - -", chess.Black},
	{"8/4Q3/4B3/8/2k5/3n4/1B5K/8 b - -", chess.Black},
	{"8/8/8/8/2B5/4n3/8/k2KB3 w - -", chess.Black},
	{"8/8/8/8/3K4/1B5n/8/6Bk w - -", chess.Black},
}

// TestCornerSearchFindsMinorPieceMates: the corner search alone, within
// its share of the budget, finds each of these helpmates, and its line
// replays to mate.
func TestCornerSearchFindsMinorPieceMates(t *testing.T) {
	for _, tc := range minorPieceMates {
		p, err := chess.ParseFEN(tc.fen)
		if err != nil {
			t.Fatalf("%s: %v", tc.fen, err)
		}
		s := solvers.get()
		s.start(p, tc.side, Budget{})
		v := s.cornerSearch(p, cornerNodes)
		switch {
		case v != Yes:
			t.Errorf("%s %s: got %s after %d nodes, want yes", tc.fen, tc.side, v, s.nodes)
		case s.nodes > cornerNodes:
			t.Errorf("%s %s: %d nodes, more than its %d", tc.fen, tc.side, s.nodes, cornerNodes)
		default:
			if msg := checkLine(p, tc.side, s.line); msg != "" {
				t.Errorf("%s %s: %s", tc.fen, tc.side, msg)
			}
			t.Logf("%s %s: %d nodes, %d plies", tc.fen, tc.side, s.nodes, len(s.line))
		}
		solvers.put(s)
	}
}

// TestCornerSearchNeverSaysNo: where no mate exists the corner search
// answers Unknown, spends no more than its allowance, and leaves the
// solver's own limit as it found it.
func TestCornerSearchNeverSaysNo(t *testing.T) {
	for _, fen := range []string{
		"8/8/3bk3/8/8/4BK2/8/8 w - -",             // bishops of one colour
		"8/8/4k3/8/8/2B1BK2/8/8 w - -",            // two bishops of one colour
		"8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - -", // a pawn wall
	} {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		for side := chess.White; side <= chess.Black; side++ {
			s := solvers.get()
			s.start(p, side, Budget{Nodes: 50_000})
			v := s.cornerSearch(p, 20_000)
			if v != Unknown {
				t.Errorf("%s %s: got %s, want unknown", fen, side, v)
			}
			if s.nodes > 20_000 || s.limit != 50_000 || s.stopped {
				t.Errorf("%s %s: %d nodes, limit %d, stopped %v after an allowance of 20000 within 50000", fen, side, s.nodes, s.limit, s.stopped)
			}
			solvers.put(s)
		}
	}
}

// A zone search whose set of positions fills stops: it adds more keys
// than it expands positions, and a set filled to its last slot would
// make the next probe go round it for ever. The position's zone search
// meets over 260,000 positions within its 100,000 expansions.
func TestZoneSearchStopsWhenItsSetIsFull(t *testing.T) {
	p, err := chess.ParseFEN("BbK1kb2/b1p1p1p1/1pP1P1P1/1P6/8/8/1Q6/1BN1b1nB b - -")
	if err != nil {
		t.Fatal(err)
	}
	s := solvers.fresh()
	s.start(p, chess.Black, Budget{})
	done := make(chan Verdict, 1)
	go func() { done <- s.zoneSearch(p, zoneNodes) }()
	select {
	case v := <-done:
		if v == Yes {
			if msg := checkLine(p, chess.Black, s.line); msg != "" {
				t.Error(msg)
			}
		}
		if s.zoneSeen.count > s.zoneSeen.capacity() {
			t.Errorf("%d keys in a set of capacity %d", s.zoneSeen.count, s.zoneSeen.capacity())
		}
	case <-time.After(time.Minute):
		t.Fatal("the zone search did not stop within a minute")
	}
}
