package solver

import (
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// FuzzProvedUnwinnable feeds any position the FEN reader accepts to the
// static proofs: they must not panic, and where they prove that a side
// cannot mate, a plain helpmate search must not find a mate.
func FuzzProvedUnwinnable(f *testing.F) {
	for _, fen := range []string{
		"8/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N3b3 b - -",
		"1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - -",
		"5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - -",
		"8/8/8/8/8/2b1k1b1/8/3RKR2 w - -",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1",
	} {
		f.Add(fen)
	}
	s := solvers.get()
	defer solvers.put(s)
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			return
		}
		for side := chess.White; side <= chess.Black; side++ {
			if !provedUnwinnable(p, side) {
				continue
			}
			if line, ok := plainHelpmate(s, p, side); ok {
				t.Fatalf("proof says %s cannot mate in %s, but %v mates", side, fen, line)
			}
		}
	})
}
