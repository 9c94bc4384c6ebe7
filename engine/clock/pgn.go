package clock

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// SyntaxError reports where a time control failed to parse. Key and
// Params say what was wrong for a user interface to translate (the
// console shows "refusal.tc."+Key, with Input and Column among the
// Params); What says it in English.
type SyntaxError struct {
	Input  string
	Column int    // 1-based, in characters
	What   string // what was wrong there, e.g. "bad base time"
	Key    string // e.g. "base"
	Params map[string]any
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("tc: %q: %s at column %d", e.Input, e.What, e.Column)
}

// String writes the canonical PGN TimeControl tag value: "?", "-",
// "*SECONDS" or stages joined by ":" (next stage after the moves) or ">"
// (next stage at the flag, an extension). A stage is [MOVES/]SECONDS
// followed by "+INC" (Fischer), "dDELAY" (simple delay, an extension) or
// "bDELAY" (Bronstein delay, an extension). Seconds carry up to three
// decimals when the time is not whole seconds. ParsePGN reads it back.
func (c Control) String() string {
	switch c.Kind {
	case Unknown:
		return "?"
	case Untimed:
		return "-"
	case Hourglass:
		if len(c.Stages) == 1 {
			return "*" + seconds(c.Stages[0].Base)
		}
	case Staged:
		var b strings.Builder
		for i, s := range c.Stages {
			if i > 0 {
				b.WriteString(separator(c.Stages[i-1].Next))
			}
			writeStage(&b, s)
		}
		return b.String()
	}
	return fmt.Sprintf("tc(invalid %v with %d stages)", c.Kind, len(c.Stages))
}

func separator(n Next) string {
	if n == AtFlag {
		return ">"
	}
	return ":"
}

var bonusMarks = [...]string{NoBonus: "", Fischer: "+", SimpleDelay: "d", Bronstein: "b"}

func writeStage(b *strings.Builder, s Stage) {
	if s.Moves > 0 {
		b.WriteString(strconv.Itoa(s.Moves))
		b.WriteByte('/')
	}
	b.WriteString(seconds(s.Base))
	if s.Mode > NoBonus && int(s.Mode) < len(bonusMarks) {
		b.WriteString(bonusMarks[s.Mode])
		b.WriteString(seconds(s.Extra))
	}
}

// seconds writes d in seconds, with the decimals a millisecond needs.
func seconds(d time.Duration) string {
	ms := d.Milliseconds()
	if ms%1000 == 0 {
		return strconv.FormatInt(ms/1000, 10)
	}
	frac := strings.TrimRight(fmt.Sprintf("%03d", ms%1000), "0")
	return strconv.FormatInt(ms/1000, 10) + "." + frac
}

// ParsePGN reads a PGN TimeControl tag value in the form String writes.
// All times are seconds. Use it for PGN tags; Parse is for what people
// type.
func ParsePGN(s string) (Control, error) {
	p := pgnParser{scanner{in: s}}
	return p.control()
}

// scanner walks an input and builds SyntaxErrors that point into it.
type scanner struct {
	in  string
	pos int // byte offset
}

// errAt is the SyntaxError of key at byte pos, with params besides the
// input and the column; format and args are its English words.
func (sc *scanner) errAt(pos int, key string, params map[string]any, format string, args ...any) *SyntaxError {
	col := utf8.RuneCountInString(sc.in[:pos]) + 1
	all := map[string]any{"Input": sc.in, "Column": col}
	for k, v := range params {
		all[k] = v
	}
	return &SyntaxError{Input: sc.in, Column: col, What: fmt.Sprintf(format, args...), Key: key, Params: all}
}

// problemAt is the SyntaxError of problem p at byte pos.
func (sc *scanner) problemAt(pos int, p problem) *SyntaxError {
	return sc.errAt(pos, p.key, nil, "%s", p.what)
}

func (sc *scanner) done() bool { return sc.pos >= len(sc.in) }

func (sc *scanner) peek() byte {
	if sc.done() {
		return 0
	}
	return sc.in[sc.pos]
}

