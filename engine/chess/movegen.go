package chess

// Legal move generation. Instead of playing each move and testing for
// check, the generator knows in advance which squares resolve a check (the
// check mask) and which of its pieces are pinned (they may only slide along
// the pin line); the king keeps off every square the enemy attacks, and
// only en passant is tested by playing it.

// LegalMoves appends the legal moves of p to buf and returns the result. It
// does not allocate when buf has room for them (256 is always enough in
// positions reachable in a game).
func (p *Position) LegalMoves(buf []Move) []Move { return p.generate(buf) }

// HasLegalMoves reports whether p has a legal move at all: len(LegalMoves)
// > 0, without making the list, and at once when the king can step
// somewhere. A search asks it where only mate or stalemate matters.
func (p *Position) HasLegalMoves() bool {
	own := p.colors[p.turn]
	ksq := (p.types[King] & own).First()
	occ := p.types[NoPieceType]
	if flight := kingAttacks[ksq] &^ own; flight != 0 && flight&^p.attacked(p.turn.Other(), occ^ksq.Bitboard()) != 0 {
		return true
	}
	return p.legalCount() > 0
}

// IsLegal reports whether m is a legal move in p.
func (p *Position) IsLegal(m Move) bool {
	var buf [256]Move
	for _, l := range p.generate(buf[:0]) {
		if l == m {
			return true
		}
	}
	return false
}

func (p *Position) generate(moves []Move) []Move {
	us, them := p.turn, p.turn.Other()
	own, occ := p.colors[us], p.types[NoPieceType]
	ksq := (p.types[King] & own).First()
	checkers := p.attackersTo(ksq, them, occ)

	// The king may not stay on a line it blocks itself, so it leaves occ.
	if flight := kingAttacks[ksq] &^ own; flight != 0 {
		moves = appendMoves(moves, ksq, flight&^p.attacked(them, occ^ksq.Bitboard()))
	}
	if checkers.moreThanOne() {
		return moves
	}
	target := ^own
	if checkers != 0 {
		target = between[ksq][checkers.First()] | checkers
	} else if p.castling.Any() {
		moves = p.castlingMoves(moves, ksq)
	}
	pinned := p.pinned(ksq)

	for from := p.types[Knight] & own &^ pinned; from != 0; {
		sq := from.Pop()
		moves = appendMoves(moves, sq, knightAttacks[sq]&target)
	}
	queens := p.types[Queen]
	for from := (p.types[Bishop] | queens) & own; from != 0; {
		sq := from.Pop()
		to := BishopAttacks(sq, occ) & target
		if pinned.Has(sq) {
			to &= line[ksq][sq]
		}
		moves = appendMoves(moves, sq, to)
	}
	for from := (p.types[Rook] | queens) & own; from != 0; {
		sq := from.Pop()
		to := RookAttacks(sq, occ) & target
		if pinned.Has(sq) {
			to &= line[ksq][sq]
		}
		moves = appendMoves(moves, sq, to)
	}
	moves = p.pawnMoves(moves, ksq, target, pinned)
	if p.ep != NoSquare {
		moves = p.enPassantMoves(moves, ksq)
	}
	return moves
}

// attacked returns the squares by's pieces attack when the occupancy is occ.
func (p *Position) attacked(by Color, occ Bitboard) Bitboard {
	own := p.colors[by]
	pawns := p.types[Pawn] & own
	upA, upH := 7, 9
	if by == Black {
		upA, upH = -9, -7
	}
	a := shift(pawns&^FileA, upA) | shift(pawns&^FileH, upH) | kingAttacks[(p.types[King]&own).First()]
	for n := p.types[Knight] & own; n != 0; {
		a |= knightAttacks[n.Pop()]
	}
	queens := p.types[Queen]
	for b := (p.types[Bishop] | queens) & own; b != 0; {
		a |= BishopAttacks(b.Pop(), occ)
	}
	for r := (p.types[Rook] | queens) & own; r != 0; {
		a |= RookAttacks(r.Pop(), occ)
	}
	return a
}

func appendMoves(moves []Move, from Square, to Bitboard) []Move {
	for to != 0 {
		moves = append(moves, newMove(from, to.Pop()))
	}
	return moves
}

