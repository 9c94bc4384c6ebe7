package pgn

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

// Options tune reading.
type Options struct {
	// Notation is how moves are read: their language, and whether other
	// languages are tried (AnyLanguage).
	Notation notation.Options
	// SkipVariations drops variations unread (their moves are not checked).
	SkipVariations bool
}

// maxNesting bounds variations within variations.
const maxNesting = 64

// Reader reads the games of a PGN stream one by one.
type Reader struct {
	dec *decoder
	lx  *lexer
	opt Options
}

// NewReader returns a Reader of the games in r. It reads UTF-8, UTF-16
// after a byte order mark, and Windows-1252 (Latin-1) lines, which it
// converts to UTF-8 (see Encoding).
func NewReader(r io.Reader, o Options) *Reader {
	dec := newDecoder(r)
	return &Reader{dec: dec, lx: newLexer(dec), opt: o}
}

// Next reads the next game. It returns io.EOF when there are no more.
//
// On a fault in a game (an unreadable, illegal or ambiguous move, a bad tag
// or FEN, broken syntax) Next returns what it read of the game, up to the
// fault, together with an *Error; the next call goes on with the game after
// it. A read error of the underlying reader is returned as is, and again on
// every later call.
func (r *Reader) Next() (*Game, error) {
	t := r.lx.next()
	if t.kind == tokEOF {
		return nil, r.endError()
	}
	g := &Game{Line: t.line}
	ps := parser{lx: r.lx, opt: r.opt, g: g}
	err := ps.game(t)
	if g.Result == "" {
		g.Result = resultOrUnknown(g.Tag("Result"))
	}
	if err != nil {
		ps.skipGame()
		return g, err
	}
	if r.lx.err != nil {
		return g, r.endError()
	}
	return g, nil
}

// endError is what Next returns once the lexer has stopped.
func (r *Reader) endError() error {
	if r.lx.err != nil {
		return r.lx.err
	}
	return io.EOF
}

// parser reads one game.
type parser struct {
	lx  *lexer
	opt Options
	g   *Game
}

// game reads the tags, sets up the start position and reads the movetext.
func (ps *parser) game(first token) error {
	t := first
	fenLine := 0
	for t.kind == tokTagOpen {
		tag, err := ps.tag(t)
		if err != nil {
			return err
		}
		if tag.Name == "FEN" {
			fenLine = t.line
		}
		ps.g.Tags = append(ps.g.Tags, tag)
		t = ps.lx.next()
	}
	ps.lx.unread(t)
	if err := ps.setUp(fenLine); err != nil {
		return err
	}
	moves, err := ps.line(ps.g.Start, 0)
	ps.g.Moves = moves
	return err
}

// tag reads [Name "Value"] after its "[".
func (ps *parser) tag(open token) (Tag, error) {
	name, value, end := ps.lx.next(), ps.lx.next(), ps.lx.next()
	for _, t := range []token{name, value, end} {
		if t.kind == tokBad {
			return Tag{}, syntaxError(t, t.text)
		}
	}
	switch {
	case name.kind != tokSymbol:
		return Tag{}, syntaxError(name, "tag name expected after [")
	case value.kind != tokString:
		return Tag{}, syntaxError(value, fmt.Sprintf("tag %s: quoted value expected", name.text))
	case end.kind != tokTagClose:
		return Tag{}, syntaxError(end, fmt.Sprintf("tag %s: ] expected", name.text))
	}
	return Tag{Name: name.text, Value: value.text}, nil
}

// setUp finds the start position: the FEN tag (X-FEN and Shredder-FEN
// castling for Chess960), else the initial position.
func (ps *parser) setUp(fenLine int) error {
	variant := strings.ToLower(strings.ReplaceAll(ps.g.Tag("Variant"), " ", ""))
	switch variant {
	case "", "standard", "fromposition", "chess960", "fischerandom", "fischerrandom", "960":
	default:
		return &Error{Line: ps.g.Line, Err: fmt.Errorf("variant %q is not chess this program plays", ps.g.Tag("Variant"))}
	}
	fen := ps.g.Tag("FEN")
	if fen == "" {
		ps.g.Start = chess.StartPosition()
		return nil
	}
	p, err := chess.ParseFEN(fen)
	if errors.Is(err, chess.ErrUnreachable) {
		p, err = chess.ParseFENLax(fen) // a composed position: still playable
	}
	if err != nil {
		return &Error{Line: fenLine, Err: fmt.Errorf("FEN tag: %w", err)}
	}
	ps.g.Start = p
	return nil
}

