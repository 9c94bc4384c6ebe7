package chess

// Position is a chess position: the board, the side to move, castling
// rights, the en passant square and the move counters. It is a small value
// (about 100 bytes): copy it freely; Play returns a new one.
type Position struct {
	colors   [2]Bitboard
	types    [7]Bitboard // indexed by PieceType; types[NoPieceType] is the occupancy
	key      uint64
	halfmove int32
	fullmove int32
	castling CastlingRights
	ep       Square // square a pawn skipped with its double step, or NoSquare
	turn     Color
	chess960 bool
}

// Turn returns the side to move.
func (p Position) Turn() Color { return p.turn }

// PieceAt returns the piece on sq, or NoPiece.
func (p *Position) PieceAt(sq Square) Piece {
	if !p.types[NoPieceType].Has(sq) {
		return NoPiece
	}
	c := White
	if p.colors[Black].Has(sq) {
		c = Black
	}
	return NewPiece(c, p.typeOn(sq))
}

// typeOn returns the type of the piece on sq, or NoPieceType.
func (p *Position) typeOn(sq Square) PieceType {
	b := sq.Bitboard()
	if p.types[NoPieceType]&b == 0 {
		return NoPieceType
	}
	for t := Pawn; t < King; t++ {
		if p.types[t]&b != 0 {
			return t
		}
	}
	return King
}

// Pieces returns the squares of c's pieces of type t.
func (p *Position) Pieces(c Color, t PieceType) Bitboard {
	if t == NoPieceType || t > King {
		return 0
	}
	return p.colors[c&1] & p.types[t]
}

// ByColor returns the squares of all of c's pieces.
func (p *Position) ByColor(c Color) Bitboard { return p.colors[c&1] }

// Occupied returns the squares that hold a piece.
func (p *Position) Occupied() Bitboard { return p.types[NoPieceType] }

// KingSquare returns the square of c's king.
func (p *Position) KingSquare(c Color) Square { return (p.colors[c] & p.types[King]).First() }

// CastlingRights returns the castling rights left.
func (p Position) CastlingRights() CastlingRights { return p.castling }

// EnPassant returns the square a pawn skipped with a double step on the
// last move, or NoSquare. It is set after every double step, whether or not
// an en passant capture is possible (see RepetitionKey for that).
func (p Position) EnPassant() Square { return p.ep }

// HalfmoveClock returns the number of moves by either side since the last
// capture or pawn move (Article 9.3).
func (p Position) HalfmoveClock() int { return int(p.halfmove) }

// FullmoveNumber returns the number of the current move, starting at 1 and
// growing after each Black move.
func (p Position) FullmoveNumber() int { return int(p.fullmove) }

// IsChess960 reports whether the position belongs to a Chess960 game: it was
// read from a Shredder-FEN or an X-FEN with non-orthodox castling, or made
// by Chess960Start. It only changes how castling is written.
func (p Position) IsChess960() bool { return p.chess960 }

// Key returns the Zobrist hash of everything FEN records except the move
// counters: board, side to move, castling rights and en passant square.
func (p Position) Key() uint64 { return p.key }

// RepetitionKey identifies the position in the sense of Article 9.2.2: same
// side to move, same pieces on the same squares, same castling rights, and
// the same possible moves, so the en passant square counts only when an en
// passant capture is legal.
func (p Position) RepetitionKey() uint64 {
	if p.ep != NoSquare && !p.hasLegalEnPassant() {
		return p.key ^ zobristEnPassant[p.ep.File()]
	}
	return p.key
}

// InCheck reports whether the side to move is in check.
func (p Position) InCheck() bool { return p.checkers() != 0 }

// Checkers returns the squares of the pieces giving check to the side to move.
func (p Position) Checkers() Bitboard { return p.checkers() }

func (p *Position) checkers() Bitboard {
	return p.attackersTo(p.KingSquare(p.turn), p.turn.Other(), p.types[NoPieceType])
}

