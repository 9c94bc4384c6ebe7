package solver

import "github.com/arbiterconsole/arbiter/engine/chess"

// blockade is stage 2 of the solver: a static proof that a side can never
// mate. It finds the pawns that can never move nor be taken ("frozen") and
// the pieces hemmed in for ever ("still"), then over-approximates where
// every other piece can ever stand and what it can ever attack, with the
// frozen pawns and still pieces as fixed walls. If no square
// the losing king can reach is both checkable and closed on all sides, mate
// is impossible.
//
// Soundness rests on one induction: take the first move of any game that
// disturbs a frozen pawn. Until then the walls stand, so every piece stays
// inside its computed reach; the fixed point guarantees no piece inside its
// reach can disturb a frozen pawn, so that move cannot exist.
type blockade struct {
	frozen      chess.Bitboard    // pawns that never move nor are taken
	still       chess.Bitboard    // other pieces that never move nor are taken
	walls       chess.Bitboard    // frozen | still
	frozenBy    [2]chess.Bitboard // frozen pawns of each colour
	wallBy      [2]chess.Bitboard // walls of each colour
	wallAttack  [2]chess.Bitboard // squares attacked by each side's walls
	kingReach   [2]chess.Bitboard
	occupy      [2]chess.Bitboard  // squares a non-king piece may ever stand on
	check       [2]chess.Bitboard  // squares a side's pieces other than the king may ever attack
	attack      [2]chess.Bitboard  // check plus the squares next to the king's reach
	captured    chess.Bitboard     // frozen pawns found capturable: not frozen after all
	span        [64]chess.Bitboard // the file segment each locked pawn may stand on
	pawnSpan    [2]chess.Bitboard  // union of the spans of file-bound, unfrozen pawns
	spanAttack  [2]chess.Bitboard  // squares those pawns may attack
	loserPieces int                // the losing side's pieces that may move, king aside
}

// deadFor reports whether the static analysis proves that winner can never
// checkmate in p.
func deadFor(p chess.Position, winner chess.Color) bool {
	if p.EnPassant() != chess.NoSquare {
		return false // an en passant capture is a move of a frozen pawn: keep it simple
	}
	if !lockedPawns(p) {
		return false // no wall can form
	}
	var b blockade
	b.settle(p)
	b.loserPieces = (p.ByColor(winner.Other()) &^ p.Pieces(winner.Other(), chess.King) &^ b.walls).Count()
	return b.noMate(winner)
}

// settle computes the greatest sets of file-bound pawns (that never
// capture nor promote, so never leave their file) and safe pawns (that are
// never captured) consistent with the reach of all other pieces. A pawn
// cannot pass a file-bound, safe pawn ahead on its file, so a file-bound
// pawn's range is a segment of its file; a safe one whose range is its own
// square is frozen: a wall.
func (b *blockade) settle(p chess.Position) {
	pawns := p.Pieces(chess.White, chess.Pawn) | p.Pieces(chess.Black, chess.Pawn)
	kings := p.Pieces(chess.White, chess.King) | p.Pieces(chess.Black, chess.King)
	bound, safe := pawns, pawns
	b.still = p.Occupied() &^ pawns &^ kings
	for {
		b.ranges(p, bound, safe)
		b.reachAll(p, bound)
		loose, unsafe := chess.Bitboard(0), b.captured
		moved := b.still & b.captured
		for todo := b.still; todo != 0; {
			sq := todo.Pop()
			c := p.PieceAt(sq).Color()
			if attacks(c, p.PieceAt(sq).Type(), sq, b.walls)&^b.wallBy[c] != 0 || b.spanAttack[c.Other()].Has(sq) {
				moved |= sq.Bitboard()
			}
		}
		for todo := bound; todo != 0; {
			sq := todo.Pop()
			c := p.PieceAt(sq).Color()
			if b.leavesFile(c, sq) {
				loose |= sq.Bitboard()
			}
			if !b.frozen.Has(sq) && b.span[sq]&b.attack[c.Other()] != 0 {
				unsafe |= sq.Bitboard()
			}
		}
		if loose&bound == 0 && unsafe&safe == 0 && moved == 0 {
			return
		}
		b.still &^= moved
		bound &^= loose
		safe &^= unsafe | loose
	}
}

