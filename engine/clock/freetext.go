package clock

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Free text is how regulations and TRF line 122 often state a control:
// "90 min/40 moves + 30 min + 30 sec/move", "100'x40+15'+30\"",
// "Standard: 90 minutes for 40 moves, 30 minutes for the rest with 30
// seconds increment", "90 Min./40 Züge + 30 Min. + 30 Sek./Zug". Its
// reader picks the stages and the bonus out of the words: every time with
// a unit of minutes or hours is a stage's base time, a move count next to
// it ("/40 moves", "x40", "for 40 moves", "40 moves in") is that stage's,
// and a time in seconds (or a bare number after the last "+") is the
// increment of every stage, or a delay when the text says so. A number it
// cannot place is an error, so that nothing is guessed.

// freeWords maps the words of free text to what they mean.
var freeWords = map[string]byte{
	// units of a base time
	"h": 'h', "hr": 'h', "hrs": 'h', "hour": 'h', "hours": 'h', "std": 'h', "stunde": 'h', "stunden": 'h', "heure": 'h', "heures": 'h', "hora": 'h', "horas": 'h', "ore": 'h', "ora": 'h', "uur": 'h',
	"m": 'm', "min": 'm', "mins": 'm', "minute": 'm', "minutes": 'm', "minuten": 'm', "minuto": 'm', "minuti": 'm', "minutos": 'm', "mn": 'm', "minuut": 'm',
	// units of a bonus
	"s": 's', "sec": 's', "secs": 's', "second": 's', "seconds": 's', "sek": 's', "sekunde": 's', "sekunden": 's', "seconde": 's', "secondes": 's', "seg": 's', "segundo": 's', "segundos": 's', "secondi": 's', "seconden": 's',
	// moves
	"move": 'v', "moves": 'v', "zug": 'v', "züge": 'v', "zuege": 'v', "coup": 'v', "coups": 'v', "jugada": 'v', "jugadas": 'v', "movimientos": 'v', "mosse": 'v', "mossa": 'v', "zetten": 'v', "zet": 'v',
	// what links a move count to its base time
	"x": 'x', "for": 'x', "per": 'x', "in": 'x', "für": 'x', "pour": 'x', "para": 'x', "voor": 'x',
	// bonus kinds
	"increment": 'i', "inc": 'i', "incr": 'i', "bonus": 'i', "inkrement": 'i', "zeitgutschrift": 'i', "incremento": 'i', "fischer": 'i',
	"delay": 'd', "bronstein": 'b',
}

type freeToken struct {
	kind byte // 'n' number, 'w' word (known: see freeWords), '/', '+', ',', '\'' minutes, '"' seconds
	text string
	pos  int
}

// lexFree splits free text into numbers, known words and the marks that
// matter; other words and punctuation only separate.
func lexFree(s string) []freeToken {
	var toks []freeToken
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		start := i
		switch {
		case isDigit(s[i]):
			for i < len(s) && (isDigit(s[i]) || (s[i] == '.' && i+1 < len(s) && isDigit(s[i+1]))) {
				i++
			}
			toks = append(toks, freeToken{'n', s[start:i], start})
		case unicode.IsLetter(r):
			for i < len(s) {
				r2, n := utf8.DecodeRuneInString(s[i:])
				if !unicode.IsLetter(r2) {
					break
				}
				i += n
			}
			w := strings.ToLower(s[start:i])
			if _, known := freeWords[w]; known {
				toks = append(toks, freeToken{'w', w, start})
			}
		case r == '\'' || r == '′' || r == '’':
			i += size
			if i < len(s) && (s[i] == '\'') { // two apostrophes: seconds
				i++
				toks = append(toks, freeToken{'"', `"`, start})
				continue
			}
			toks = append(toks, freeToken{'\'', "'", start})
		case r == '"' || r == '″' || r == '”':
			i += size
			toks = append(toks, freeToken{'"', `"`, start})
		case r == '/' || r == '+' || r == ',' || r == ';':
			i += size
			kind := byte(r)
			if r == ';' {
				kind = ','
			}
			toks = append(toks, freeToken{kind, string(r), start})
		case unicode.IsSpace(r) || strings.ContainsRune(".:()-–[]", r):
			i += size
		default:
			toks = append(toks, freeToken{'?', string(r), start})
			i += size
		}
	}
	return toks
}

