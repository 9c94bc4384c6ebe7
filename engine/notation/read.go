package notation

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// Read returns the legal move of p that text stands for. It accepts SAN in
// o.Lang (and in every language with o.AnyLanguage), long algebraic
// notation and UCI, with the liberties listed in the package doc. Errors
// are *MoveError, matching ErrUnreadable, ErrIllegal or ErrAmbiguous.
func Read(p chess.Position, text string, o Options) (chess.Move, error) {
	s := trimSuffixes(text)
	var buf [256]chess.Move
	legal := p.LegalMoves(buf[:0])
	if side, ok := castlingSide(s); ok {
		return readCastling(p, text, side, legal)
	}
	forms, ok := parse(s)
	if !ok {
		return chess.NoMove, &MoveError{Text: text, Kind: ErrUnreadable, Reason: "not a move in algebraic, long algebraic or UCI notation"}
	}
	var (
		tried     []pattern
		ambiguous []chess.Move
		fits      []chess.Move
	)
	for _, f := range forms {
		for _, lang := range o.readingOrder() {
			pat, ok := f.resolve(lang)
			if !ok || slicesContains(tried, pat) {
				continue
			}
			tried = append(tried, pat)
			fits = pat.filter(p, legal, fits[:0])
			switch {
			case len(fits) == 1:
				return fits[0], nil
			case len(fits) > 1 && ambiguous == nil:
				ambiguous = append([]chess.Move(nil), fits...)
			}
		}
	}
	switch {
	case ambiguous != nil:
		return chess.NoMove, ambiguity(p, text, ambiguous, o)
	case len(tried) > 0:
		return chess.NoMove, &MoveError{Text: text, Kind: ErrIllegal, Reason: tried[0].describe(p)}
	default:
		return chess.NoMove, &MoveError{Text: text, Kind: ErrUnreadable, Reason: fmt.Sprintf("unknown piece letter in %s", o.languageNames())}
	}
}

func slicesContains(ps []pattern, p pattern) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// readingOrder is the preferred language, then with AnyLanguage the others.
func (o Options) readingOrder() []Lang {
	first := o.Lang.orDefault()
	if !o.AnyLanguage {
		return []Lang{first}
	}
	order := []Lang{first}
	for _, l := range languages {
		if l != first {
			order = append(order, l)
		}
	}
	return order
}

func (o Options) languageNames() string {
	if o.AnyLanguage {
		return "any language"
	}
	return fmt.Sprintf("language %q", o.Lang.orDefault())
}

func ambiguity(p chess.Position, text string, moves []chess.Move, o Options) error {
	e := &MoveError{Text: text, Kind: ErrAmbiguous}
	for _, m := range moves {
		e.Candidates = append(e.Candidates, Write(p, m, o))
	}
	return e
}

// trimSuffixes drops what follows the move proper: annotations, check and
// mate signs, an en passant mark and a draw offer.
func trimSuffixes(s string) string {
	for {
		t := strings.TrimRightFunc(s, func(r rune) bool {
			return unicode.IsSpace(r) || strings.ContainsRune("!?‼⁇⁉⁈+#†‡", r)
		})
		lower := strings.ToLower(t)
		for _, suffix := range []string{"(=)", "e.p.", "e.p", "a.p.", "a.p", "ep"} {
			if strings.HasSuffix(lower, suffix) {
				t = t[:len(t)-len(suffix)]
				break
			}
		}
		if t == s {
			return strings.TrimLeftFunc(s, unicode.IsSpace)
		}
		s = t
	}
}

// castlingSide recognises O-O, 0-0, o-o, OO and their queen-side forms.
func castlingSide(s string) (chess.CastlingSide, bool) {
	n := 0
	for _, r := range s {
		switch r {
		case 'O', 'o', '0':
			n++
		case '-', ' ':
		default:
			return 0, false
		}
	}
	switch n {
	case 2:
		return chess.KingSide, true
	case 3:
		return chess.QueenSide, true
	}
	return 0, false
}

func readCastling(p chess.Position, text string, side chess.CastlingSide, legal []chess.Move) (chess.Move, error) {
	for _, m := range legal {
		if m.IsCastle() && sideOf(m) == side {
			return m, nil
		}
	}
	name := map[chess.CastlingSide]string{chess.KingSide: "king", chess.QueenSide: "queen"}[side]
	return chess.NoMove, &MoveError{Text: text, Kind: ErrIllegal, Reason: fmt.Sprintf("%s cannot castle on the %s side%s", p.Turn(), name, inCheck(p))}
}

func sideOf(castle chess.Move) chess.CastlingSide {
	if castle.KingTo().File() == 6 {
		return chess.KingSide
	}
	return chess.QueenSide
}

func inCheck(p chess.Position) string {
	if p.InCheck() {
		return fmt.Sprintf(" (%s is in check)", p.Turn())
	}
	return ""
}

// form is the shape of a move's text before its letters are read in a
// language: [piece] [from file] [from rank] to-square [promotion].
type form struct {
	piece    string // piece symbol as written, "" if none
	fromFile int    // 0..7, or -1 if not written
	fromRank int    // 0..7, or -1 if not written
	to       chess.Square
	promo    string // promotion symbol as written, "" if none
}

