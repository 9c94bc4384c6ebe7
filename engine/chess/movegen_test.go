package chess

import (
	"slices"
	"testing"
)

// naiveLegalMoves is the textbook generator: every pseudo-legal move,
// played, kept if the mover's king is then not attacked. It shares no
// pin, check-mask or en passant logic with generate.
func naiveLegalMoves(p Position) []Move {
	us, them := p.turn, p.turn.Other()
	own, enemy, occ := p.colors[us], p.colors[them], p.Occupied()
	var pseudo []Move
	add := func(from Square, to Bitboard) {
		for sq := range to.Squares() {
			if p.typeOn(from) == Pawn && (sq.Rank() == 0 || sq.Rank() == 7) {
				for t := Knight; t <= Queen; t++ {
					pseudo = append(pseudo, newPromotion(from, sq, t))
				}
				continue
			}
			pseudo = append(pseudo, newMove(from, sq))
		}
	}
	for from := range own.Squares() {
		switch p.typeOn(from) {
		case Knight:
			add(from, KnightAttacks(from)&^own)
		case Bishop:
			add(from, BishopAttacks(from, occ)&^own)
		case Rook:
			add(from, RookAttacks(from, occ)&^own)
		case Queen:
			add(from, QueenAttacks(from, occ)&^own)
		case King:
			add(from, KingAttacks(from)&^own)
		case Pawn:
			add(from, PawnAttacks(us, from)&enemy)
			dir := 8
			if us == Black {
				dir = -8
			}
			one := from + Square(dir)
			if !occ.Has(one) {
				add(from, one.Bitboard())
				two := one + Square(dir)
				if (from.Rank() == 1 && us == White || from.Rank() == 6 && us == Black) && !occ.Has(two) {
					add(from, two.Bitboard())
				}
			}
			if p.ep != NoSquare && PawnAttacks(us, from).Has(p.ep) {
				pseudo = append(pseudo, newEnPassant(from, p.ep))
			}
		}
	}
	var legal []Move
	for _, m := range pseudo {
		next := p.Play(m)
		if next.Attackers(next.KingSquare(us), them) == 0 {
			legal = append(legal, m)
		}
	}
	return append(legal, naiveCastling(p)...)
}

// naiveCastling applies Article 3.8.2 and Guideline II.3 square by square.
func naiveCastling(p Position) []Move {
	us, them := p.turn, p.turn.Other()
	king := p.KingSquare(us)
	var moves []Move
	for side := KingSide; side <= QueenSide; side++ {
		rook := p.castling.Rook(us, side)
		if rook == NoSquare || p.InCheck() {
			continue
		}
		m := newCastle(king, rook)
		kingTo, rookTo := m.KingTo(), m.RookTo()
		ok := true
		for f := min(king.File(), rook.File(), kingTo.File(), rookTo.File()); f <= max(king.File(), rook.File(), kingTo.File(), rookTo.File()); f++ {
			sq := NewSquare(f, king.Rank())
			if sq != king && sq != rook && p.PieceAt(sq) != NoPiece {
				ok = false
			}
		}
		for f := min(king.File(), kingTo.File()); f <= max(king.File(), kingTo.File()); f++ {
			if sq := NewSquare(f, king.Rank()); sq != kingTo && p.Attackers(sq, them) != 0 {
				ok = false
			}
		}
		if ok {
			if next := p.Play(m); next.Attackers(kingTo, them) == 0 {
				moves = append(moves, m)
			}
		}
	}
	return moves
}

// TestLegalMovesMatchNaive compares the generator with naiveLegalMoves in
// every position up to two plies from the test positions.
func TestLegalMovesMatchNaive(t *testing.T) {
	cases := readPerftFile(t, "testdata/tricky.perft")
	cases = append(cases, readPerftFile(t, "testdata/standard.perft")...)
	for i, c := range readPerftFile(t, "testdata/chess960.perft") {
		if i%40 == 0 {
			cases = append(cases, c)
		}
	}
	positions := 0
	for _, c := range cases {
		p, err := ParseFENLax(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.id, err)
		}
		walk(p, 2, func(q Position) {
			positions++
			got := q.LegalMoves(nil)
			want := naiveLegalMoves(q)
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: %v\ngenerated %v\nnaive     %v", c.id, q, got, want)
			}
		})
	}
	t.Logf("%d positions compared", positions)
}
