package outcome

import (
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// The package's API answers through the solver: a bare king cannot mate,
// a queen can, and a lone knight against a bare king is insufficient.
func TestAPIAnswersThroughTheSolver(t *testing.T) {
	p, err := chess.ParseFEN("4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if a := CanCheckmate(p, chess.White, Budget{Nodes: 50_000}); a.Verdict != Yes || len(a.Line) == 0 {
		t.Errorf("queen: %v with line %v, want yes with a line", a.Verdict, a.Line)
	}
	if a := CanCheckmate(p, chess.Black, Budget{Nodes: 50_000}); a.Verdict != No {
		t.Errorf("bare king: %v, want no", a.Verdict)
	}
	if IsDeadPosition(p, Budget{Nodes: 50_000}) != No {
		t.Error("queen on the board: dead position")
	}
	n, _ := chess.ParseFEN("4k3/8/8/8/8/8/3N4/4K3 w - - 0 1")
	if !InsufficientMaterial(n, chess.White) || IsDeadPosition(n, Budget{Nodes: 50_000}) != Yes {
		t.Error("king and knight against king: not insufficient, or not dead")
	}
}
