package ui

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// A clock that runs out with nothing else changing - no command, no
// backend change - shows FLAG on its tile and in its board window within
// a second of zero: the arbiter calls the flag in rapid without adequate
// supervision (A.4.5).
func TestFlagShowsOnTheTickWithinOneSecondOfZero(t *testing.T) {
	c, f := newTestConsole(t, 2)
	w := openBoard(t, c, 1)
	c.ticker.Tick(f.now) // a first tick, as the app's once its window shows
	tile := c.view.tiles[1]
	zero := f.now.Add(15 * time.Minute) // White's clock runs from 15:00
	flag := "FLAG White"

	// The ticker's own rhythm: ticks at its interval, from 20 s before
	// zero to one second after it.
	now := zero.Add(-20 * time.Second)
	var seen time.Time
	for !now.After(zero.Add(time.Second)) {
		c.ticker.Tick(now)
		if seen.IsZero() && slices.Contains(tile.BadgeTexts(), flag) {
			seen = now
		}
		now = now.Add(c.ticker.Interval())
	}
	if seen.IsZero() {
		t.Fatalf("tile badges %q a second after White's clock reached zero, want %q", tile.BadgeTexts(), flag)
	}
	if seen.Before(zero) {
		t.Errorf("FLAG shown at %v, before the clock reached zero", seen.Sub(zero))
	}
	if !tile.Alerts() || tile.frame.Color() != badgeFlag {
		t.Errorf("tile frame %v, alerts %v: want the flag's alert colour", tile.frame.Color(), tile.Alerts())
	}
	if tile.clocks[0].Text() != "0.0" {
		t.Errorf("White's clock %q, want 0.0", tile.clocks[0].Text())
	}
	if got := w.status.Text; !strings.Contains(got, flag) {
		t.Errorf("board window status %q does not say %q", got, flag)
	}
	if other := c.view.tiles[2]; !slices.Contains(other.BadgeTexts(), flag) {
		// Board 2's White started with the same 15 minutes at the same instant.
		t.Errorf("board 2 badges %q, want %q too", other.BadgeTexts(), flag)
	}
	if len(f.commands) != 0 {
		t.Errorf("noticing a flag sent %v; the arbiter decides what to do", f.commands)
	}
}

// A clock still above zero shows no flag, however low.
func TestNoFlagBeforeZero(t *testing.T) {
	c, f := newTestConsole(t, 1)
	c.ticker.Tick(f.now.Add(15*time.Minute - 100*time.Millisecond))
	if tile := c.view.tiles[1]; slices.Contains(tile.BadgeTexts(), "FLAG White") {
		t.Errorf("badges %q with 0.1 s left", tile.BadgeTexts())
	}
}