// pinned returns the side to move's pieces that alone shield their king
// (on ksq) from an enemy slider.
func (p *Position) pinned(ksq Square) Bitboard {
	us, them := p.turn, p.turn.Other()
	queens := p.types[Queen]
	snipers := p.colors[them] & (RookAttacks(ksq, 0)&(p.types[Rook]|queens) |
		BishopAttacks(ksq, 0)&(p.types[Bishop]|queens))
	var pinned Bitboard
	for snipers != 0 {
		shield := between[ksq][snipers.Pop()] & p.types[NoPieceType]
		if shield != 0 && !shield.moreThanOne() && shield&p.colors[us] != 0 {
			pinned |= shield
		}
	}
	return pinned
}

// pawnMoves adds pushes, double pushes, captures and promotions (not en
// passant). Unpinned pawns move as whole sets, shifted a rank at a time;
// pinned pawns, rare, one by one along their pin line.
func (p *Position) pawnMoves(moves []Move, ksq Square, target, pinned Bitboard) []Move {
	us := p.turn
	empty := ^p.types[NoPieceType]
	enemy := p.colors[us.Other()] & target
	pawns := p.types[Pawn] & p.colors[us]
	free := pawns &^ pinned
	// Offsets of a push and of the captures towards the a- and h-files.
	up, upA, upH, thirdRank := 8, 7, 9, RankMask(2)
	if us == Black {
		up, upA, upH, thirdRank = -8, -9, -7, RankMask(5)
	}
	single := shift(free, up) & empty
	double := shift(single&thirdRank, up) & empty & target
	moves = appendPawnMoves(moves, single&target, up)
	moves = appendPawnMoves(moves, double, 2*up)
	moves = appendPawnMoves(moves, shift(free&^FileA, upA)&enemy, upA)
	moves = appendPawnMoves(moves, shift(free&^FileH, upH)&enemy, upH)

	for from := pawns & pinned; from != 0; {
		sq := from.Pop()
		to := pawnAttacks[us][sq] & enemy
		if one := sq + Square(up); empty.Has(one) {
			to |= one.Bitboard() & target
			if two := one + Square(up); thirdRank.Has(one) && empty.Has(two) {
				to |= two.Bitboard() & target
			}
		}
		for to &= line[ksq][sq]; to != 0; {
			dest := to.Pop()
			moves = appendPawnMoves(moves, dest.Bitboard(), int(dest-sq))
		}
	}
	return moves
}

// shift moves every square of b by offset (positive: towards h8).
func shift(b Bitboard, offset int) Bitboard {
	if offset > 0 {
		return b << offset
	}
	return b >> -offset
}

// appendPawnMoves adds a move to each square of to from offset squares
// back, as four promotions on the first or last rank.
func appendPawnMoves(moves []Move, to Bitboard, offset int) []Move {
	for promo := to & (Rank1 | Rank8); promo != 0; {
		dest := promo.Pop()
		from := dest - Square(offset)
		moves = append(moves,
			newPromotion(from, dest, Queen), newPromotion(from, dest, Knight),
			newPromotion(from, dest, Rook), newPromotion(from, dest, Bishop))
	}
	for to &^= Rank1 | Rank8; to != 0; {
		dest := to.Pop()
		moves = append(moves, newMove(dest-Square(offset), dest))
	}
	return moves
}

// enPassantMoves adds the legal en passant captures. Each is tested on the
// board after the capture, which catches the pinned-along-the-rank trap
// (both pawns leave the king's rank at once) and check evasions alike.
func (p *Position) enPassantMoves(moves []Move, ksq Square) []Move {
	us, them := p.turn, p.turn.Other()
	victim := (p.ep ^ 8).Bitboard()
	for from := pawnAttacks[them][p.ep] & p.types[Pawn] & p.colors[us]; from != 0; {
		sq := from.Pop()
		occ := p.types[NoPieceType] ^ sq.Bitboard() ^ victim | p.ep.Bitboard()
		if p.attackersTo(ksq, them, occ)&^victim == 0 {
			moves = append(moves, newEnPassant(sq, p.ep))
		}
	}
	return moves
}

