package chess

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The kinds of FEN errors, for errors.Is. Each FENError wraps one of them.
var (
	// ErrSyntax: the text is not FEN (field count, bad characters, bad numbers).
	ErrSyntax = errors.New("malformed FEN")
	// ErrInvalid: the text is FEN, but the position breaks the rules of
	// chess (kings, pawns on the first or last rank, the side not to move in
	// check) or its castling rights or en passant square do not fit the board.
	ErrInvalid = errors.New("invalid position")
	// ErrUnreachable: the position cannot arise in a game: checks no single
	// move can give, or more promoted pieces than missing pawns.
	ErrUnreachable = errors.New("unreachable position")
)

// FENError reports what is wrong with a FEN and in which field.
type FENError struct {
	FEN    string
	Field  string // "board", "side to move", "castling", "en passant", "halfmove clock", "fullmove number", "position"
	Reason string
	Kind   error // ErrSyntax, ErrInvalid or ErrUnreachable
}

func (e *FENError) Error() string {
	return fmt.Sprintf("chess: FEN %q: %s: %s", e.FEN, e.Field, e.Reason)
}

// Unwrap returns the error's kind.
func (e *FENError) Unwrap() error { return e.Kind }

// StartFEN is the FEN of the initial position.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// StartPosition returns the initial position of orthodox chess.
func StartPosition() Position {
	p, err := ParseFEN(StartFEN)
	if err != nil {
		panic("chess: StartFEN does not parse: " + err.Error())
	}
	return p
}

// ParseFEN reads a position in FEN, X-FEN or Shredder-FEN. The move
// counters may be missing (EPD style; defaults 0 and 1). The position must
// be one that can arise in a game, as far as can be proved cheaply; every
// fault is a *FENError naming the field and the reason.
func ParseFEN(fen string) (Position, error) { return parseFEN(fen, false) }

// ParseFENLax is ParseFEN for test positions that no game can reach: it
// accepts ErrUnreachable faults and drops castling rights and an en
// passant square that do not fit the board instead of failing. It still
// rejects anything the move generator cannot handle.
func ParseFENLax(fen string) (Position, error) { return parseFEN(fen, true) }

// fenParser carries the input through the fields.
type fenParser struct {
	fen string
	lax bool
	p   Position
}

func (f *fenParser) fail(field string, kind error, format string, args ...any) *FENError {
	return &FENError{FEN: f.fen, Field: field, Reason: fmt.Sprintf(format, args...), Kind: kind}
}

func parseFEN(fen string, lax bool) (Position, error) {
	f := fenParser{fen: fen, lax: lax}
	f.p.ep = NoSquare
	// A position is read for every question a solver is asked: no
	// allocation for the fields or the ranks.
	fields := [6]string{4: "0", 5: "1"} // halfmove clock, fullmove number by default
	n := 0
	for field := range strings.FieldsSeq(fen) {
		if n < len(fields) {
			fields[n] = field
		}
		n++
	}
	if n < 4 || n > 6 {
		return Position{}, f.fail("fields", ErrSyntax, "%d fields, want 4 to 6 (board, side, castling, en passant, halfmove clock, fullmove number)", n)
	}
	// Board and side first: the rest is checked against them.
	if err := f.board(fields[0]); err != nil {
		return Position{}, err
	}
	if err := f.side(fields[1]); err != nil {
		return Position{}, err
	}
	if err := f.rules(); err != nil {
		return Position{}, err
	}
	for i, read := range []func(string) error{f.castling, f.enPassant, f.halfmove, f.fullmove} {
		if err := read(fields[2+i]); err != nil {
			return Position{}, err
		}
	}
	if !lax { // the lax reader would drop these faults: it need not look
		if err := f.reachable(); err != nil {
			return Position{}, err
		}
	}
	f.p.key = f.p.computeKey()
	return f.p, nil
}

// pieceLetters lists the FEN letters: White's in PieceType order, then Black's.
const pieceLetters = "PNBRQKpnbrqk"

func (f *fenParser) board(s string) error {
	pl, err := readPlacement(f.fen, s)
	if err != nil {
		return err
	}
	for sq, pc := range pl {
		if pc != NoPiece {
			f.p.toggle(pc.Color(), pc.Type(), Square(sq))
		}
	}
	return nil
}

// Placement is the pieces on the board, indexed by Square (A1 = 0), as a
// FEN's first field gives them: what an electronic board reports, with
// no side to move and no rule checked.
type Placement [64]Piece

// ParsePlacement reads a FEN's piece placement; a whole FEN is read for
// its first field only. Faults are *FENError of kind ErrSyntax, field
// "board".
func ParsePlacement(s string) (Placement, error) {
	placement, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	return readPlacement(s, placement)
}

