package ui

import (
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// placementOf reads fen with the engine, as the backend fills a view's
// Pieces and Turn.
func placementOf(t testing.TB, fen string) (Placement, Side) {
	t.Helper()
	pl, turn, _, err := readFEN(fen)
	if err != nil {
		t.Fatalf("test position %q: %v", fen, err)
	}
	return pl, turn
}

// readFEN reads fen with the engine: what stands where, whose turn it is
// and whether that side is in check.
func readFEN(fen string) (Placement, Side, bool, error) {
	p, err := chess.ParseFENLax(fen)
	if err != nil {
		return Placement{}, White, false, err
	}
	var pl Placement
	for sq := chess.A1; sq <= chess.H8; sq++ {
		if pc := p.PieceAt(sq); pc != chess.NoPiece {
			pl[sq] = pc.String()[0]
		}
	}
	if p.Turn() == chess.Black {
		return pl, Black, p.InCheck(), nil
	}
	return pl, White, p.InCheck(), nil
}

// withPosition fills a fake board's view with what the backend derives
// from its FEN.
func withPosition(v BoardView) BoardView {
	v.Pieces, _, v.InCheck, _ = readFEN(v.FEN)
	return v
}

// setFEN shows fen on b as a board window does.
func setFEN(t testing.TB, b *Board, fen, lastMove string, inCheck bool) {
	t.Helper()
	pl, turn := placementOf(t, fen)
	b.SetPosition(pl, turn, lastMove, inCheck)
}