// ranges computes the file segment of every file-bound pawn, front pawns
// first: a pawn stops before a bound, safe enemy pawn ahead, and one square
// short of where a bound, safe pawn of its own colour ahead can get.
func (b *blockade) ranges(p chess.Position, bound, safe chess.Bitboard) {
	b.frozen = 0
	b.span = [64]chess.Bitboard{}
	blockers := bound & safe
	for c := chess.White; c <= chess.Black; c++ {
		pawns := bound & p.Pieces(c, chess.Pawn)
		for pawns != 0 {
			sq := pawns.First()
			if c == chess.White {
				sq = pawns.Last()
			}
			pawns &^= sq.Bitboard()
			span := sq.Bitboard()
			for s := forward(c, sq); s.Valid(); s = forward(c, s) {
				if b.still.Has(s) {
					break
				}
				if blockers.Has(s) {
					if p.PieceAt(s).Color() == c {
						span |= b.span[s] &^ furthest(c, b.span[s])
					}
					break
				}
				span |= s.Bitboard()
			}
			b.span[sq] = span
			if span == sq.Bitboard() && safe.Has(sq) {
				b.frozen |= span
			}
		}
	}
}

// furthest returns the square of span furthest forward for colour c.
func furthest(c chess.Color, span chess.Bitboard) chess.Bitboard {
	if c == chess.White {
		return span.Last().Bitboard()
	}
	return span.First().Bitboard()
}

// leavesFile reports whether the file-bound pawn of colour c on sq could
// promote or take something.
func (b *blockade) leavesFile(c chess.Color, sq chess.Square) bool {
	span := b.span[sq]
	if span&(chess.Rank1|chess.Rank8) != 0 {
		return true
	}
	var targets chess.Bitboard
	for s := span; s != 0; {
		targets |= chess.PawnAttacks(c, s.Pop())
	}
	them := c.Other()
	return targets&(b.pawnSpan[them]|b.wallBy[them]|b.occupy[them]) != 0
}

// forward returns the square in front of a pawn of colour c on sq, or
// NoSquare past the board.
func forward(c chess.Color, sq chess.Square) chess.Square {
	next := sq + 8
	if c == chess.Black {
		next = sq - 8
	}
	if !next.Valid() {
		return chess.NoSquare
	}
	return next
}

