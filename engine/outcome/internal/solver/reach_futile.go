package solver

import "github.com/arbiterconsole/arbiter/engine/chess"

// A lone piece cannot give check next to a king that cannot step away
// and hope to mate: the check is answered by taking it. The rule drops
// such a move of the winner's last man. After it, in the position the
// rule examines (the men inside their reaches, the last man on t):
//   - the loser is in check from t, next to its king; nothing can step
//     between, and no loser's man is pinned (the only piece that could
//     pin it is the checker itself, with nothing between it and the king);
//   - every other square next to the king holds a steady man of the
//     loser, or is attacked by the winner's king from every square of its
//     reach, or by the checker from t through every square a man may
//     stand on: the king has no flight;
//   - the winner's king may stand nowhere next to t, so the loser's king
//     takes the checker, or a loser's man never taken attacks t from every
//     square of its reach, through every square a man may stand on, and
//     takes it.
// So the position is not mate, and every legal reply takes the winner's
// last man: no mate follows.

// futileChecks returns the squares men[i] never moves to under that rule:
// none unless it is the winner's last man, a line piece, and the loser's
// king is steady.
func (r *reach) futileChecks(i int) chess.Bitboard {
	m := &r.men[i]
	loser := r.winner.Other()
	if i != r.last || !slider(m.kind) || !r.steadyMan(r.king[loser]) {
		return 0
	}
	k := r.men[r.king[loser]].from
	around := chess.KingAttacks(k)
	kingReach := r.men[r.king[r.winner]].reach
	kingGuard := ^chess.Bitboard(0)
	for s := kingReach; s != 0 && kingGuard != 0; {
		kingGuard &= chess.KingAttacks(s.Pop())
	}
	var futile chess.Bitboard
	for checks := around & attacks(m.color, m.kind, k, 0); checks != 0; {
		t := checks.Pop()
		flights := around &^ t.Bitboard() &^ r.steadyBy[loser] &^ kingGuard &^ attacks(m.color, m.kind, t, r.anywhere)
		if flights != 0 {
			continue
		}
		if kingFill(kingReach).Has(t) && !r.guardedAlways(loser, t) {
			continue // the check may be mate
		}
		futile |= t.Bitboard()
	}
	return futile
}

// guardedAlways reports whether a man of side, not the king, never taken
// nor promoted, attacks sq from every square of its reach, through every
// square a man may stand on.
func (r *reach) guardedAlways(side chess.Color, sq chess.Square) bool {
	for j := range r.n {
		o := &r.men[j]
		if o.color != side || o.kind == chess.King || o.promotes || r.taken&(1<<j) != 0 {
			continue
		}
		always := true
		for s := o.reach; s != 0 && always; {
			always = attacks(o.color, o.kind, s.Pop(), r.anywhere).Has(sq)
		}
		if always {
			return true
		}
	}
	return false
}
