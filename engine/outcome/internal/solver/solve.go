package solver

import "github.com/arbiterconsole/arbiter/engine/chess"

// Search sizes, found by measurement on the labelled positions.
const (
	firstNodes            = 1_000   // nodes of a one-ply search, the cheapest of all
	quickDepth            = 2       // plies of the next, still cheap search
	quickNodes            = 3_000   // nodes of that search
	maxDepth              = 400     // plies the deepening stops at
	forcedPlies           = 100     // forced moves followed before the static proof
	closureNodes          = 120_000 // positions the exhaustive exploration may visit
	earlyNodes            = 2_000   // nodes of the helpmate search before the proofs
	firstGuided           = 10_000  // nodes of a first guided search, before the closure
	firstIterationNodes   = 60_000  // nodes of the guided search's first iteration, before the closure
	firstZoneNodes        = 5_000   // nodes of a first zone search, before the closure
	firstCornerNodes      = 4_000   // nodes of a first corner search, before the closure
	pawnProbeNodes        = 1_000   // nodes of the look for a winner's move that is not a pawn's
	pawnClosureNodes      = 400_000 // positions the closure may visit when the winner only pushes pawns
	probeClosureNodes     = 12_000  // positions of a first closure, before the guided search's first iteration
	earlyCornerNodes      = 2_000   // nodes of a corner search before the first guided search
	earlyClosureNodes     = 2_000   // positions of a closure before the first guided search
	shortIterationNodes   = 30_000  // nodes of the guided search's first iteration without a locked pawn
	longProbeClosureNodes = 30_000  // positions of the closure after that short first iteration
)

