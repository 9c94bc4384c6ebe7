package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// TestProofsSurviveRandomWalks tries to falsify the static proofs: from
// every labelled position, random games are played, and wherever a proof
// says a side can no longer mate, a plain helpmate search (no static proof
// in it) must not find a mate for that side. -positions.all walks from
// every position instead of every fifth.
func TestProofsSurviveRandomWalks(t *testing.T) {
	positions := readLabelled(t, "testdata/positions.txt")
	rng := rand.New(rand.NewPCG(5, 2))
	s := solvers.get()
	defer solvers.put(s)
	proofs := 0
	step := 5
	switch {
	case *allPositions:
		step = 1
	case testing.Short():
		step = 25 // the race detector's run
	}
	for i := 0; i < len(positions); i += step {
		lp := positions[i]
		p := lp.position
		var buf [256]chess.Move
		for ply := 0; ply < 16; ply++ {
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			p = p.Play(moves[rng.IntN(len(moves))])
			for side := chess.White; side <= chess.Black; side++ {
				if !provedUnwinnable(p, side) {
					continue
				}
				proofs++
				if line, ok := plainHelpmate(s, p, side); ok {
					t.Fatalf("line %d: proof says %s cannot mate in %s, but %v mates", lp.line, side, p.FEN(), line)
				}
			}
		}
	}
	t.Logf("%d proofs checked", proofs)
}

// plainHelpmate looks for a mate by side with the search alone.
func plainHelpmate(s *solver, p chess.Position, side chess.Color) ([]chess.Move, bool) {
	s.start(p, side, Budget{Nodes: 2000})
	for depth := 1; depth <= 12 && !s.stopped; depth++ {
		if s.iterate(p, depth, 500) == Yes {
			return s.line, true
		}
	}
	return nil, false
}