// reachAll recomputes, for the current file-bound pawns, where every piece can
// go and what it can attack. Pawn captures depend on where enemy pieces can
// stand, so it iterates to a fixed point.
func (b *blockade) reachAll(p chess.Position, bound chess.Bitboard) {
	b.walls = b.frozen | b.still
	for c := chess.White; c <= chess.Black; c++ {
		b.frozenBy[c] = b.frozen & p.Pieces(c, chess.Pawn)
		b.wallBy[c] = b.walls & p.ByColor(c)
		b.wallAttack[c] = 0
		for walls := b.wallBy[c]; walls != 0; {
			sq := walls.Pop()
			b.wallAttack[c] |= attacks(c, p.PieceAt(sq).Type(), sq, b.walls)
		}
		b.pawnSpan[c], b.spanAttack[c] = 0, 0
		for pawns := bound & p.Pieces(c, chess.Pawn) &^ b.frozen; pawns != 0; {
			span := b.span[pawns.Pop()]
			b.pawnSpan[c] |= span
			for span != 0 {
				b.spanAttack[c] |= chess.PawnAttacks(c, span.Pop())
			}
		}
		b.occupy[c] = p.ByColor(c)&^p.Pieces(c, chess.King)&^bound&^b.still | b.pawnSpan[c]
	}
	for {
		before := b.occupy
		b.captured = 0
		for c := chess.White; c <= chess.Black; c++ {
			b.check[c] = b.wallAttack[c] | b.spanAttack[c]
			b.kingReach[c] = b.kingFill(c, p.KingSquare(c))
			occ := b.pawnSpan[c]
			var promoted chess.Bitboard
			for pieces := p.ByColor(c) &^ p.Pieces(c, chess.King) &^ bound &^ b.still; pieces != 0; {
				sq := pieces.Pop()
				t := p.PieceAt(sq).Type()
				if t == chess.Pawn {
					reach := b.pawnFill(c, sq)
					promoted |= reach & (chess.Rank1 | chess.Rank8)
					occ |= reach
					continue
				}
				occ |= b.pieceFill(c, t, sq.Bitboard())
			}
			if promoted != 0 {
				occ |= b.pieceFill(c, chess.Queen, promoted) | b.pieceFill(c, chess.Knight, promoted)
			}
			b.occupy[c] |= occ &^ b.walls
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
	enemyWall := b.wallBy[c.Other()]
	seen := from.Bitboard()
	for todo := seen; todo != 0; {
		sq := todo.Pop()
		step := chess.KingAttacks(sq) &^ b.wallBy[c] &^ b.wallAttack[c.Other()] &^ seen
		b.captured |= step & enemyWall
		step &^= enemyWall
		seen |= step
		todo |= step
	}
	return seen
}

// pieceFill floods the reach of a non-king, non-pawn piece from the squares from, records what it can
// attack and which frozen pawns it can take, and returns the squares it
// can stand on.
func (b *blockade) pieceFill(c chess.Color, t chess.PieceType, from chess.Bitboard) chess.Bitboard {
	enemyWall := b.wallBy[c.Other()]
	seen := from
	for todo := seen; todo != 0; {
		sq := todo.Pop()
		att := attacks(c, t, sq, b.walls)
		b.check[c] |= att
		b.captured |= att & enemyWall
		step := att &^ b.walls &^ seen
		seen |= step
		todo |= step
	}
	return seen
}

// pawnFill floods a moving pawn's reach: pushes through squares no frozen
// pawn holds (the skipped square of a double step included, for en
// passant) and captures onto squares an enemy piece may stand on, up to the
// promotion squares; the caller adds what the promoted piece reaches.
func (b *blockade) pawnFill(c chess.Color, from chess.Square) chess.Bitboard {
	enemy := b.wallBy[c.Other()] | b.occupy[c.Other()]
	startRank, lastRank := 1, 7
	if c == chess.Black {
		startRank, lastRank = 6, 0
	}
	seen := from.Bitboard()
	for todo := seen; todo != 0; {
		sq := todo.Pop()
		if sq.Rank() == lastRank {
			continue
		}
		att := chess.PawnAttacks(c, sq)
		b.check[c] |= att
		b.captured |= att & b.wallBy[c.Other()]
		step := att & enemy &^ b.wallBy[c.Other()]
		if ahead := forward(c, sq); !b.walls.Has(ahead) {
			step |= ahead.Bitboard()
			if sq.Rank() == startRank && !b.walls.Has(forward(c, ahead)) {
				step |= forward(c, ahead).Bitboard()
			}
		}
		step &^= seen
		seen |= step
		todo |= step
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
// king's reach can be a mating square. Each flight square of a mating
// square must be closed: by a wall, by an attack of a winner's piece other
// than the king, or by a winner's piece on it; failing those, by the
// winner's king (standing off the losing king) or by a distinct losing
// piece standing on it.
func (b *blockade) noMate(winner chess.Color) bool {
	loser := winner.Other()
	pieceClosed := b.walls | b.check[winner] | b.occupy[winner]
	blockers := b.loserPieces
	for region := b.kingReach[loser] & b.check[winner]; region != 0; {
		k := region.Pop()
		around := chess.KingAttacks(k)
		open := around &^ pieceClosed
		open &^= kingZone(b.kingReach[winner] &^ around &^ k.Bitboard())
		if open&^b.occupy[loser] == 0 && open.Count() <= blockers {
			return false
		}
	}
	return true
}
