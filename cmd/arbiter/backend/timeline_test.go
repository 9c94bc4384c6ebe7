package backend

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage/stores"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// fakeClocks is a computer whose wall clock can be stepped while its
// monotonic clock runs on.
type fakeClocks struct {
	start   time.Time
	elapsed time.Duration // monotonic
	step    time.Duration // how far the wall clock was moved
}

func (c *fakeClocks) wall() time.Time      { return c.start.Add(c.elapsed + c.step) }
func (c *fakeClocks) since() time.Duration { return c.elapsed }

// The wall clock goes back 10 minutes, then forward 3 hours, while White's
// and Black's clocks run: no flag falls, no command is refused, and both
// jumps are recorded.
func TestClock_WallClockJumpsUnderARunningClock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "e.db")
	store, err := stores.OpenOrCreate(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	clk := &fakeClocks{start: time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)}
	b, err := New(context.Background(), store, WithClocks(clk.wall, clk.since))
	if err != nil {
		t.Fatal(err)
	}
	if err := b.CreateEvent(testSetup()); err != nil { // 15+10
		t.Fatal(err)
	}
	do := func(at time.Duration, cmd view.Command) {
		t.Helper()
		clk.elapsed = at
		if _, err := b.Do(1, cmd); err != nil {
			t.Fatalf("%s at %v (wall moved %v): %v", cmd.Kind, at, clk.step, err)
		}
	}
	do(1*time.Second, view.Command{Kind: view.CmdStartClock})
	do(6*time.Second, view.Command{Kind: view.CmdMove, Move: "e2e4"})

	clk.step = -10 * time.Minute // an NTP step back
	do(11*time.Second, view.Command{Kind: view.CmdMove, Move: "e7e5"})

	clk.step += 3 * time.Hour // resume after a suspend with a wrong clock
	clk.elapsed = 15 * time.Second
	for _, bv := range b.Boards() {
		if bv.FlagFallen != view.NoSide {
			t.Errorf("board %d: flag of %s fell after the wall clock jumped", bv.Number, bv.FlagFallen)
		}
	}
	// The UI reads the clocks at the wall clock's time.
	w, bl := b.Clock(1, clk.wall())
	if w < 14*time.Minute || w > 15*time.Minute+10*time.Second || bl < 14*time.Minute {
		t.Errorf("clocks after the jumps: white %v, black %v; want what 15 seconds of play leave", w, bl)
	}
	do(16*time.Second, view.Command{Kind: view.CmdMove, Move: "g1f3"})

	jumps := b.Jumps()
	if len(jumps) != 2 || jumps[0].By != -10*time.Minute || jumps[1].By != 3*time.Hour {
		t.Fatalf("jumps noticed: %+v", jumps)
	}
	b.storing.Wait() // jumps are stored off the reader's goroutine
	stored, err := store.ClockJumps(context.Background())
	if err != nil || len(stored) != 2 || stored[1].By != 3*time.Hour || !stored[1].At.Equal(clk.start.Add(15*time.Second)) {
		t.Errorf("jumps stored: %+v, %v", stored, err)
	}
	ev, _ := b.Event()
	if len(ev.Notices) != 1 || ev.Notices[0].Key != "notice.clock_jump" || ev.Notices[0].Params["By"] != "+3h0m0s" {
		t.Errorf("notices shown: %+v", ev.Notices)
	}
	// Instants on the timeline: the last move 16 s after the start.
	d, _ := b.Board(1)
	if got := d.Moves[len(d.Moves)-1].Clock; got < 14*time.Minute {
		t.Errorf("White's clock after g1f3: %v", got)
	}
}
