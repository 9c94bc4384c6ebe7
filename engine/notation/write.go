package notation

import (
	"strings"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// Options choose the language and the written forms of moves.
type Options struct {
	// Lang is the language of the piece letters; "" is English.
	Lang Lang
	// AnyLanguage lets Read fall back to every other language when the text
	// does not fit exactly one legal move in Lang. Write ignores it.
	AnyLanguage bool
	// Promotion selects "e8=Q" (the default, as PGN writes it) or "e8Q"
	// (as Appendix C.11 prints it).
	Promotion PromotionStyle
	// EnPassantSuffix appends " e.p." to en passant captures (C.9.3).
	EnPassantSuffix bool
}

// PromotionStyle is how Write marks the piece a pawn promotes to.
type PromotionStyle uint8

// The promotion styles.
const (
	PromotionEquals PromotionStyle = iota // e8=Q
	PromotionBare                         // e8Q
)

// Write returns move m of position p in strict SAN. A move that is not
// legal in p has no SAN; Write then returns its UCI form, so that a wrong
// caller still sees which move it passed.
func Write(p chess.Position, m chess.Move, o Options) string {
	var buf [256]chess.Move
	legal := p.LegalMoves(buf[:0])
	if !contains(legal, m) {
		return m.UCI(p.IsChess960())
	}
	var b strings.Builder
	writeMove(&b, p, m, legal, o)
	writeCheck(&b, p.Play(m))
	return b.String()
}

func contains(moves []chess.Move, m chess.Move) bool {
	for _, l := range moves {
		if l == m {
			return true
		}
	}
	return false
}

// writeMove writes m without the check sign; legal holds p's legal moves.
func writeMove(b *strings.Builder, p chess.Position, m chess.Move, legal []chess.Move, o Options) {
	lang := o.Lang.orDefault()
	if m.IsCastle() {
		if m.KingTo().File() == 6 {
			b.WriteString("O-O")
		} else {
			b.WriteString("O-O-O")
		}
		return
	}
	piece := p.PieceAt(m.From())
	capture := p.IsCapture(m)
	if piece.Type() == chess.Pawn {
		if capture {
			b.WriteByte(fileLetter(m.From().File()))
			b.WriteByte('x')
		}
		b.WriteString(m.To().String())
		if m.Promotion() != chess.NoPieceType {
			if o.Promotion == PromotionEquals {
				b.WriteByte('=')
			}
			b.WriteString(symbol(lang, piece.Color(), m.Promotion()))
		}
		if m.IsEnPassant() && o.EnPassantSuffix {
			b.WriteString(" e.p.")
		}
		return
	}
	b.WriteString(symbol(lang, piece.Color(), piece.Type()))
	b.WriteString(disambiguation(p, m, legal))
	if capture {
		b.WriteByte('x')
	}
	b.WriteString(m.To().String())
}

// disambiguation returns what Appendix C.10 asks for when another piece of
// the same kind can also move to m's square: the departure file if that
// tells them apart, else the rank, else both.
func disambiguation(p chess.Position, m chess.Move, legal []chess.Move) string {
	kind := p.PieceAt(m.From()).Type()
	sameFile, sameRank, rivals := false, false, false
	for _, o := range legal {
		if o.To() != m.To() || o.From() == m.From() || o.IsCastle() || p.PieceAt(o.From()).Type() != kind {
			continue
		}
		rivals = true
		sameFile = sameFile || o.From().File() == m.From().File()
		sameRank = sameRank || o.From().Rank() == m.From().Rank()
	}
	switch {
	case !rivals:
		return ""
	case !sameFile:
		return string(fileLetter(m.From().File()))
	case !sameRank:
		return string(rankDigit(m.From().Rank()))
	default:
		return m.From().String()
	}
}

// writeCheck appends "+" or "#" when the move leaves the opponent, to move
// in next, in check or checkmated.
func writeCheck(b *strings.Builder, next chess.Position) {
	if !next.InCheck() {
		return
	}
	var buf [256]chess.Move
	if len(next.LegalMoves(buf[:0])) == 0 {
		b.WriteByte('#')
	} else {
		b.WriteByte('+')
	}
}

func fileLetter(f int) byte { return byte('a' + f) }
func rankDigit(r int) byte  { return byte('1' + r) }
