package solver

import (
	"math/bits"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// mateable reports whether, after saturation, the loser's king might be
// mated on some square of its reach. A mate on k needs a winner's man other
// than the king attacking k, and every flight square closed. The test asks
// only about the flight squares inside the king's reach (in a mate all are
// closed, so asking less is sound) whether something could close them: an
// attack by a winner's man, the winner's king standing off k, or a loser's
// man, each man holding one square.
func (r *reach) mateable(winner chess.Color) bool {
	loser := winner.Other()
	kingReach := r.men[r.king[loser]].reach
	threat := r.threat(winner, r.steady)
	var store [maxMen]chess.Bitboard
	blockers := store[:0]
	for i := range r.n {
		if m := &r.men[i]; m.color == loser && m.kind != chess.King {
			blockers = append(blockers, m.reach)
		}
	}
	kingStand := r.men[r.king[winner]].reach
	for region := kingReach & threat; region != 0; {
		k := region.Pop()
		open := chess.KingAttacks(k) & kingReach &^ threat
		if closable(open, blockers) {
			return true
		}
		stand := kingStand &^ chess.KingAttacks(k) &^ k.Bitboard() & kingZone(open)
		for stand != 0 {
			if closable(open&^chess.KingAttacks(stand.Pop()), blockers) {
				return true
			}
		}
	}
	return false
}

// threat returns the squares the side's men other than the king may ever
// attack: from every square of their reach, through every square no man
// on blockers holds. A man that may promote may attack anything.
func (r *reach) threat(c chess.Color, blockers chess.Bitboard) chess.Bitboard {
	var threat chess.Bitboard
	for i := range r.n {
		m := &r.men[i]
		if m.color != c || m.kind == chess.King {
			continue
		}
		if m.promotes {
			return ^chess.Bitboard(0)
		}
		if r.hasPresent && r.takenInPlace&(1<<i) != 0 {
			// It attacks only while on the board, from its square.
			threat |= attacks(c, m.kind, m.from, r.present&^(r.steady&^blockers))
			continue
		}
		threat |= attackFill(c, m.kind, m.reach, blockers)
	}
	return threat
}

// closable reports whether the squares of open may be held at once by
// distinct men, each square by a man whose reach holds it. It checks
// Hall's condition on every subset, which is exact for a matching and
// cheap for the at most eight flight squares.
func closable(open chess.Bitboard, reaches []chess.Bitboard) bool {
	if open == 0 {
		return true
	}
	var covered chess.Bitboard
	holders := 0
	for _, reach := range reaches {
		if reach&open != 0 {
			covered |= reach
			holders++
		}
	}
	if open&^covered != 0 || holders < open.Count() {
		return false // the quick necessary conditions fail
	}
	var squares [8]chess.Bitboard
	n := 0
	for open != 0 && n < len(squares) {
		squares[n] = open.Pop().Bitboard()
		n++
	}
	for subset := uint(1); subset < 1<<n; subset++ {
		var want chess.Bitboard
		for s := subset; s != 0; s &= s - 1 {
			want |= squares[bits.TrailingZeros(s)]
		}
		holders := 0
		for _, reach := range reaches {
			if reach&want != 0 {
				holders++
			}
		}
		if holders < bits.OnesCount(subset) {
			return false
		}
	}
	return true
}

// splitDead tries a case split on each man found takeable while it had
// not yet moved, up to maxSplits of them. In every game such a man is
// either never taken on its square before it moves, or taken there
// without ever having moved. If neither case allows a mate, no game does.
// (Splitting on the fates of two men at once proved nothing more on the
// labelled positions.)
func (r *reach) splitDead(p chess.Position, winner chess.Color) bool {
	const maxSplits = 4
	tried := 0
	for caught := r.firstCaught; caught != 0 && tried < maxSplits; caught &= caught - 1 {
		tried++
		one := caught & -caught
		if !caseMateable(p, winner, one, 0) && !caseMateable(p, winner, 0, one) {
			return true
		}
	}
	return false
}

// caseMateable runs the analysis of p under the assumptions of one case
// and reports whether winner might mate.
//
// In the case where a man is taken without ever having moved, the games
// up to its capture are games of the case where it never moves nor is
// taken: what stands still there stands still while the man is on the
// board, and blocks its lines.
func caseMateable(p chess.Position, winner chess.Color, untaken, inPlace uint32) bool {
	var r reach
	if inPlace != 0 {
		var still reach
		still.stayUntaken, still.takenInPlace = inPlace, inPlace
		still.load(p, winner)
		still.saturateTo(winner, 0)
		r.present, r.hasPresent = still.steady, true
	}
	r.stayUntaken, r.takenInPlace = untaken, inPlace
	r.load(p, winner)
	return r.saturate(winner)
}
