package solver

import "github.com/arbiterconsole/arbiter/engine/chess"

// checkers tells, before a move is played, whether it may give check: at
// the search's frontier only checks can still mate, and most moves can be
// dropped without playing them. It is conservative: a move it lets through
// is played and tested.
type checkers struct {
	direct     [7]chess.Bitboard // by piece type: squares it would check the enemy king from
	discoverer chess.Bitboard    // own men that alone stand between an own slider and the enemy king
	king       chess.Square      // the enemy king
}

func newCheckers(p *chess.Position) checkers {
	us, them := p.Turn(), p.Turn().Other()
	king, occ := p.KingSquare(them), p.Occupied()
	var c checkers
	c.king = king
	c.direct[chess.Pawn] = chess.PawnAttacks(them, king)
	c.direct[chess.Knight] = chess.KnightAttacks(king)
	c.direct[chess.Bishop] = chess.BishopAttacks(king, occ)
	c.direct[chess.Rook] = chess.RookAttacks(king, occ)
	c.direct[chess.Queen] = c.direct[chess.Bishop] | c.direct[chess.Rook]
	queens := p.Pieces(us, chess.Queen)
	snipers := chess.RookAttacks(king, 0)&(p.Pieces(us, chess.Rook)|queens) |
		chess.BishopAttacks(king, 0)&(p.Pieces(us, chess.Bishop)|queens)
	for snipers != 0 {
		shield := chess.Between(king, snipers.Pop()) & occ
		if shield != 0 && shield&(shield-1) == 0 && shield&p.ByColor(us) != 0 {
			c.discoverer |= shield
		}
	}
	return c
}

// mayCheck reports whether m, a move of p's side to move, may give check.
func (c *checkers) mayCheck(p *chess.Position, m chess.Move) bool {
	if m.IsCastle() || m.IsEnPassant() || m.Promotion() != chess.NoPieceType {
		return true
	}
	from, to := m.From(), m.To()
	if c.discoverer.Has(from) && !chess.Line(c.king, from).Has(to) {
		return true
	}
	return c.direct[p.PieceAt(from).Type()].Has(to)
}
