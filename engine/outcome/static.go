package outcome

import "github.com/arbiterconsole/arbiter/engine/chess"

// blockade is stage 2 of the solver: a static proof that a side can never
// mate. It finds the pawns that can never move nor be taken ("frozen"),
// then over-approximates where every other piece can ever stand and what
// it can ever attack, with the frozen pawns as fixed walls. If no square
// the losing king can reach is both checkable and closed on all sides, mate
// is impossible.
//
// Soundness rests on one induction: take the first move of any game that
// disturbs a frozen pawn. Until then the walls stand, so every piece stays
// inside its computed reach; the fixed point guarantees no piece inside its
// reach can disturb a frozen pawn, so that move cannot exist.
type blockade struct {
	frozen     chess.Bitboard
	frozenBy   [2]chess.Bitboard // frozen pawns of each colour
	wallAttack [2]chess.Bitboard // squares attacked by each side's frozen pawns
	kingReach  [2]chess.Bitboard
	occupy     [2]chess.Bitboard // squares a non-king piece may ever stand on
	check      [2]chess.Bitboard // squares a side's pieces other than the king may ever attack
	attack     [2]chess.Bitboard // check plus the squares next to the king's reach
	captured   chess.Bitboard    // frozen pawns found capturable: not frozen after all
}

// deadFor reports whether the static analysis proves that winner can never
// checkmate in p.
func deadFor(p chess.Position, winner chess.Color) bool {
	if p.EnPassant() != chess.NoSquare {
		return false // an en passant capture is a move of a frozen pawn: keep it simple
	}
	var b blockade
	b.settle(p)
	return b.noMate(winner)
}

// settle computes the greatest set of frozen pawns consistent with the
// reach of all other pieces.
func (b *blockade) settle(p chess.Position) {
	b.frozen = p.Pieces(chess.White, chess.Pawn) | p.Pieces(chess.Black, chess.Pawn)
	for {
		b.reachAll(p)
		thawed := b.captured
		for c := chess.White; c <= chess.Black; c++ {
			for pawns := b.frozenBy[c]; pawns != 0; {
				sq := pawns.Pop()
				if b.canStir(c, sq) {
					thawed |= sq.Bitboard()
				}
			}
		}
		if thawed&b.frozen == 0 {
			return
		}
		b.frozen &^= thawed
	}
}

// canStir reports whether the frozen pawn of colour c on sq could move or
// take, given the current reach of the other pieces.
func (b *blockade) canStir(c chess.Color, sq chess.Square) bool {
	ahead := forward(c, sq)
	if !b.frozen.Has(ahead) {
		return true // nothing fixed blocks it: some game empties the square ahead
	}
	targets := chess.PawnAttacks(c, sq)
	return targets&(b.frozenBy[c.Other()]|b.occupy[c.Other()]) != 0
}

// forward returns the square in front of a pawn of colour c on sq.
func forward(c chess.Color, sq chess.Square) chess.Square {
	if c == chess.White {
		return sq + 8
	}
	return sq - 8
}

// reachAll recomputes, for the current frozen set, where every piece can go
// and what it can attack. Pawn captures depend on where enemy pieces can
// stand, so it iterates to a fixed point.
func (b *blockade) reachAll(p chess.Position) {
	for c := chess.White; c <= chess.Black; c++ {
		b.frozenBy[c] = b.frozen & p.Pieces(c, chess.Pawn)
		b.wallAttack[c] = 0
		for pawns := b.frozenBy[c]; pawns != 0; {
			b.wallAttack[c] |= chess.PawnAttacks(c, pawns.Pop())
		}
		b.occupy[c] = p.ByColor(c) &^ p.Pieces(c, chess.King) &^ b.frozen
	}
	for {
		before := b.occupy
		b.captured = 0
		for c := chess.White; c <= chess.Black; c++ {
			b.check[c] = b.wallAttack[c]
			b.kingReach[c] = b.kingFill(c, p.KingSquare(c))
			occ := b.frozenBy[c]
			for pieces := p.ByColor(c) &^ p.Pieces(c, chess.King) &^ b.frozen; pieces != 0; {
				sq := pieces.Pop()
				occ |= b.pieceFill(c, p.PieceAt(sq).Type(), sq)
			}
			b.occupy[c] |= occ &^ b.frozen
			b.attack[c] = b.check[c] | kingZone(b.kingReach[c])
		}
		if b.occupy == before {
			return
		}
	}
}

