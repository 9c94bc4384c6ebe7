package ui

import (
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
)

// Tick rates: ten redraws a second while a shown clock is under
// urgentClock, so that tenths are shown; else one.
const (
	slowTick    = time.Second
	fastTick    = 100 * time.Millisecond
	urgentClock = 10 * time.Second
)

// Ticker is the app's one clock. A single goroutine asks the UI goroutine
// (through fyne.Do) to run every registered redraw; a redraw returns true
// when it shows a clock under ten seconds, which speeds the ticks up.
type Ticker struct {
	redraws map[int]func(now time.Time) (urgent bool) // UI goroutine only
	next    int
	fast    atomic.Bool
	stop    chan struct{}
	start   sync.Once
	halt    sync.Once
}

// NewTicker returns a stopped ticker.
func NewTicker() *Ticker {
	return &Ticker{redraws: map[int]func(time.Time) bool{}, stop: make(chan struct{})}
}

// Add registers a redraw and returns the function that removes it. Call
// both from the UI goroutine.
func (t *Ticker) Add(redraw func(now time.Time) (urgent bool)) (remove func()) {
	id := t.next
	t.next++
	t.redraws[id] = redraw
	return func() { delete(t.redraws, id) }
}

// Tick runs every redraw once, on the UI goroutine.
func (t *Ticker) Tick(now time.Time) {
	urgent := false
	for _, redraw := range t.redraws {
		if redraw(now) {
			urgent = true
		}
	}
	t.fast.Store(urgent)
}

// Interval is the time to the next tick.
func (t *Ticker) Interval() time.Duration {
	if t.fast.Load() {
		return fastTick
	}
	return slowTick
}

// Start launches the ticking goroutine; later calls do nothing.
func (t *Ticker) Start() {
	t.start.Do(func() { go t.run() })
}

// Stop ends the goroutine; later calls do nothing.
func (t *Ticker) Stop() {
	t.halt.Do(func() { close(t.stop) })
}

func (t *Ticker) run() {
	current := t.Interval()
	tk := time.NewTicker(current)
	defer tk.Stop()
	for {
		select {
		case <-t.stop:
			return
		case <-tk.C:
			fyne.Do(func() { t.Tick(time.Now()) })
			if want := t.Interval(); want != current {
				current = want
				tk.Reset(current)
			}
		}
	}
}
