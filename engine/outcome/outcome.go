package outcome

import (
	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/outcome/internal/solver"
)

// Verdict answers "can this side still checkmate?".
type Verdict = solver.Verdict

// The three answers. Unknown means only that the budget ran out.
const (
	Unknown = solver.Unknown
	Yes     = solver.Yes
	No      = solver.No
)

// Budget bounds the work of CanCheckmate in positions visited, never in
// time, so a verdict is the same on every computer. The zero Budget means
// DefaultNodes.
type Budget = solver.Budget

// Answer is a verdict with its evidence: for Yes, the mating line.
type Answer = solver.Answer

// DefaultNodes is the node budget used when a Budget sets no limit at all.
const DefaultNodes = solver.DefaultNodes

// CanCheckmate reports whether side can checkmate the opponent in p by some
// series of legal moves: Yes with a helpmate line as evidence, No when
// proved impossible, Unknown when the budget ran out first.
func CanCheckmate(p chess.Position, side chess.Color, budget Budget) Answer {
	return solver.CanCheckmate(p, side, budget)
}

// IsDeadPosition reports whether neither side can checkmate (Article
// 5.2.2): Yes only when both are proved unable, No when one can mate.
func IsDeadPosition(p chess.Position, budget Budget) Verdict {
	return solver.IsDeadPosition(p, budget)
}

// InsufficientMaterial reports whether side's material can never mate,
// whatever both sides play: the solver's first stage, sound but not
// complete, and cheap enough to run after every move. It speaks of the
// moves to come: test a position that is already mate first.
func InsufficientMaterial(p chess.Position, side chess.Color) bool {
	return solver.Insufficient(p, side)
}
