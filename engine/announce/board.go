package announce

import (
	"fmt"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

// boardWords are the words that describe a position aloud, for a player
// who asks what is on the board.
type boardWords struct {
	sides      [2]string // White, Black: before their pieces
	toMove     [2]string // "White to move"
	move       string    // "Move" before its number
	last, none string    // "Last move", "No move yet"
	rank, file string    // "rank %s", "file %s"
	empty      string    // a rank, file or square with nothing on it
	noMoves    string    // a piece that cannot move
	nowhere    string    // a side that has no such piece
}

var boards = map[notation.Lang]boardWords{
	notation.English: {sides: [2]string{"White", "Black"}, toMove: [2]string{"White to move", "Black to move"}, move: "Move",
		last: "Last move", none: "No move yet", rank: "Rank %s", file: "File %s", empty: "empty", noMoves: "no legal moves", nowhere: "none"},
	notation.German: {sides: [2]string{"Weiß", "Schwarz"}, toMove: [2]string{"Weiß am Zug", "Schwarz am Zug"}, move: "Zug",
		last: "Letzter Zug", none: "Noch kein Zug", rank: "Reihe %s", file: "Linie %s", empty: "leer", noMoves: "keine legalen Züge", nowhere: "keine"},
	notation.French: {sides: [2]string{"Blancs", "Noirs"}, toMove: [2]string{"trait aux Blancs", "trait aux Noirs"}, move: "Coup",
		last: "Dernier coup", none: "Aucun coup joué", rank: "Rangée %s", file: "Colonne %s", empty: "vide", noMoves: "aucun coup légal", nowhere: "aucune"},
	notation.Spanish: {sides: [2]string{"Blancas", "Negras"}, toMove: [2]string{"juegan las Blancas", "juegan las Negras"}, move: "Jugada",
		last: "Última jugada", none: "Ninguna jugada todavía", rank: "Fila %s", file: "Columna %s", empty: "vacía", noMoves: "ninguna jugada legal", nowhere: "ninguna"},
	notation.Italian: {sides: [2]string{"Bianco", "Nero"}, toMove: [2]string{"muove il Bianco", "muove il Nero"}, move: "Mossa",
		last: "Ultima mossa", none: "Nessuna mossa ancora", rank: "Traversa %s", file: "Colonna %s", empty: "vuota", noMoves: "nessuna mossa legale", nowhere: "nessuno"},
	notation.Portuguese: {sides: [2]string{"Brancas", "Pretas"}, toMove: [2]string{"jogam as Brancas", "jogam as Pretas"}, move: "Lance",
		last: "Último lance", none: "Nenhum lance ainda", rank: "Fila %s", file: "Coluna %s", empty: "vazia", noMoves: "nenhum lance legal", nowhere: "nenhuma"},
	notation.Russian: {sides: [2]string{"Белые", "Чёрные"}, toMove: [2]string{"ходят белые", "ходят чёрные"}, move: "Ход",
		last: "Последний ход", none: "Ходов ещё не было", rank: "Горизонталь %s", file: "Вертикаль %s", empty: "пусто", noMoves: "нет ходов", nowhere: "нет"},
}

// pieceOrder is the order pieces are listed in: the king first.
var pieceOrder = []chess.PieceType{chess.King, chess.Queen, chess.Rook, chess.Bishop, chess.Knight, chess.Pawn}

// Square names a square as D.2.1 does: "Felix drei", "Felix three".
func Square(sq chess.Square, lang string) string {
	l := language(lang)
	s := speaker{lang: l, words: announcements[l]}
	s.square(sq)
	return s.String()
}

// Position lists the pieces of both sides, the king first and each kind
// from the a-file up: "White: King Eva one, Pawn Anna two; Black: ...".
func Position(p chess.Position, lang string) string {
	l := language(lang)
	var sides []string
	for c := chess.White; c <= chess.Black; c++ {
		var pieces []string
		for _, t := range pieceOrder {
			for sq := range chess.Square(64) {
				if pc := p.PieceAt(sq); pc.Type() == t && pc.Color() == c {
					pieces = append(pieces, notation.PieceName(l, t)+" "+Square(sq, string(l)))
				}
			}
		}
		sides = append(sides, boards[l].sides[c]+": "+strings.Join(pieces, ", "))
	}
	return strings.Join(sides, "; ")
}

// Rank says what stands on rank r (1 to 8): "Rank two: Anna two Pawn
// White, ...", or that it is empty.
func Rank(p chess.Position, r int, lang string) string {
	var squares []chess.Square
	for f := range 8 {
		squares = append(squares, chess.NewSquare(f, r-1))
	}
	l := language(lang)
	return line(p, fmt.Sprintf(boards[l].rank, cardinal(l, r)), squares, l)
}

// File says what stands on file f (0 for the a-file), from the first rank
// up: "File Eva: Eva one King White, ...".
func File(p chess.Position, f int, lang string) string {
	var squares []chess.Square
	for r := range 8 {
		squares = append(squares, chess.NewSquare(f, r))
	}
	l := language(lang)
	return line(p, fmt.Sprintf(boards[l].file, announcements[l].files[f]), squares, l)
}

// line says the pieces on squares after a heading.
func line(p chess.Position, heading string, squares []chess.Square, l notation.Lang) string {
	var out []string
	for _, sq := range squares {
		if pc := p.PieceAt(sq); pc.Type() != chess.NoPieceType {
			out = append(out, Square(sq, string(l))+" "+notation.PieceName(l, pc.Type())+" "+boards[l].sides[pc.Color()])
		}
	}
	if len(out) == 0 {
		return heading + ": " + boards[l].empty
	}
	return heading + ": " + strings.Join(out, ", ")
}

// Where says where the pieces of type t of both sides stand: "Knight.
// White: Bella one, Gustav one; Black: Bella eight, Gustav eight".
func Where(p chess.Position, t chess.PieceType, lang string) string {
	l := language(lang)
	var sides []string
	for c := chess.White; c <= chess.Black; c++ {
		var at []string
		for sq := range chess.Square(64) {
			if pc := p.PieceAt(sq); pc.Type() == t && pc.Color() == c {
				at = append(at, Square(sq, string(l)))
			}
		}
		if len(at) == 0 {
			at = []string{boards[l].nowhere}
		}
		sides = append(sides, boards[l].sides[c]+": "+strings.Join(at, ", "))
	}
	return notation.PieceName(l, t) + ". " + strings.Join(sides, "; ")
}

// MovesFrom announces the legal moves of the piece on sq: "Gustav one
// Knight White: Knight Felix three, Knight Hector three".
func MovesFrom(p chess.Position, sq chess.Square, lang string) string {
	l := language(lang)
	pc := p.PieceAt(sq)
	if pc.Type() == chess.NoPieceType {
		return Square(sq, string(l)) + ": " + boards[l].empty
	}
	heading := Square(sq, string(l)) + " " + notation.PieceName(l, pc.Type()) + " " + boards[l].sides[pc.Color()]
	var moves []string
	var buf [256]chess.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if m.From() == sq {
			moves = append(moves, Say(p, m, string(l)))
		}
	}
	if len(moves) == 0 {
		return heading + ": " + boards[l].noMoves
	}
	return heading + ": " + strings.Join(moves, "; ")
}

