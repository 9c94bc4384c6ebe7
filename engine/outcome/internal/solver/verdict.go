package solver

import "github.com/arbiterconsole/arbiter/engine/chess"

// Verdict answers "can this side still checkmate?".
type Verdict uint8

// The three answers. Unknown means only that the budget ran out.
const (
	Unknown Verdict = iota
	Yes
	No
)

func (v Verdict) String() string {
	switch v {
	case Yes:
		return "yes"
	case No:
		return "no"
	}
	return "unknown"
}

// Budget bounds the work of CanCheckmate in positions visited, never in
// time: a ruling must not change with the computer or its load. The zero
// Budget means DefaultNodes.
type Budget struct {
	// Nodes is the most positions the searches may visit.
	Nodes int
}

// DefaultNodes is the node budget used when a Budget sets no limit at all.
const DefaultNodes = 1_000_000

// Answer is a verdict with its evidence.
type Answer struct {
	Verdict Verdict
	// Line is, for Yes, the legal moves from the position that end in the
	// side's checkmate; it is empty when the position is that mate already.
	Line []chess.Move
	// Nodes is the number of positions the search visited.
	Nodes int
}

// CanCheckmate reports whether side can checkmate the opponent in p by some
// series of legal moves (Articles 5.2.2, 6.9, 7.5.5, A.4.3): Yes with a
// helpmate line as evidence, No when proved impossible, Unknown when the
// budget ran out first.
func CanCheckmate(p chess.Position, side chess.Color, budget Budget) Answer {
	s := solvers.get()
	defer solvers.put(s)
	return s.solve(p, side, budget)
}

// IsDeadPosition reports whether neither side can checkmate (Article 5.2.2).
// It is Yes (dead) only when both sides are proved unable, No when a side
// can mate, and Unknown otherwise.
func IsDeadPosition(p chess.Position, budget Budget) Verdict {
	white := CanCheckmate(p, chess.White, budget).Verdict
	if white == Yes {
		return No
	}
	black := CanCheckmate(p, chess.Black, budget).Verdict
	switch {
	case black == Yes:
		return No
	case white == No && black == No:
		return Yes
	}
	return Unknown
}
