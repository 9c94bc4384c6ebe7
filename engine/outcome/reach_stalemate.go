package outcome

import "github.com/arbiterconsole/arbiter/engine/chess"

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
		// A promotion makes a new piece, and a double step allows en
		// passant: leave both alone.
		targets &^= chess.Rank1 | chess.Rank8 | chess.RankMask(3) | chess.RankMask(4)
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
// so no move elsewhere can block them.
func (r *reach) fixedGuard(side chess.Color, moving int) chess.Bitboard {
	var guard chess.Bitboard
	for i := range r.n {
		if i != moving && r.men[i].color == side {
			guard |= r.guard[i]
		}
	}
	return guard
}
