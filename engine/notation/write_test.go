package notation_test

import (
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

func TestWrite(t *testing.T) {
	tests := []struct {
		fen, uci string
		opts     notation.Options
		want     string
	}{
		{start, "e2e4", notation.Options{}, "e4"},
		{start, "g1f3", notation.Options{}, "Nf3"},
		{start, "g1f3", notation.Options{Lang: notation.German}, "Sf3"},
		{start, "g1f3", notation.Options{Lang: notation.French}, "Cf3"},
		{start, "g1f3", notation.Options{Lang: notation.Russian}, "Кf3"},
		{start, "g1f3", notation.Options{Lang: notation.Figurine}, "♘f3"},
		{start, "g1f3", notation.Options{Lang: "xx"}, "Nf3"},
		{blackToMove, "g8f6", notation.Options{Lang: notation.Figurine}, "♞f6"},
		{castles, "e1f1", notation.Options{Lang: notation.Russian}, "Крf1"},
		{castles, "e1f1", notation.Options{Lang: notation.Spanish}, "Rf1"},
		{castles, "a1a8", notation.Options{}, "Rxa8+"},
		{castles, "a1a8", notation.Options{Lang: notation.Italian}, "Txa8+"},
		// C.10: file first, then rank, then both; only when needed.
		{twoKnights, "b1d2", notation.Options{}, "Nbd2"},
		{twoKnights, "f3d2", notation.Options{}, "Nfd2"},
		{oneKnight, "b1d2", notation.Options{}, "Nd2"},
		{"4k3/8/8/8/8/N7/8/N3K3 w - - 0 1", "a1c2", notation.Options{}, "N1c2"},
		{threeQueens, "a1b2", notation.Options{}, "Qa1b2"},
		{threeQueens, "c1b2", notation.Options{}, "Qcb2"},
		{threeQueens, "a3b2", notation.Options{}, "Q3b2"},
		// A pinned piece is no rival (the fixture "only 1 rook can move").
		{"4k3/8/8/8/8/8/8/R3KN1r w - - 0 1", "a1d1", notation.Options{}, "Rd1"},
		// Pawns, promotion styles, en passant.
		{enPassant, "e5d6", notation.Options{}, "exd6"},
		{enPassant, "e5d6", notation.Options{EnPassantSuffix: true}, "exd6 e.p."},
		{enPassant, "e5e6", notation.Options{EnPassantSuffix: true}, "e6"},
		{promotion, "b7b8q", notation.Options{}, "b8=Q+"},
		{promotion, "b7b8q", notation.Options{Promotion: notation.PromotionBare}, "b8Q+"},
		{promotion, "b7b8n", notation.Options{Lang: notation.German}, "b8=S"},
		{promotion, "b7b8q", notation.Options{Lang: notation.Russian}, "b8=Ф+"},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7a8q", notation.Options{}, "bxa8=Q+"},
		// Castling, orthodox and Chess960; check and mate.
		{castles, "e1h1", notation.Options{}, "O-O"},
		{castles, "e1a1", notation.Options{}, "O-O-O"},
		{castles960, "c1g1", notation.Options{}, "O-O"},
		{castles960, "c1b1", notation.Options{}, "O-O-O"},
		{"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", notation.Options{}, "Ra8#"},
		{"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", notation.Options{Lang: notation.German}, "Ta8#"},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		m, err := chess.ParseUCI(p, tt.uci)
		if err != nil {
			t.Fatalf("%s in %s: %v", tt.uci, tt.fen, err)
		}
		if got := notation.Write(p, m, tt.opts); got != tt.want {
			t.Errorf("Write(%s, %s, %+v) = %q, want %q", tt.fen, tt.uci, tt.opts, got, tt.want)
		}
	}
}

func TestWriteIllegalMoveGivesUCI(t *testing.T) {
	p := chess.StartPosition()
	m, err := chess.ParseUCI(p, "e2e4")
	if err != nil {
		t.Fatal(err)
	}
	if got := notation.Write(p.Play(m), m, notation.Options{}); got != "e2e4" {
		t.Errorf("Write of a move not legal in the position = %q, want its UCI form", got)
	}
}

// Every legal move of these positions, written in every language with
// every option, reads back as itself.
func TestWriteThenReadEveryLanguage(t *testing.T) {
	fens := []string{start, promotion, castles, castles960, enPassant, pawnBishop, twoKnights, threeQueens, blackToMove,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"}
	for _, fen := range fens {
		p := mustFEN(t, fen)
		for _, m := range p.LegalMoves(nil) {
			for _, lang := range notation.Languages() {
				for _, o := range []notation.Options{
					{Lang: lang},
					{Lang: lang, Promotion: notation.PromotionBare, EnPassantSuffix: true},
				} {
					text := notation.Write(p, m, o)
					if got, err := notation.Read(p, text, o); err != nil || got != m {
						t.Errorf("%s: %v written %q in %s reads as %v, %v", fen, m, text, lang, got, err)
					}
				}
			}
		}
	}
}
