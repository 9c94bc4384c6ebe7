package ui

import "time"

// PrefBeepOnFlag is whether the console beeps when a flag falls.
const PrefBeepOnFlag = "ui.beep_on_flag"

// BeepOnFlag reports whether the console beeps when a flag falls: on
// unless the arbiter turned it off.
func (s Settings) BeepOnFlag() bool { return s.prefs.BoolWithFallback(PrefBeepOnFlag, true) }

// Beeper sounds a short alert; ui/speech.Beep is one.
type Beeper interface {
	Beep()
}

// flagWatch notices, on the ticker's tick, every running clock of the
// round that reaches zero, on screen or not, and asks for one beep per
// flag. It asks the backend for a board's clock only once that clock may
// have run out: due holds when each running clock reaches zero as last
// computed, so that 400 boards cost a look-up each per backend change,
// not per tick.
type flagWatch struct {
	clock  func(board int, at time.Time) (white, black time.Duration)
	beep   func()
	due    map[int]time.Time // board -> when its running clock reaches zero
	beeped map[flagKey]bool  // flags already announced
}

type flagKey struct {
	board int
	side  Side
}

func newFlagWatch(clock func(int, time.Time) (time.Duration, time.Duration), beep func()) *flagWatch {
	return &flagWatch{clock: clock, beep: beep, due: map[int]time.Time{}, beeped: map[flagKey]bool{}}
}

// forget drops the computed instants: after a backend change a clock may
// have been set, adjusted, stopped or pressed.
func (f *flagWatch) forget() { clear(f.due) }

// forgetBoard forgets what was due on board n.
func (f *flagWatch) forgetBoard(n int) { delete(f.due, n) }

// check looks at board b at now and beeps if its flag has fallen and was
// not announced yet.
func (f *flagWatch) check(b BoardView, now time.Time) {
	if b.Running == NoSide || b.Result != "" || b.Quarantine != "" {
		delete(f.due, b.Number)
		return
	}
	if due, ok := f.due[b.Number]; ok && now.Before(due) {
		return
	}
	white, black := f.clock(b.Number, now)
	left := white
	if b.Running == Black {
		left = black
	}
	if left > 0 {
		f.due[b.Number] = now.Add(left)
		return
	}
	// Fallen: nothing more to watch until the board changes (forget).
	f.due[b.Number] = now.Add(24 * time.Hour)
	key := flagKey{b.Number, b.Running}
	if !f.beeped[key] {
		f.beeped[key] = true
		f.beep()
	}
}

// tick is the console's redraw on the ticker: the wall's clocks, then
// every board of the round, shown or not, watched for its flag.
func (c *Console) tick(now time.Time) (urgent bool) {
	if c.view == nil {
		return false
	}
	urgent = c.view.tick(now)
	for _, t := range c.view.tiles {
		c.flags.check(t.view, now)
	}
	return urgent
}

// beepFlag beeps for a fallen flag when the arbiter wants it.
func (c *Console) beepFlag() {
	if c.Beeper != nil && c.settings.BeepOnFlag() {
		c.Beeper.Beep()
	}
}
