package clock

import (
	"testing"
	"time"
)

// Free text as TRF line 122 and regulations word a control.
func TestParseFreeText(t *testing.T) {
	classical := staged(inc(moves(40, 90*time.Minute), 30*time.Second), inc(sd(30*time.Minute), 30*time.Second))
	for in, want := range map[string]Control{
		"90 min/40 moves + 30 min + 30 sec/move": classical,
		`100'x40+15'+30"`:                        staged(inc(moves(40, 100*time.Minute), 30*time.Second), inc(sd(15*time.Minute), 30*time.Second)),
		`100'x40+15'+30`:                         staged(inc(moves(40, 100*time.Minute), 30*time.Second), inc(sd(15*time.Minute), 30*time.Second)),
		"Standard: 90 minutes for 40 moves, 30 minutes for the rest with 30 seconds increment": classical,
		"90 Min./40 Züge + 30 Min. + 30 Sek./Zug":                                              classical,
		"90min/40moves+30min+30sec":                                                            classical,
		"Rapid: 15 minutes + 10 seconds per move":                                              staged(inc(sd(15*time.Minute), 10*time.Second)),
		"2 hours for 40 moves, then 1 hour":                                                    staged(moves(40, 2*time.Hour), sd(time.Hour)),
	} {
		got, reading, err := ParseReading(in)
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if got.String() != want.String() {
			t.Errorf("%q read as %s (%s), want %s", in, got, reading, want)
		}
	}
	for _, bad := range []string{"moves/time, increment", "Standard 17", "40 moves", "90 min + 30 sec +", "90 min €"} {
		if c, err := Parse(bad); err == nil {
			t.Errorf("%q read as %s; want an error", bad, c)
		}
	}
}
