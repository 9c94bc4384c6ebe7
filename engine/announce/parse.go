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
// words may come from any of the seven languages. Details said that the
// move does not have (a capture, check, en passant ...) are not held
// against it: Read reports them. Errors are *notation.MoveError wrapped
// with the package name: errors.Is tells notation.ErrUnreadable,
// notation.ErrIllegal and notation.ErrAmbiguous apart, and an ambiguous
// announcement lists the moves it could mean, announced.
func Parse(p chess.Position, text string, lang string) (chess.Move, error) {
	r, err := Read(p, text, lang)
	return r.Move, err
}

// Reading is an announcement read back: the move it stands for and the
// slips in it.
type Reading struct {
	Move  chess.Move
	Slips []Slip // in the order of the Slip constants; none for an exact announcement
}

// Read reads an announcement as Parse does and also reports each detail
// said that the move does not have, so that the arbiter can have a slip of
// the tongue corrected before the clock is pressed (D.2.8).
func Read(p chess.Position, text string, lang string) (Reading, error) {
	l := notation.Lang(lang)
	if _, ok := announcements[l]; !ok {
		return Reading{}, fmt.Errorf("announce: unknown language %q (have %s)", lang, strings.Join(Languages(), " "))
	}
	var first error
	for _, linking := range linkingOrder(text, l) {
		s, err := toSAN(text, l, linking)
		if err == nil {
			var r Reading
			if r, err = s.read(p, text, l); err == nil {
				return r, nil
			}
		}
		if first == nil {
			first = err
		}
	}
	return Reading{}, fmt.Errorf("announce: %w", first)
}

// linkingOrder says how to take a lone "a" before a square: as a word
// linking the piece to its square ("Alfil a g5", "Bispo a g5") or as the
// a-file ("Torre a d1"). Languages that link with "a" try that first; the
// other reading is the fallback.
func linkingOrder(text string, l notation.Lang) []bool {
	hasA := false
	for _, w := range splitWords(text) {
		hasA = hasA || w == "a" || w == "A"
	}
	switch {
	case !hasA:
		return []bool{false}
	case l == notation.Spanish || l == notation.Italian || l == notation.Portuguese || l == notation.French:
		return []bool{true, false}
	}
	return []bool{false, true}
}

// said is an announcement rewritten as SAN, with the details that SAN
// would not hold against the move taken out.
type said struct {
	san                                  string // as written, for messages
	core                                 string // without capture, check and mate signs
	capture, check, checkmate, enPassant bool
}

// toSAN rewrites an announcement as SAN in language l: "Springer Felix
// drei" becomes "Sf3". Words that are already SAN pass through. With
// linking, a lone "a" before a square links, as "à", "to" and "nach" do.
func toSAN(text string, l notation.Lang, linking bool) (said, error) {
	words := splitWords(text)
	var san strings.Builder
	var s said
	for i := 0; i < len(words); {
		if (words[i] == "à" || (linking && (words[i] == "a" || words[i] == "A"))) && startsSquare(words[i+1:]) {
			i++
			continue
		}
		m, n := lookup(words[i:])
		if n == 0 {
			w := strings.TrimSuffix(words[i], ".")
			if !isSAN(w, l) {
				return said{}, &notation.MoveError{Text: text, Kind: notation.ErrUnreadable, Reason: fmt.Sprintf("unknown word %q", words[i])}
			}
			san.WriteString(lowerFiles(w, l))
			i++
			continue
		}
		s.enPassant = s.enPassant || m.kind == enPassantWord
		san.WriteString(m.san(l))
		i += n
	}
	if san.Len() == 0 && !s.enPassant {
		return said{}, &notation.MoveError{Text: text, Kind: notation.ErrUnreadable, Reason: "no move in it"}
	}
	s.san = san.String()
	s.capture = strings.ContainsAny(s.san, "xX×:")
	s.check = strings.Contains(s.san, "+")
	s.checkmate = strings.Contains(s.san, "#")
	s.core = strings.Map(func(r rune) rune {
		if strings.ContainsRune("xX×:+#", r) {
			return -1
		}
		return r
	}, s.san)
	return s, nil
}

// startsSquare reports whether words begin with a square: a file name or
// letter, or a square written together ("g5").
func startsSquare(words []string) bool {
	if len(words) == 0 {
		return false
	}
	if m, n := lookup(words); n > 0 {
		return m.kind == fileWord
	}
	w := strings.ToLower(words[0])
	return w[0] >= 'a' && w[0] <= 'h' && (len(w) == 1 || w[1] >= '1' && w[1] <= '8')
}

// read finds the move s stands for in p and the slips in it. A promotion
// piece said for a move that is no promotion is a slip, not an error.
func (s said) read(p chess.Position, text string, l notation.Lang) (Reading, error) {
	core := s.core
	if core == "" {
		core = s.san // nothing but signs: let notation say why it is no move
	}
	m, err := notation.Read(p, core, notation.Options{Lang: l})
	promotionSlip := false
	if err != nil {
		if bare, ok := withoutPromotion(core); ok {
			if b, berr := notation.Read(p, bare, notation.Options{Lang: l}); berr == nil && b.Promotion() == chess.NoPieceType {
				m, err, promotionSlip = b, nil, true
			}
		}
	}
	if err != nil {
		return Reading{}, explain(p, text, s.san, l, err)
	}
	r := Reading{Move: m}
	written := notation.Write(p, m, notation.Options{})
	for _, slip := range []struct {
		said, has bool
		slip      Slip
	}{
		{s.capture, p.IsCapture(m), SaidCapture},
		{s.check, strings.HasSuffix(written, "+") || strings.HasSuffix(written, "#"), SaidCheck},
		{s.checkmate, strings.HasSuffix(written, "#"), SaidCheckmate},
		{s.enPassant, m.IsEnPassant(), SaidEnPassant},
		{promotionSlip, false, SaidPromotion},
	} {
		if slip.said && !slip.has {
			r.Slips = append(r.Slips, slip.slip)
		}
	}
	return r, nil
}

// withoutPromotion drops what follows the last rank digit of a SAN move
// (the promotion piece: "e4=D", "e4D", "e4(D)"), reporting whether there
// was anything.
func withoutPromotion(san string) (string, bool) {
	i := strings.LastIndexAny(san, "12345678")
	if i < 0 || i == len(san)-1 {
		return san, false
	}
	return san[:i+1], true
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
