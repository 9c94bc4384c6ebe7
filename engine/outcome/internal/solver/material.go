package solver

import "github.com/arbiterconsole/arbiter/engine/chess"

// darkSquares holds a1, c1, ..., the squares of a1's colour.
const darkSquares chess.Bitboard = 0xAA55AA55AA55AA55

// insufficient reports whether winner's material can never mate, whatever
// both sides do: stage 1 of the solver. It is sound (true means proved) but
// not complete. It speaks of the moves to come: a position that is mate
// already (a FEN may show one no game reaches, such as a double check by
// two bishops of one colour) must be tested first, as every caller does.
func insufficient(p *chess.Position, winner chess.Color) bool {
	loser := winner.Other()
	own := p.ByColor(winner) &^ p.Pieces(winner, chess.King)
	if own == 0 {
		return true // a lone king never gives check
	}
	if p.Pieces(loser, chess.Pawn) != 0 {
		return false // the loser may promote to a piece that blocks
	}
	knights := p.Pieces(winner, chess.Knight)
	bishops := p.Pieces(winner, chess.Bishop)
	theirKnights := p.Pieces(loser, chess.Knight)
	theirBishops := p.Pieces(loser, chess.Bishop)
	theirRooks := p.Pieces(loser, chess.Rook)
	switch {
	case own == knights && own.Count() == 1:
		// A lone knight needs a flight square blocked by a piece that can
		// neither take the knight nor interpose: only a rook or a minor
		// piece can stand there; queens always reach the checking line.
		return theirKnights|theirBishops|theirRooks == 0
	case own == bishops:
		// Bishops of one colour cover only that colour; the king's flight
		// squares of the other colour must be blocked by a piece of that
		// colour that does not guard the check: a knight or a bishop there.
		colour := darkSquares
		if bishops&darkSquares == 0 {
			colour = ^darkSquares
		}
		if bishops&^colour != 0 {
			return false
		}
		return theirKnights == 0 && theirBishops&^colour == 0
	}
	return false
}

// Insufficient is insufficient for other packages: the one material rule
// of the console, used by engine/laws after every move.
func Insufficient(p chess.Position, winner chess.Color) bool { return insufficient(&p, winner) }
