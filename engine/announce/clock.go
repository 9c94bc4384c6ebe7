package announce

import (
	"fmt"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/notation"
)

// unit is a noun counted on a clock: its forms for one, for a few (Russian
// 2-4) and for many, and its gender.
type unit struct {
	one, few, many string
	gender         gender
}

// clockWords is how one language reads out the two clocks.
type clockWords struct {
	layout               string // white's time, then black's
	moves                string // the number of moves completed, counted
	used                 string // said before the times when they are the time used
	hour, minute, second unit
	plural               func(n int) int // 0: one, 1: few, 2: many
}

// germanicPlural is the rule of English, German, Spanish, Italian and
// Portuguese: only 1 is singular.
func germanicPlural(n int) int {
	if n == 1 {
		return 0
	}
	return 2
}

var clocks = map[notation.Lang]clockWords{
	notation.English: {
		layout: "White: %s; Black: %s",
		moves:  "Moves completed: %s.", used: "Time used.",
		hour: unit{"hour", "hours", "hours", masculine}, minute: unit{"minute", "minutes", "minutes", masculine},
		second: unit{"second", "seconds", "seconds", masculine}, plural: germanicPlural,
	},
	notation.German: {
		layout: "Weiß: %s; Schwarz: %s",
		moves:  "Gespielte Züge: %s.", used: "Verbrauchte Zeit.",
		hour: unit{"Stunde", "Stunden", "Stunden", feminine}, minute: unit{"Minute", "Minuten", "Minuten", feminine},
		second: unit{"Sekunde", "Sekunden", "Sekunden", feminine}, plural: germanicPlural,
	},
	notation.French: {
		layout: "Blancs : %s ; Noirs : %s",
		moves:  "Coups joués : %s.", used: "Temps utilisé.",
		hour: unit{"heure", "heures", "heures", feminine}, minute: unit{"minute", "minutes", "minutes", feminine},
		second: unit{"seconde", "secondes", "secondes", feminine},
		// French counts zero as singular: zéro seconde.
		plural: func(n int) int {
			if n <= 1 {
				return 0
			}
			return 2
		},
	},
	notation.Spanish: {
		layout: "Blancas: %s; Negras: %s",
		moves:  "Jugadas completadas: %s.", used: "Tiempo usado.",
		hour: unit{"hora", "horas", "horas", feminine}, minute: unit{"minuto", "minutos", "minutos", masculine},
		second: unit{"segundo", "segundos", "segundos", masculine}, plural: germanicPlural,
	},
	notation.Italian: {
		layout: "Bianco: %s; Nero: %s",
		moves:  "Mosse giocate: %s.", used: "Tempo usato.",
		hour: unit{"ora", "ore", "ore", feminine}, minute: unit{"minuto", "minuti", "minuti", masculine},
		second: unit{"secondo", "secondi", "secondi", masculine}, plural: germanicPlural,
	},
	notation.Portuguese: {
		layout: "Brancas: %s; Pretas: %s",
		moves:  "Lances jogados: %s.", used: "Tempo gasto.",
		hour: unit{"hora", "horas", "horas", feminine}, minute: unit{"minuto", "minutos", "minutos", masculine},
		second: unit{"segundo", "segundos", "segundos", masculine}, plural: germanicPlural,
	},
	notation.Russian: {
		layout: "Белые: %s; Чёрные: %s",
		moves:  "Сделано ходов: %s.", used: "Затраченное время.",
		hour: unit{"час", "часа", "часов", masculine}, minute: unit{"минута", "минуты", "минут", feminine},
		second: unit{"секунда", "секунды", "секунд", feminine}, plural: russianPlural,
	},
}

// russianPlural picks час, часа or часов: 1, 21, 31 take the singular;
// 2-4, 22-24 the genitive singular; the rest (and 11-14) the genitive plural.
func russianPlural(n int) int {
	switch {
	case n%10 == 1 && n%100 != 11:
		return 0
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return 1
	}
	return 2
}

// Clock reads out the time left on both clocks in language lang (English
// for unknown codes): "White: one hour twenty-nine minutes fifty-nine
// seconds; Black: fifty-nine minutes thirty seconds". Parts that are zero
// are left out, fractions of a second dropped (a clock shows 59.9 s as
// 59 s), and a negative time is read as zero.
func Clock(white, black time.Duration, lang string) string {
	l := language(lang)
	w := clocks[l]
	return fmt.Sprintf(w.layout, w.duration(l, white), w.duration(l, black))
}

// Clocks is what a player may ask of the clocks: the times of both and the
// number of moves completed (D.2.6.1, D.2.10.4).
type Clocks struct {
	White, Black time.Duration // the time left, or the time used when Used
	Used         bool
	Moves        int // moves completed by both players (full moves)
}

// ReadOut reads c out in language lang (English for unknown codes): the
// number of moves completed, then both times as Clock says them, preceded
// by "Time used." when they are the time used. "Moves completed: forty.
// White: one hour two minutes five seconds; Black: fifty-nine minutes."
func ReadOut(c Clocks, lang string) string {
	l := language(lang)
	w := clocks[l]
	parts := []string{fmt.Sprintf(w.moves, cardinal(l, max(c.Moves, 0)))}
	if c.Used {
		parts = append(parts, w.used)
	}
	parts = append(parts, Clock(c.White, c.Black, string(l)))
	return strings.Join(parts, " ")
}

// duration reads out one clock: hours, minutes and seconds, each left out
// when zero.
func (w clockWords) duration(l notation.Lang, d time.Duration) string {
	d = max(d, 0)
	h, m, s := int(d/time.Hour), int(d%time.Hour/time.Minute), int(d%time.Minute/time.Second)
	var parts []string
	for _, p := range []struct {
		n int
		u unit
	}{{h, w.hour}, {m, w.minute}, {s, w.second}} {
		if p.n > 0 {
			parts = append(parts, w.quantity(l, p.n, p.u))
		}
	}
	if len(parts) == 0 {
		return w.quantity(l, 0, w.second)
	}
	return strings.Join(parts, " ")
}

// quantity spells n of unit u: "twenty-nine minutes", "un'ora", "две минуты".
func (w clockWords) quantity(l notation.Lang, n int, u unit) string {
	noun := [3]string{u.one, u.few, u.many}[w.plural(n)]
	number := agreeing(l, n, u.gender)
	if strings.HasSuffix(number, "'") {
		return number + noun
	}
	return number + " " + noun
}
