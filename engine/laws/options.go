package laws

import (
	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
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
	// any series of legal moves from p. Nil means MaterialCanCheckmate.
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
	return MaterialCanCheckmate(p, side)
}

func (o Options) readMove(p chess.Position, text string) (chess.Move, error) {
	if o.ReadMove != nil {
		return o.ReadMove(p, text)
	}
	return notation.Read(p, text, notation.Options{AnyLanguage: true})
}

// MaterialCanCheckmate is the default answer to CanCheckmate, from the
// material alone. It proves Unable in the cases no position can change:
// a lone king; a king and one minor piece against a lone king; kings and
// bishops all on squares of one colour. Everything else is Able, so
// blocked positions are not recognised as dead: plug in a full search
// through Options.CanCheckmate for that.
func MaterialCanCheckmate(p chess.Position, side chess.Color) Ability {
	own := p.ByColor(side)
	if own == p.Pieces(side, chess.King) {
		return Unable
	}
	other := side.Other()
	heavy := p.Pieces(side, chess.Pawn) | p.Pieces(side, chess.Rook) | p.Pieces(side, chess.Queen)
	if heavy != 0 {
		return Able
	}
	minors := p.Pieces(side, chess.Knight) | p.Pieces(side, chess.Bishop)
	if minors.Count() == 1 && p.ByColor(other) == p.Pieces(other, chess.King) {
		return Unable
	}
	// Only bishops on both sides, all on one square colour: no mate.
	allBishops := p.Pieces(chess.White, chess.Bishop) | p.Pieces(chess.Black, chess.Bishop)
	kings := p.Pieces(chess.White, chess.King) | p.Pieces(chess.Black, chess.King)
	if p.Occupied() == allBishops|kings && (allBishops&lightSquares == 0 || allBishops&^lightSquares == 0) {
		return Unable
	}
	return Able
}

// lightSquares holds b1, d1, ... : the squares where file+rank is odd.
const lightSquares chess.Bitboard = 0x55AA55AA55AA55AA
