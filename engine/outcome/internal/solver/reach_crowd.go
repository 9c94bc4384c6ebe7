package solver

import (
	"math/bits"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// A crowd is a group of men of one side, never taken, that may stand only
// on the squares of a set one square larger than the group: in every
// position all squares of the set but one, the hole, hold a man of the
// crowd. A square attacked, whichever square is the hole, by whichever
// man of the crowd may stand on some other square of the set, through
// the squares of the set but the hole and every square another man may
// stand on, is attacked in every position. This extends the sure attacks
// to the bishops that shuffle round a single hole behind a chain.

// crowdGuard returns the squares attacked in every position through the
// crowds among the men of loose, men of one side never taken nor
// promoted that may move: the groups of them joined while their reaches
// meet.
func (r *reach) crowdGuard(loose uint32) chess.Bitboard {
	var guard chess.Bitboard
	for loose != 0 {
		group, squares := r.reachGroup(loose)
		loose &^= group
		if n := bits.OnesCount32(group); n > 1 && squares.Count() == n+1 {
			guard |= r.holeProof(group, squares)
		}
	}
	return guard
}

// crowdable reports whether men[i] may belong to a crowd (derive has
// checked it is never taken nor promoted): it may move, within at most
// maxCrowd squares, which keeps the search for crowds cheap.
func (r *reach) crowdable(i int) bool {
	reach := r.men[i].reach
	return reach&(reach-1) != 0 && reach.Count() <= maxCrowd
}

const maxCrowd = 9

// reachGroup returns the men of candidates joined to the first of them by
// reaches that meet, and the squares they may stand on.
func (r *reach) reachGroup(candidates uint32) (group uint32, squares chess.Bitboard) {
	first := bits.TrailingZeros32(candidates)
	group, squares = 1<<first, r.men[first].reach
	for grew := true; grew; {
		grew = false
		for c := candidates &^ group; c != 0; c &= c - 1 {
			j := bits.TrailingZeros32(c)
			if r.men[j].reach&squares != 0 {
				group |= 1 << j
				squares |= r.men[j].reach
				grew = true
			}
		}
	}
	return group, squares
}

// holeProof returns the squares the men of group, which fill all the
// squares of squares but one, attack whichever square is empty.
func (r *reach) holeProof(group uint32, squares chess.Bitboard) chess.Bitboard {
	var others chess.Bitboard // squares the men outside the group may stand on
	for i := range r.n {
		if group&(1<<i) == 0 {
			others |= r.men[i].reach
		}
	}
	sure := ^chess.Bitboard(0)
	for h := squares; h != 0 && sure != 0; {
		hole := h.Pop().Bitboard()
		occupied := others | squares&^hole
		var attacked chess.Bitboard
		for s := squares &^ hole; s != 0; {
			attacked |= r.attacksFrom(group, s.Pop(), occupied)
		}
		sure &= attacked
	}
	return sure
}

// attacksFrom returns the squares whichever man of group may stand on sq
// attacks from there, through the squares of occupied.
func (r *reach) attacksFrom(group uint32, sq chess.Square, occupied chess.Bitboard) chess.Bitboard {
	att := ^chess.Bitboard(0)
	for g := group; g != 0; g &= g - 1 {
		if m := &r.men[bits.TrailingZeros32(g)]; m.reach.Has(sq) {
			att &= attacks(m.color, m.kind, sq, occupied)
		}
	}
	return att
}
