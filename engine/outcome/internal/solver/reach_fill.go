package solver

import "github.com/arbiterconsole/arbiter/engine/chess"

// Set-wide attack fills: the squares a piece attacks from any square of a
// set at once, by shifting whole bitboards. The reach flood uses them in
// place of one table look-up per square.

// direction is a one-square step: a shift and the file that must not wrap.
type direction struct {
	shift int
	edge  chess.Bitboard // squares the step would carry off the board sideways
}

var (
	diagonalSteps = [4]direction{{9, chess.FileH}, {7, chess.FileA}, {-7, chess.FileH}, {-9, chess.FileA}}
	straightSteps = [4]direction{{8, 0}, {-8, 0}, {1, chess.FileH}, {-1, chess.FileA}}
)

func (d direction) step(b chess.Bitboard) chess.Bitboard {
	b &^= d.edge
	if d.shift > 0 {
		return b << uint(d.shift)
	}
	return b >> uint(-d.shift)
}

// slideFill returns the squares line pieces on from attack along dirs,
// the rays stopping at (and including) the first square not in empty.
func slideFill(from, empty chess.Bitboard, dirs *[4]direction) chess.Bitboard {
	var att chess.Bitboard
	for _, d := range dirs {
		for ray := d.step(from); ray != 0; ray = d.step(ray & empty) {
			att |= ray
		}
	}
	return att
}

// kingFill returns the squares next to any square of from.
func kingFill(from chess.Bitboard) chess.Bitboard {
	att := from<<8 | from>>8
	side := from | att
	return att | (side&^chess.FileH)<<1 | (side&^chess.FileA)>>1
}

// knightFill returns the squares a knight on any square of from attacks.
func knightFill(from chess.Bitboard) chess.Bitboard {
	const notAB, notGH = ^(chess.FileA | chess.FileA<<1), ^(chess.FileH | chess.FileH>>1)
	l1 := (from &^ chess.FileA) >> 1
	l2 := (from & notAB) >> 2
	r1 := (from &^ chess.FileH) << 1
	r2 := (from & notGH) << 2
	one, two := l1|r1, l2|r2
	return one<<16 | one>>16 | two<<8 | two>>8
}

// attackFill returns the squares a man of colour c and kind t attacks from
// some square of from, its rays stopping at blockers.
func attackFill(c chess.Color, t chess.PieceType, from, blockers chess.Bitboard) chess.Bitboard {
	switch t {
	case chess.Pawn:
		return pawnAttackSpan(c, from)
	case chess.Knight:
		return knightFill(from)
	case chess.Bishop:
		return slideFill(from, ^blockers, &diagonalSteps)
	case chess.Rook:
		return slideFill(from, ^blockers, &straightSteps)
	case chess.Queen:
		return slideFill(from, ^blockers, &diagonalSteps) | slideFill(from, ^blockers, &straightSteps)
	}
	return kingFill(from)
}
