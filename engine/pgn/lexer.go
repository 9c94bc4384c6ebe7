package pgn

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"unicode/utf8"
)

// tokenKind is the kind of a lexical token of PGN.
type tokenKind uint8

const (
	tokEOF      tokenKind = iota
	tokTagOpen            // [
	tokTagClose           // ]
	tokString             // "..." with escapes undone
	tokComment            // {...} or ; to end of line, whitespace collapsed
	tokNAG                // $12
	tokVarOpen            // (
	tokVarClose           // )
	tokSymbol             // move, move number, result, tag name
	tokBad                // an unclosed string or comment; text says which
)

type token struct {
	kind      tokenKind
	text      string
	line, col int
}

// lexer splits PGN into tokens, counting lines and columns (in runes, from
// 1) for error messages.
type lexer struct {
	r         *bufio.Reader
	line, col int
	err       error // sticky read error
	peeked    *token
	back      rune // a rune put back by unreadRune, or 0
	started   bool // past a leading byte order mark
}

func newLexer(r io.Reader) *lexer {
	return &lexer{r: bufio.NewReaderSize(r, 64<<10), line: 1}
}

// next returns the next token; at the end, or after a read error (see
// lx.err), a tokEOF.
func (lx *lexer) next() token {
	if t := lx.peeked; t != nil {
		lx.peeked = nil
		return *t
	}
	return lx.scan()
}

// unread pushes t back; the next call of next returns it.
func (lx *lexer) unread(t token) { lx.peeked = &t }

func (lx *lexer) readRune() (rune, bool) {
	if lx.err != nil {
		return 0, false
	}
	if r := lx.back; r != 0 {
		lx.back = 0
		lx.col++
		return r, true
	}
	r, _, err := lx.r.ReadRune()
	if err != nil {
		if !errors.Is(err, io.EOF) {
			lx.err = err
		}
		return 0, false
	}
	if !lx.started {
		lx.started = true
		if r == '\uFEFF' {
			return lx.readRune()
		}
	}
	if r == '\n' {
		lx.line, lx.col = lx.line+1, 0
	} else {
		lx.col++
	}
	return r, true
}

// unreadRune puts back r, which must not be a newline.
func (lx *lexer) unreadRune(r rune) {
	lx.back = r
	lx.col--
}

func (lx *lexer) scan() token {
	for {
		r, ok := lx.readRune()
		if !ok {
			return token{kind: tokEOF, line: lx.line, col: lx.col}
		}
		line, col := lx.line, lx.col
		switch {
		case r == '%' && col == 1:
			lx.skipLine() // escape mechanism (PGN standard 6)
		case r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f':
		case r == '[':
			return token{kind: tokTagOpen, text: "[", line: line, col: col}
		case r == ']':
			return token{kind: tokTagClose, text: "]", line: line, col: col}
		case r == '(':
			return token{kind: tokVarOpen, text: "(", line: line, col: col}
		case r == ')':
			return token{kind: tokVarClose, text: ")", line: line, col: col}
		case r == '{':
			return lx.braceComment(line, col)
		case r == ';':
			return token{kind: tokComment, text: collapse(lx.skipLine()), line: line, col: col}
		case r == '"':
			return lx.quoted(line, col)
		case r == '$':
			return token{kind: tokNAG, text: lx.symbol(""), line: line, col: col}
		default:
			return token{kind: tokSymbol, text: lx.symbol(string(r)), line: line, col: col}
		}
	}
}

// skipLine consumes the rest of the line and returns it.
func (lx *lexer) skipLine() string {
	var b strings.Builder
	for {
		r, ok := lx.readRune()
		if !ok || r == '\n' {
			return b.String()
		}
		b.WriteRune(r)
	}
}

func (lx *lexer) braceComment(line, col int) token {
	var b strings.Builder
	for {
		r, ok := lx.readRune()
		if !ok {
			return token{kind: tokBad, text: "comment never closed with }", line: line, col: col}
		}
		if r == '}' {
			return token{kind: tokComment, text: collapse(b.String()), line: line, col: col}
		}
		b.WriteRune(r)
	}
}

func (lx *lexer) quoted(line, col int) token {
	var b strings.Builder
	for {
		r, ok := lx.readRune()
		if !ok || r == '\n' {
			return token{kind: tokBad, text: "string never closed with \"", line: line, col: col}
		}
		switch r {
		case '"':
			return token{kind: tokString, text: b.String(), line: line, col: col}
		case '\\':
			if r, ok = lx.readRune(); ok && r != '\n' {
				b.WriteRune(r)
			}
		default:
			b.WriteRune(r)
		}
	}
}

// symbol reads the rest of a symbol that starts with prefix. A promotion
// written "e8(Q)" is one symbol, although "(" opens a variation elsewhere.
func (lx *lexer) symbol(prefix string) string {
	var b strings.Builder
	b.WriteString(prefix)
	for {
		r, ok := lx.readRune()
		if !ok {
			return b.String()
		}
		if r == '(' && b.Len() > 0 {
			if piece, ok := lx.bracketedPiece(); ok {
				b.WriteString("(" + piece + ")")
				continue
			}
		}
		if strings.ContainsRune(" \t\n\r\v\f", r) {
			return b.String()
		}
		if strings.ContainsRune("[]{}();\"$", r) {
			lx.unreadRune(r)
			return b.String()
		}
		b.WriteRune(r)
	}
}

// bracketedPiece consumes "Q)" after a "(" if that is what follows.
func (lx *lexer) bracketedPiece() (string, bool) {
	ahead, _ := lx.r.Peek(utf8.UTFMax + 1)
	r, size := utf8.DecodeRune(ahead)
	if r == utf8.RuneError || size >= len(ahead) || ahead[size] != ')' || strings.ContainsRune(" \t\n\r()", r) {
		return "", false
	}
	lx.readRune()
	lx.readRune()
	return string(r), true
}

// collapse turns every run of white space into one space and trims the ends,
// so that comments survive rewrapping unchanged.
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }
