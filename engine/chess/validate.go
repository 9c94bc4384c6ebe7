package chess

// reachable reports faults that make a position impossible to reach in a
// game even though the move generator could handle it.
func (f *fenParser) reachable() error {
	if err := f.checkers(); err != nil {
		return err
	}
	if err := f.material(); err != nil {
		return err
	}
	return f.castlingSymmetry()
}

// checkers rejects checks that no single move can have given. A move gives
// check with the moved piece, and may uncover one slider behind its start
// square; so at most two checkers, at most one of them not a slider, and
// two checkers never on one line through the king (the moved piece would
// still block one of them).
func (f *fenParser) checkers() error {
	p := &f.p
	ksq := p.KingSquare(p.turn)
	checkers := p.checkers()
	n := checkers.Count()
	switch {
	case n > 2:
		return f.fail("position", ErrUnreachable, "%d pieces give check; one move gives at most two checks", n)
	case n == 2:
		a, b := checkers.First(), checkers.Last()
		sliders := p.types[Bishop] | p.types[Rook] | p.types[Queen]
		if checkers&^sliders == checkers {
			return f.fail("position", ErrUnreachable, "%v and %v both give check, but one move cannot give check with two non-sliding pieces", a, b)
		}
		if line[a][b].Has(ksq) {
			return f.fail("position", ErrUnreachable, "%v and %v give check from both sides of one line", a, b)
		}
	}
	if p.ep == NoSquare || n == 0 {
		return nil
	}
	// After a double step only the pawn itself, or a slider behind the
	// square it left, can give check.
	pawn, start := p.ep^8, p.ep^24
	for c := checkers; c != 0; {
		sq := c.Pop()
		if sq != pawn && !between[ksq][sq].Has(start) {
			return f.fail("position", ErrUnreachable, "the piece on %v gives check, which the double step to %v cannot have done", sq, pawn)
		}
	}
	return nil
}

// lightSquares holds b1, d1, ..., h7: the squares of a1's opposite colour.
const lightSquares Bitboard = 0x55aa55aa55aa55aa

// material rejects more pieces than promotion can explain: each promoted
// piece (beyond 1 queen, 2 rooks, 2 knights, one bishop per square
// colour) costs a pawn.
func (f *fenParser) material() error {
	for c := White; c <= Black; c++ {
		count := func(t PieceType) int { return f.p.Pieces(c, t).Count() }
		pawns := count(Pawn)
		if pawns > 8 {
			return f.fail("board", ErrUnreachable, "%v has %d pawns", c, pawns)
		}
		bishops := f.p.Pieces(c, Bishop)
		promoted := max(0, count(Queen)-1) + max(0, count(Rook)-2) + max(0, count(Knight)-2) +
			max(0, (bishops&lightSquares).Count()-1) + max(0, (bishops&^lightSquares).Count()-1)
		if promoted > 8-pawns {
			return f.fail("board", ErrUnreachable, "%v has %d promoted pieces but only %d missing pawns", c, promoted, 8-pawns)
		}
	}
	return nil
}

// castlingSymmetry rejects rights that no start position gives: the king
// stands between its rooks, so never on the a- or h-file, and Chess960
// starts are mirror images, so kings and rooks with rights left (they
// never moved) must face each other.
func (f *fenParser) castlingSymmetry() error {
	cr := f.p.castling
	if !cr.Any() {
		return nil
	}
	wk, bk := f.p.KingSquare(White), f.p.KingSquare(Black)
	hasRight := func(c Color) bool { return cr.Has(c, KingSide) || cr.Has(c, QueenSide) }
	for c, k := range [2]Square{wk, bk} {
		if hasRight(Color(c)) && (k.File() == 0 || k.File() == 7) {
			return f.fail("castling", ErrUnreachable, "%v may not castle: no start position has the king on %v", Color(c), k)
		}
	}
	if hasRight(White) && hasRight(Black) && wk.File() != bk.File() {
		return f.fail("castling", ErrUnreachable, "both sides may castle, but the kings on %v and %v are on different files", wk, bk)
	}
	for s := KingSide; s <= QueenSide; s++ {
		w, b := cr.Rook(White, s), cr.Rook(Black, s)
		if w != NoSquare && b != NoSquare && w.File() != b.File() {
			return f.fail("castling", ErrUnreachable, "%s castling rooks on %v and %v are on different files", s, w, b)
		}
	}
	return nil
}