// readPlacement reads placement s of FEN fen, the one reader of a FEN's
// board field.
func readPlacement(fen, s string) (Placement, error) {
	var pl Placement
	fail := func(format string, args ...any) error {
		return &FENError{FEN: fen, Field: "board", Reason: fmt.Sprintf(format, args...), Kind: ErrSyntax}
	}
	if n := strings.Count(s, "/") + 1; n != 8 {
		return pl, fail("%d ranks, want 8", n)
	}
	rest := s
	for rank := 7; rank >= 0; rank-- {
		var text string
		text, rest, _ = strings.Cut(rest, "/")
		file := 0
		for _, ch := range text {
			i := strings.IndexRune(pieceLetters, ch)
			switch {
			case ch >= '1' && ch <= '8':
				file += int(ch - '0')
			case i >= 0:
				if file < 8 {
					pl[NewSquare(file, rank)] = NewPiece(Color(i/6), PieceType(i%6+1))
				}
				file++
			default:
				return pl, fail("rank %d: bad character %q", rank+1, ch)
			}
			if file > 8 {
				return pl, fail("rank %d has more than 8 squares", rank+1)
			}
		}
		if file < 8 {
			return pl, fail("rank %d has %d squares, want 8", rank+1, file)
		}
	}
	return pl, nil
}

// Placement returns the pieces of p.
func (p Position) Placement() Placement {
	var pl Placement
	for sq := range Square(64) {
		pl[sq] = p.PieceAt(sq)
	}
	return pl
}

