package solver

import (
	"math/bits"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// The stalemate rule drops a move after which the opponent surely has no
// legal move and is not in check: that game ends drawn, so no mating game
// plays it. It is sound by the same induction, taken at the first move a
// game makes outside the rules: before it the analysis holds, so the
// position after it is the one the rule examined. The rule therefore uses
// nothing that the moving man itself may uphold: blockers without the
// square it leaves, guards from other pawns and knights only (a slider's
// guard could run through the square it lands on). It examines only
// opponents whose men, king aside, never move, so their squares are known;
// derive checks they have no move with the steady men standing
// (r.stuck), and the rule again without the square the mover leaves.

// The rule on mates of the winner is its twin: a move of the loser's that
// surely checkmates the winner ends the game without the winner's mate.
// It applies when the winner's king is steady, so its square is known.

// menStuck reports whether no man of side but the king has a move from
// its square when the men on blockers stand still.
func (r *reach) menStuck(side chess.Color, blockers chess.Bitboard) bool {
	for j := range r.n {
		if o := &r.men[j]; o.color == side && o.kind != chess.King && r.steps(j, o.from, blockers) != 0 {
			return false
		}
	}
	return true
}

// stalemating returns the squares of targets to which men[i], moving
// from from, would stalemate the opponent, whose men other than the king
// never move.
func (r *reach) stalemating(i int, from chess.Square, targets chess.Bitboard) chess.Bitboard {
	m := &r.men[i]
	us, them := m.color, m.color.Other()
	if m.kind == chess.Pawn {
		targets = plainPawnMoves(us, from, targets)
	}
	if m.kind != chess.King {
		// A piece they take may free their men; a king they cannot take.
		targets &^= r.roam[them]
	}
	if targets == 0 {
		return 0
	}
	blockers := r.steady &^ from.Bitboard()
	if r.steady.Has(from) && !r.menStuck(them, blockers) {
		return 0 // the man leaving from frees one of theirs
	}
	var pawnHits chess.Bitboard
	for j := range r.n {
		if o := &r.men[j]; o.color == them && o.kind == chess.Pawn {
			pawnHits |= chess.PawnAttacks(them, o.from)
		}
	}
	if m.kind != chess.King {
		targets &^= pawnHits // a pawn could take the man on its new square
	}
	diagonal, straight := r.uncovering(us, from)
	guard := r.fixedGuard(us, i)
	theirKing := r.men[r.king[them]].reach
	var stalemate chess.Bitboard
	for t := targets; t != 0; {
		to := t.Pop()
		var near, checks chess.Bitboard
		if m.kind == chess.King {
			near = chess.KingAttacks(to) | to.Bitboard()
		} else {
			checks = attacks(us, m.kind, to, blockers)
		}
		stuck := true
		for at := theirKing &^ near; at != 0 && stuck; {
			sq := at.Pop()
			stuck = !diagonal.Has(sq) && !straight.Has(sq) && !checks.Has(sq) &&
				chess.KingAttacks(sq)&^guard&^r.steadyBy[them]&^near == 0
		}
		if stuck {
			stalemate |= to.Bitboard()
		}
	}
	return stalemate
}

// steadyLines returns the squares the steady line pieces of men[i]'s
// side, men[i] aside, attack when no square outside occupied holds a man.
func (r *reach) steadyLines(i int, occupied chess.Bitboard) chess.Bitboard {
	var att chess.Bitboard
	for j := range r.n {
		s := &r.men[j]
		if j != i && s.color == r.men[i].color && slider(s.kind) && r.steadyMan(j) {
			att |= attacks(s.color, s.kind, s.from, occupied)
		}
	}
	return att
}

// plainPawnMoves returns the targets of a pawn of colour c on from that
// the rules on stalemates and mates examine: not a promotion, which makes
// a new piece, nor a double step, which may allow en passant.
func plainPawnMoves(c chess.Color, from chess.Square, targets chess.Bitboard) chess.Bitboard {
	targets &^= chess.Rank1 | chess.Rank8
	if one := forward(c, from); one.Valid() {
		if two := forward(c, one); two.Valid() {
			targets &^= two.Bitboard()
		}
	}
	return targets
}

// uncovering returns the squares on which a king might be checked by a
// line piece of side through sq, when a king leaves sq: the diagonals
// and the straight lines through sq on which such a piece may stand.
func (r *reach) uncovering(side chess.Color, sq chess.Square) (diagonal, straight chess.Bitboard) {
	diagonals, lines := chess.BishopAttacks(sq, r.steady), chess.RookAttacks(sq, r.steady)
	for i := range r.n {
		m := &r.men[i]
		if m.color != side {
			continue
		}
		if m.promotes || m.kind == chess.Bishop || m.kind == chess.Queen {
			if m.reach&diagonals != 0 {
				diagonal = diagonals
			}
		}
		if m.promotes || m.kind == chess.Rook || m.kind == chess.Queen {
			if m.reach&lines != 0 {
				straight = lines
			}
		}
	}
	return diagonal, straight
}

// fixedGuard returns the squares side's pawns and knights other than
// men[moving] attack in every position: those never taken nor promoted,
// from every square of their reach. Their attacks go through no square,
// so no move elsewhere can block them. A steady king that is not the
// mover adds the squares around it, for the same reason: it stands there
// in every position, and a king is never taken.
func (r *reach) fixedGuard(side chess.Color, moving int) chess.Bitboard {
	var guard chess.Bitboard
	for i := range r.n {
		if i != moving && r.men[i].color == side {
			guard |= r.guard[i]
		}
	}
	if k := r.king[side]; k != moving && r.steadyMan(k) {
		guard |= chess.KingAttacks(r.men[k].from)
	}
	return guard
}

// othersReach returns the squares men other than men[i] may stand on.
func (r *reach) othersReach(i int) chess.Bitboard {
	var occ chess.Bitboard
	for j := range r.n {
		if j != i {
			occ |= r.men[j].reach
		}
	}
	return occ
}

// matingWinner returns the squares of targets to which the loser's man
// men[i], moving from from, surely checkmates the winner, whose king is
// steady, by a check of its own or, when from is one of the openers, by
// uncovering one. Either way no winner's man may ever attack the
// checker's square or the squares between; the king cannot take the
// checker, guarded by a pawn or knight of the loser that is never taken;
// and every square next to the king holds a steady man of the winner or
// is attacked for sure: by such pawns and knights, by the checker through
// the king, by the man that moved, or by a steady line piece of the loser
// whose rays stop at every square a man may stand on.
func (r *reach) matingWinner(i int, from chess.Square, targets, others, openers chess.Bitboard) chess.Bitboard {
	m := &r.men[i]
	if m.kind == chess.Pawn {
		targets = plainPawnMoves(m.color, from, targets)
	}
	king := r.men[r.king[r.winner]].from
	blockers := others &^ king.Bitboard()
	// The squares from which the man would check: a piece's attacks seen
	// from the king, a pawn's from the other side.
	direct := targets & attacks(r.winner, m.kind, king, blockers)
	if direct == 0 && !openers.Has(from) {
		return 0
	}
	threat := winnerThreat{r: r, from: from}
	guard := r.fixedGuard(m.color, i)
	mates := r.directMates(i, from, direct, blockers, &threat, guard)
	if openers.Has(from) {
		mates |= r.uncoveredMates(i, from, targets, others, &threat, guard)
	}
	return mates
}

// winnerThreat holds the squares where the winner's men may go once from
// is empty: captures and piece moves, and pawn pushes from anywhere in
// their reach. They are found when first asked for, as most candidate
// mates fail the other tests.
type winnerThreat struct {
	r       *reach
	from    chess.Square
	known   bool
	squares chess.Bitboard
}

// meets reports whether the winner's men may go to a square of b.
func (t *winnerThreat) meets(b chess.Bitboard) bool {
	if !t.known {
		r := t.r
		t.squares = r.threat(r.winner, r.steady&^t.from.Bitboard())
		for j := range r.n {
			if o := &r.men[j]; o.color == r.winner && o.kind == chess.Pawn {
				t.squares |= pushSpan(o.color, o.reach)
			}
		}
		t.known = true
	}
	return t.squares&b != 0
}

// directMates returns the squares of targets, from which men[i] checks
// the winner's king, where that check is surely mate (see matingWinner).
func (r *reach) directMates(i int, from chess.Square, targets, blockers chess.Bitboard, threat *winnerThreat, guard chess.Bitboard) chess.Bitboard {
	m := &r.men[i]
	king := r.men[r.king[r.winner]].from
	var mates chess.Bitboard
	for t := targets; t != 0; {
		to := t.Pop()
		if !attacks(m.color, m.kind, to, blockers).Has(king) {
			continue
		}
		if chess.KingAttacks(king).Has(to) && !guard.Has(to) {
			continue // the king might take the checker
		}
		sure := guard | attacks(m.color, m.kind, to, blockers&^from.Bitboard())
		flights := chess.KingAttacks(king) &^ r.steadyBy[r.winner] &^ sure
		if flights != 0 {
			flights &^= r.steadyLines(i, blockers|to.Bitboard())
		}
		if flights != 0 || threat.meets(between(to, king)|to.Bitboard()) {
			continue // a flight, or the winner might take the checker or step between
		}
		mates |= to.Bitboard()
	}
	return mates
}

// alignedWithKing returns the loser's steady line pieces on a line with
// the winner's king, if that king is steady.
func (r *reach) alignedWithKing() uint32 {
	if !r.steadyMan(r.king[r.winner]) {
		return 0
	}
	king := r.men[r.king[r.winner]].from
	lines := chess.QueenAttacks(king, 0)
	var aligned uint32
	for j := range r.n {
		s := &r.men[j]
		if lines.Has(s.from) && s.color != r.winner && slider(s.kind) && r.steadyMan(j) && attacks(s.color, s.kind, s.from, 0).Has(king) {
			aligned |= 1 << j
		}
	}
	return aligned
}

// openers returns the squares from which men[i], a man of the loser,
// would uncover a check by leaving them: the squares between an aligned
// piece and the winner's king, when men[i] alone may stand there, or the
// one square there where men other than men[i] may stand (others).
func (r *reach) openers(i int, others chess.Bitboard) chess.Bitboard {
	king := r.men[r.king[r.winner]].from
	var open chess.Bitboard
	for a := r.aligned &^ (1 << i); a != 0; a &= a - 1 {
		line := between(r.men[bits.TrailingZeros32(a)].from, king)
		switch on := line & others; on.Count() {
		case 0:
			open |= line
		case 1:
			open |= on
		}
	}
	return open
}

// uncoveredMates returns the squares of targets to which men[i], leaving
// from, uncovers a check by an aligned piece, with nothing else in its
// way, that is surely mate (see matingWinner).
func (r *reach) uncoveredMates(i int, from chess.Square, targets, others chess.Bitboard, threat *winnerThreat, guard chess.Bitboard) chess.Bitboard {
	m := &r.men[i]
	king := r.men[r.king[r.winner]].from
	after := others &^ from.Bitboard()
	var mates chess.Bitboard
	for t := targets; t != 0; {
		to := t.Pop()
		occupied := after | to.Bitboard()
		// The mover may capture a steady man of the winner on to.
		closed := r.steadyBy[r.winner] &^ to.Bitboard()
		sure := guard | attacks(m.color, m.kind, to, after)
		for a := r.aligned &^ (1 << i); a != 0; a &= a - 1 {
			s := &r.men[bits.TrailingZeros32(a)]
			if !attacks(s.color, s.kind, s.from, occupied).Has(king) {
				continue // no line, or something may stand in the way
			}
			if chess.KingAttacks(king).Has(s.from) && !guard.Has(s.from) {
				continue // the king might take the checker
			}
			through := attacks(s.color, s.kind, s.from, occupied&^king.Bitboard())
			flights := chess.KingAttacks(king) &^ closed &^ sure &^ through
			if flights != 0 {
				flights &^= r.steadyLines(i, occupied)
			}
			if flights != 0 || threat.meets(between(s.from, king)|s.from.Bitboard()) {
				continue // a flight, or the winner might take the checker or step between
			}
			mates |= to.Bitboard()
			break
		}
	}
	return mates
}

// between returns the squares strictly between a and b when they lie on
// a common line, else none.
func between(a, b chess.Square) chess.Bitboard {
	ends := a.Bitboard() | b.Bitboard()
	switch {
	case chess.BishopAttacks(a, 0).Has(b):
		return chess.BishopAttacks(a, ends) & chess.BishopAttacks(b, ends)
	case chess.RookAttacks(a, 0).Has(b):
		return chess.RookAttacks(a, ends) & chess.RookAttacks(b, ends)
	}
	return 0
}

// slider reports whether men of kind t attack along lines.
func slider(t chess.PieceType) bool {
	return t == chess.Bishop || t == chess.Rook || t == chess.Queen
}

// pushSpan returns the squares pawns of colour c on the squares of b
// could be pushed onto, one or two steps, whatever stands in the way.
func pushSpan(c chess.Color, b chess.Bitboard) chess.Bitboard {
	if c == chess.White {
		return b<<8 | (b&chess.RankMask(1))<<16
	}
	return b>>8 | (b&chess.RankMask(6))>>16
}
