package solver

import (
	"slices"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// closure explores every position reachable from p, each once, without a
// depth limit: if none is a mate by the winner, mate is impossible. A
// pawn move or a capture changes the structure, so the static proof is
// tried again there and, when it holds, the branch is closed. Moves are
// tried in the search's order, so a mate, when there is one, comes early.
// It returns Yes (the line is in s.line), No, or Unknown when more than
// limit nodes would be needed.
//
// A closure of the same question that gave up goes on where it stopped
// (p is then the position it started from: every call of a question
// passes the question's own): with the same moves in the same order it
// would meet the same positions again, so limit counts the positions of
// every call together, and what a first small closure explored is never
// explored twice. How many positions it may hold is decided by the
// question's limits alone, never by the size a set kept from an earlier
// question happens to have, so that a verdict never depends on what the
// solver was asked before.
func (s *solver) closure(p chess.Position, limit int) Verdict {
	if s.stopped || s.nodes >= s.limit {
		return Unknown // the budget is spent: not one node more
	}
	bits := keySetBits // up to 4 MB, as the set grows
	if limit > 1<<(keySetBits-1) {
		bits = wideKeySetBits // 16 MB for the few given more room
	}
	switch {
	case !s.resumable:
		s.seen.reset(bits)
		clear(s.live)
		s.walk = s.walk[:0]
		s.explored = 0
		s.frames.reset()
		s.moves, s.grades = s.moves[:0], s.grades[:0]
		s.seen.add(p.Key())
		s.pending, s.resumable = p, true
	default:
		s.seen.widen(bits)
	}
	room := min(limit, s.seen.capacity()) - s.explored
	if room <= 0 {
		return Unknown
	}
	before := s.nodes
	r := s.explore(min(s.limit, s.nodes+room))
	s.explored += s.nodes - before
	s.resumable = r == gaveUp
	switch r {
	case explored:
		return No
	case mated:
		s.line = append(s.line[:0], s.walk...)
		if len(s.line) > shortLine {
			if line := s.shortestExplored(p); line != nil && len(line) < len(s.line) {
				s.line = append(s.line[:0], line...)
			}
		}
		return Yes
	}
	return Unknown
}

// shortestExplored returns a shortest line from p to a mate by the
// winner that passes only through positions the closure met, or nil. The
// closure's line is its depth-first walk, which wanders; a breadth-first
// search over the same positions, marked in the closure's own set, visits
// each at most once, so it costs no more than the closure did and needs
// no budget of its own.
func (s *solver) shortestExplored(p chess.Position) []chess.Move {
	s.seen.startWalk()
	s.seen.visit(p.Key())
	queue := &s.zoneQueue
	queue.reset()
	queue.push(zoneStep{p: p, parent: -1})
	var buf [256]chess.Move
	for head := 0; head < queue.len(); head++ {
		q := queue.at(head).p
		// A mate is returned when it is queued, and p, from which the
		// closure walked to a mate, is none: no position taken from the
		// queue is a mate.
		for _, m := range q.LegalMoves(buf[:0]) {
			next := q.Play(m)
			if s.seen.visit(next.Key()) {
				queue.push(zoneStep{p: next, parent: int32(head), move: m})
				// The first mate queued is the first taken from the queue:
				// found here, the rest of its ply is never expanded.
				if next.Turn() != s.winner && next.InCheck() && !next.HasLegalMoves() {
					return pathTo(queue, queue.len()-1)
				}
			}
		}
	}
	return nil
}

// pathTo returns the moves from the first step of queue to step n.
func pathTo(queue *chunks[zoneStep], n int) []chess.Move {
	var line []chess.Move
	for ; n > 0; n = int(queue.at(n).parent) {
		line = append(line, queue.at(n).move)
	}
	slices.Reverse(line)
	return line
}

type exploreResult uint8

const (
	explored exploreResult = iota
	mated
	gaveUp
	entered // a position with moves to try is on the stack
	filled  // the seen set is full: the walk cannot go on
)

// exploreFrame is one position of the closure's walk: its moves are
// s.moves[start:end], tried grade by grade from next on.
type exploreFrame struct {
	p                chess.Position
	start, end, next int
	pass             int // index into gradeOrder
	pawns            chess.Bitboard
	men              int
}

var gradeOrder = [...]grade{reward, normal, punish}

// explore goes on with the closure's walk: it enters s.pending, a
// position already in s.seen, then every position reachable from those on
// the stack that is not in s.seen yet. When the work runs out at stop, the
// position it was about to enter becomes s.pending, so that a later call
// goes on from there. The walk is a loop over an explicit stack: it may go
// a hundred thousand plies deep, and a goroutine stack that deep costs
// more to grow and scan than the search.
func (s *solver) explore(stop int) exploreResult {
	root := s.frames.len() == 0
	switch r := s.enter(s.pending, stop); r {
	case explored:
		if !root {
			s.walk = s.walk[:len(s.walk)-1]
		}
	case mated, gaveUp:
		return r
	}
	for s.frames.len() > 0 {
		f := s.frames.last()
		m, ok := s.nextMove(f)
		if !ok {
			s.moves, s.grades = s.moves[:f.start], s.grades[:f.start]
			s.frames.pop()
			if s.frames.len() > 0 {
				s.walk = s.walk[:len(s.walk)-1]
			}
			continue
		}
		q := f.p.Play(m)
		if s.seen.full() {
			return filled // positions proved dead filled it past the positions entered
		}
		// A position proved dead joins the seen ones too: the proof is
		// dearer than a look-up, and it holds on every path.
		if !s.seen.add(q.Key()) || (f.pawns.Has(m.From()) || q.Occupied().Count() < f.men) && s.provedDead(q) {
			continue
		}
		s.walk = append(s.walk, m)
		switch r := s.enter(q, stop); r {
		case explored:
			s.walk = s.walk[:len(s.walk)-1]
		case gaveUp:
			s.pending = q
			return r
		case mated:
			return r
		}
	}
	return explored
}

// enter counts p as a node and, when it has moves worth trying, pushes it
// on the stack with its moves graded. At stop it gives up before counting
// p, which a later call enters.
func (s *solver) enter(p chess.Position, stop int) exploreResult {
	if s.nodes+1 >= stop {
		return gaveUp
	}
	s.nodes++
	start := len(s.moves)
	s.moves = p.LegalMoves(s.moves)
	moves := s.moves[start:]
	switch {
	case len(moves) == 0 && p.InCheck() && p.Turn() != s.winner:
		return mated
	case len(moves) == 0 || insufficient(&p, s.winner):
		s.moves = s.moves[:start]
		return explored
	}
	s.grades = append(s.grades, make([]grade, len(moves))...)
	f := s.frames.push(exploreFrame{
		p: p, start: start, end: len(s.moves), next: start,
		pawns: p.Pieces(p.Turn(), chess.Pawn), men: p.Occupied().Count(),
	})
	s.grade(&f.p, moves, s.grades[start:])
	return entered
}

// nextMove returns the next move of f to try: the rewarded ones first,
// then the normal, then the punished ones.
func (s *solver) nextMove(f *exploreFrame) (chess.Move, bool) {
	for ; f.pass < len(gradeOrder); f.pass, f.next = f.pass+1, f.start {
		for f.next < f.end {
			i := f.next
			f.next++
			if s.grades[i] == gradeOrder[f.pass] {
				return s.moves[i], true
			}
		}
	}
	return 0, false
}

// provedDead runs the static proof on q, unless it already failed on a
// position with the same pawns and material: it then most likely fails
// again, and skipping a proof never makes an answer wrong.
func (s *solver) provedDead(q chess.Position) bool {
	key := structureKey(q)
	if _, ok := s.live[key]; ok {
		return false
	}
	dead := provedUnwinnable(q, s.winner)
	if !dead {
		s.live[key] = struct{}{}
	}
	s.proofs++
	return dead
}

// structureKey hashes the pawns and the number of each kind of piece.
func structureKey(p chess.Position) uint64 {
	const mix = 0x9E3779B97F4A7C15
	h := uint64(p.Pieces(chess.White, chess.Pawn))*mix ^ uint64(p.Pieces(chess.Black, chess.Pawn))
	for c := chess.White; c <= chess.Black; c++ {
		for t := chess.Knight; t <= chess.Queen; t++ {
			h = h*mix ^ uint64(p.Pieces(c, t).Count())
		}
		h = h*mix ^ uint64((p.Pieces(c, chess.Bishop) & darkSquares).Count())
	}
	return h
}

// keySet is a set of Zobrist keys with open addressing, emptied in O(1)
// by moving to a new generation. Key and generation share a slot, so a
// probe touches one cache line. The set starts small and grows as keys
// come, up to 1<<limit slots: most closures meet a few thousand
// positions, and probes that stay in the cache cost a fraction of those
// spread over megabytes. Its slots are made as it grows, never before,
// so that a set that stays small never clears the megabytes its limit
// allows, and are kept for the next question.
type keySet struct {
	slots []keySlot // the set uses slots[:1<<bits]
	bits  int
	limit int // the most bits the set may grow to
	count int
	gen   uint32
	walk  uint32    // the mark of the current walk over the set (visit)
	moved []keySlot // reused when the set grows
}

type keySlot struct {
	key  uint64
	gen  uint32
	mark uint32 // the walk that last visited the key
}

const (
	keySetBits      = 18
	wideKeySetBits  = 20
	firstKeySetBits = 14 // 256 KB: the slots a set starts with
)

// reset empties the set and lets it grow to 1<<bits slots.
func (k *keySet) reset(bits int) {
	k.count = 0
	k.limit = bits
	k.bits = min(firstKeySetBits, bits)
	k.emptySlots()
}

// emptySlots makes the set's 1<<bits slots empty: new ones when there
// are too few, else the next generation of the ones it has.
func (k *keySet) emptySlots() {
	if len(k.slots) < 1<<k.bits {
		k.slots, k.gen = make([]keySlot, 1<<k.bits), 1
		return
	}
	if k.gen++; k.gen == 0 {
		clear(k.slots)
		k.gen = 1
	}
}

// widen lets the set grow to at least 1<<bits slots, its keys and their
// marks kept.
func (k *keySet) widen(bits int) { k.limit = max(k.limit, bits) }

// capacity is the most keys the set holds before probing gets slow.
func (k *keySet) capacity() int { return 1 << k.limit / 2 }

// full reports whether the set holds capacity keys: a search that adds
// more stops first, for a set filled to its last slot would make the
// next probe for a new key go round it for ever.
func (k *keySet) full() bool { return k.count >= k.capacity() }

// slot returns key's slot, or the empty slot where key would go.
func (k *keySet) slot(key uint64) *keySlot {
	mask := uint64(1)<<k.bits - 1
	for i := key & mask; ; i = (i + 1) & mask {
		slot := &k.slots[i]
		if slot.gen != k.gen || slot.key == key {
			return slot
		}
	}
}

// add inserts key and reports whether it was new.
func (k *keySet) add(key uint64) bool {
	slot := k.slot(key)
	if slot.gen == k.gen {
		return false
	}
	*slot = keySlot{key: key, gen: k.gen}
	if k.count++; 2*k.count > 1<<k.bits && k.bits < k.limit {
		k.grow()
	}
	return true
}

// grow moves the keys into four times the slots, their marks with them.
func (k *keySet) grow() {
	k.gatherLive()
	k.bits = min(k.bits+2, k.limit)
	k.emptySlots()
	k.reinsert()
}

// gatherLive copies the set's keys, with their marks, into k.moved.
func (k *keySet) gatherLive() {
	k.moved = k.moved[:0]
	for _, slot := range k.slots[:1<<k.bits] {
		if slot.gen == k.gen {
			k.moved = append(k.moved, slot)
		}
	}
}

// reinsert puts the keys of k.moved back, in the set's generation.
func (k *keySet) reinsert() {
	for _, m := range k.moved {
		m.gen = k.gen
		*k.slot(m.key) = m
	}
}

// startWalk begins a walk over the set: no key is visited yet.
func (k *keySet) startWalk() {
	k.walk++
	if k.walk == 0 {
		for i := range k.slots {
			k.slots[i].mark = 0
		}
		k.walk = 1
	}
}

// visit reports whether key is in the set and not yet visited in the
// current walk, and marks it visited.
func (k *keySet) visit(key uint64) bool {
	slot := k.slot(key)
	if slot.gen != k.gen || slot.mark == k.walk {
		return false
	}
	slot.mark = k.walk
	return true
}
