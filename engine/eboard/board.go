package eboard

import (
	"fmt"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// Board is the pieces on an e-board's squares: a chess.Placement, with
// no side to move and no rule checked, as DGT LiveChess reports it.
type Board chess.Placement

// ParseBoard reads the piece placement of a FEN (its first field; the
// rest of a whole FEN is ignored), as DGT LiveChess sends it, with the
// chess package's reader (chess.ParsePlacement).
func ParseBoard(s string) (Board, error) {
	pl, err := chess.ParsePlacement(s)
	if err != nil {
		return Board{}, fmt.Errorf("e-board position: %w", err)
	}
	return Board(pl), nil
}

// BoardOf is the placement of p.
func BoardOf(p chess.Position) Board { return Board(p.Placement()) }

// Rotated is b turned half round: a board set up with Black at the
// near side, as LiveChess reports it when the board is flipped.
func (b Board) Rotated() Board {
	var r Board
	for sq := range b {
		r[63-sq] = b[sq]
	}
	return r
}

// String writes b as a FEN piece placement.
func (b Board) String() string { return chess.Placement(b).String() }

// OneMove returns the legal move of p that leaves b on the board.
func OneMove(p chess.Position, b Board) (chess.Move, bool) {
	var buf [256]chess.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if BoardOf(p.Play(m)) == b {
			return m, true
		}
	}
	return chess.NoMove, false
}

// Attempt is the move the mover seems to have tried when b is reached by
// no legal move: one of his pieces gone from one square and one of his
// pieces arrived on another (a capture leaves the square taken from the
// opponent), written from-to as UCI. ok is false when the difference is
// not one piece moved (two pieces displaced, pieces missing).
func Attempt(p chess.Position, b Board) (string, bool) {
	before := BoardOf(p)
	mover := p.Turn()
	var from, to []chess.Square
	for sq := range chess.Square(64) {
		was, now := before[sq], b[sq]
		if was == now {
			continue
		}
		switch {
		case was != chess.NoPiece && was.Color() == mover && now == chess.NoPiece:
			from = append(from, sq)
		case now != chess.NoPiece && now.Color() == mover:
			to = append(to, sq)
		default:
			return "", false
		}
	}
	if len(from) != 1 || len(to) != 1 {
		return "", false
	}
	move := from[0].String() + to[0].String()
	if was, now := before[from[0]], b[to[0]]; was != now {
		// A pawn that arrives as another piece: a promotion, or a
		// piece that changed on the way.
		if was.Type() == chess.Pawn && now.Type() != chess.Pawn && now.Type() != chess.King {
			return move + now.Type().String(), true
		}
		return "", false
	}
	return move, true
}

// KingsInCentre reports whether both kings stand on the four centre
// squares, the DGT way of signalling a result with the pieces, and which:
// both on light squares (d5, e4) White won, both on dark squares (d4, e5)
// Black won, one of each a draw.
func KingsInCentre(b Board) (result string, ok bool) {
	light := map[string]bool{"d5": true, "e4": true}
	var kings [2]string
	for _, s := range []string{"d4", "d5", "e4", "e5"} {
		sq, _ := chess.ParseSquare(s)
		if pc := b[sq]; pc.Type() == chess.King {
			kings[pc.Color()] = s
		}
	}
	if kings[0] == "" || kings[1] == "" {
		return "", false
	}
	switch {
	case light[kings[0]] && light[kings[1]]:
		return "1-0", true
	case !light[kings[0]] && !light[kings[1]]:
		return "0-1", true
	}
	return "1/2-1/2", true
}
