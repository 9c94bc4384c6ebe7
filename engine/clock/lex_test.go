package clock

import (
	"testing"
	"time"
)

// One lexer serves both readers of words: the marks people use for
// minutes and seconds, "|" for "+", and words in any alphabet.
func TestLex(t *testing.T) {
	for in, want := range map[string]string{
		`100'x40+15'+30"`:      "n'wn+n'+n\"",
		"90′/40 + 30″":         "n'/n+n\"",
		"90' + 30''":           "n'+n\"",
		"25|5":                 "n+n",
		"40 Züge; 1.5 h":       "nw;nw",
		"Standard (90 + 30) €": "w.n+n.?",
		"G/.5":                 "w/n",
		"90 Min./40 Züge":      "nw./nw",
	} {
		var got []byte
		for _, tok := range lex(in) {
			got = append(got, tok.kind)
		}
		if string(got) != want {
			t.Errorf("lex(%q) kinds %q, want %q", in, got, want)
		}
	}
}

// The human forms and free text know the same words: a unit or a bonus
// in German, French or Spanish is read in either.
func TestOneVocabulary(t *testing.T) {
	for in, want := range map[string]Control{
		"90 Minuten + 30 Sekunden":                          staged(inc(sd(90*time.Minute), 30*time.Second)),
		"40/90 minutos, 30 minutos; incremento 30 segundos": staged(inc(moves(40, 90*time.Minute), 30*time.Second), inc(sd(30*time.Minute), 30*time.Second)),
		"G/90 Bronstein 5":                                  staged(Stage{Base: 90 * time.Minute, Mode: Bronstein, Extra: 5 * time.Second}),
	} {
		got, reading, err := ParseReading(in)
		if err != nil || got.String() != want.String() || reading != ReadWords {
			t.Errorf("%q read as %s (%s), %v; want %s in the written form", in, got, reading, err, want)
		}
	}
}

// The written example of every language the console speaks is read,
// whichever reader takes it.
func TestWordsOfEveryLanguage(t *testing.T) {
	want := staged(inc(moves(40, 90*time.Minute), 30*time.Second), inc(sd(30*time.Minute), 30*time.Second))
	for _, in := range []string{
		"90 min/40 moves + 30 min + 30 sec/move",
		"90 Min./40 Züge + 30 Min. + 30 Sek./Zug",
		"90 min/40 coups + 30 min + 30 s/coup",
		"90 min/40 jugadas + 30 min + 30 seg/jugada",
		"90 min/40 mosse + 30 min + 30 sec/mossa",
		"90 min/40 lances + 30 min + 30 s/lance",
		"90 мин/40 ходов + 30 мин + 30 сек/ход",
		"90 минут на 40 ходов, затем 30 минут, добавление 30 секунд на ход",
	} {
		got, _, err := ParseReading(in)
		if err != nil || got.String() != want.String() {
			t.Errorf("%q read as %s, %v; want %s", in, got, err, want)
		}
	}
}
