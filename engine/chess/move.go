package chess

import "fmt"

// Move is a move in 16 bits: from square, to square, and a kind. Castling is
// stored as "king takes own rook" (To is the rook's square), which fits
// Chess960 and orthodox chess alike. The zero value is NoMove.
type Move uint16

// NoMove is the zero Move, never legal.
const NoMove Move = 0

const (
	kindNormal = iota << 12
	kindPromotion
	kindEnPassant
	kindCastle
	kindMask = 3 << 12
)

func newMove(from, to Square) Move { return Move(from) | Move(to)<<6 }

func newPromotion(from, to Square, t PieceType) Move {
	return newMove(from, to) | kindPromotion | Move(t-Knight)<<14
}

func newEnPassant(from, to Square) Move { return newMove(from, to) | kindEnPassant }

func newCastle(king, rook Square) Move { return newMove(king, rook) | kindCastle }

// From returns the square the moving piece leaves (the king's, for castling).
func (m Move) From() Square { return Square(m & 63) }

// To returns the destination square; for castling, the castling rook's square.
func (m Move) To() Square { return Square(m >> 6 & 63) }

// Promotion returns the piece type a pawn promotes to, or NoPieceType.
func (m Move) Promotion() PieceType {
	if m&kindMask != kindPromotion {
		return NoPieceType
	}
	return Knight + PieceType(m>>14)
}

// IsCastle reports whether m is castling.
func (m Move) IsCastle() bool { return m&kindMask == kindCastle }

// IsEnPassant reports whether m is an en passant capture.
func (m Move) IsEnPassant() bool { return m&kindMask == kindEnPassant }

// KingTo returns where the king lands when m is castling (g- or c-file), else To.
func (m Move) KingTo() Square {
	if !m.IsCastle() {
		return m.To()
	}
	return castleTarget(m.From(), m.To(), true)
}

// RookTo returns where the rook lands when m is castling (f- or d-file), else NoSquare.
func (m Move) RookTo() Square {
	if !m.IsCastle() {
		return NoSquare
	}
	return castleTarget(m.From(), m.To(), false)
}

// castleTarget returns the king's (or rook's) destination when the king on
// king castles with the rook on rook: g/f files on the h-side, c/d on the a-side.
func castleTarget(king, rook Square, forKing bool) Square {
	rank := king.Rank()
	switch {
	case rook > king && forKing:
		return NewSquare(6, rank)
	case rook > king:
		return NewSquare(5, rank)
	case forKing:
		return NewSquare(2, rank)
	default:
		return NewSquare(3, rank)
	}
}

// UCI returns the move in UCI long algebraic form ("e2e4", "e7e8q"). Castling
// is written king-to-destination ("e1g1") unless chess960 is set, then
// king-takes-rook ("e1h1"), as UCI engines expect in each variant.
func (m Move) UCI(chess960 bool) string {
	var b [5]byte
	return string(m.AppendUCI(b[:0], chess960))
}

// AppendUCI appends the UCI form of m (as UCI writes it) to b, for
// writers of many moves that allocate nothing per move.
func (m Move) AppendUCI(b []byte, chess960 bool) []byte {
	if m == NoMove {
		return append(b, "0000"...)
	}
	to := m.To()
	if m.IsCastle() && !chess960 {
		to = m.KingTo()
	}
	from := m.From()
	b = append(b, byte('a'+from.File()), byte('1'+from.Rank()), byte('a'+to.File()), byte('1'+to.Rank()))
	if t := m.Promotion(); t != NoPieceType {
		b = append(b, " pnbrqk"[t])
	}
	return b
}

// String returns the UCI form with king-takes-rook castling.
func (m Move) String() string { return m.UCI(true) }

// ParseUCI returns the legal move of p written as s in UCI form. Castling is
// accepted as king-takes-rook, and also as king-to-destination unless p is
// a Chess960 position (where that form can be an ordinary king move).
func ParseUCI(p Position, s string) (Move, error) {
	if len(s) != 4 && len(s) != 5 {
		return NoMove, fmt.Errorf("chess: UCI move %q: want 4 or 5 characters", s)
	}
	from, err1 := ParseSquare(s[0:2])
	to, err2 := ParseSquare(s[2:4])
	if err1 != nil || err2 != nil {
		return NoMove, fmt.Errorf("chess: UCI move %q: bad square", s)
	}
	promo := NoPieceType
	if len(s) == 5 {
		switch s[4] {
		case 'n':
			promo = Knight
		case 'b':
			promo = Bishop
		case 'r':
			promo = Rook
		case 'q':
			promo = Queen
		default:
			return NoMove, fmt.Errorf("chess: UCI move %q: bad promotion piece %q", s, s[4])
		}
	}
	var buf [256]Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if m.From() != from || m.Promotion() != promo {
			continue
		}
		if m.To() == to || (m.IsCastle() && !p.chess960 && m.KingTo() == to) {
			return m, nil
		}
	}
	return NoMove, fmt.Errorf("chess: UCI move %q is not legal in %s", s, p.FEN())
}
