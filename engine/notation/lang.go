package notation

import (
	"fmt"
	"slices"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// Lang names a notation language: an ISO 639-1 code, or "fig" for
// figurines. The zero value means English.
type Lang string

// The languages of the piece letters, as the Laws' translations give them in
// Appendix C.2.
const (
	English    Lang = "en" // K Q R B N
	German     Lang = "de" // K D T L S
	French     Lang = "fr" // R D T F C
	Spanish    Lang = "es" // R D T A C
	Italian    Lang = "it" // R D T A C
	Portuguese Lang = "pt" // R D T B C
	Russian    Lang = "ru" // Кр Ф Л С К
	Figurine   Lang = "fig"
)

// languages is the order in which the any-language reader tries them.
var languages = []Lang{English, German, French, Spanish, Italian, Portuguese, Russian, Figurine}

// Languages returns every language, in the order Read tries them with
// Options.AnyLanguage (after the preferred one).
func Languages() []Lang { return slices.Clone(languages) }

// ParseLang returns the language named by code ("en", "de", ..., "fig").
func ParseLang(code string) (Lang, error) {
	l := Lang(code)
	if _, ok := letters[l]; !ok {
		return "", fmt.Errorf("notation: unknown language %q (have en de fr es it pt ru fig)", code)
	}
	return l, nil
}

// orDefault maps the zero Lang and unknown codes to English.
func (l Lang) orDefault() Lang {
	if _, ok := letters[l]; ok {
		return l
	}
	return English
}

// symbols holds a language's piece letters by chess.PieceType; pawns have
// none (C.4).
type symbols [chess.King + 1]string

var letters = map[Lang]symbols{
	English:    {chess.Knight: "N", chess.Bishop: "B", chess.Rook: "R", chess.Queen: "Q", chess.King: "K"},
	German:     {chess.Knight: "S", chess.Bishop: "L", chess.Rook: "T", chess.Queen: "D", chess.King: "K"},
	French:     {chess.Knight: "C", chess.Bishop: "F", chess.Rook: "T", chess.Queen: "D", chess.King: "R"},
	Spanish:    {chess.Knight: "C", chess.Bishop: "A", chess.Rook: "T", chess.Queen: "D", chess.King: "R"},
	Italian:    {chess.Knight: "C", chess.Bishop: "A", chess.Rook: "T", chess.Queen: "D", chess.King: "R"},
	Portuguese: {chess.Knight: "C", chess.Bishop: "B", chess.Rook: "T", chess.Queen: "D", chess.King: "R"},
	Russian:    {chess.Knight: "К", chess.Bishop: "С", chess.Rook: "Л", chess.Queen: "Ф", chess.King: "Кр"},
	Figurine:   {chess.Knight: "♘", chess.Bishop: "♗", chess.Rook: "♖", chess.Queen: "♕", chess.King: "♔"},
}

// blackFigurines are written for Black's moves and read as well as the
// white ones.
var blackFigurines = symbols{chess.Knight: "♞", chess.Bishop: "♝", chess.Rook: "♜", chess.Queen: "♛", chess.King: "♚"}

// names are the piece names as printed in each language's text of the Laws
// (Appendix C.2 and Article 3).
var names = map[Lang][chess.King + 1]string{
	English:    {"", "Pawn", "Knight", "Bishop", "Rook", "Queen", "King"},
	German:     {"", "Bauer", "Springer", "Läufer", "Turm", "Dame", "König"},
	French:     {"", "Pion", "Cavalier", "Fou", "Tour", "Dame", "Roi"},
	Spanish:    {"", "Peón", "Caballo", "Alfil", "Torre", "Dama", "Rey"},
	Italian:    {"", "Pedone", "Cavallo", "Alfiere", "Torre", "Donna", "Re"},
	Portuguese: {"", "Peão", "Cavalo", "Bispo", "Torre", "Dama", "Rei"},
	Russian:    {"", "Пешка", "Конь", "Слон", "Ладья", "Ферзь", "Король"},
}

// PieceName returns the name of piece type t in language l ("Springer" for
// a German knight), or "" for figurines, unknown languages and NoPieceType.
func PieceName(l Lang, t chess.PieceType) string {
	n, ok := names[l]
	if !ok || t > chess.King {
		return ""
	}
	return n[t]
}

// PieceLetter returns the abbreviation of piece type t in language l (the
// white figurine for Figurine), or "" for pawns, unknown languages and
// NoPieceType.
func PieceLetter(l Lang, t chess.PieceType) string {
	s, ok := letters[l]
	if !ok || t > chess.King {
		return ""
	}
	return s[t]
}

// symbol returns the letter Write uses for a piece of colour c.
func symbol(l Lang, c chess.Color, t chess.PieceType) string {
	if l == Figurine && c == chess.Black {
		return blackFigurines[t]
	}
	return letters[l][t]
}
