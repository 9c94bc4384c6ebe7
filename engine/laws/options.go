package laws

import (
	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
	"github.com/arbiterconsole/arbiter/engine/outcome"
)

// Ability answers "can this side still checkmate?" (6.9, 7.5.5, 5.2.2).
type Ability int

const (
	Unknown Ability = iota // not proven either way: treated as able
	Able                   // some series of legal moves mates
	Unable                 // no series of legal moves mates
)

// Options are the parts of the engine that other packages provide.
type Options struct {
	// CanCheckmate tells whether side can checkmate the other king by
	// any series of legal moves from p. Nil means SolverCanCheckmate.
	CanCheckmate func(p chess.Position, side chess.Color) Ability
	// ReadMove reads a move as the arbiter typed it. Nil means
	// notation.Read in any language: SAN in the seven languages, long
	// algebraic or UCI.
	ReadMove func(p chess.Position, text string) (chess.Move, error)
}

func (o Options) canCheckmate(p chess.Position, side chess.Color) Ability {
	if o.CanCheckmate != nil {
		return o.CanCheckmate(p, side)
	}
	return SolverCanCheckmate(p, side)
}

// dead reports a dead position (5.2.2), checked after every move. With an
// injected CanCheckmate it asks that for both sides. By default the cheap
// material rule goes first; the solver, within deadNodes, only looks at
// positions without queens and rooks, where blocked pawns and bishops make
// dead positions happen in real games. A budget that runs out leaves the
// game going: the arbiter can still declare the position dead.
func (o Options) dead(p chess.Position) bool {
	if o.CanCheckmate != nil {
		return o.CanCheckmate(p, chess.White) == Unable && o.CanCheckmate(p, chess.Black) == Unable
	}
	if MaterialCanCheckmate(p, chess.White) == Unable && MaterialCanCheckmate(p, chess.Black) == Unable {
		return true
	}
	heavy := p.Pieces(chess.White, chess.Queen) | p.Pieces(chess.Black, chess.Queen) |
		p.Pieces(chess.White, chess.Rook) | p.Pieces(chess.Black, chess.Rook)
	return heavy == 0 && outcome.IsDeadPosition(p, outcome.Budget{Nodes: deadNodes}) == outcome.Yes
}

// deadNodes bounds the dead-position search after each move: a few
// milliseconds at most, the same on every machine.
const deadNodes = 2_000

// SolverCanCheckmate is the default answer to CanCheckmate: engine/outcome's
// staged solver (locked pawns, confined bishops, forced lines, then a
// bounded helpmate search), within its default node budget so that a
// ruling takes the same time and gives the same answer on every machine.
// Unknown, when the budget runs out, is treated as able to mate.
func SolverCanCheckmate(p chess.Position, side chess.Color) Ability {
	switch outcome.CanCheckmate(p, side, outcome.Budget{Nodes: outcome.DefaultNodes}).Verdict {
	case outcome.Yes:
		return Able
	case outcome.No:
		return Unable
	}
	return Unknown
}

func (o Options) readMove(p chess.Position, text string) (chess.Move, error) {
	if o.ReadMove != nil {
		return o.ReadMove(p, text)
	}
	return notation.Read(p, text, notation.Options{AnyLanguage: true})
}

// MaterialCanCheckmate answers CanCheckmate from the material alone, by
// engine/outcome's material rule (the solver's first stage): Unable only
// when no position reached from this material can be mate, such as a lone
// king, or a lone minor piece or bishops of one colour against pieces
// that cannot block. Everything else is Able; blocked pawns need the
// solver (SolverCanCheckmate).
func MaterialCanCheckmate(p chess.Position, side chess.Color) Ability {
	if outcome.InsufficientMaterial(p, side) {
		return Unable
	}
	return Able
}
