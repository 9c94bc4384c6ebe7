package announce

import (
	"errors"
	"fmt"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

// Parse returns the legal move of p that an announcement stands for. lang
// chooses the piece letters of SAN in the text ("S" for a German knight);
// words may come from any of the seven languages. Errors are
// *notation.MoveError wrapped with the package name: errors.Is tells
// notation.ErrUnreadable, notation.ErrIllegal and notation.ErrAmbiguous apart,
// and an ambiguous announcement lists the moves it could mean, announced.
func Parse(p chess.Position, text string, lang string) (chess.Move, error) {
	l := notation.Lang(lang)
	if _, ok := announcements[l]; !ok {
		return chess.NoMove, fmt.Errorf("announce: unknown language %q (have %s)", lang, strings.Join(Languages(), " "))
	}
	san, err := toSAN(text, l)
	if err != nil {
		return chess.NoMove, fmt.Errorf("announce: %w", err)
	}
	m, err := notation.Read(p, san, notation.Options{Lang: l})
	if err != nil {
		return chess.NoMove, fmt.Errorf("announce: %w", explain(p, text, san, l, err))
	}
	return m, nil
}

// toSAN rewrites an announcement as SAN in language l: "Springer Felix
// drei" becomes "Sf3". Words that are already SAN pass through.
func toSAN(text string, l notation.Lang) (string, error) {
	words := splitWords(text)
	var san strings.Builder
	for i := 0; i < len(words); {
		m, n := lookup(words[i:])
		if n == 0 {
			w := strings.TrimSuffix(words[i], ".")
			if !isSAN(w, l) {
				return "", &notation.MoveError{Text: text, Kind: notation.ErrUnreadable, Reason: fmt.Sprintf("unknown word %q", words[i])}
			}
			san.WriteString(lowerFiles(w, l))
			i++
			continue
		}
		san.WriteString(m.san(l))
		i += n
	}
	if san.Len() == 0 {
		return "", &notation.MoveError{Text: text, Kind: notation.ErrUnreadable, Reason: "no move in it"}
	}
	return san.String(), nil
}

// lookup finds the longest phrase at the start of words that the vocabulary
// knows, and how many words it takes (0 for none).
func lookup(words []string) (meaning, int) {
	for n := min(longestPhrase, len(words)); n > 0; n-- {
		phrase := fold(strings.Join(words[:n], " "))
		if m, ok := vocabulary[phrase]; ok {
			return m, n
		}
		if m, ok := vocabulary[strings.TrimSuffix(phrase, ".")]; ok {
			return m, n
		}
	}
	return meaning{}, 0
}

// san returns what the word adds to a SAN move in language l.
func (m meaning) san(l notation.Lang) string {
	switch m.kind {
	case fileWord:
		return string(rune('a' + m.index))
	case rankWord:
		return string(rune('0' + m.index))
	case pieceWord:
		return notation.PieceLetter(l, chess.PieceType(m.index))
	case takesWord:
		return "x"
	case checkWord:
		return "+"
	case checkmateWord:
		return "#"
	case shortCastlingWord:
		return "O-O"
	case longCastlingWord:
		return "O-O-O"
	case promotesWord:
		return "="
	}
	return "" // pawns, en passant and fillers leave no mark in SAN
}

// isSAN reports whether w can be part of a SAN, long algebraic or UCI move
// in language l: squares, separators, castling zeros and l's piece letters.
func isSAN(w string, l notation.Lang) bool {
	var letters strings.Builder
	for t := chess.Knight; t <= chess.King; t++ {
		letters.WriteString(notation.PieceLetter(l, t))
	}
	allowed := strings.ToLower(letters.String()) + strings.ToUpper(letters.String()) + "abcdefghABCDEFGH12345678xX:-=+#oO0()/."
	for _, r := range w {
		if !strings.ContainsRune(allowed, r) {
			return false
		}
	}
	return w != ""
}

// lowerFiles writes the files of a word made only of squares ("F3",
// "E2E4"), or of a lone file letter that is no piece letter of l ("F" but
// not a German "D"), in lower case, as SAN has them. Other words keep their
// case, which tells a German "D" (Dame) from a "d" (file).
func lowerFiles(w string, l notation.Lang) string {
	if len(w) == 1 {
		for t := chess.Knight; t <= chess.King; t++ {
			if notation.PieceLetter(l, t) == w {
				return w
			}
		}
		return strings.ToLower(w)
	}
	if len(w)%2 != 0 {
		return w
	}
	for i := 0; i < len(w); i += 2 {
		f, r := w[i]|0x20, w[i+1]
		if f < 'a' || f > 'h' || r < '1' || r > '8' {
			return w
		}
	}
	return strings.ToLower(w)
}

// explain turns notation's error about san into one about the announcement:
// the text as given, what it was read as, and, if ambiguous, the moves it
// could mean, announced in the same language.
func explain(p chess.Position, text, san string, l notation.Lang, err error) error {
	var me *notation.MoveError
	if !errors.As(err, &me) {
		return err
	}
	out := &notation.MoveError{Text: text, Kind: me.Kind, Reason: fmt.Sprintf("read as %s", san)}
	if me.Reason != "" {
		out.Reason += ": " + me.Reason
	}
	for _, c := range me.Candidates {
		if m, err := notation.Read(p, c, notation.Options{Lang: l}); err == nil {
			out.Candidates = append(out.Candidates, Say(p, m, string(l)))
		}
	}
	return out
}