// solve runs the stages cheapest first: material, the reach proof without
// its case split when a pawn is locked, one-ply helpmate searches with two
// gradings and a two-ply one (free moves go deeper), a short deepening, the
// static proofs after the forced moves and one move later, a small corner
// search and a small closure, a first guided search, a first closure, the
// guided search's first iteration (without a locked pawn, a short one,
// then the closure to more positions, then the whole iteration), a first
// zone search and a first corner search, the closure (given more room
// when the winner only moves pawns), the corner search, the guided search
// with what budget is left but zoneNodes, and the zone search with those.
// The closure goes on where its last call stopped, so the small ones
// cost the later ones nothing.
func (s *solver) solve(p chess.Position, side chess.Color, b Budget) Answer {
	s.start(p, side, b)
	var buf [256]chess.Move
	if len(p.LegalMoves(buf[:0])) == 0 {
		if p.InCheck() && p.Turn() != side {
			return Answer{Verdict: Yes, Line: []chess.Move{}}
		}
		return s.answer(No)
	}
	if insufficient(&p, side) {
		return s.answer(No)
	}
	if v := s.iterate(p, 1, firstNodes); v != Unknown {
		return s.answer(v)
	}
	// Without a locked pawn the reach proof rarely succeeds, and its case
	// split costs as much as a short search: both wait until it has failed.
	if lockedPawns(p) && unsplitProof(p, side) {
		return s.answer(No)
	}
	// The same with plainer aims finds many of the mates the first misses.
	if v := s.iterateWith(&s.plain, p, 1, firstNodes); v != Unknown {
		return s.answer(v)
	}
	// Its mates take it a few hundred nodes; with free moves going deeper
	// it can wander for thousands more where the closure and the corner
	// search below find the long mates of endings within a few hundred.
	if v := s.iterate(p, quickDepth, quickNodes); v != Unknown {
		return s.answer(v)
	}
	depth := quickDepth + 1
	// A short deepening finds most helpmates before the costly proofs.
	for early := s.nodes + earlyNodes; depth <= maxDepth && s.nodes < early && !s.stopped; depth++ {
		if v := s.iterate(p, depth, early-s.nodes); v != Unknown {
			return s.answer(v)
		}
	}
	s.rewardChecks = true
	if v := s.static(p, side); v != Unknown {
		return s.answer(v)
	}
	// A lone minor piece mates in a corner, and a pawn ending's long
	// helpmate runs to a promotion: where the short searches above fail,
	// the corner search and the closure find most of these within a few
	// hundred positions, before the guided search spends its thousands.
	// Behind locked pawns the closure retries the static proof after
	// every pawn move, and the guided search goes first.
	if v := s.cornerSearch(p, earlyCornerNodes); v != Unknown {
		return s.answer(v)
	}
	locked := lockedPawns(p)
	if !locked {
		if v := s.closure(p, earlyClosureNodes); v != Unknown {
			return s.answer(v)
		}
	}
	if v := s.guidedWithin(p, firstGuided); v != Unknown {
		return s.answer(v)
	}
	// The slowest sides of real games mate or close within a few thousand
	// positions of the closure, where the guided search's first iteration
	// would spend tens of thousands of nodes in vain: the closure goes on
	// before that iteration.
	if v := s.closure(p, probeClosureNodes); v != Unknown {
		return s.answer(v)
	}
	// The first iteration finds the long helpmates of a king shut in behind
	// locked pawns. Without a locked pawn, the mates it finds take it a
	// few thousand nodes, and those it misses the closure finds within
	// tens of thousands of positions: a short first iteration, then the
	// closure goes on, then the whole iteration if the short one was cut.
	if locked {
		if v := s.firstIteration(p, firstIterationNodes); v != Unknown {
			return s.answer(v)
		}
	} else {
		start := s.nodes
		if v := s.firstIteration(p, shortIterationNodes); v != Unknown {
			return s.answer(v)
		}
		cut := s.nodes-start >= shortIterationNodes
		if v := s.closure(p, longProbeClosureNodes); v != Unknown {
			return s.answer(v)
		}
		if cut {
			if v := s.firstIteration(p, firstIterationNodes); v != Unknown {
				return s.answer(v)
			}
		}
	}
	if v := s.zoneSearch(p, firstZoneNodes); v != Unknown {
		return s.answer(v)
	}
	if v := s.cornerSearch(p, firstCornerNodes); v != Unknown {
		return s.answer(v)
	}
	// A winner that only ever pushes pawns runs out of moves soon, so the
	// closure ends: given room, it proves what the reach analysis cannot,
	// a mate that needs more spare moves than the winner has. (With the
	// same moves in the same order, the closure given room finds what it
	// would find without.)
	room := closureNodes
	if s.limit-s.nodes > closureNodes+pawnProbeNodes {
		pawnsOnly, probed := onlyPawnMoves(p, s.winner, pawnProbeNodes)
		s.nodes += probed
		if pawnsOnly {
			room = pawnClosureNodes
		}
	}
	if v := s.closure(p, room); v != Unknown {
		return s.answer(v)
	}
	if v := s.cornerSearch(p, cornerNodes); v != Unknown {
		return s.answer(v)
	}
	// The guided search leaves zoneNodes of a large budget to the zone
	// search; a small budget is all the guided search's.
	limit := s.limit
	if limit-s.nodes > 2*zoneNodes {
		s.limit = limit - zoneNodes
	}
	v := s.guided(p)
	s.limit, s.stopped = limit, false
	if v != Unknown {
		return s.answer(v)
	}
	if v := s.zoneSearch(p, zoneNodes); v != Unknown {
		return s.answer(v)
	}
	return s.answer(Unknown)
}

func (s *solver) start(p chess.Position, side chess.Color, b Budget) {
	s.root = p
	s.winner = side
	s.deep.winner = side
	s.plain.winner = side
	s.rewardChecks = false
	s.nodes = 0
	s.stopped = false
	s.firstPly = 0
	s.line = s.line[:0]
	s.limit = b.Nodes
	if s.limit <= 0 {
		s.limit = DefaultNodes
	}
	s.target = newTargets(p, side)
	s.resumable = false // a closure of another question never goes on
}

