package chess

import "fmt"

// Color is the colour of a side or a piece.
type Color uint8

// The two colours.
const (
	White Color = iota
	Black
)

// Other returns the opponent's colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// PieceType is the kind of a piece, without colour. The zero value is NoPieceType.
type PieceType uint8

// The piece types, in the order FEN and promotion code use.
const (
	NoPieceType PieceType = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

// String returns the lower-case English FEN letter ("p", "n", ..., "k").
func (t PieceType) String() string {
	if t > King {
		return "?"
	}
	return string(" pnbrqk"[t])
}

// Piece is a coloured piece. The zero value is NoPiece.
type Piece uint8

// NoPiece is an empty square's content.
const NoPiece Piece = 0

// NewPiece returns the piece of colour c and type t.
func NewPiece(c Color, t PieceType) Piece { return Piece(c)<<3 | Piece(t) }

// Color returns the piece's colour.
func (p Piece) Color() Color { return Color(p >> 3) }

// Type returns the piece's type.
func (p Piece) Type() PieceType { return PieceType(p & 7) }

// String returns the FEN letter: upper case for White, "." for NoPiece.
func (p Piece) String() string {
	if p == NoPiece {
		return "."
	}
	s := p.Type().String()
	if p.Color() == White {
		return string(s[0] - 'a' + 'A')
	}
	return s
}

// Square is a square of the board, A1 = 0 ... H8 = 63, or NoSquare.
type Square int8

// NoSquare stands for "no square", for example no en passant square.
const NoSquare Square = -1

// The 64 squares.
const (
	A1 Square = iota
	B1
	C1
	D1
	E1
	F1
	G1
	H1
	A2
	B2
	C2
	D2
	E2
	F2
	G2
	H2
	A3
	B3
	C3
	D3
	E3
	F3
	G3
	H3
	A4
	B4
	C4
	D4
	E4
	F4
	G4
	H4
	A5
	B5
	C5
	D5
	E5
	F5
	G5
	H5
	A6
	B6
	C6
	D6
	E6
	F6
	G6
	H6
	A7
	B7
	C7
	D7
	E7
	F7
	G7
	H7
	A8
	B8
	C8
	D8
	E8
	F8
	G8
	H8
)

// NewSquare returns the square on file (0 = a) and rank (0 = first rank).
func NewSquare(file, rank int) Square { return Square(rank*8 + file) }

// ParseSquare reads a square in algebraic form, "a1" ... "h8".
func ParseSquare(s string) (Square, error) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return NoSquare, fmt.Errorf("chess: bad square %q", s)
	}
	return NewSquare(int(s[0]-'a'), int(s[1]-'1')), nil
}

// File returns the file, 0 (a) to 7 (h).
func (s Square) File() int { return int(s) & 7 }

// Rank returns the rank, 0 (first) to 7 (eighth).
func (s Square) Rank() int { return int(s) >> 3 }

// Valid reports whether s is one of the 64 squares.
func (s Square) Valid() bool { return s >= A1 && s <= H8 }

// String returns the algebraic name, "e4", or "-" for NoSquare.
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// Bitboard returns the set holding only s.
func (s Square) Bitboard() Bitboard { return 1 << uint(s) }

// relative returns the square seen from c's side: A1 for White is A8 for Black.
func (s Square) relative(c Color) Square { return s ^ Square(56*int(c)) }
