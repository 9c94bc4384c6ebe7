package laws

import (
	"strings"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// attempted is a move as the arbiter wrote down an illegal one: squares,
// not a legal move, since no legal move matches it.
type attempted struct {
	from, to chess.Square
	castle   *chess.CastlingSide
	promo    chess.PieceType
}

// parseAttempt reads an illegal move in coordinates: "e2e5", "e2-e5",
// "Ke1-e3", "Bc1xh6", "e7e8q", "e7-e8=Q", or castling "O-O", "0-0-0".
// Standard algebraic notation names a legal move only, so the squares
// must be written.
func parseAttempt(text string) (attempted, error) {
	s := strings.TrimRight(strings.TrimSpace(text), "+#!?")
	switch strings.ReplaceAll(strings.ToUpper(s), "0", "O") {
	case "O-O":
		k := chess.KingSide
		return attempted{castle: &k}, nil
	case "O-O-O":
		q := chess.QueenSide
		return attempted{castle: &q}, nil
	}
	s = strings.NewReplacer("-", "", "x", "", ":", "", "=", "").Replace(s)
	if len(s) > 0 && strings.ContainsRune("KQRBN", rune(s[0])) {
		s = s[1:]
	}
	var a attempted
	if len(s) == 5 {
		t, ok := map[byte]chess.PieceType{'q': chess.Queen, 'r': chess.Rook, 'b': chess.Bishop, 'n': chess.Knight}[s[4]|0x20]
		if !ok {
			return attempted{}, refuse("laws.illegal.piece", kv{"Move": text, "Piece": s[4:]}, "illegal move %q: promotion piece %q, want Q, R, B or N", text, s[4:])
		}
		a.promo, s = t, s[:4]
	}
	if len(s) != 4 {
		return attempted{}, refuse("laws.illegal.squares", kv{"Move": text}, "illegal move %q: write both squares (e2e5, Ke1-e3) or O-O / O-O-O", text)
	}
	var err error
	if a.from, err = chess.ParseSquare(s[:2]); err == nil {
		a.to, err = chess.ParseSquare(s[2:])
	}
	if err != nil {
		return attempted{}, refuse("laws.illegal.unreadable", kv{"Move": text}, "illegal move %q: %w", text, err)
	}
	return a, nil
}

// whyIllegal checks that side's move text is really illegal in p and
// returns the rule of Article 1 or 3 it breaks. A legal move, or no piece
// of side's on the square it starts from, is an error: the arbiter
// recorded something that did not happen as written.
func whyIllegal(p chess.Position, side chess.Color, text string) (provision, error) {
	a, err := parseAttempt(text)
	if err != nil {
		return 0, err
	}
	if p.Turn() != side {
		return pMovesAlternate, nil
	}
	if a.castle != nil {
		return whyCastlingIllegal(p, side, *a.castle, text)
	}
	piece := p.PieceAt(a.from)
	if piece == chess.NoPiece || piece.Color() != side {
		return 0, refuse("laws.illegal.no_piece", kv{"Move": text, "Square": a.from.String()}, "illegal move %q: no %v piece on %v", text, side, a.from)
	}
	var buf [256]chess.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if m.From() != a.from || m.IsCastle() || m.To() != a.to {
			continue
		}
		if m.Promotion() == a.promo {
			return 0, refuse("laws.illegal.legal", kv{"Move": text}, "illegal move %q: the move is legal in this position; record it as a move", text)
		}
		if a.promo == chess.NoPieceType {
			return 0, refuse("laws.illegal.promotion", kv{"Move": text}, "illegal move %q: a pawn reaching the last rank without promotion is 7.5.2: record it as \"illegal %v promotion %s\"", text, SideOf(side), text)
		}
	}
	if other := p.PieceAt(a.to); other != chess.NoPiece && other.Color() == side {
		return pOwnPiece, nil
	}
	t := piece.Type()
	if t == chess.King && a.from.Rank() == a.to.Rank() && abs(a.from.File()-a.to.File()) == 2 {
		cs := chess.KingSide
		if a.to.File() < a.from.File() {
			cs = chess.QueenSide
		}
		return whyCastlingIllegal(p, side, cs, text)
	}
	if reason, ok := brokenGeometry(p, side, t, a); ok {
		return reason, nil
	}
	// The piece may go there; the move is illegal because of the king.
	return pKingExposed, nil
}