// MoveNumber says the number of the move to be played and who plays it:
// "Move twelve, Black to move".
func MoveNumber(p chess.Position, lang string) string {
	l := language(lang)
	return boards[l].move + " " + cardinal(l, p.FullmoveNumber()) + ", " + boards[l].toMove[p.Turn()]
}

// LastMove announces the last move of a game, p being the position before
// it: "Last move: Knight Felix three". m is chess.NoMove before the first.
func LastMove(p chess.Position, m chess.Move, lang string) string {
	l := language(lang)
	if m == chess.NoMove {
		return boards[l].none
	}
	return boards[l].last + ": " + Say(p, m, string(l))
}

// ReadPiece reads a piece name or letter of any of the seven languages:
// "Springer", "knight", "N", "конь".
func ReadPiece(text, lang string) (chess.PieceType, bool) {
	words := splitWords(text)
	if len(words) == 0 {
		return chess.NoPieceType, false
	}
	if m, n := lookup(words); n == len(words) && m.kind == pieceWord {
		return chess.PieceType(m.index), true
	}
	if m, n := lookup(words); n == len(words) && m.kind == pawnWord {
		return chess.Pawn, true
	}
	for t := chess.Knight; t <= chess.King; t++ {
		if len(words) == 1 && strings.EqualFold(words[0], notation.PieceLetter(language(lang), t)) {
			return t, true
		}
	}
	return chess.NoPieceType, false
}

// ReadSquare reads a square said or written: "Felix drei", "f3", "эф три".
func ReadSquare(text string) (chess.Square, bool) {
	var s strings.Builder
	for _, w := range splitWords(text) {
		if m, n := lookup([]string{w}); n == 1 && (m.kind == fileWord || m.kind == rankWord) {
			s.WriteString(m.san(notation.English))
			continue
		}
		s.WriteString(strings.ToLower(w))
	}
	t := s.String()
	if len(t) != 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8' {
		return 0, false
	}
	return chess.NewSquare(int(t[0]-'a'), int(t[1]-'1')), true
}

// OnSquare names a square and what stands on it: "Gustav one Knight
// White", "Eva four empty".
func OnSquare(p chess.Position, sq chess.Square, lang string) string {
	l := language(lang)
	pc := p.PieceAt(sq)
	if pc.Type() == chess.NoPieceType {
		return Square(sq, string(l)) + " " + boards[l].empty
	}
	return Square(sq, string(l)) + " " + notation.PieceName(l, pc.Type()) + " " + boards[l].sides[pc.Color()]
}
