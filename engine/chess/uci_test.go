package chess

import "testing"

// Every legal move, castling and promotions included, is written by
// AppendUCI as UCI writes it, after what is already in the buffer, and
// reads back as the same move.
func TestAppendUCI_RoundTrip(t *testing.T) {
	for _, c := range []struct {
		fen      string
		chess960 bool
	}{
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", true},
		{"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", false},
		{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", false},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		buf := []byte("x,")
		for _, m := range p.LegalMoves(nil) {
			got := string(m.AppendUCI(buf, c.chess960))
			if want := "x," + m.UCI(c.chess960); got != want {
				t.Errorf("%s: AppendUCI = %q, want %q", c.fen, got, want)
			}
			if back, err := ParseUCI(p, got[2:]); err != nil || back != m {
				t.Errorf("%s: %q reads back as %v, %v", c.fen, got[2:], back, err)
			}
		}
	}
	if got := string(NoMove.AppendUCI(nil, false)); got != "0000" {
		t.Errorf("NoMove: %q, want 0000", got)
	}
}
