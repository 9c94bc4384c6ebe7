package solver

import "github.com/arbiterconsole/arbiter/engine/chess"

// deepening is one depth-first helpmate search with graded moves, the
// machinery that the solver's own search and the guided stage share; they
// differ in their grades and in what a punished move costs. Free moves
// cost no depth, and a normal move right after a free one is free too.
// The budget and the line found live in the solver.
type deepening struct {
	winner     chess.Color
	grade      func(p *chess.Position, moves []chess.Move, grades []grade)
	punishCost int // plies a punished move costs
	*workspace
}

// workspace is what a deepening writes as it searches. Deepenings that
// never search at the same time share one, so that a question touches
// one table and one stack: which deepening wrote an entry does not
// matter, as an entry prunes only in the iteration that wrote it.
type workspace struct {
	tt     []ttEntry      // a power of two in size, at least 1 << ttLowBits
	salt   uint64         // the iteration's, as the table records it
	cut    bool           // some branch was cut by the depth limit this iteration
	at     chess.Position // the position being graded
	path   [maxPly]chess.Move
	moves  [maxPly][256]chess.Move
	grades [maxPly][256]grade
}

// nextIteration starts an iteration: older table entries no longer prune,
// and no branch has been cut yet.
func (d *deepening) nextIteration() {
	d.cut = false
	d.salt += saltStep
}

// search reports whether it found a mate by d.winner below p within left
// plies; the line is then in s.line. It counts its nodes on s's budget.
func (d *deepening) search(s *solver, p chess.Position, ply, left int, progress bool) bool {
	// A search stopped before counts nothing more: the budget is a bound.
	if s.stopped {
		return false
	}
	s.nodes++
	if s.nodes >= s.limit {
		s.stopped = true
		return false
	}
	// A position met before in this iteration with as much depth left was
	// expanded then, its mate test included: nothing new below it. Such a
	// position has a legal move and the material to mate, so out of depth
	// the table only tells whether this is a cut; once a cut was made in
	// the iteration, it need not be asked (most nodes are out of depth,
	// and its entry is a cache miss).
	key := p.Key()
	loserToMove := p.Turn() != d.winner // once: each call copies the position
	if left <= 0 || ply >= maxPly-1 {
		// Out of depth: only whether this is mate matters, not the moves.
		if !p.HasLegalMoves() {
			return d.mated(s, &p, ply, loserToMove)
		}
		if !d.cut && !insufficient(&p, d.winner) && !d.expanded(key, left) {
			d.cut = true
		}
		return false
	}
	if d.expanded(key, left) {
		return false
	}
	moves := p.LegalMoves(d.moves[ply][:0])
	if len(moves) == 0 {
		return d.mated(s, &p, ply, loserToMove)
	}
	if insufficient(&p, d.winner) {
		return false
	}
	d.tt[key&uint64(len(d.tt)-1)] = ttEntry((key^d.salt)&^ttLowMask | uint64(left))

	grades := d.grades[ply][:len(moves)]
	graded := 0
	var ck checkers // made at the frontier, where only checks may mate
	checking := false
	for _, want := range [...]grade{reward, normal, punish} {
		for i, m := range moves {
			if i == graded {
				graded = d.gradeFrom(&p, moves, grades, graded)
			}
			if grades[i] != want {
				continue
			}
			next := d.cost(want, left, progress)
			if next <= 0 && loserToMove {
				d.cut = true // out of depth, and the loser cannot mate
				continue
			}
			if next <= 0 {
				if !checking {
					ck, checking = newCheckers(&p), true
				}
				if !ck.mayCheck(&p, m) {
					d.cut = true // out of depth, and not a check: no mate
					continue
				}
			}
			q := p.Play(m)
			if next <= 0 && !q.InCheck() {
				d.cut = true // out of depth, and not a mating move
				continue
			}
			d.path[ply] = m
			if d.search(s, q, ply+1, next, want == reward) {
				return true
			}
			if s.stopped {
				return false
			}
		}
	}
	return false
}

// expanded reports whether the position with key was expanded in this
// iteration with at least left plies to go.
func (d *deepening) expanded(key uint64, left int) bool {
	e := uint64(d.tt[key&uint64(len(d.tt)-1)])
	return (e^key^d.salt)>>ttLowBits == 0 && int(e&ttLowMask) >= left
}

// mated reports whether p, where the side to move has no legal move, is
// mate by the winner, and records the line to it if so.
func (d *deepening) mated(s *solver, p *chess.Position, ply int, loserToMove bool) bool {
	if loserToMove && p.InCheck() {
		s.line = append(s.line[:0], d.path[s.firstPly:ply]...)
		return true
	}
	return false
}

// gradeChunk is how many moves are graded at a time: the first rewarded
// move often leads to mate, and the moves after it need no grade then.
const gradeChunk = 8

// gradeFrom grades the next chunk of moves from index i on and returns the
// index after it.
func (d *deepening) gradeFrom(p *chess.Position, moves []chess.Move, grades []grade, i int) int {
	n := min(len(moves), i+gradeChunk)
	d.at = *p // a field, not p: through a func value, p would escape to the heap
	d.grade(&d.at, moves[i:n], grades[i:n])
	return n
}

// cost returns the plies left after a move of grade g.
func (d *deepening) cost(g grade, left int, progress bool) int {
	switch {
	case g == reward, g == normal && progress:
		return left
	case g == punish:
		return left - d.punishCost
	}
	return left - 1
}
