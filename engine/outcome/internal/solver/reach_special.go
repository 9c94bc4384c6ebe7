package solver

import "github.com/arbiterconsole/arbiter/engine/chess"

// Castling and a pending en passant capture, the two moves the step rules
// do not make, enter the analysis as extra squares of reach.

// castle is one castling right: where its king and rook go, and the
// squares that must be empty, the king and the rook aside.
type castle struct {
	king, rook     int // indices in men
	kingTo, rookTo chess.Square
	path           chess.Bitboard
}

// loadSpecial records the castling rights and the en passant capture of p.
func (r *reach) loadSpecial(p chess.Position) {
	rights := p.CastlingRights()
	for c := chess.White; c <= chess.Black; c++ {
		for _, side := range []chess.CastlingSide{chess.KingSide, chess.QueenSide} {
			if sq := rights.Rook(c, side); sq != chess.NoSquare {
				r.addCastle(c, side, sq)
			}
		}
	}
	if ep := p.EnPassant(); ep != chess.NoSquare {
		us := p.Turn()
		victim := forward(us.Other(), ep) // the pawn that stepped past ep
		for i := range r.n {
			m := &r.men[i]
			switch {
			case m.from == victim && m.kind == chess.Pawn:
				r.taken |= 1 << i
			case m.color == us && m.kind == chess.Pawn && chess.PawnAttacks(us, m.from).Has(ep):
				m.reach |= ep.Bitboard()
			}
		}
	}
}

func (r *reach) addCastle(c chess.Color, side chess.CastlingSide, rookSq chess.Square) {
	king := r.king[c]
	rook := -1
	for i := range r.n {
		if m := &r.men[i]; m.from == rookSq && m.color == c && m.kind == chess.Rook {
			rook = i
		}
	}
	if rook < 0 || r.nc == len(r.castles) {
		return // no such rook: the right cannot be used
	}
	kingFile, rookFile := 6, 5
	if side == chess.QueenSide {
		kingFile, rookFile = 2, 3
	}
	kingFrom := r.men[king].from
	kingTo := chess.NewSquare(kingFile, kingFrom.Rank())
	rookTo := chess.NewSquare(rookFile, kingFrom.Rank())
	path := rankSpan(kingFrom, kingTo) | rankSpan(rookSq, rookTo)
	path &^= kingFrom.Bitboard() | rookSq.Bitboard()
	r.castles[r.nc] = castle{king: king, rook: rook, kingTo: kingTo, rookTo: rookTo, path: path}
	r.nc++
}

// rankSpan returns the squares from a to b, both included, on their rank.
func rankSpan(a, b chess.Square) chess.Bitboard {
	if a > b {
		a, b = b, a
	}
	var span chess.Bitboard
	for sq := a; sq <= b; sq++ {
		span |= sq.Bitboard()
	}
	return span
}

// castleSteps returns the squares men[i] may reach by castling: a right
// is usable while no steady man stands on its path.
func (r *reach) castleSteps(i int) chess.Bitboard {
	var steps chess.Bitboard
	for _, c := range r.castles[:r.nc] {
		if c.path&r.steady != 0 {
			continue
		}
		switch i {
		case c.king:
			steps |= c.kingTo.Bitboard()
		case c.rook:
			steps |= c.rookTo.Bitboard()
		}
	}
	return steps
}
