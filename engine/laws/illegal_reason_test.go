package laws

import (
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// An illegal move the arbiter writes down is checked against the position
// and named by the rule of Articles 1 and 3 it breaks, in each edition's
// numbering.
func TestArticle_3_IllegalMoveNamesTheRuleBroken(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	tests := []struct {
		fen, side, move string
		want2018        string
		want2014        string
	}{
		{start, "black", "e7e5", "1.2", "1.1"},
		{start, "white", "Ra1-a2", "3.1", "3.1"},
		{"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "white", "Bc1-c4", "3.2", "3.2"},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "white", "Ra1-b2", "3.3", "3.3"},
		{"4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "white", "Qd1-e3", "3.4", "3.4"},
		{start, "white", "Qd1-d4", "3.5", "3.5"},
		{start, "white", "Ng1-g3", "3.6", "3.6"},
		{"4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1", "white", "e2e3", "3.7.1", "3.7 a"},
		{"4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "white", "e3e5", "3.7.2", "3.7 b"},
		{start, "white", "e2d3", "3.7.3", "3.7 c"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", "white", "e5d6", "3.7.4.2", "3.7 d"},
		{"4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "white", "e4e3", "3.7.1", "3.7 a"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "white", "Ke1-e3", "3.8.1", "3.8 a"},
		{"4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "white", "O-O", "3.8.2.1.1", "3.8 b"},
		{"4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", "white", "e1g1", "3.8.2.1.2", "3.8 b"},
		{"4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "white", "O-O", "3.8.2.2.1", "3.8 b"},
		{"4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1", "white", "0-0-0", "3.8.2.2.2", "3.8 b"},
		{"4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "white", "Be2-d3", "3.9.2", "3.9"},
		{"4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "white", "Ke1-e2", "3.9.2", "3.9"},
	}
	for _, tt := range tests {
		p, err := chess.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		side, _ := ParseSide(tt.side)
		got, err := whyIllegal(p, side.Color(), tt.move)
		if err != nil {
			t.Errorf("%s %s in %s: %v", tt.side, tt.move, tt.fen, err)
			continue
		}
		if ids := cite(Edition2018, got); len(ids) != 1 || ids[0] != tt.want2018 {
			t.Errorf("%s %s in %s breaks %v, want %s", tt.side, tt.move, tt.fen, ids, tt.want2018)
		}
		if ids := cite(Edition2014, got); len(ids) != 1 || ids[0] != tt.want2014 {
			t.Errorf("2014: %s %s breaks %v, want %s", tt.side, tt.move, ids, tt.want2014)
		}
		if ids := cite(Edition2023, got); len(ids) != 1 || ids[0] != tt.want2018 {
			t.Errorf("2023: %s %s breaks %v, want %s", tt.side, tt.move, ids, tt.want2018)
		}
	}
}

// A move that is legal, or that starts from no piece of the player's, is
// not an illegal move: the arbiter is told what is wrong with the entry.
func TestIllegalMoveEntryMustBeIllegal(t *testing.T) {
	p := chess.StartPosition()
	for _, tt := range []struct{ move, want string }{
		{"e2e4", "is legal"},
		{"e3e4", "no white piece on e3"},
		{"e2", "write both squares"},
		{"e7e8k", "promotion piece"},
	} {
		_, err := whyIllegal(p, chess.White, tt.move)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want %q", tt.move, err, tt.want)
		}
	}
}
