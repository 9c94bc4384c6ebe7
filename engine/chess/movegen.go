package chess

// Legal move generation. Instead of playing each move and testing for
// check, the generator knows in advance which squares resolve a check (the
// check mask) and which of its pieces are pinned (they may only slide along
// the pin line); only king moves and en passant are tested one by one.

// LegalMoves appends the legal moves of p to buf and returns the result. It
// does not allocate when buf has room for them (256 is always enough in
// positions reachable in a game).
func (p Position) LegalMoves(buf []Move) []Move { return p.generate(buf) }

// IsLegal reports whether m is a legal move in p.
func (p Position) IsLegal(m Move) bool {
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
	withoutKing := occ ^ ksq.Bitboard()
	for to := kingAttacks[ksq] &^ own; to != 0; {
		sq := to.Pop()
		if p.attackersTo(sq, them, withoutKing) == 0 {
			moves = append(moves, newMove(ksq, sq))
		}
	}
	if checkers.moreThanOne() {
		return moves
	}
	target := ^own
	if checkers != 0 {
		target = between[ksq][checkers.First()] | checkers
	} else {
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

// pawnMoves adds pushes, double pushes, captures and promotions (not en passant).
func (p *Position) pawnMoves(moves []Move, ksq Square, target, pinned Bitboard) []Move {
	us := p.turn
	empty := ^p.types[NoPieceType]
	enemy := p.colors[us.Other()]
	forward, startRank, lastRank := Square(8), RankMask(1), Rank8
	if us == Black {
		forward, startRank, lastRank = -8, RankMask(6), Rank1
	}
	for from := p.types[Pawn] & p.colors[us]; from != 0; {
		sq := from.Pop()
		to := pawnAttacks[us][sq] & enemy
		if one := sq + forward; empty.Has(one) {
			to |= one.Bitboard()
			if two := one + forward; startRank.Has(sq) && empty.Has(two) {
				to |= two.Bitboard()
			}
		}
		to &= target
		if pinned.Has(sq) {
			to &= line[ksq][sq]
		}
		if to&lastRank == 0 {
			moves = appendMoves(moves, sq, to)
			continue
		}
		for to != 0 {
			dest := to.Pop()
			moves = append(moves,
				newPromotion(sq, dest, Queen), newPromotion(sq, dest, Knight),
				newPromotion(sq, dest, Rook), newPromotion(sq, dest, Bishop))
		}
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