// parseFree reads a control out of free text, as described above.
func parseFree(s string) (Control, error) {
	sc := scanner{in: s}
	toks := lexFree(s)
	unitOf := func(j int) byte {
		if j >= len(toks) {
			return 0
		}
		switch t := toks[j]; t.kind {
		case '\'':
			return 'm'
		case '"':
			return 's'
		case 'w':
			if u := freeWords[t.text]; u == 'h' || u == 'm' || u == 's' || u == 'v' {
				return u
			}
		}
		return 0
	}
	// Free text is only read when a number carries a unit, every mark is
	// one free text uses and every "+" leads to a number: "40/9x" and
	// "90 min €" stay the errors of the forms above.
	united := false
	for j, t := range toks {
		switch t.kind {
		case '?':
			return Control{}, sc.errAt(t.pos, "unexpected", kv{"Text": t.text}, "unexpected %q", t.text)
		case '+':
			if j+1 >= len(toks) || toks[j+1].kind != 'n' {
				return Control{}, sc.errAt(t.pos, "unexpected", kv{"Text": t.text}, "unexpected %q", t.text)
			}
		case 'n':
			united = united || unitOf(j+1) != 0
		}
	}
	if !united {
		return Control{}, sc.problemAt(0, badBase)
	}
	isLink := func(j int) bool {
		return j < len(toks) && (toks[j].kind == '/' || (toks[j].kind == 'w' && freeWords[toks[j].text] == 'x'))
	}
	var stages []Stage
	var bonus time.Duration
	bonusAt, bonusMode := -1, Fischer
	pendingMoves := 0 // "40 moves in 90 min": the count before its time
	for j := 0; j < len(toks); j++ {
		t := toks[j]
		if t.kind == 'w' {
			switch freeWords[t.text] {
			case 'd':
				bonusMode = SimpleDelay
			case 'b':
				bonusMode = Bronstein
			}
			continue
		}
		if t.kind != 'n' {
			continue
		}
		u := unitOf(j + 1)
		switch u {
		case 'h', 'm':
			unit := time.Minute
			if u == 'h' {
				unit = time.Hour
			}
			d, ok := amount(t.text, unit)
			if !ok {
				return Control{}, sc.problemAt(t.pos, badBase)
			}
			j++
			if u == 'h' && j+1 < len(toks) && toks[j+1].kind == 'n' && unitOf(j+2) == 0 { // "1h30"
				if m, ok := amount(toks[j+1].text, time.Minute); ok {
					d += m
					j++
				}
			}
			st := Stage{Base: d, Moves: pendingMoves}
			pendingMoves = 0
			// "90 min/40 moves", "100'x40", "90 minutes for 40 moves"
			if isLink(j+1) && j+2 < len(toks) && toks[j+2].kind == 'n' && (unitOf(j+3) == 'v' || unitOf(j+3) == 0) {
				n, ok := wholeNumber(toks[j+2].text)
				if !ok || n == 0 || n > MaxMoves {
					return Control{}, sc.problemAt(toks[j+2].pos, badMoves)
				}
				st.Moves = n
				j += 2
				if unitOf(j+1) == 'v' {
					j++
				}
			}
			stages = append(stages, st)
		case 's':
			d, ok := amount(t.text, time.Second)
			if !ok {
				return Control{}, sc.problemAt(t.pos, badIncrement)
			}
			if bonusAt >= 0 && d != bonus {
				return Control{}, sc.errAt(t.pos, "bonus_twice", kv{"Stage": len(stages)}, "a second bonus")
			}
			bonus, bonusAt = d, t.pos
			j++
		case 'v':
			n, ok := wholeNumber(t.text)
			if !ok || n == 0 || n > MaxMoves {
				return Control{}, sc.problemAt(t.pos, badMoves)
			}
			if isLink(j + 2) { // "40 moves in 90 min"
				pendingMoves = n
				j += 2
				continue
			}
			return Control{}, sc.errAt(t.pos, "unexpected", kv{"Text": t.text}, "a move count %s without its time", t.text)
		default:
			// a bare number: "40/90" is moves and minutes, a last "+30"
			// after base times is the increment in seconds
			if j+2 < len(toks) && toks[j+1].kind == '/' && toks[j+2].kind == 'n' && (unitOf(j+3) == 'm' || unitOf(j+3) == 'h' || unitOf(j+3) == 0) {
				n, ok := wholeNumber(t.text)
				if ok && n > 0 && n <= MaxMoves {
					pendingMoves = n
					j++
					continue
				}
			}
			if j > 0 && toks[j-1].kind == '+' && len(stages) > 0 && j == len(toks)-1 && bonusAt < 0 {
				d, ok := amount(t.text, time.Second)
				if !ok {
					return Control{}, sc.problemAt(t.pos, badIncrement)
				}
				bonus, bonusAt = d, t.pos
				continue
			}
			if pendingMoves > 0 { // "40/90": minutes after the count
				d, ok := amount(t.text, time.Minute)
				if !ok {
					return Control{}, sc.problemAt(t.pos, badBase)
				}
				stages = append(stages, Stage{Base: d, Moves: pendingMoves})
				pendingMoves = 0
				continue
			}
			return Control{}, sc.errAt(t.pos, "no_unit", nil, "number %s without a unit", t.text)
		}
	}
	if len(stages) == 0 {
		return Control{}, sc.problemAt(0, badBase)
	}
	if bonusAt >= 0 {
		for i := range stages {
			stages[i].Mode, stages[i].Extra = bonusMode, bonus
		}
	}
	c := Control{Kind: Staged, Stages: stages}
	for i, st := range stages[:len(stages)-1] {
		if st.Moves == 0 {
			return Control{}, sc.errAt(0, "stage_moves", kv{"Stage": i + 1}, "stage %d needs a move count before a next stage", i+1)
		}
	}
	return c, c.Validate()
}