func (s *solver) answer(v Verdict) Answer {
	a := Answer{Verdict: v, Nodes: s.nodes}
	if v == Yes {
		a.Line = s.shortest(s.line)
		a.Nodes = s.nodes
	}
	return a
}

// mates reports whether line is legal from p and ends in mate by side.
func mates(p chess.Position, line []chess.Move, side chess.Color) bool {
	for _, m := range line {
		if !p.IsLegal(m) {
			return false
		}
		p = p.Play(m)
	}
	var buf [256]chess.Move
	return len(p.LegalMoves(buf[:0])) == 0 && p.InCheck() && p.Turn() != side
}

// iterate runs one deepening iteration with its own node allowance: Yes if
// it found a mate (the line is in s.line), No if it explored every
// position reachable from p without meeting the depth limit.
func (s *solver) iterate(p chess.Position, depth, allowance int) Verdict {
	return s.iterateWith(&s.deep, p, depth, allowance)
}

// iterateWith is iterate with the deepening d.
func (s *solver) iterateWith(d *deepening, p chess.Position, depth, allowance int) Verdict {
	d.nextIteration()
	limit := s.limit
	s.limit = min(limit, s.nodes+allowance)
	found := d.search(s, p, s.firstPly, depth, false)
	local := s.stopped && s.nodes >= s.limit && s.limit < limit
	s.limit = limit
	switch {
	case found:
		return Yes
	case local:
		s.stopped = false // only this iteration's allowance ran out
	case !d.cut && !s.stopped:
		return No
	}
	return Unknown
}

// static plays the forced moves from p (a single legal move each time),
// then tries the static proof on the position reached and on every
// position one move later.
func (s *solver) static(p chess.Position, side chess.Color) Verdict {
	var buf [256]chess.Move
	forced := 0
	for ; forced < forcedPlies; forced++ {
		moves := p.LegalMoves(buf[:0])
		if len(moves) == 0 {
			if p.InCheck() && p.Turn() != side {
				return Unknown // a mate: the search will find it
			}
			return No
		}
		if len(moves) > 1 {
			break
		}
		p = p.Play(moves[0])
	}
	if provedUnwinnable(p, side) {
		return No
	}
	moves := p.LegalMoves(buf[:0])
	for _, m := range moves {
		q := p.Play(m)
		if !provedUnwinnable(q, side) {
			var next [256]chess.Move
			if len(q.LegalMoves(next[:0])) == 0 && !(q.InCheck() && q.Turn() != side) {
				continue // stalemate, or side itself mated: no mate for side here
			}
			return Unknown
		}
	}
	return No
}

// lockedPawns reports whether some pawn stands blocked by an enemy pawn.
func lockedPawns(p chess.Position) bool {
	return (p.Pieces(chess.White, chess.Pawn)<<8)&p.Pieces(chess.Black, chess.Pawn) != 0
}

// onlyPawnMoves reports whether, in the first limit positions of a
// depth-first walk from p, winner never has a legal move but a pawn's,
// and how many positions it visited. It only picks the positions the
// closure is given more room for: any answer is sound.
func onlyPawnMoves(p chess.Position, winner chess.Color, limit int) (bool, int) {
	nodes := 0
	var walk func(q chess.Position, depth int) bool
	walk = func(q chess.Position, depth int) bool {
		var buf [256]chess.Move
		moves := q.LegalMoves(buf[:0])
		pawns := q.Pieces(q.Turn(), chess.Pawn)
		for _, m := range moves {
			if q.Turn() == winner && !pawns.Has(m.From()) {
				return false
			}
		}
		for _, m := range moves {
			if nodes++; nodes >= limit || depth == 0 {
				return true
			}
			if !walk(q.Play(m), depth-1) {
				return false
			}
		}
		return true
	}
	only := walk(p, pawnProbeDepth)
	return only, nodes
}

// pawnProbeDepth bounds the walk of onlyPawnMoves, so that it looks at
// more than one line.
const pawnProbeDepth = 8
