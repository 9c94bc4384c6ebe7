package outcome

import "github.com/arbiterconsole/arbiter/engine/chess"

// closure explores every position reachable from p, each once, without a
// depth limit: if none is a mate by the winner, mate is impossible. A
// pawn move or a capture changes the structure, so the static proof is
// tried again there and, when it holds, the branch is closed. Moves are
// tried in the search's order, so a mate, when there is one, comes early.
// It returns Yes (the line is in s.line), No, or Unknown when more than
// limit nodes would be needed.
func (s *solver) closure(p chess.Position, limit int) Verdict {
	s.seen.reset()
	clear(s.live)
	s.walk = s.walk[:0]
	stop := min(s.limit, s.nodes+min(limit, s.seen.capacity()))
	s.seen.add(p.Key())
	switch s.explore(p, stop) {
	case explored:
		return No
	case mated:
		s.line = append(s.line[:0], s.walk...)
		return Yes
	}
	return Unknown
}

type exploreResult uint8

const (
	explored exploreResult = iota
	mated
	gaveUp
)

// explore explores p, which the caller has added to s.seen, and every
// position reachable from it that is not in s.seen yet.
func (s *solver) explore(p chess.Position, stop int) exploreResult {
	s.nodes++
	if s.nodes >= stop || (s.nodes&63 == 0 && s.late()) {
		return gaveUp
	}
	var buf [256]chess.Move
	var grades [256]grade
	moves := p.LegalMoves(buf[:0])
	if len(moves) == 0 {
		if p.InCheck() && p.Turn() != s.winner {
			return mated
		}
		return explored
	}
	if insufficient(p, s.winner) {
		return explored
	}
	s.grade(&p, moves, grades[:len(moves)])
	pawns, men := p.Pieces(p.Turn(), chess.Pawn), p.Occupied().Count()
	for _, want := range [...]grade{reward, normal, punish} {
		for i, m := range moves {
			if grades[i] != want {
				continue
			}
			q := p.Play(m)
			// A position proved dead joins the seen ones too: the proof
			// is dearer than a look-up, and it holds on every path.
			if !s.seen.add(q.Key()) || (pawns.Has(m.From()) || q.Occupied().Count() < men) && s.provedDead(q) {
				continue
			}
			if s.proofs&15 == 0 && s.late() {
				return gaveUp
			}
			s.walk = append(s.walk, m)
			if r := s.explore(q, stop); r != explored {
				return r
			}
			s.walk = s.walk[:len(s.walk)-1]
		}
	}
	return explored
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
// probe touches one cache line.
type keySet struct {
	slots []keySlot
	gen   uint32
}

type keySlot struct {
	key uint64
	gen uint32
}

const keySetBits = 18

func newKeySet() keySet {
	return keySet{slots: make([]keySlot, 1<<keySetBits), gen: 1}
}

func (k *keySet) reset() {
	k.gen++
	if k.gen == 0 {
		clear(k.slots)
		k.gen = 1
	}
}

// capacity is the most keys the set holds before probing gets slow.
func (k *keySet) capacity() int { return len(k.slots) / 2 }

// add inserts key and reports whether it was new.
func (k *keySet) add(key uint64) bool {
	mask := uint64(len(k.slots) - 1)
	for i := key & mask; ; i = (i + 1) & mask {
		slot := &k.slots[i]
		switch {
		case slot.gen != k.gen:
			*slot = keySlot{key: key, gen: k.gen}
			return true
		case slot.key == key:
			return false
		}
	}
}
