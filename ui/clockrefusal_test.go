package ui

import (
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
)

// The clock engine's refusals and a time control's syntax errors reach
// the arbiter in the arbiter's language, the players named in it too.
func TestClockErrorsInGerman(t *testing.T) {
	if err := SetLanguage("de"); err != nil {
		t.Fatal(err)
	}
	defer SetLanguage("en")

	c, err := clock.New(clock.Control{Kind: clock.Staged, Stages: []clock.Stage{{Base: 15 * time.Minute}}})
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 5, 1, 15, 0, 0, 0, time.UTC)
	c, err = c.Apply(clock.Event{At: at, Kind: clock.Start})
	if err != nil {
		t.Fatal(err)
	}
	_, pressErr := c.Apply(clock.Event{At: at.Add(time.Second), Kind: clock.Press, Side: clock.Black})
	_, syntaxErr := clock.Parse("90 min + 30 sec +")
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"press by the wrong player", pressErr, "Schwarz hat die Uhr gedrückt, während die Uhr von Weiß läuft."},
		{"time control", syntaxErr, "Bedenkzeit „90 min + 30 sec +“: „+“ in Spalte 17 gehört dort nicht hin."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.err == nil {
				t.Fatal("no error")
			}
			if got := refusalText(tc.err); got != tc.want {
				t.Errorf("refusalText = %q, want %q", got, tc.want)
			}
		})
	}
}