// parse returns the forms text can have, in order of precedence: a leading
// lower-case letter that is also a file is first a pawn's file, then a
// piece.
func parse(s string) ([]form, bool) {
	const separators = "x×:-"
	if r := []rune(s); len(r) == 0 || strings.ContainsRune(separators, r[0]) || strings.ContainsRune(separators, r[len(r)-1]) {
		return nil, false // a separator stands between two parts
	}
	r := []rune(strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || strings.ContainsRune(separators, r) {
			return -1
		}
		return r
	}, s))
	f := form{fromFile: -1, fromRank: -1}
	i := len(r)
	switch {
	case i >= 3 && r[i-1] == ')' && r[i-3] == '(':
		f.promo, i = string(r[i-2]), i-3
	case i >= 3 && !isRank(r[i-1]):
		f.promo, i = string(r[i-1]), i-1
	}
	if f.promo != "" && i > 0 && (r[i-1] == '=' || r[i-1] == '/') {
		i--
	}
	if i < 2 || !isFile(r[i-2]) || !isRank(r[i-1]) {
		return nil, false
	}
	f.to = chess.NewSquare(int(r[i-2]-'a'), int(r[i-1]-'1'))
	i -= 2
	if f.promo != "" && f.to.Rank() != 0 && f.to.Rank() != 7 {
		return nil, false
	}
	if i > 0 && isRank(r[i-1]) {
		f.fromRank, i = int(r[i-1]-'1'), i-1
	}
	if i > 0 && isFile(r[i-1]) {
		f.fromFile, i = int(r[i-1]-'a'), i-1
	}
	switch prefix := string(r[:i]); {
	case i == 0:
	case i == 1 || strings.EqualFold(prefix, "кр"):
		f.piece = prefix
	default:
		return nil, false
	}
	forms := []form{f}
	if f.piece == "" && f.fromFile >= 0 && f.fromRank < 0 {
		alt := f
		alt.piece, alt.fromFile = string(rune('a'+f.fromFile)), -1
		forms = append(forms, alt)
	}
	return forms, true
}

func isFile(r rune) bool { return r >= 'a' && r <= 'h' }
func isRank(r rune) bool { return r >= '1' && r <= '8' }

// pattern is a form read in one language: which legal moves it fits.
type pattern struct {
	piece    chess.PieceType // NoPieceType: any piece (long form without letter)
	fromFile int
	fromRank int
	to       chess.Square
	promo    chess.PieceType // NoPieceType: any
}

// resolve reads f's letters in language l.
func (f form) resolve(l Lang) (pattern, bool) {
	pat := pattern{fromFile: f.fromFile, fromRank: f.fromRank, to: f.to}
	switch {
	case f.piece != "":
		t, ok := lookup(l, f.piece)
		if !ok {
			return pattern{}, false
		}
		pat.piece = t
	case f.fromFile < 0 || f.fromRank < 0:
		// No letter and no full departure square: a pawn, on the
		// destination's file unless another file is given.
		pat.piece = chess.Pawn
		if pat.fromFile < 0 {
			pat.fromFile = f.to.File()
		}
	}
	if f.promo != "" {
		t, ok := lookup(l, f.promo)
		if !ok && pat.piece == chess.NoPieceType {
			// UCI writes promotions in English lower case whatever the
			// language of the scoresheet.
			t, ok = lookup(English, f.promo)
		}
		if !ok || t == chess.King {
			return pattern{}, false
		}
		pat.promo = t
	}
	return pat, true
}

// lookup reads a piece symbol in language l, in either case; figurines of
// both colours.
func lookup(l Lang, sym string) (chess.PieceType, bool) {
	for t := chess.Knight; t <= chess.King; t++ {
		if strings.EqualFold(sym, letters[l][t]) || (l == Figurine && sym == blackFigurines[t]) {
			return t, true
		}
	}
	return chess.NoPieceType, false
}

// filter appends to dst the legal moves that fit pat.
func (pat pattern) filter(p chess.Position, legal, dst []chess.Move) []chess.Move {
	for _, m := range legal {
		if pat.fits(p, m) {
			dst = append(dst, m)
		}
	}
	return dst
}

func (pat pattern) fits(p chess.Position, m chess.Move) bool {
	from := m.From()
	if pat.piece != chess.NoPieceType && p.PieceAt(from).Type() != pat.piece {
		return false
	}
	if (pat.fromFile >= 0 && from.File() != pat.fromFile) || (pat.fromRank >= 0 && from.Rank() != pat.fromRank) {
		return false
	}
	if pat.promo != chess.NoPieceType && m.Promotion() != pat.promo {
		return false
	}
	if m.IsCastle() {
		// King takes rook, or (orthodox chess only, where it cannot be a
		// plain king move) the king's destination: Kg1, e1g1.
		return pat.to == m.To() || (!p.IsChess960() && pat.to == m.KingTo())
	}
	return pat.to == m.To()
}

// describe says why no legal move fits pat.
func (pat pattern) describe(p chess.Position) string {
	from := ""
	switch {
	case pat.fromFile >= 0 && pat.fromRank >= 0:
		from = " from " + chess.NewSquare(pat.fromFile, pat.fromRank).String()
	case pat.fromFile >= 0 && pat.piece != chess.Pawn:
		from = " from the " + string(fileLetter(pat.fromFile)) + "-file"
	case pat.fromRank >= 0:
		from = fmt.Sprintf(" from rank %d", pat.fromRank+1)
	}
	what := "piece"
	if pat.piece != chess.NoPieceType {
		what = strings.ToLower(PieceName(English, pat.piece))
	}
	return fmt.Sprintf("no %s %s%s can move to %s%s", p.Turn(), what, from, pat.to, inCheck(p))
}
