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
		{"k7/p1p5/P1P5/2P5/2P5/K1P5/B1P5/1B6 b - -", chess.White, 128},
		// Found by the closure, 173 plies once pruned: each side's king
		// steps to and fro while the other manoeuvres (lichess.txt line
		// 40134).
		{"4Q3/8/8/8/2R2Q2/P1Pb2p1/2k5/6K1 b - - 0 52", chess.Black, 128},
		// The sides of the labelled sets whose lines passes 1.-4. leave
		// longest, 133 to 316 plies (lichess.txt lines 39104, 38016,
		// 28966; positions.txt lines 1940, 656, 863, 1921, 203, 2456, 831,
		// 3304): the shortcut pass brings each to chasolver's longest, 128.
		{"r1bqkb1r/ppp1n1pp/n3pp2/3p4/3P4/2N1P2P/PPP2PPB/R2QKBNR b KQkq - 0 6", chess.White, 128},
		{"rn1qkbnr/pp2pppp/2p5/5b2/3P4/6N1/PPP2PPP/R1BQKBNR b KQkq - 2 5", chess.White, 128},
		{"1B6/4k2p/1b6/1p6/p7/7r/1K6/8 w - - 4 39", chess.White, 128},
		{"8/8/5p2/2p1pP2/2PbPk1b/2pBpBp1/2P1P1P1/5BRK w - -", chess.Black, 128},
		{"B1B1B3/pBpBpBp1/P1P1P1P1/8/8/8/8/k1K5 w - -", chess.Black, 128},
		{"2B1B1B1/pBpBpBp1/P1P1P1P1/4k3/8/8/4K3/8 w - -", chess.Black, 128},
		{"8/8/5p1Q/2p1pPbr/2PbPk1R/2pBpBp1/2P1P1P1/5BRK b - -", chess.Black, 128},
		{"8/8/5p2/2p1pPp1/2PbPk1b/2pBp1pB/2P1P1P1/5BRK b - -", chess.Black, 128},
		{"8/8/5p2/2p1pP2/2PbPkpb/2pBp1pB/2P1P1P1/5BRK w - -", chess.Black, 128},
		{"8/8/5p2/2p1pPk1/2PbP1Bb/2pBp1p1/2P1P1P1/5BRK b - -", chess.Black, 128},
		{"8/8/5p2/2p1pP2/2PbPkBb/2pBp1p1/2P1P1P1/5BRK b - -", chess.Black, 128},
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
	line := uciLine(t, p, "f1f2", "a3a2", "f2f1", "a2a1q", "f1f8")
	got := pruned(p, line, chess.White, 0)
	if msg := checkLine(p, chess.White, got); msg != "" {
		t.Fatal(msg)
	}
	if len(got) != 1 {
		t.Errorf("pruned to %v, want the mate Rf8 alone", got)
	}
}

// The passes behind the shortcut, on hand-made lines: each keeps a mate
// by the same side and makes the line no longer than atMost plies.
func TestShortcutPasses(t *testing.T) {
	tour := []string{"a1b1", "b1c1", "c1d1", "d1e1", "e1f1", "f1f2", "f2e2", "e2d2", "d2c2", "c2b2", "b2a2", "a2a1"}
	var rookTour []string // the rook goes round twice while the king steps to and fro
	for i := range 2 * len(tour) {
		rookTour = append(rookTour, tour[i%len(tour)], [...]string{"h8g8", "g8h8"}[i%2])
	}
	tests := []struct {
		name   string
		fen    string
		side   chess.Color
		line   []string
		pass   func(s *solver, line []chess.Move) []chess.Move
		atMost int
	}{
		{
			name:   "manoeuvre: a rook's tour before its mate",
			fen:    "7k/8/6K1/8/8/8/8/R7 w - -",
			side:   chess.White,
			line:   append(rookTour, "a1a8"),
			pass:   func(s *solver, line []chess.Move) []chess.Move { return s.manoeuvred(line, s.limit) },
			atMost: 1,
		},
		{
			// Black's king walks while White's rook waits, then White's
			// king walks while Black's waits: on the line made, both
			// walk at once.
			name: "manoeuvre: each king walks while the other waits",
			fen:  "2k5/8/8/8/8/8/1R6/2K5 w - -",
			side: chess.White,
			line: []string{
				"b2b3", "c8d8", "b3b2", "d8e8", "b2b3", "e8f8", "b3b2", "f8g8", "b2b3", "g8h8",
				"c1d2", "h8h7", "d2e3", "h7h8", "e3f4", "h8h7", "f4f5", "h7h8", "f5f6", "h8h7",
				"f6f7", "h7h8", "b3h3",
			},
			pass:   func(s *solver, line []chess.Move) []chess.Move { return s.manoeuvred(line, s.limit) },
			atMost: 15,
		},
		{
			// Pawn moves split the line into stretches too short to search:
			// the mate one move away is found from the first position.
			name:   "mate from the line: pawn pushes put off a mate in one",
			fen:    "7k/p7/6K1/8/8/8/8/1R6 w - -",
			side:   chess.White,
			line:   []string{"b1c1", "a7a6", "c1b1", "a6a5", "b1c1", "a5a4", "c1b1", "a4a3", "b1c1", "a3a2", "c1c8"},
			pass:   func(s *solver, line []chess.Move) []chess.Move { return s.mateFrom(s.root, len(line), s.limit) },
			atMost: 1,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := chess.ParseFENLax(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			line := uciLine(t, p, tt.line...)
			if msg := checkLine(p, tt.side, line); msg != "" {
				t.Fatalf("the hand-made line: %s", msg)
			}
			s := solvers.get()
			defer solvers.put(s)
			s.start(p, tt.side, Budget{})
			got := tt.pass(s, line)
			if msg := checkLine(p, tt.side, got); msg != "" {
				t.Fatalf("%v: %s", got, msg)
			}
			if len(got) > tt.atMost {
				t.Errorf("%d plies (%v) from %d, want at most %d", len(got), got, len(line), tt.atMost)
			}
		})
	}
}

// uciLine is the line of the moves ucis, played from p.
func uciLine(t *testing.T, p chess.Position, ucis ...string) []chess.Move {
	t.Helper()
	var line []chess.Move
	for _, uci := range ucis {
		m, err := chess.ParseUCI(p, uci)
		if err != nil {
			t.Fatalf("%s: %v", uci, err)
		}
		line = append(line, m)
		p = p.Play(m)
	}
	return line
}
