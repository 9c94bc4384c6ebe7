package announce

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

// kind is what a word of an announcement stands for.
type kind uint8

const (
	fileWord kind = iota + 1
	rankWord
	pieceWord
	pawnWord // said before a pawn move, but SAN has no letter for it
	takesWord
	checkWord
	checkmateWord
	shortCastlingWord
	longCastlingWord
	promotesWord
	enPassantWord // SAN does not mark it; the move itself tells
	fillerWord    // "to", "nach": says nothing about the move
)

// meaning is what one word or phrase says about a move.
type meaning struct {
	kind  kind
	index int // the file (0 = a), the rank (1 to 8) or the piece type
}

// vocabulary maps folded words and phrases of every language to their
// meaning; longestPhrase is the most words one entry holds.
var vocabulary, vocabularyConflicts = buildVocabulary()

var longestPhrase = func() int {
	n := 1
	for phrase := range vocabulary {
		n = max(n, len(strings.Fields(phrase)))
	}
	return n
}()

// Words Say never writes but players and speech recognisers do: the German
// spellings of D.2.1's English text, the Cyrillic spellings of the Russian
// text, and common synonyms.
var (
	extraFiles = map[string]int{
		"Caesar": 2, "Cäsar": 2, "Zäsar": 2, "Hektor": 7, "Гектор": 7, "Цезар": 2,
	}
	// letterNames are the letters a to h as spoken in each language, which
	// speech recognisers write out ("эф три", "Springer ef drei"). "a" and
	// "e" are left to SAN: they are words of their own in several languages.
	letterNames = map[string]int{
		// Russian
		"а": 0, "бэ": 1, "цэ": 2, "дэ": 3, "э": 4, "эф": 5, "жэ": 6, "же": 6, "гэ": 6, "аш": 7,
		// English
		"bee": 1, "cee": 2, "dee": 3, "eff": 5, "ef": 5, "gee": 6, "aitch": 7,
		// German, French, Spanish (accents fold away: "bé" is "be"); "de"
		// and "di" say "from" in the Romance languages and are left out
		"be": 1, "ce": 2, "effe": 5, "efe": 5, "ge": 6, "ha": 7, "ache": 7, "hache": 7,
		// Italian and Portuguese
		"bi": 1, "ci": 2, "gi": 6, "acca": 7, "agá": 7,
	}
	extraRanks = map[string]int{
		"fuenf": 5, "айн": 1, "цвай": 2, "драй": 3, "фир": 4, "фюнф": 5, "зекс": 6, "зибен": 7, "ахт": 8,
	}
	extraPieces = map[string]chess.PieceType{
		"Koenig": chess.King, "Laeufer": chess.Bishop, "Laufer": chess.Bishop,
		"кениг": chess.King, "даме": chess.Queen, "турм": chess.Rook, "лойфер": chess.Bishop,
		"шпрингер": chess.Knight, "Regina": chess.Queen,
	}
	extraWords = map[string]kind{
		"x": takesWord, "schlaegt": takesWord, "nimmt": takesWord, "captures": takesWord, "cattura": takesWord,
		"mangia": takesWord, "toma": takesWord, "come": takesWord, "бьёт": takesWord, "mange": takesWord,
		"matt": checkmateWord, "mate": checkmateWord, "mat": checkmateWord, "шах и мат": checkmateWord,
		"scacco matto": checkmateWord, "xeque mate": checkmateWord, "échec et mat": checkmateWord,
		"castles short": shortCastlingWord, "kingside castling": shortCastlingWord, "castles kingside": shortCastlingWord,
		"кюрц рохад": shortCastlingWord, "kleine rochade": shortCastlingWord, "pequeno roque": shortCastlingWord,
		"castles long": longCastlingWord, "queenside castling": longCastlingWord, "castles queenside": longCastlingWord,
		"ланг рохад": longCastlingWord, "große rochade": longCastlingWord, "grande roque": longCastlingWord,
		"=": promotesWord, "promotes": promotesWord, "wird zu": promotesWord, "umwandlung in": promotesWord,
		"promotion": promotesWord, "promotion en": promotesWord, "promu": promotesWord, "promueve a": promotesWord,
		"corona en": promotesWord, "превращение в": promotesWord,
		"e.p.": enPassantWord, "ep": enPassantWord, "a.p.": enPassantWord,
		"бауэр": pawnWord,
		"to":    fillerWord, "nach": fillerWord, "auf": fillerWord, "en": fillerWord, "на": fillerWord,
		"on": fillerWord, "in": fillerWord, "para": fillerWord, "sur": fillerWord, "em": fillerWord,
		"на поле": fillerWord, "de": fillerWord, "von": fillerWord, "from": fillerWord, "da": fillerWord, "desde": fillerWord,
	}
)

// buildVocabulary gathers the words of every language. A folded word with
// two meanings would make Parse guess; such words are returned as conflicts
// (a test keeps the list empty).
func buildVocabulary() (map[string]meaning, []string) {
	v := map[string]meaning{}
	var conflicts []string
	add := func(word string, m meaning) {
		key := fold(word)
		if old, ok := v[key]; ok && old != m {
			conflicts = append(conflicts, fmt.Sprintf("%q means %v and %v", word, old, m))
		}
		v[key] = m
	}
	for l, w := range announcements {
		for f, name := range w.files {
			add(name, meaning{fileWord, f})
		}
		for r := 1; r <= 8; r++ {
			add(cardinal(l, r), meaning{rankWord, r})
		}
		for t := chess.Knight; t <= chess.King; t++ {
			add(notation.PieceName(l, t), meaning{pieceWord, int(t)})
			if to := w.promotedTo[t]; to != "" {
				add(to, meaning{pieceWord, int(t)})
			}
		}
		add(notation.PieceName(l, chess.Pawn), meaning{kind: pawnWord})
		for word, k := range map[string]kind{
			w.takes: takesWord, w.check: checkWord, w.checkmate: checkmateWord, w.short: shortCastlingWord,
			w.long: longCastlingWord, w.promotes: promotesWord, w.enPassant: enPassantWord,
		} {
			add(word, meaning{kind: k})
		}
	}
	for word, f := range extraFiles {
		add(word, meaning{fileWord, f})
	}
	for word, f := range letterNames {
		add(word, meaning{fileWord, f})
	}
	for word, r := range extraRanks {
		add(word, meaning{rankWord, r})
	}
	for word, t := range extraPieces {
		add(word, meaning{pieceWord, int(t)})
	}
	for word, k := range extraWords {
		add(word, meaning{kind: k})
	}
	return v, conflicts
}

// folder drops the accents that players and recognisers often leave out.
var folder = strings.NewReplacer(
	"ä", "a", "ö", "o", "ü", "u", "ß", "ss", "à", "a", "â", "a", "á", "a", "ã", "a",
	"é", "e", "è", "e", "ê", "e", "ë", "e", "í", "i", "î", "i", "ï", "i",
	"ó", "o", "ô", "o", "õ", "o", "ú", "u", "ù", "u", "û", "u", "ç", "c", "ñ", "n",
	"ё", "е", "-", " ",
)

// fold returns the form of a word or phrase that vocabulary is keyed by:
// lower case, without accents, hyphens as spaces, single spaces.
func fold(s string) string {
	return strings.Join(strings.Fields(folder.Replace(strings.ToLower(s))), " ")
}

// splitWords cuts an announcement into words at spaces and at the
// punctuation a recogniser puts between them.
func splitWords(text string) []string {
	return strings.FieldsFunc(text, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(",;!?", r)
	})
}
