package backend

import (
	"sync"
	"time"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// jumpTolerance is how far the wall clock may drift from the console's
// timeline before the difference counts as a jump (an NTP step, a resume
// from suspend, a bad battery clock).
const jumpTolerance = 2 * time.Second

// maxAhead is how far ahead of the console's clock a command's own
// instant may be: a DGT board's or a script's clock, not a typo.
const maxAhead = 5 * time.Second

// stamp is the instant a command is recorded at. A command's own instant
// (cmd.At, on the timeline as at) may be neither beyond maxAhead of now
// nor before its game began. A board whose last event is ahead of this
// console's clock (another console's clock, an edit) records a command
// without an instant of its own at that last instant: no single event
// may make a board refuse every later command.
func stamp(bd *board, cmd view.Command, at, now time.Time) (time.Time, error) {
	var first, last time.Time
	if evs := bd.game.Events; len(evs) > 0 {
		first, last = evs[0].At, evs[len(evs)-1].At
	}
	if cmd.At.IsZero() {
		if at.Before(last) {
			return last, nil
		}
		return at, nil
	}
	if at.After(now.Add(maxAhead)) {
		return at, refuse("refusal.future", map[string]any{"At": cmd.At.UTC().Format(time.RFC3339), "Now": now.UTC().Format(time.RFC3339), "Skew": maxAhead.String()},
			"%s at %s: later than this console's clock (%s) by more than %s", cmd.Kind, cmd.At.UTC().Format(time.RFC3339), now.UTC().Format(time.RFC3339), maxAhead)
	}
	if !first.IsZero() && at.Before(first) {
		return at, refuse("refusal.before_game", map[string]any{"At": cmd.At.UTC().Format(time.RFC3339), "Began": first.UTC().Format(time.RFC3339)},
			"%s at %s: before the game began (%s)", cmd.Kind, cmd.At.UTC().Format(time.RFC3339), first.UTC().Format(time.RFC3339))
	}
	return at, nil
}

// Jump is a step of the computer's wall clock that the console noticed.
type Jump struct {
	At time.Time     // the console's instant when it was noticed
	By time.Duration // how far the wall clock stepped; negative is back
}

// timeline hands out the instants commands are stamped with: the wall
// clock when the program started plus the monotonic time since, so that
// the boards' clocks keep time whatever the wall clock does. It notices
// when the wall clock leaves the timeline.
type timeline struct {
	wall  func() time.Time     // the wall clock
	since func() time.Duration // monotonic time since the start

	mu     sync.Mutex
	start  time.Time     // the wall clock at the start
	offset time.Duration // wall clock minus timeline, as last seen
}

func newTimeline(wall func() time.Time, since func() time.Duration) *timeline {
	return &timeline{wall: wall, since: since, start: wall().UTC()}
}

// systemTimeline follows the computer's clocks: Go's time.Since reads the
// monotonic clock, which no wall clock step moves.
func systemTimeline() *timeline {
	origin := time.Now()
	return newTimeline(func() time.Time { return time.Now().Round(0) }, func() time.Duration { return time.Since(origin) })
}

// fromWall turns a wall clock reading into an instant on the timeline, by
// the wall clock's offset as last seen.
func (t *timeline) fromWall(wall time.Time) time.Time {
	t.mu.Lock()
	defer t.mu.Unlock()
	return wall.Round(0).Add(-t.offset)
}

// now returns the current instant, and the wall clock's jump when one
// happened since the last call.
func (t *timeline) now() (time.Time, *Jump) {
	t.mu.Lock()
	defer t.mu.Unlock()
	at := t.start.Add(t.since())
	off := t.wall().Sub(at)
	if d := off - t.offset; d > jumpTolerance || d < -jumpTolerance {
		t.offset = off
		return at, &Jump{At: at, By: d.Truncate(time.Second)}
	}
	return at, nil
}

// follow makes a timeline the backend's clock, recording every jump it
// notices.
func (b *Backend) follow(t *timeline) {
	b.now = func() time.Time {
		at, jump := t.now()
		if jump != nil {
			b.noteJump(*jump)
		}
		return at
	}
	b.onTimeline = func(wall time.Time) time.Time {
		b.now() // notice a jump before converting
		return t.fromWall(wall)
	}
}

// noteJump keeps a jump for the arbiter and in the database. It may run
// with b.mu held and on the UI goroutine (a clock read), so it takes only
// its own lock and leaves the store's round trip to a goroutine, which
// stores the jumps noticed in order.
func (b *Backend) noteJump(j Jump) {
	b.jumpsMu.Lock()
	defer b.jumpsMu.Unlock()
	b.jumps = append(b.jumps, j)
	if b.store == nil || b.store.ReadOnly() {
		return
	}
	b.unstored = append(b.unstored, j)
	if len(b.unstored) == 1 { // no goroutine is storing: start one
		b.storing.Add(1)
		go b.storeJumps()
	}
}

// storeJumps stores the jumps noticed until none is left. Losing one must
// not stop the event: the boards' clocks are right either way, and the
// arbiter sees the warning.
func (b *Backend) storeJumps() {
	defer b.storing.Done()
	for {
		b.jumpsMu.Lock()
		if len(b.unstored) == 0 {
			b.jumpsMu.Unlock()
			return
		}
		j := b.unstored[0]
		b.jumpsMu.Unlock()
		ctx, cancel := commandContext()
		_ = b.store.AddClockJump(ctx, j.At, j.By)
		cancel()
		b.jumpsMu.Lock()
		b.unstored = b.unstored[1:]
		b.jumpsMu.Unlock()
	}
}

// Jumps returns the wall clock steps noticed since the start.
func (b *Backend) Jumps() []Jump {
	b.jumpsMu.Lock()
	defer b.jumpsMu.Unlock()
	return append([]Jump(nil), b.jumps...)
}

// fileChecked is a store on a file that can tell it was deleted, moved or
// replaced while open (sqlite.Store.CheckFile).
type fileChecked interface{ CheckFile() error }

// fileReplaced says whether the store's file was deleted, moved or
// replaced while open.
func (b *Backend) fileReplaced() bool {
	fc, ok := b.store.(fileChecked)
	return ok && fc.CheckFile() != nil
}

// notices tells the arbiter about the record itself: a file open
// read-only, a file replaced, and the last step of the computer's clock.
func (b *Backend) notices(replaced bool) []view.Message {
	var out []view.Message
	if b.readOnlyMsg.Key != "" {
		out = append(out, b.readOnlyMsg)
	} else if b.readOnly != "" {
		out = append(out, view.Message{Key: "notice.read_only", Params: map[string]any{"Reason": b.readOnly}})
	}
	if b.away.Key != "" {
		out = append(out, b.away)
	}
	if replaced {
		out = append(out, view.Message{Key: "notice.replaced"})
	}
	if b.outside > 0 {
		out = append(out, view.Message{Key: "notice.records_changed", Params: map[string]any{"Count": b.outside}})
	}
	if js := b.Jumps(); len(js) > 0 {
		j := js[len(js)-1]
		by := j.By.String()
		if j.By > 0 {
			by = "+" + by
		}
		out = append(out, view.Message{Key: "notice.clock_jump", Params: map[string]any{"By": by, "At": j.At.UTC().Format(time.TimeOnly)}})
	}
	return out
}
