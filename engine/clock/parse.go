package clock

import (
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// minutesBelow is the unit rule for PGN-shaped input typed by a person:
// when every base time is under 180, the numbers are minutes ("3+2",
// "90+30", "40/90:30+30"), otherwise seconds ("180+2", "5400+30"). No
// FIDE-rated control has less than 3 minutes, and no one types a game of
// 180 minutes or more as a bare number.
const minutesBelow = 180 * time.Second

// Parse reads a time control as an arbiter types it. PGN syntax comes
// first (see String), with spaces ignored and read in minutes when every
// base time is under 180 (the unit rule above); then the human forms: "90+30", "15+10",
// "G/15;inc10", "G/90;d5", "40/90, SD/30, +30", "40/90+30, 30+30",
// "90 min + 30 sec". In human forms base times are minutes and bonuses
// seconds unless a unit says otherwise. Last comes free text as
// regulations and TRF files word it (see freetext.go).
//
// Parse is for what people type only: a PGN TimeControl tag is always
// seconds and must be read with ParsePGN.
func Parse(s string) (Control, error) {
	c, _, err := ParseReading(s)
	return c, err
}

// Reading is how Parse understood its text, so that a program can show the
// arbiter what it made of it.
type Reading uint8

// The readings of Parse.
const (
	ReadPGNSeconds Reading = iota // PGN syntax, times in seconds ("5400+30")
	ReadPGNMinutes                // PGN shape, every base under 180, so minutes ("90+30")
	ReadWords                     // the human forms ("40/90, SD/30, +30", "1h30 + 30s")
	ReadFreeText                  // stages and bonus picked out of free text ("90 min/40 moves + 30 min + 30 sec/move")
)

func (r Reading) String() string {
	switch r {
	case ReadPGNSeconds:
		return "PGN form, times in seconds"
	case ReadPGNMinutes:
		return "PGN form with every base time under 180, so base times in minutes and increments in seconds"
	case ReadWords:
		return "written form: base times in minutes and increments in seconds unless a unit says otherwise"
	case ReadFreeText:
		return "free text: each time in minutes or hours a stage, a move count beside it that stage's, a time in seconds the increment"
	}
	return fmt.Sprintf("Reading(%d)", uint8(r))
}

// ParseReading is Parse, also saying how it read the text.
func ParseReading(s string) (Control, Reading, error) {
	c, pgnErr := ParsePGN(strings.Join(strings.Fields(s), "")) // "300 + 2" is "300+2"
	if pgnErr == nil {
		if allBasesBelow(c, minutesBelow) {
			return basesInMinutes(c), ReadPGNMinutes, nil
		}
		return c, ReadPGNSeconds, nil
	}
	c, humanErr := parseHuman(s)
	if humanErr == nil {
		return c, ReadWords, nil
	}
	if c, err := parseFree(s); err == nil {
		return c, ReadFreeText, nil
	}
	if rest, ok := unlabel(s); ok { // "Blitz 3+2", "Standard (90+30)"
		if c, r, err := ParseReading(rest); err == nil {
			return c, r, nil
		}
	}
	return Control{}, ReadWords, pickError(s, pgnErr, humanErr)
}

// controlLabels are the names of a rate of play written before a control.
var controlLabels = map[string]bool{
	"blitz": true, "rapid": true, "rapide": true, "standard": true, "classical": true, "classic": true,
	"schnellschach": true, "blitzschach": true, "langpartie": true, "normal": true, "lento": true,
	"rapidas": true, "rápidas": true, "rápido": true, "rapido": true, "cadence": true, "bedenkzeit": true,
}

// unlabel returns s without a leading rate-of-play name and the
// parentheses or colon around what follows it.
func unlabel(s string) (string, bool) {
	s = strings.TrimSpace(s)
	i := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	if i <= 0 || !controlLabels[strings.ToLower(s[:i])] {
		return "", false
	}
	rest := strings.TrimSpace(strings.TrimLeft(s[i:], " :-–"))
	if strings.HasPrefix(rest, "(") && strings.HasSuffix(rest, ")") {
		rest = rest[1 : len(rest)-1]
	}
	// a bare number after a name ("Standard 17") says too little to read
	return rest, strings.Trim(rest, "0123456789. ") != ""
}

func allBasesBelow(c Control, limit time.Duration) bool {
	for _, s := range c.Stages {
		if s.Base >= limit {
			return false
		}
	}
	return len(c.Stages) > 0
}

func basesInMinutes(c Control) Control {
	out := Control{Kind: c.Kind, Stages: make([]Stage, len(c.Stages))}
	for i, s := range c.Stages {
		s.Base *= 60
		out.Stages[i] = s
	}
	return out
}

// pickError returns the PGN reading's error for input made only of PGN
// characters, the human reading's otherwise.
func pickError(s string, pgnErr, humanErr error) error {
	if strings.Trim(s, "0123456789./+db:>*?-") == "" {
		return pgnErr
	}
	return humanErr
}

// humanParser reads the human forms:
//
//	control := part {"," part}
//	part    := [MOVES "/"] time [bonus] | ("SD"|"G") "/" time [bonus] | bonus
//	bonus   := ["+" | ";"] ["inc" | "d" | "delay" | "b" | "bronstein"] time
//	time    := NUMBER [unit] {NUMBER unit}
//
// A part that is only a bonus gives that bonus to every stage.
type humanParser struct {
	scanner
	toks  []token
	i     int
	hours bool // US shorthand "40/2, SD/1": bare base times are hours
}

func parseHuman(s string) (Control, error) {
	p := &humanParser{scanner: scanner{in: s}}
	toks := lex(s)
	for _, t := range toks {
		if t.kind == '?' || t.kind == '.' { // a mark: one character
			r, _ := utf8.DecodeRuneInString(t.text)
			return Control{}, p.errAt(t.pos, "unexpected", kv{"Text": t.text}, "unexpected %q", r)
		}
	}
	if len(toks) == 0 {
		return Control{}, p.problemAt(0, emptyControl)
	}
	p.toks = toks
	return p.control()
}

func (p *humanParser) at() token {
	if p.i >= len(p.toks) {
		return token{pos: len(p.in)}
	}
	return p.toks[p.i]
}

func (p *humanParser) control() (Control, error) {
	c := Control{Kind: Staged}
	var starts []int // where each stage begins
	for {
		p.words("then") // "40 moves in 90 min, then 30 min"
		t := p.at()
		if isBonusStart(t) || p.postfixBonusAhead() {
			return p.shared(c, starts)
		}
		st, err := p.stage()
		if err != nil {
			return Control{}, err
		}
		c.Stages = append(c.Stages, st)
		starts = append(starts, t.pos)
		switch t = p.at(); t.kind {
		case 0:
			return p.finish(c, starts)
		case ';':
			return p.shared(c, starts)
		case ',':
			p.i++
		default:
			return Control{}, p.errAt(t.pos, "unexpected", kv{"Text": t.text}, "unexpected %q", t.text)
		}
	}
}

// shared reads a bonus for every stage, the last part of the input:
// ", +30" or "; inc 30" (US style, as in "40/120, SD/30; d5").
func (p *humanParser) shared(c Control, starts []int) (Control, error) {
	t := p.at()
	if len(c.Stages) == 0 {
		return Control{}, p.problemAt(t.pos, badBase)
	}
	b, err := p.bonus()
	if err != nil {
		return Control{}, err
	}
	if t := p.at(); t.kind != 0 {
		return Control{}, p.errAt(t.pos, "after_bonus", kv{"Text": t.text}, "unexpected %q after the bonus for all stages", t.text)
	}
	for i := range c.Stages {
		if c.Stages[i].Mode != NoBonus {
			return Control{}, p.errAt(t.pos, "bonus_twice", kv{"Stage": i + 1}, "bonus for all stages, but stage %d has its own", i+1)
		}
		c.Stages[i].Mode, c.Stages[i].Extra = b.Mode, b.Extra
	}
	return p.finish(c, starts)
}

// finish checks that every stage but the last has a move count.
func (p *humanParser) finish(c Control, starts []int) (Control, error) {
	for i, st := range c.Stages[:len(c.Stages)-1] {
		if st.Moves == 0 {
			return Control{}, p.errAt(starts[i], "stage_moves", kv{"Stage": i + 1}, "stage %d needs a move count before a next stage", i+1)
		}
	}
	return c, c.Validate()
}

// stage reads [MOVES "/"] time [bonus] or ("SD"|"G") "/" time [bonus].
func (p *humanParser) stage() (Stage, error) {
	var st Stage
	t := p.at()
	slash := p.i+1 < len(p.toks) && p.toks[p.i+1].kind == '/'
	switch {
	case slash && t.kind == 'w' && (t.text == "sd" || t.text == "g" || t.text == "game"):
		p.i += 2
	case slash && t.kind == 'n', t.kind == 'n' && p.wordAt(p.i+1, "moves", "move"):
		n, ok := wholeNumber(t.text)
		if !ok || n == 0 || n > MaxMoves {
			return Stage{}, p.problemAt(t.pos, badMoves)
		}
		st.Moves = n
		p.i += 2
		p.words("in") // "40 moves in 90 min"
	}
	from := p.i
	base, err := p.time(badBase, time.Minute)
	if err != nil {
		return Stage{}, err
	}
	if bare := p.i == from+1; bare && base <= usHoursBelow && (st.Moves >= 20 || (st.Moves == 0 && p.hours)) {
		// "40/2, SD/1": 40 moves in two minutes is no control anyone
		// plays; US regulations write hours so.
		base, p.hours = base/time.Minute*time.Hour, true
	}
	st.Base = base
	p.words("for", "the", "rest", "of", "the", "game")
	if t := p.at(); t.kind != ';' && isBonusStart(t) {
		b, err := p.bonus()
		if err != nil {
			return Stage{}, err
		}
		st.Mode, st.Extra = b.Mode, b.Extra
	}
	return st, nil
}

// usHoursBelow is the largest bare base time of a stage of 20 or more
// moves still read as hours (US style "40/2, SD/1"); 40 moves in six
// minutes is no classical stage.
const usHoursBelow = 6 * time.Minute

func isBonusStart(t token) bool {
	return t.kind == '+' || t.kind == ';' || bonusOf(t) != NoBonus
}

// bonus reads ["+" | ";"] [word] time, in seconds unless a unit says
// otherwise, or time word ("30 s increment"); a bare "+" or ";" means a
// Fischer increment.
func (p *humanParser) bonus() (Stage, error) {
	var st Stage
	st.Mode = Fischer
	for t := p.at(); t.kind == '+' || t.kind == ';'; t = p.at() { // "G/90;+30"
		p.i++
	}
	named := false
	if m := bonusOf(p.at()); m != NoBonus {
		st.Mode, named = m, true
		p.i++
	}
	what := badIncrement
	if st.Mode != Fischer {
		what = badDelay
	}
	extra, err := p.time(what, time.Second)
	st.Extra = extra
	if m := bonusOf(p.at()); !named && m != NoBonus {
		st.Mode = m
		p.i++
	}
	p.perMove()
	return st, err
}

// postfixBonusAhead reports whether a bonus written after its time comes
// next: NUMBER [unit] word, as in "30 s increment" or "5 sec delay".
func (p *humanParser) postfixBonusAhead() bool {
	j := p.i
	if j >= len(p.toks) || p.toks[j].kind != 'n' {
		return false
	}
	j++
	if j < len(p.toks) && unitOf(p.toks[j]) != 0 {
		j++
	}
	return j < len(p.toks) && bonusOf(p.toks[j]) != NoBonus
}

// wordAt reports whether token j is one of the words ws.
func (p *humanParser) wordAt(j int, ws ...string) bool {
	if j >= len(p.toks) || p.toks[j].kind != 'w' {
		return false
	}
	for _, w := range ws {
		if p.toks[j].text == w {
			return true
		}
	}
	return false
}

// perMove skips the words regulations add after an increment: "per move",
// "each move" or "a move", then "from move 1" or "starting from move 1".
func (p *humanParser) perMove() {
	p.words("per", "move")
	p.words("each", "move")
	p.words("a", "move")
	p.words("starting")
	if p.words("from", "move") && p.at().kind == 'n' && p.at().text == "1" {
		p.i++
	}
}

// words consumes the given words if they come next, and reports whether
// they did.
func (p *humanParser) words(ws ...string) bool {
	for j, w := range ws {
		if k := p.i + j; k >= len(p.toks) || p.toks[k].kind != 'w' || p.toks[k].text != w {
			return false
		}
	}
	p.i += len(ws)
	return true
}

// time reads NUMBER [unit] {NUMBER unit}, as in "90", "1 h 30 min" or
// "30 sec"; a number without a unit is in unit. After hours or minutes a
// last number may go without its unit, the next smaller one ("1h30").
func (p *humanParser) time(what problem, unit time.Duration) (time.Duration, error) {
	start := p.at()
	var total, prev time.Duration
	for first := true; ; first = false {
		t := p.at()
		if t.kind != 'n' {
			if first {
				return 0, p.problemAt(t.pos, what)
			}
			return total, nil
		}
		p.i++
		if p.gluedWord(t) {
			return 0, p.problemAt(t.pos, what)
		}
		u, named := p.unit()
		if !named {
			switch {
			case first:
				u = unit
			case prev == time.Hour:
				u = time.Minute
			case prev == time.Minute:
				u = time.Second
			default:
				return 0, p.errAt(t.pos, "no_unit", nil, "%s: number without a unit", what.what)
			}
		}
		prev = u
		d, ok := amount(t.text, u)
		if !ok || total+d > MaxTime {
			return 0, p.problemAt(start.pos, what)
		}
		total += d
		if !named {
			return total, nil
		}
	}
}

// unit reads an optional unit: a word, an apostrophe for minutes, or a
// double quote or two apostrophes for seconds.
func (p *humanParser) unit() (time.Duration, bool) {
	if u := unitOf(p.at()); u != 0 {
		p.i++
		return u, true
	}
	return 0, false
}

// amount converts a decimal number of units, exact to the millisecond.
func amount(text string, unit time.Duration) (time.Duration, bool) {
	sc := scanner{in: text}
	thousandths, ok := sc.number()
	if !ok || !sc.done() {
		return 0, false
	}
	if thousandths > int64(MaxTime/unit)*1000 {
		return 0, false
	}
	d := time.Duration(thousandths) * (unit / 1000)
	return d, d%time.Millisecond == 0
}

func wholeNumber(text string) (int, bool) {
	n := 0
	for i := 0; i < len(text); i++ {
		if !isDigit(text[i]) || n > MaxMoves {
			return 0, false
		}
		n = n*10 + int(text[i]-'0')
	}
	return n, text != ""
}

// gluedWord reports whether the number num is directly followed by a word
// that is neither a unit nor a bonus, as in "9x": the number is bad.
func (p *humanParser) gluedWord(num token) bool {
	t := p.at()
	if t.kind != 'w' || t.pos != num.pos+len(num.text) {
		return false
	}
	return unitOf(t) == 0 && bonusOf(t) == NoBonus
}
