package outcome

import "github.com/arbiterconsole/arbiter/engine/chess"

// closure explores every position reachable from p, each once, without a
// depth limit: if none is a mate by the winner, mate is impossible. A
// pawn move or a capture changes the structure, so the static proof is
// tried again there and, when it holds, the branch is closed. It returns
// Yes (the line is in s.line), No, or Unknown when more than limit nodes
// would be needed.
func (s *solver) closure(p chess.Position, limit int) Verdict {
	clear(s.seen)
	clear(s.live)
	s.path2 = s.path2[:0]
	stop := min(s.limit, s.nodes+limit)
	switch s.explore(p, stop) {
	case explored:
		return No
	case mated:
		s.line = append(s.line[:0], s.path2...)
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

func (s *solver) explore(p chess.Position, stop int) exploreResult {
	if _, ok := s.seen[p.Key()]; ok {
		return explored
	}
	s.seen[p.Key()] = struct{}{}
	s.nodes++
	if s.nodes >= stop || (s.nodes&63 == 0 && s.late()) {
		return gaveUp
	}
	var buf [256]chess.Move
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
	for _, m := range moves {
		q := p.Play(m)
		if (p.IsCapture(m) || p.PieceAt(m.From()).Type() == chess.Pawn) && s.provedDead(q) {
			continue
		}
		if s.proofs&15 == 0 && s.late() {
			return gaveUp
		}
		s.path2 = append(s.path2, m)
		if r := s.explore(q, stop); r != explored {
			return r
		}
		s.path2 = s.path2[:len(s.path2)-1]
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
	dead := deadFor(q, s.winner)
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
