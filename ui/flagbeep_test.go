package ui

import (
	"strings"
	"testing"
	"time"
)

// fakeBeeper counts the beeps asked for.
type fakeBeeper struct{ beeps int }

func (b *fakeBeeper) Beep() { b.beeps++ }

// The ticker asks for one beep per fallen flag: each board whose running
// clock reaches zero beeps once, however many ticks follow, shown on
// screen or not; the setting silences it.
func TestTickerBeepsOncePerFallenFlag(t *testing.T) {
	tests := []struct {
		name   string
		boards int
		off    bool
		want   int
	}{
		{"one board", 1, false, 1},
		{"three boards fall on one tick", 3, false, 3},
		{"setting off", 2, true, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, f := newTestConsole(t, tt.boards)
			b := &fakeBeeper{}
			c.Beeper = b
			if tt.off {
				c.app.Preferences().SetBool(PrefBeepOnFlag, false)
			}
			zero := f.now.Add(15 * time.Minute) // every White's clock runs from 15:00
			for now := zero.Add(-3 * time.Second); !now.After(zero.Add(5 * time.Second)); now = now.Add(c.ticker.Interval()) {
				c.ticker.Tick(now)
				if now.Before(zero) && b.beeps != 0 {
					t.Fatalf("%d beeps %v before zero", b.beeps, zero.Sub(now))
				}
			}
			if b.beeps != tt.want {
				t.Errorf("%d beeps, want %d", b.beeps, tt.want)
			}
		})
	}
}

// A change on the board makes the watch look again: a flag already
// announced is not announced twice, and the other side's flag is a new
// one.
func TestBeepAfterABoardChange(t *testing.T) {
	c, f := newTestConsole(t, 1)
	b := &fakeBeeper{}
	c.Beeper = b
	zero := f.now.Add(15 * time.Minute)
	c.ticker.Tick(zero)
	f.changed() // something else changed on the board
	c.ticker.Tick(zero.Add(time.Second))
	if b.beeps != 1 {
		t.Fatalf("%d beeps for White's flag, want 1", b.beeps)
	}
	// The fake's clock pressed at zero: Black's clock runs, and it too
	// started at the fake's now with 15 minutes, so it is at zero.
	if _, err := f.Do(1, Command{Kind: CmdPressClock}); err != nil {
		t.Fatal(err)
	}
	c.ticker.Tick(zero.Add(2 * time.Second))
	c.ticker.Tick(zero.Add(3 * time.Second))
	if b.beeps != 2 {
		t.Errorf("%d beeps after Black's flag fell too, want 2", b.beeps)
	}
}

// The board window says the flag, on the tick that sees it, with speech
// on (Appendix D): once, not on every tick after.
func TestAppendixD_BoardWindowSaysTheFlag(t *testing.T) {
	c, f := newTestConsole(t, 1)
	sp := &fakeSpeaker{}
	c.Speaker = sp
	c.app.Preferences().SetBool(PrefSpeech, true)
	w := openBoard(t, c, 1)
	zero := f.now.Add(15 * time.Minute)
	c.ticker.Tick(zero.Add(-time.Second))
	if len(sp.said) != 0 {
		t.Fatalf("said %q before the flag fell", sp.said)
	}
	c.ticker.Tick(zero)
	c.ticker.Tick(zero.Add(time.Second))
	want := "en:FLAG White"
	if len(sp.said) != 1 || sp.said[0] != want {
		t.Errorf("said %q, want [%s]", sp.said, want)
	}
	if !strings.Contains(w.status.Text, "FLAG White") {
		t.Errorf("status %q", w.status.Text)
	}
}