// kingZone returns the squares next to any square of region.
func kingZone(region chess.Bitboard) chess.Bitboard {
	var zone chess.Bitboard
	for region != 0 {
		zone |= chess.KingAttacks(region.Pop())
	}
	return zone
}

// kingFill floods the king's reach: it never stands on a square a frozen
// enemy pawn attacks, nor passes through frozen pawns. Taking an undefended
// frozen pawn thaws it.
func (b *blockade) kingFill(c chess.Color, from chess.Square) chess.Bitboard {
	enemyWall := b.frozenBy[c.Other()]
	seen := from.Bitboard()
	for todo := seen; todo != 0; {
		sq := todo.Pop()
		step := chess.KingAttacks(sq) &^ b.frozenBy[c] &^ b.wallAttack[c.Other()] &^ seen
		b.captured |= step & enemyWall
		step &^= enemyWall
		seen |= step
		todo |= step
	}
	return seen
}

// pieceFill floods the reach of a non-king piece, records what it can
// attack and which frozen pawns it can take, and returns the squares it
// can stand on.
func (b *blockade) pieceFill(c chess.Color, t chess.PieceType, from chess.Square) chess.Bitboard {
	if t == chess.Pawn {
		return b.pawnFill(c, from)
	}
	enemyWall := b.frozenBy[c.Other()]
	seen := from.Bitboard()
	for todo := seen; todo != 0; {
		sq := todo.Pop()
		att := attacks(c, t, sq, b.frozen)
		b.check[c] |= att
		b.captured |= att & enemyWall
		step := att &^ b.frozen &^ seen
		seen |= step
		todo |= step
	}
	return seen
}

// pawnFill floods a moving pawn's reach: pushes through squares no frozen
// pawn holds (the skipped square of a double step included, for en
// passant), captures onto squares an enemy piece may stand on, and after
// promotion the reach of a queen or a knight.
func (b *blockade) pawnFill(c chess.Color, from chess.Square) chess.Bitboard {
	enemy := b.frozenBy[c.Other()] | b.occupy[c.Other()]
	startRank, lastRank := 1, 7
	if c == chess.Black {
		startRank, lastRank = 6, 0
	}
	seen := from.Bitboard()
	var promoted chess.Bitboard
	for todo := seen; todo != 0; {
		sq := todo.Pop()
		if sq.Rank() == lastRank {
			promoted |= sq.Bitboard()
			continue
		}
		att := chess.PawnAttacks(c, sq)
		b.check[c] |= att
		b.captured |= att & b.frozenBy[c.Other()]
		step := att & enemy &^ b.frozenBy[c.Other()]
		if ahead := forward(c, sq); !b.frozen.Has(ahead) {
			step |= ahead.Bitboard()
			if sq.Rank() == startRank && !b.frozen.Has(forward(c, ahead)) {
				step |= forward(c, ahead).Bitboard()
			}
		}
		step &^= seen
		seen |= step
		todo |= step
	}
	for promoted != 0 {
		sq := promoted.Pop()
		seen |= b.pieceFill(c, chess.Queen, sq) | b.pieceFill(c, chess.Knight, sq)
	}
	return seen
}

// attacks returns the squares a piece of type t and colour c on sq attacks.
func attacks(c chess.Color, t chess.PieceType, sq chess.Square, occ chess.Bitboard) chess.Bitboard {
	switch t {
	case chess.Pawn:
		return chess.PawnAttacks(c, sq)
	case chess.Knight:
		return chess.KnightAttacks(sq)
	case chess.Bishop:
		return chess.BishopAttacks(sq, occ)
	case chess.Rook:
		return chess.RookAttacks(sq, occ)
	case chess.Queen:
		return chess.QueenAttacks(sq, occ)
	}
	return chess.KingAttacks(sq)
}

// noMate reports whether, with the walls settled, no square of the losing
// king's reach can be a mating square: either winner can never attack it,
// or one of its neighbours can never be closed (never attacked by winner,
// never occupied by a piece of either side, no wall).
func (b *blockade) noMate(winner chess.Color) bool {
	loser := winner.Other()
	closable := b.frozen | b.attack[winner] | b.occupy[winner] | b.occupy[loser]
	for region := b.kingReach[loser] & b.check[winner]; region != 0; {
		k := region.Pop()
		if chess.KingAttacks(k)&^closable == 0 {
			return false
		}
	}
	return true
}
