package outcome

import (
	"sync"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// maxPly bounds a helpmate line; deeper branches count as cut off.
const maxPly = 160

// ttBits sizes a large transposition table (entries = 1 << ttBits), for
// long searches; searchTTBits the solver's own, small enough to stay in
// the cache (measured: 8% less CPU than 1 << 16 entries).
const (
	ttBits       = 16
	searchTTBits = 13
)

// ttEntry remembers that a position was expanded with movesLeft plies to
// go in the iteration gen. Entries of older iterations never prune: a cut
// made then must be met again now for a No to be sound.
type ttEntry struct {
	key       uint64
	movesLeft int16
	gen       uint16
}

// solver holds the reusable state of one CanCheckmate call.
type solver struct {
	winner   chess.Color
	nodes    int
	limit    int
	now      func() time.Time
	deadline time.Time
	stopped  bool // the budget ran out
	cut      bool // some branch was cut by the depth limit this iteration
	// rewardChecks makes the checks of the winner's long-range pieces
	// free: it finds more mates, at a cost the quick stages cannot afford.
	rewardChecks bool
	gen          uint16
	tt           []ttEntry
	path         [maxPly]chess.Move
	line         []chess.Move
	target       targets
	moves        [maxPly][256]chess.Move
	proofs       int                 // static proofs tried by the closure
	seen         keySet              // positions the closure has met
	live         map[uint64]struct{} // structures the static proof failed on
	walk         []chess.Move        // the closure's current line
	grades       [maxPly][256]grade
}

var solverPool = sync.Pool{New: func() any {
	return &solver{tt: make([]ttEntry, 1<<searchTTBits), seen: newKeySet(), live: map[uint64]struct{}{}}
}}

// grade classes a move for ordering and for how much depth it costs.
type grade int8

const (
	punish grade = -1 // costs three plies
	normal grade = 0  // costs one ply, none right after a rewarded move
	reward grade = 1  // free: it brings the mate closer
)

// found is the result of a search below a node.
func (s *solver) search(p chess.Position, ply, left int, progress bool) bool {
	s.nodes++
	if s.nodes >= s.limit || (s.nodes&63 == 0 && s.late()) {
		s.stopped = true
	}
	if s.stopped {
		return false
	}
	// A position met before in this iteration with as much depth left was
	// expanded then, its mate test included: nothing new below it.
	key := p.Key()
	e := &s.tt[key&(1<<searchTTBits-1)]
	if e.key == key && e.gen == s.gen && int(e.movesLeft) >= left {
		return false
	}
	moves := p.LegalMoves(s.moves[ply][:0])
	if len(moves) == 0 {
		if p.InCheck() && p.Turn() != s.winner {
			s.line = append(s.line[:0], s.path[:ply]...)
			return true
		}
		return false
	}
	if insufficient(p, s.winner) {
		return false
	}
	if left <= 0 || ply >= maxPly-1 {
		s.cut = true
		return false
	}
	*e = ttEntry{key: key, movesLeft: int16(left), gen: s.gen}

	grades := s.grades[ply][:len(moves)]
	s.grade(&p, moves, grades)
	for _, want := range [...]grade{reward, normal, punish} {
		for i, m := range moves {
			if grades[i] != want {
				continue
			}
			next := left - 1
			switch {
			case want == reward:
				next = left
			case want == punish:
				next = left - 3
			case progress:
				next = left
			}
			if next <= 0 && p.Turn() != s.winner {
				s.cut = true // out of depth, and the loser cannot mate
				continue
			}
			q := p.Play(m)
			if next <= 0 && !q.InCheck() {
				s.cut = true // out of depth, and not a mating move
				continue
			}
			s.path[ply] = m
			if s.search(q, ply+1, next, want == reward) {
				return true
			}
			if s.stopped {
				return false
			}
		}
	}
	return false
}

// late reports whether the deadline has passed.
func (s *solver) late() bool {
	return s.now != nil && s.now().After(s.deadline)
}
