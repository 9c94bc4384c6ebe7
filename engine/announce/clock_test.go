package announce_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/announce"
)

func TestClock(t *testing.T) {
	const (
		h = time.Hour
		m = time.Minute
		s = time.Second
	)
	tests := []struct {
		lang         string
		white, black time.Duration
		want         string
	}{
		{"en", h + 29*m + 59*s, 59*m + 30*s, "White: one hour twenty-nine minutes fifty-nine seconds; Black: fifty-nine minutes thirty seconds"},
		{"en", 2 * h, 21 * s, "White: two hours; Black: twenty-one seconds"},
		{"en", 1 * s, -3 * s, "White: one second; Black: zero seconds"},
		{"en", 999*m + 500*time.Millisecond, 0, "White: sixteen hours thirty-nine minutes; Black: zero seconds"},
		{"de", h + 29*m, m + s, "Weiß: eine Stunde neunundzwanzig Minuten; Schwarz: eine Minute eine Sekunde"},
		{"de", 21 * m, 0, "Weiß: einundzwanzig Minuten; Schwarz: null Sekunden"},
		{"fr", h + 21*m, 0, "Blancs : une heure vingt et une minutes ; Noirs : zéro seconde"},
		{"fr", 71*s + 10*m, 2*h + 59*s, "Blancs : onze minutes onze secondes ; Noirs : deux heures cinquante-neuf secondes"},
		{"es", h + 21*m, 31 * m, "Blancas: una hora veintiún minutos; Negras: treinta y un minutos"},
		{"es", 21 * h, 16 * s, "Blancas: veintiuna horas; Negras: dieciséis segundos"},
		{"it", h + 21*m, 28*m + 3*s, "Bianco: un'ora ventun minuti; Nero: ventotto minuti tre secondi"},
		{"it", 2*h + m, 23 * s, "Bianco: due ore un minuto; Nero: ventitré secondi"},
		{"pt", h + 22*m, 2 * h, "Brancas: uma hora vinte e dois minutos; Pretas: duas horas"},
		{"pt", 16*m + 1*s, 0, "Brancas: dezasseis minutos um segundo; Pretas: zero segundos"},
		{"ru", h + 29*m, 22*m + 1*s, "Белые: один час двадцать девять минут; Чёрные: двадцать две минуты одна секунда"},
		{"ru", 2*h + 11*m, 14*m + 21*s, "Белые: два часа одиннадцать минут; Чёрные: четырнадцать минут двадцать одна секунда"},
		{"ru", 5*h + 3*m, 0, "Белые: пять часов три минуты; Чёрные: ноль секунд"},
		{"ru", h + 2*s, 0, "Белые: один час две секунды; Чёрные: ноль секунд"},
		{"xx", h, h, "White: one hour; Black: one hour"},
	}
	for _, tt := range tests {
		if got := announce.Clock(tt.white, tt.black, tt.lang); got != tt.want {
			t.Errorf("Clock(%v, %v, %s)\n got %q\nwant %q", tt.white, tt.black, tt.lang, got, tt.want)
		}
	}
}

func TestArticle_D_2_10_4_ClockReadOutInEveryLanguage(t *testing.T) {
	for _, lang := range announce.Languages() {
		got := announce.Clock(90*time.Minute, 5*time.Second, lang)
		if got == announce.Clock(90*time.Minute, 5*time.Second, "en") && lang != "en" {
			t.Errorf("Clock in %s falls back to English: %q", lang, got)
		}
	}
}

// TestArticle_D_2_10_4_ClockReadOutGolden reads out both clocks and the
// number of moves completed in every language, below and above one hour,
// as time left and as time used; testdata/clock.golden holds the texts.
func TestArticle_D_2_10_4_ClockReadOutGolden(t *testing.T) {
	const (
		h = time.Hour
		m = time.Minute
		s = time.Second
	)
	cases := []struct {
		name  string
		clock announce.Clocks
	}{
		{"below an hour, time left", announce.Clocks{White: 59*m + 30*s, Black: 12*m + 1*s, Moves: 21}},
		{"above an hour, time left", announce.Clocks{White: h + 29*m + 59*s, Black: 2*h + 1*m + 2*s, Moves: 40}},
		{"one hour exactly, one move", announce.Clocks{White: h, Black: h + 1*s, Moves: 1}},
		{"time used", announce.Clocks{White: 35*m + 12*s, Black: h + 1*m + 1*s, Moves: 32, Used: true}},
		{"start, flag down", announce.Clocks{White: 0, Black: -time.Second, Moves: 0}},
	}
	var b strings.Builder
	for _, c := range cases {
		fmt.Fprintf(&b, "# %s: white %v, black %v, %d moves, used %v\n", c.name, c.clock.White, c.clock.Black, c.clock.Moves, c.clock.Used)
		for _, lang := range announce.Languages() {
			fmt.Fprintf(&b, "%s | %s\n", lang, announce.ReadOut(c.clock, lang))
		}
	}
	golden(t, "clock.golden", b.String())
}

func TestReadOut(t *testing.T) {
	got := announce.ReadOut(announce.Clocks{White: time.Hour + 2*time.Minute + 5*time.Second, Black: 59 * time.Minute, Moves: 40}, "en")
	want := "Moves completed: forty. White: one hour two minutes five seconds; Black: fifty-nine minutes"
	if got != want {
		t.Errorf("ReadOut\n got %q\nwant %q", got, want)
	}
	got = announce.ReadOut(announce.Clocks{White: 90 * time.Second, Black: 2 * time.Hour, Moves: 1, Used: true}, "de")
	want = "Gespielte Züge: eins. Verbrauchte Zeit. Weiß: eine Minute dreißig Sekunden; Schwarz: zwei Stunden"
	if got != want {
		t.Errorf("ReadOut\n got %q\nwant %q", got, want)
	}
}