// String writes the placement as a FEN's first field.
func (pl Placement) String() string {
	var sb strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := range 8 {
			pc := pl[NewSquare(file, rank)]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteString(pc.String())
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String()
}

func (f *fenParser) side(s string) error {
	switch s {
	case "w":
		f.p.turn = White
	case "b":
		f.p.turn = Black
	default:
		return f.fail("side to move", ErrSyntax, "%q, want w or b", s)
	}
	return nil
}

// rules checks what the move generator relies on: one king each, no pawn
// on the first or last rank, and the side not to move not in check.
func (f *fenParser) rules() error {
	for c := White; c <= Black; c++ {
		if n := f.p.Pieces(c, King).Count(); n != 1 {
			return f.fail("board", ErrInvalid, "%v has %d kings, want 1", c, n)
		}
	}
	if pawns := f.p.types[Pawn] & (Rank1 | Rank8); pawns != 0 {
		sq := pawns.First()
		return f.fail("board", ErrInvalid, "%v pawn on %v", f.p.PieceAt(sq).Color(), sq)
	}
	if wk, bk := f.p.KingSquare(White), f.p.KingSquare(Black); kingAttacks[wk].Has(bk) {
		return f.fail("position", ErrInvalid, "the kings stand next to each other on %v and %v", wk, bk)
	}
	them := f.p.turn.Other()
	if f.p.attackersTo(f.p.KingSquare(them), f.p.turn, f.p.Occupied()) != 0 {
		return f.fail("position", ErrInvalid, "%v is in check but it is %v to move", them, f.p.turn)
	}
	return nil
}

func (f *fenParser) castling(s string) error {
	if s == "-" {
		return nil
	}
	for _, ch := range s {
		c, letter := White, ch
		if ch >= 'a' && ch <= 'z' {
			c, letter = Black, ch-'a'+'A'
		}
		if !(letter == 'K' || letter == 'Q' || letter >= 'A' && letter <= 'H') {
			return f.fail("castling", ErrSyntax, "bad character %q", ch)
		}
		side, rook, err := f.castlingRook(c, letter)
		if err != nil {
			if f.lax {
				continue
			}
			return err
		}
		if f.p.castling.Has(c, side) {
			return f.fail("castling", ErrSyntax, "%v's %s right given twice", c, side)
		}
		f.p.castling.set(c, side, rook)
		if letter != 'K' && letter != 'Q' || !orthodoxCastling(f.p.KingSquare(c), rook, c) {
			f.p.chess960 = true
		}
	}
	return nil
}

// castlingRook finds the rook a castling letter (upper-cased) names: K and
// Q the outermost rook on that side of the king (X-FEN), A-H the rook on
// that file (Shredder-FEN, or X-FEN for an inner rook).
func (f *fenParser) castlingRook(c Color, letter rune) (CastlingSide, Square, error) {
	back := Rank1
	if c == Black {
		back = Rank8
	}
	ksq := f.p.KingSquare(c)
	if !back.Has(ksq) {
		return 0, NoSquare, f.fail("castling", ErrInvalid, "%v may not castle: its king on %v is not on its first rank", c, ksq)
	}
	if letter == 'K' || letter == 'Q' {
		side := KingSide
		if letter == 'Q' {
			side = QueenSide
		}
		if rook := f.p.outermostRook(c, side); rook != NoSquare {
			return side, rook, nil
		}
		return 0, NoSquare, f.fail("castling", ErrInvalid, "%v has no rook on the %s for %s", c, side, sideLetter(c, letter))
	}
	rooks := f.p.Pieces(c, Rook) & back
	sq := NewSquare(int(letter-'A'), ksq.Rank())
	if !rooks.Has(sq) {
		return 0, NoSquare, f.fail("castling", ErrInvalid, "%v has no rook on %v for %s", c, sq, sideLetter(c, letter))
	}
	if sq > ksq {
		return KingSide, sq, nil
	}
	return QueenSide, sq, nil
}

func sideLetter(c Color, letter rune) string {
	if c == Black {
		letter += 'a' - 'A'
	}
	return strconv.QuoteRune(letter)
}

func orthodoxCastling(king, rook Square, c Color) bool {
	return king == E1.relative(c) && (rook == A1.relative(c) || rook == H1.relative(c))
}

// enPassant accepts a square only if a pawn can just have stepped over it:
// the right rank, empty, its start square empty, the pawn in front of it.
func (f *fenParser) enPassant(s string) error {
	if s == "-" {
		return nil
	}
	sq, err := ParseSquare(s)
	if err != nil {
		return f.fail("en passant", ErrSyntax, "%q is not a square", s)
	}
	us, them := f.p.turn, f.p.turn.Other()
	wantRank, start, pawn := 5, sq+8, sq-8
	if us == Black {
		wantRank, start, pawn = 2, sq-8, sq+8
	}
	var reason string
	switch {
	case sq.Rank() != wantRank:
		reason = fmt.Sprintf("%v is not on rank %d", sq, wantRank+1)
	case f.p.Occupied().Has(sq):
		reason = fmt.Sprintf("%v is occupied", sq)
	case f.p.Occupied().Has(start):
		reason = fmt.Sprintf("%v is occupied, so no pawn can just have left it", start)
	case f.p.PieceAt(pawn) != NewPiece(them, Pawn):
		reason = fmt.Sprintf("no %v pawn on %v that could just have moved two squares", them, pawn)
	default:
		f.p.ep = sq
		return nil
	}
	if f.lax {
		return nil
	}
	return f.fail("en passant", ErrInvalid, "%s", reason)
}

func (f *fenParser) counter(field, s string, min int) (int32, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < min || n > 65535 || s[0] == '+' || s[0] == '-' {
		return 0, f.fail(field, ErrSyntax, "%q is not a number from %d to 65535", s, min)
	}
	return int32(n), nil
}

func (f *fenParser) halfmove(s string) error {
	n, err := f.counter("halfmove clock", s, 0)
	if err != nil {
		return err
	}
	if n != 0 && f.p.ep != NoSquare && !f.lax {
		return f.fail("halfmove clock", ErrInvalid, "%d, but the en passant square shows the last move was a pawn's", n)
	}
	f.p.halfmove = n
	return nil
}

func (f *fenParser) fullmove(s string) error {
	if s == "0" && f.lax {
		s = "1"
	}
	n, err := f.counter("fullmove number", s, 1)
	f.p.fullmove = n
	return err
}

// FEN returns the position in FEN. Chess960 positions get X-FEN castling
// (KQkq for the outermost rooks, file letters for inner ones); use
// ShredderFEN for file letters throughout. The en passant square is written
// whenever the last move was a double step (see EnPassant).
func (p Position) FEN() string { return p.fen(false) }

// ShredderFEN returns the position in Shredder-FEN: castling rights as the
// files of the castling rooks ("HAha").
func (p Position) ShredderFEN() string { return p.fen(true) }

func (p Position) fen(shredder bool) string {
	var sb strings.Builder
	sb.WriteString(p.Placement().String())
	sb.WriteString([]string{" w ", " b "}[p.turn])
	sb.WriteString(p.castlingField(shredder))
	fmt.Fprintf(&sb, " %v %d %d", p.ep, p.halfmove, p.fullmove)
	return sb.String()
}

func (p Position) castlingField(shredder bool) string {
	var s []byte
	for c := White; c <= Black; c++ {
		for side := KingSide; side <= QueenSide; side++ {
			rook := p.castling.Rook(c, side)
			if rook == NoSquare {
				continue
			}
			letter := byte('A' + rook.File())
			if !shredder && p.outermostRook(c, side) == rook {
				letter = "KQ"[side]
			}
			if c == Black {
				letter += 'a' - 'A'
			}
			s = append(s, letter)
		}
	}
	if len(s) == 0 {
		return "-"
	}
	return string(s)
}

// outermostRook returns c's rook on its first rank furthest towards side.
func (p Position) outermostRook(c Color, side CastlingSide) Square {
	ksq := p.KingSquare(c)
	rooks := p.Pieces(c, Rook) & RankMask(ksq.Rank())
	if side == KingSide {
		return (rooks &^ (ksq.Bitboard()<<1 - 1)).Last()
	}
	return (rooks & (ksq.Bitboard() - 1)).First()
}

// String returns the position's FEN, so that %v prints something readable.
func (p Position) String() string { return p.FEN() }