// Attackers returns the squares of by's pieces that attack sq.
func (p Position) Attackers(sq Square, by Color) Bitboard {
	return p.attackersTo(sq, by, p.types[NoPieceType])
}

// attackersTo returns by's pieces attacking sq when the board's occupancy is occ.
func (p *Position) attackersTo(sq Square, by Color, occ Bitboard) Bitboard {
	queens := p.types[Queen]
	return p.colors[by] & (knightAttacks[sq]&p.types[Knight] |
		kingAttacks[sq]&p.types[King] |
		pawnAttacks[by.Other()][sq]&p.types[Pawn] |
		RookAttacks(sq, occ)&(p.types[Rook]|queens) |
		BishopAttacks(sq, occ)&(p.types[Bishop]|queens))
}

// IsCapture reports whether m takes a piece (castling never does).
func (p Position) IsCapture(m Move) bool {
	return m.IsEnPassant() || (!m.IsCastle() && p.colors[p.turn.Other()].Has(m.To()))
}

// Play returns the position after m, which must be legal in p (see IsLegal).
func (p Position) Play(m Move) Position {
	p.play(m)
	return p
}

// toggle adds or removes a c piece of type t on sq.
func (p *Position) toggle(c Color, t PieceType, sq Square) {
	b := sq.Bitboard()
	p.colors[c] ^= b
	p.types[t] ^= b
	p.types[NoPieceType] ^= b
	p.key ^= zobristPiece[c][t][sq]
}

func (p *Position) play(m Move) {
	us, them := p.turn, p.turn.Other()
	from, to := m.From(), m.To()
	if p.ep != NoSquare {
		p.key ^= zobristEnPassant[p.ep.File()]
		p.ep = NoSquare
	}
	p.halfmove++
	switch m & kindMask {
	case kindCastle:
		p.toggle(us, King, from)
		p.toggle(us, Rook, to)
		p.toggle(us, King, castleTarget(from, to, true))
		p.toggle(us, Rook, castleTarget(from, to, false))
		p.clearCastling(us)
	case kindEnPassant:
		p.toggle(them, Pawn, to^8)
		p.toggle(us, Pawn, from)
		p.toggle(us, Pawn, to)
		p.halfmove = 0
	default:
		moved := p.typeOn(from)
		if captured := p.typeOn(to); captured != NoPieceType {
			p.toggle(them, captured, to)
			p.halfmove = 0
		}
		p.toggle(us, moved, from)
		if promo := m.Promotion(); promo != NoPieceType {
			p.toggle(us, promo, to)
		} else {
			p.toggle(us, moved, to)
		}
		if moved == Pawn {
			p.halfmove = 0
			if to-from == 16 || from-to == 16 {
				p.ep = (from + to) / 2
				p.key ^= zobristEnPassant[p.ep.File()]
			}
		}
		if p.castling.Any() {
			if moved == King {
				p.clearCastling(us)
			}
			p.clearCastlingRook(from)
			p.clearCastlingRook(to)
		}
	}
	p.turn = them
	p.key ^= zobristBlack
	if us == Black {
		p.fullmove++
	}
}

func (p *Position) clearCastling(c Color) {
	for s := KingSide; s <= QueenSide; s++ {
		if sq := p.castling.Rook(c, s); sq != NoSquare {
			p.key ^= zobristCastling[sq]
			p.castling.rooks[c][s] = 0
		}
	}
}

// clearCastlingRook drops the right of the rook on sq, if any (it moved or was taken).
func (p *Position) clearCastlingRook(sq Square) {
	for c := range 2 {
		for s := range 2 {
			if p.castling.rooks[c][s] == uint8(sq+1) {
				p.key ^= zobristCastling[sq]
				p.castling.rooks[c][s] = 0
			}
		}
	}
}

// hasLegalEnPassant reports whether the side to move can legally take en passant.
func (p *Position) hasLegalEnPassant() bool {
	if p.ep == NoSquare {
		return false
	}
	var buf [8]Move
	return len(p.enPassantMoves(buf[:0], p.KingSquare(p.turn))) > 0
}