// brokenGeometry returns the rule of movement a move breaks when the
// piece cannot go from a.from to a.to whatever the kings.
func brokenGeometry(p chess.Position, side chess.Color, t chess.PieceType, a attempted) (provision, bool) {
	occ := p.Occupied()
	slider := func(empty, blocked chess.Bitboard, own provision) (provision, bool) {
		switch {
		case empty&a.to.Bitboard() == 0:
			return own, true
		case blocked&a.to.Bitboard() == 0:
			return pNoJumping, true
		}
		return 0, false
	}
	switch t {
	case chess.Knight:
		if chess.KnightAttacks(a.from)&a.to.Bitboard() == 0 {
			return pKnightMove, true
		}
	case chess.Bishop:
		return slider(chess.BishopAttacks(a.from, 0), chess.BishopAttacks(a.from, occ), pBishopMove)
	case chess.Rook:
		return slider(chess.RookAttacks(a.from, 0), chess.RookAttacks(a.from, occ), pRookMove)
	case chess.Queen:
		return slider(chess.QueenAttacks(a.from, 0), chess.QueenAttacks(a.from, occ), pQueenMove)
	case chess.King:
		if chess.KingAttacks(a.from)&a.to.Bitboard() == 0 {
			return pKingStep, true
		}
	case chess.Pawn:
		return pawnGeometry(p, side, a)
	}
	return 0, false
}

// pawnGeometry checks 3.7: one square forward to an empty square, two
// from the start when both are empty, diagonally forward to capture, or
// en passant.
func pawnGeometry(p chess.Position, side chess.Color, a attempted) (provision, bool) {
	forward := 1
	start := 1
	if side == chess.Black {
		forward, start = -1, 6
	}
	df, dr := a.to.File()-a.from.File(), a.to.Rank()-a.from.Rank()
	occupied := func(sq chess.Square) bool { return p.PieceAt(sq) != chess.NoPiece }
	switch {
	case df == 0 && dr == forward:
		if occupied(a.to) {
			return pPawnForward, true
		}
	case df == 0 && dr == 2*forward:
		middle := chess.NewSquare(a.from.File(), a.from.Rank()+forward)
		if a.from.Rank() != start || occupied(middle) || occupied(a.to) {
			return pPawnDouble, true
		}
	case abs(df) == 1 && dr == forward:
		if a.to == p.EnPassant() {
			return 0, false
		}
		if !occupied(a.to) {
			// Diagonally onto an empty square: a capture with nothing to
			// capture, or an en passant capture no longer allowed.
			beside := chess.NewSquare(a.to.File(), a.from.Rank())
			if pc := p.PieceAt(beside); pc.Type() == chess.Pawn && pc.Color() != side {
				return pPawnEnPassant, true
			}
			return pPawnCapture, true
		}
	default:
		return pPawnForward, true
	}
	return 0, false
}

// whyCastlingIllegal names the castling rule broken: the right lost
// (3.8.2.1) or castling prevented for now (3.8.2.2).
func whyCastlingIllegal(p chess.Position, side chess.Color, cs chess.CastlingSide, text string) (provision, error) {
	rights := p.CastlingRights()
	if !rights.Has(side, cs) {
		if !rights.Has(side, chess.KingSide) && !rights.Has(side, chess.QueenSide) {
			return pCastlingKingMoved, nil
		}
		return pCastlingRookMoved, nil
	}
	var buf [256]chess.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if m.IsCastle() && m.To() == rights.Rook(side, cs) {
			return 0, refuse("laws.illegal.legal", kv{"Move": text}, "illegal move %q: castling is legal in this position; record it as a move", text)
		}
	}
	king, rook := p.KingSquare(side), rights.Rook(side, cs)
	kingTo := chess.NewSquare(6, king.Rank())
	rookTo := chess.NewSquare(5, king.Rank())
	if cs == chess.QueenSide {
		kingTo, rookTo = chess.NewSquare(2, king.Rank()), chess.NewSquare(3, king.Rank())
	}
	between := span(king, kingTo) | span(rook, rookTo)
	if between&^(king.Bitboard()|rook.Bitboard())&p.Occupied() != 0 {
		return pCastlingBlocked, nil
	}
	return pCastlingAttacked, nil
}

// span is every square from a to b on one rank, both included.
func span(a, b chess.Square) chess.Bitboard {
	lo, hi := min(a.File(), b.File()), max(a.File(), b.File())
	var bb chess.Bitboard
	for f := lo; f <= hi; f++ {
		bb |= chess.NewSquare(f, a.Rank()).Bitboard()
	}
	return bb
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