// line reads the moves of the main line (depth 0) or of a variation from
// p, up to ")" (variations), a result, the next game's "[" or the end.
func (ps *parser) line(p chess.Position, depth int) ([]Move, error) {
	var (
		moves  []Move
		before []string       // comments before the first move
		prev   chess.Position // the position before the last move
	)
	defer func() {
		if len(moves) == 0 && depth == 0 {
			ps.g.Comments = before
		}
	}()
	for {
		t := ps.lx.next()
		switch t.kind {
		case tokEOF, tokTagOpen:
			if t.kind == tokTagOpen {
				ps.lx.unread(t)
			}
			if depth > 0 && ps.lx.err == nil {
				return moves, syntaxError(t, "variation never closed with )")
			}
			return moves, nil
		case tokVarClose:
			if depth == 0 {
				return moves, syntaxError(t, "\")\" without a variation to close")
			}
			return moves, nil
		case tokVarOpen:
			if len(moves) == 0 {
				return moves, syntaxError(t, "variation before any move")
			}
			if err := ps.variation(t, prev, depth, &moves[len(moves)-1]); err != nil {
				return moves, err
			}
		case tokComment:
			if len(moves) == 0 {
				before = append(before, t.text)
			} else {
				moves[len(moves)-1].addComment(t.text)
			}
		case tokNAG:
			n, err := strconv.Atoi(t.text)
			if err != nil || n < 0 || n > 255 {
				return moves, syntaxError(t, fmt.Sprintf("bad annotation glyph $%s", t.text))
			}
			if len(moves) > 0 {
				moves[len(moves)-1].NAGs = append(moves[len(moves)-1].NAGs, n)
			}
		case tokSymbol:
			if result, ok := parseResult(t.text); ok {
				if depth > 0 {
					return moves, syntaxError(t, "result inside a variation")
				}
				ps.g.Result = result
				return moves, nil
			}
			m, ok, err := ps.move(t, p)
			if err != nil {
				return moves, err
			}
			if !ok {
				if len(moves) > 0 {
					moves[len(moves)-1].NAGs = append(moves[len(moves)-1].NAGs, m.NAGs...)
				}
				continue
			}
			m.Before, before = before, nil
			moves = append(moves, m)
			prev, p = p, p.Play(m.Move)
		case tokBad:
			return moves, syntaxError(t, t.text)
		default:
			return moves, syntaxError(t, fmt.Sprintf("unexpected %q in movetext", t.text))
		}
	}
}

// variation reads "( ... )" after its "(" as an alternative to last, which
// was played from p.
func (ps *parser) variation(open token, p chess.Position, depth int, last *Move) error {
	if ps.opt.SkipVariations {
		return ps.skipVariation(open)
	}
	if depth >= maxNesting {
		return syntaxError(open, fmt.Sprintf("variations nested more than %d deep", maxNesting))
	}
	v, err := ps.line(p, depth+1)
	if len(v) > 0 {
		last.Variations = append(last.Variations, v)
	}
	return err
}

func (ps *parser) skipVariation(open token) error {
	for depth := 1; depth > 0; {
		switch t := ps.lx.next(); t.kind {
		case tokVarOpen:
			depth++
		case tokVarClose:
			depth--
		case tokEOF, tokTagOpen:
			ps.lx.unread(t)
			return syntaxError(open, "variation never closed with )")
		}
	}
	return nil
}

// move reads a symbol of movetext: a move, perhaps with its number before
// and annotation after it. ok is false for a symbol that holds no move (a
// bare move number, an "e.p." after the move, a lone "!?"), whose NAGs
// belong to the previous move.
func (ps *parser) move(t token, p chess.Position) (m Move, ok bool, err error) {
	number, text := splitMoveNumber(t.text)
	text, m.NAGs = splitAnnotation(text)
	if text == "" || isEnPassantMark(text) {
		return m, false, nil
	}
	m.Move, err = notation.Read(p, text, ps.opt.Notation)
	if err != nil {
		return m, false, &Error{Line: t.line, Column: t.col + utf8.RuneCountInString(number), Err: err}
	}
	m.Text, m.Line = text, t.line
	return m, true, nil
}

// skipGame passes over the rest of a game after a fault: up to its result,
// the next game's tags or the end.
func (ps *parser) skipGame() {
	for {
		t := ps.lx.next()
		switch {
		case t.kind == tokEOF:
			return
		case t.kind == tokTagOpen:
			ps.lx.unread(t)
			return
		case t.kind == tokSymbol:
			if _, ok := parseResult(t.text); ok {
				return
			}
		}
	}
}

// addComment adds a comment that follows the move, taking out its clock
// commands.
func (m *Move) addComment(c string) {
	if v, rest, ok := takeCommand(c, "clk"); ok {
		if d, err := parseClock(v); err == nil {
			m.Clock, m.HasClock, c = d, true, rest
		}
	}
	if v, rest, ok := takeCommand(c, "emt"); ok {
		if d, err := parseClock(v); err == nil {
			m.Elapsed, m.HasElapsed, c = d, true, rest
		}
	}
	if c != "" {
		m.Comments = append(m.Comments, c)
	}
}

func syntaxError(t token, msg string) error {
	return &Error{Line: t.line, Column: t.col, Err: fmt.Errorf("%w: %s", ErrSyntax, msg)}
}

// parseResult recognises a game termination marker.
func parseResult(s string) (string, bool) {
	switch s {
	case "1-0", "0-1", "1/2-1/2", "*":
		return s, true
	case "½-½":
		return "1/2-1/2", true
	}
	return "", false
}

func resultOrUnknown(s string) string {
	if r, ok := parseResult(s); ok {
		return r
	}
	return "*"
}

// splitMoveNumber splits "12." or "12..." (also "…") off the front of a
// symbol; a symbol of digits and dots only is all number.
func splitMoveNumber(s string) (number, rest string) {
	digits := len(s) - len(strings.TrimLeft(s, "0123456789"))
	rest = strings.TrimLeft(s[digits:], ".…")
	if rest == s[digits:] && (digits < len(s) || digits == 0) {
		if strings.Trim(s, ".…") == "" {
			return s, ""
		}
		return "", s // no dot after the digits: "0-0" is a move
	}
	return s[:len(s)-len(rest)], rest
}

// glyphs are the traditional suffix annotations and their NAGs.
var glyphs = map[string]int{"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}

// splitAnnotation splits a trailing "!", "?!", ... off a move.
func splitAnnotation(s string) (string, []int) {
	move := strings.TrimRight(s, "!?")
	if n, ok := glyphs[s[len(move):]]; ok {
		return move, []int{n}
	}
	return s, nil
}

func isEnPassantMark(s string) bool {
	switch strings.ToLower(s) {
	case "e.p.", "ep", "e.p", "a.p.", "a.p":
		return true
	}
	return false
}
