package clock

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// A token of a time control as people write it, for both readers of
// words: the human forms (parse.go) and free text (freetext.go).
type token struct {
	text string
	pos  int // byte offset in the input
	// kind is 'n' a number, 'w' a word (lower case), '/', '+' (also "|",
	// as in "25|5"), ',', ';', '\'' minutes (also ′ and ’), '"' seconds
	// (also ″, ” and two apostrophes), '.' a mark that only separates
	// (".:()-–[]"), '?' anything else.
	kind byte
}

// lex splits s into tokens; it never fails, each reader refuses the
// tokens it has no use for.
func lex(s string) []token {
	var toks []token
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		start := i
		switch {
		case unicode.IsSpace(r):
			i += size
		case isDigit(s[i]) || s[i] == '.' && i+1 < len(s) && isDigit(s[i+1]):
			for i < len(s) && (isDigit(s[i]) || s[i] == '.' && i+1 < len(s) && isDigit(s[i+1])) {
				i++
			}
			toks = append(toks, token{s[start:i], start, 'n'})
		case unicode.IsLetter(r):
			for i < len(s) {
				r2, n := utf8.DecodeRuneInString(s[i:])
				if !unicode.IsLetter(r2) {
					break
				}
				i += n
			}
			toks = append(toks, token{strings.ToLower(s[start:i]), start, 'w'})
		case r == '\'' || r == '′' || r == '’':
			i += size
			kind := byte('\'')
			if strings.HasPrefix(s[i:], "'") { // two apostrophes: seconds
				i, kind = i+1, '"'
			}
			toks = append(toks, token{s[start:i], start, kind})
		case r == '"' || r == '″' || r == '”':
			i += size
			toks = append(toks, token{s[start:i], start, '"'})
		case r == '|':
			i += size
			toks = append(toks, token{"+", start, '+'})
		case strings.ContainsRune("/+,;", r):
			i += size
			toks = append(toks, token{s[start:i], start, byte(r)})
		case strings.ContainsRune(".:()-–[]", r):
			i += size
			toks = append(toks, token{s[start:i], start, '.'})
		default:
			i += size
			toks = append(toks, token{s[start:i], start, '?'})
		}
	}
	return toks
}

// sense is what a word of a time control means.
type sense struct {
	unit  time.Duration // a unit of time
	moves bool          // a move count's word: "moves", "Züge"
	link  bool          // what joins a move count to its time: "x", "for", "in"
	bonus Mode          // a kind of bonus: "increment", "delay", "bronstein"
}

// vocabulary is every word the readers know, in the languages
// regulations and TRF files are written in.
var vocabulary = func() map[string]sense {
	v := map[string]sense{}
	add := func(s sense, words ...string) {
		for _, w := range words {
			v[w] = s
		}
	}
	add(sense{unit: time.Hour}, "h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "heure", "heures", "hora", "horas", "ore", "ora", "uur", "ч", "час", "часа", "часов")
	add(sense{unit: time.Minute}, "m", "min", "mins", "minute", "minutes", "minuten", "minuto", "minuti", "minutos", "mn", "minuut", "мин", "минута", "минуты", "минут")
	add(sense{unit: time.Second}, "s", "sec", "secs", "second", "seconds", "sek", "sekunde", "sekunden", "seconde", "secondes", "seg", "segundo", "segundos", "secondi", "seconden", "с", "сек", "секунда", "секунды", "секунд")
	add(sense{moves: true}, "move", "moves", "zug", "züge", "zuege", "coup", "coups", "jugada", "jugadas", "movimientos", "mosse", "mossa", "zetten", "zet", "lance", "lances", "ход", "хода", "ходов")
	add(sense{link: true}, "x", "for", "per", "in", "für", "pour", "para", "voor", "на", "за", "в")
	add(sense{bonus: Fischer}, "inc", "incr", "increment", "bonus", "inkrement", "zeitgutschrift", "incremento", "fischer", "добавление", "добавлением", "инкремент")
	add(sense{bonus: SimpleDelay}, "d", "delay")
	add(sense{bonus: Bronstein}, "b", "bronstein")
	return v
}()

// unitOf is the unit token t names: a word of time, or an apostrophe or a
// double quote; 0 when it names none.
func unitOf(t token) time.Duration {
	switch t.kind {
	case '\'':
		return time.Minute
	case '"':
		return time.Second
	case 'w':
		return vocabulary[t.text].unit
	}
	return 0
}

// bonusOf is the kind of bonus word t names, NoBonus when none.
func bonusOf(t token) Mode {
	if t.kind != 'w' {
		return NoBonus
	}
	return vocabulary[t.text].bonus
}