// castlingMoves adds the legal castlings; the king (on ksq) is not in check.
// Per Guideline II.3 (and Article 3.8.2 for orthodox chess) every square
// between the king's and rook's start and end squares must be empty except
// for those two pieces, and no square the king crosses or lands on may be
// attacked. The landing square is tested without the rook on its start
// square, which may have been shielding it (Chess960).
func (p *Position) castlingMoves(moves []Move, ksq Square) []Move {
	us, them := p.turn, p.turn.Other()
	occ := p.types[NoPieceType]
	for side := KingSide; side <= QueenSide; side++ {
		rsq := p.castling.Rook(us, side)
		if rsq == NoSquare {
			continue
		}
		kTo, rTo := castleTarget(ksq, rsq, true), castleTarget(ksq, rsq, false)
		movers := ksq.Bitboard() | rsq.Bitboard()
		kingPath := between[ksq][kTo] | kTo.Bitboard()
		if (kingPath|between[rsq][rTo]|rTo.Bitboard())&occ&^movers != 0 {
			continue
		}
		if !p.safe(kingPath&^kTo.Bitboard(), them, occ) ||
			!p.safe(kTo.Bitboard(), them, occ^movers|kTo.Bitboard()|rTo.Bitboard()) {
			continue
		}
		moves = append(moves, newCastle(ksq, rsq))
	}
	return moves
}

// safe reports whether no square of squares is attacked by by with occupancy occ.
func (p *Position) safe(squares Bitboard, by Color, occ Bitboard) bool {
	for squares != 0 {
		if p.attackersTo(squares.Pop(), by, occ) != 0 {
			return false
		}
	}
	return true
}

// legalCount returns len(p.LegalMoves(nil)) without writing the moves: the
// same generator, with a population count where it would append, for
// perft's bulk count at its last ply.
func (p *Position) legalCount() int {
	us, them := p.turn, p.turn.Other()
	own, occ := p.colors[us], p.types[NoPieceType]
	ksq := (p.types[King] & own).First()
	checkers := p.attackersTo(ksq, them, occ)

	n := 0
	if flight := kingAttacks[ksq] &^ own; flight != 0 {
		n = (flight &^ p.attacked(them, occ^ksq.Bitboard())).Count()
	}
	if checkers.moreThanOne() {
		return n
	}
	var rare [8]Move // castlings and en passant captures, at most two each
	special := rare[:0]
	target := ^own
	if checkers != 0 {
		target = between[ksq][checkers.First()] | checkers
	} else if p.castling.Any() {
		special = p.castlingMoves(special, ksq)
	}
	pinned := p.pinned(ksq)

	for from := p.types[Knight] & own &^ pinned; from != 0; {
		n += (knightAttacks[from.Pop()] & target).Count()
	}
	queens := p.types[Queen]
	for from := (p.types[Bishop] | queens) & own; from != 0; {
		sq := from.Pop()
		to := BishopAttacks(sq, occ) & target
		if pinned.Has(sq) {
			to &= line[ksq][sq]
		}
		n += to.Count()
	}
	for from := (p.types[Rook] | queens) & own; from != 0; {
		sq := from.Pop()
		to := RookAttacks(sq, occ) & target
		if pinned.Has(sq) {
			to &= line[ksq][sq]
		}
		n += to.Count()
	}
	n += p.pawnCount(ksq, target, pinned)
	if p.ep != NoSquare {
		special = p.enPassantMoves(special, ksq)
	}
	return n + len(special)
}

// pawnCount is the number of moves pawnMoves would add.
func (p *Position) pawnCount(ksq Square, target, pinned Bitboard) int {
	us := p.turn
	empty := ^p.types[NoPieceType]
	enemy := p.colors[us.Other()] & target
	pawns := p.types[Pawn] & p.colors[us]
	free := pawns &^ pinned
	up, upA, upH, thirdRank := 8, 7, 9, RankMask(2)
	if us == Black {
		up, upA, upH, thirdRank = -8, -9, -7, RankMask(5)
	}
	single := shift(free, up) & empty
	double := shift(single&thirdRank, up) & empty & target
	n := pawnTargets(single&target) + double.Count() +
		pawnTargets(shift(free&^FileA, upA)&enemy) + pawnTargets(shift(free&^FileH, upH)&enemy)
	for from := pawns & pinned; from != 0; {
		sq := from.Pop()
		to := pawnAttacks[us][sq] & enemy
		if one := sq + Square(up); empty.Has(one) {
			to |= one.Bitboard() & target
			if two := one + Square(up); thirdRank.Has(one) && empty.Has(two) {
				to |= two.Bitboard() & target
			}
		}
		n += pawnTargets(to & line[ksq][sq])
	}
	return n
}

// pawnTargets counts the pawn moves to the squares of to: four promotions
// on the first or last rank, one move elsewhere.
func pawnTargets(to Bitboard) int {
	return to.Count() + 3*(to&(Rank1|Rank8)).Count()
}