// number scans digits with an optional fraction of up to three digits
// and returns the value in thousandths, so seconds become milliseconds.
func (sc *scanner) number() (thousandths int64, ok bool) {
	start := sc.pos
	for !sc.done() && isDigit(sc.peek()) {
		sc.pos++
	}
	whole := sc.in[start:sc.pos]
	if whole == "" || len(whole) > 9 {
		return 0, false
	}
	n, _ := strconv.ParseInt(whole, 10, 64)
	n *= 1000
	if sc.peek() != '.' {
		return n, true
	}
	sc.pos++
	fracStart := sc.pos
	for !sc.done() && isDigit(sc.peek()) {
		sc.pos++
	}
	frac := sc.in[fracStart:sc.pos]
	if frac == "" || len(frac) > 3 {
		return 0, false
	}
	f, _ := strconv.ParseInt(frac+strings.Repeat("0", 3-len(frac)), 10, 64)
	return n + f, true
}

func isDigit(b byte) bool { return '0' <= b && b <= '9' }

type pgnParser struct{ scanner }

func (p *pgnParser) control() (Control, error) {
	switch p.in {
	case "", strings.Repeat(" ", len(p.in)):
		return Control{}, p.problemAt(0, emptyControl)
	case "?":
		return Control{Kind: Unknown}, nil
	case "-":
		return Control{Kind: Untimed}, nil
	}
	if p.peek() == '*' {
		p.pos++
		base, err := p.seconds(badHourglass, "")
		if err != nil {
			return Control{}, err
		}
		return Control{Kind: Hourglass, Stages: []Stage{{Base: base}}}, nil
	}
	c := Control{Kind: Staged}
	for {
		start := p.pos
		st, err := p.stage()
		if err != nil {
			return Control{}, err
		}
		c.Stages = append(c.Stages, st)
		if p.done() {
			return c, c.Validate()
		}
		if st.Moves == 0 {
			return Control{}, p.errAt(start, "stage_moves", kv{"Stage": len(c.Stages)}, "stage %d needs a move count before a next stage", len(c.Stages))
		}
		switch p.peek() {
		case ':':
		case '>':
			c.Stages[len(c.Stages)-1].Next = AtFlag
		default:
			return Control{}, p.errAt(p.pos, "unexpected", kv{"Text": string(p.peek())}, "unexpected %q", p.peek())
		}
		p.pos++
	}
}

// stage reads [MOVES/]SECONDS[(+|d|b)SECONDS].
func (p *pgnParser) stage() (Stage, error) {
	var st Stage
	start := p.pos
	if n, ok := p.number(); ok && p.peek() == '/' {
		if n%1000 != 0 || n == 0 || n/1000 > MaxMoves {
			return Stage{}, p.problemAt(start, badMoves)
		}
		st.Moves = int(n / 1000)
		p.pos++
	} else {
		p.pos = start
	}
	base, err := p.seconds(badBase, "+db:>")
	if err != nil {
		return Stage{}, err
	}
	st.Base = base
	if p.done() || strings.IndexByte(":>", p.peek()) >= 0 {
		return st, nil
	}
	mark := p.peek()
	p.pos++
	switch mark {
	case '+':
		st.Mode = Fischer
		st.Extra, err = p.seconds(badIncrement, ":>")
	case 'd':
		st.Mode = SimpleDelay
		st.Extra, err = p.seconds(badDelay, ":>")
	case 'b':
		st.Mode = Bronstein
		st.Extra, err = p.seconds(badDelay, ":>")
	}
	return st, err
}

// seconds reads a time in seconds that must be followed by the end of the
// input or one of the bytes in follow; anything else makes the whole
// field bad, reported at its first column.
func (p *pgnParser) seconds(what problem, follow string) (time.Duration, error) {
	start := p.pos
	n, ok := p.number()
	if !ok || !(p.done() || strings.IndexByte(follow, p.peek()) >= 0) {
		return 0, p.problemAt(start, what)
	}
	d := time.Duration(n) * time.Millisecond
	if d > MaxTime {
		return 0, p.errAt(start, "too_long", kv{"Max": clockText(MaxTime)}, "%s: longer than %v", what.what, MaxTime)
	}
	return d, nil
}
