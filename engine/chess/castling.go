package chess

// CastlingSide is the side of the king a castling rook stands on.
type CastlingSide uint8

// The two castling sides: towards the h-file (O-O) and towards the a-file (O-O-O).
const (
	KingSide CastlingSide = iota
	QueenSide
)

// String returns "king side" or "queen side".
func (s CastlingSide) String() string {
	if s == KingSide {
		return "king side"
	}
	return "queen side"
}

// CastlingRights records, per colour and side, the rook that may still castle.
// Naming the rook's square (not just the side) is what makes Chess960 work.
// The zero value holds no rights.
type CastlingRights struct {
	rooks [2][2]uint8 // square+1 of the castling rook, 0 = no right
}

// Rook returns the square of the rook c may castle with on side s, or NoSquare.
func (cr CastlingRights) Rook(c Color, s CastlingSide) Square {
	return Square(cr.rooks[c][s]) - 1
}

// Has reports whether c may still castle on side s.
func (cr CastlingRights) Has(c Color, s CastlingSide) bool { return cr.rooks[c][s] != 0 }

// Any reports whether any castling right is left.
func (cr CastlingRights) Any() bool {
	return cr.rooks[0][0]|cr.rooks[0][1]|cr.rooks[1][0]|cr.rooks[1][1] != 0
}

// Rooks returns the squares of all rooks that keep a castling right.
func (cr CastlingRights) Rooks() Bitboard {
	var b Bitboard
	for c := range 2 {
		for s := range 2 {
			if cr.rooks[c][s] != 0 {
				b |= Square(cr.rooks[c][s] - 1).Bitboard()
			}
		}
	}
	return b
}

// String returns the rights in Shredder-FEN form ("HAha"), or "-".
func (cr CastlingRights) String() string {
	var s []byte
	for c := range 2 {
		for side := range 2 {
			if sq := cr.Rook(Color(c), CastlingSide(side)); sq != NoSquare {
				s = append(s, byte('A'+sq.File()+32*c))
			}
		}
	}
	if len(s) == 0 {
		return "-"
	}
	return string(s)
}

func (cr *CastlingRights) set(c Color, s CastlingSide, rook Square) {
	cr.rooks[c][s] = uint8(rook + 1)
}
