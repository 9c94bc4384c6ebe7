package clock

import (
	"math/rand"
	"testing"
	"time"
)

// refClock is an independent model of a clock for the property test: it
// walks each move as a whole, from the list of running segments, instead
// of settling at events. AfterMoves stages only.
type refClock struct {
	control Control
	left    [2]time.Duration
	moves   [2]int
	stage   [2]int
	end     [2]int // moves at which the stage ends; 0: never
	flag    [2]time.Time
	dead    [2]bool
}

// segment is a stretch of time while a move's clock ran.
type segment struct{ from, to time.Time }

func newRef(c Control) *refClock {
	r := &refClock{control: c}
	for s := range 2 {
		r.left[s], r.end[s] = c.Stages[0].Base, c.Stages[0].Moves
	}
	return r
}

// move plays one move by side that ran during segs, pressed at the end
// when pressed is true, or only read at the end of segs otherwise.
func (r *refClock) move(side Side, segs []segment, pressed bool) (left time.Duration) {
	st := r.control.Stages[r.stage[side]]
	var delay time.Duration
	if st.Mode == SimpleDelay {
		delay = st.Extra
	}
	var used time.Duration
	for _, sg := range segs {
		used += sg.to.Sub(sg.from)
	}
	if !r.dead[side] {
		// The flag falls when the time used reaches the delay plus the
		// remaining time; find that instant in the segments.
		if fall := delay + r.left[side]; used >= fall {
			r.dead[side] = true
			r.flag[side] = instantAfter(segs, fall)
		}
	}
	if r.dead[side] {
		if pressed {
			r.moves[side]++
		}
		return 0
	}
	spent := max(0, used-delay)
	if !pressed {
		return r.left[side] - spent
	}
	r.left[side] -= spent
	switch st.Mode {
	case Fischer:
		r.left[side] += st.Extra
	case Bronstein:
		r.left[side] += min(used, st.Extra)
	}
	r.moves[side]++
	if r.moves[side] == r.end[side] {
		if r.stage[side] < len(r.control.Stages)-1 {
			r.stage[side]++
		}
		next := r.control.Stages[r.stage[side]]
		r.left[side] += next.Base
		if next.Moves > 0 {
			r.end[side] += next.Moves
		} else {
			r.end[side] = 0
		}
	}
	return r.left[side]
}

func instantAfter(segs []segment, d time.Duration) time.Time {
	for _, sg := range segs {
		if n := sg.to.Sub(sg.from); d > n {
			d -= n
			continue
		}
		return sg.from.Add(d)
	}
	panic("instant beyond the segments")
}

func randomControl(rng *rand.Rand) Control {
	n := 1 + rng.Intn(3)
	c := Control{Kind: Staged}
	for i := range n {
		s := Stage{Base: time.Duration(rng.Intn(20_000)) * time.Millisecond}
		if i < n-1 || rng.Intn(3) == 0 {
			s.Moves = 1 + rng.Intn(5)
		}
		s.Mode = Mode(rng.Intn(4))
		if s.Mode != NoBonus {
			s.Extra = time.Duration(rng.Intn(5_000)) * time.Millisecond
		}
		c.Stages = append(c.Stages, s)
	}
	return c
}

// TestRandomPressesMatchTheModel replays random games, with pauses, and
// compares every clock reading with refClock to the millisecond.
func TestRandomPressesMatchTheModel(t *testing.T) {
	rng := rand.New(rand.NewSource(20260314))
	for game := range 10_000 {
		control := randomControl(rng)
		c, err := New(control)
		if err != nil {
			t.Fatalf("game %d: New(%v): %v", game, control, err)
		}
		ref := newRef(control)
		now := t0.Add(time.Duration(rng.Intn(1000)) * time.Millisecond)
		apply := func(e Event) {
			if c, err = c.Apply(e); err != nil {
				t.Fatalf("game %d (%v): %v: %v", game, control, e, err)
			}
		}
		apply(Event{At: now, Kind: Start})
		side := White
		for mv := range 1 + rng.Intn(60) {
			var segs []segment
			from := now
			for rng.Intn(8) == 0 { // the arbiter stops the clock for a while
				now = now.Add(time.Duration(rng.Intn(8_000)) * time.Millisecond)
				segs = append(segs, segment{from, now})
				apply(Event{At: now, Kind: Pause})
				now = now.Add(time.Duration(rng.Intn(60_000)) * time.Millisecond)
				apply(Event{At: now, Kind: Resume})
				from = now
			}
			now = now.Add(time.Duration(rng.Intn(8_000)) * time.Millisecond)
			segs = append(segs, segment{from, now})

			peek := *ref
			if got, want := c.Remaining(side, now), peek.move(side, segs, false); got != want {
				t.Fatalf("game %d (%v) move %d: %v before the press = %v, want %v", game, control, mv, side, got, want)
			}
			want := ref.move(side, segs, true)
			apply(Event{At: now, Kind: Press, Side: side})
			if got := c.Remaining(side, now); got != want {
				t.Fatalf("game %d (%v) move %d: %v after the press = %v, want %v", game, control, mv, side, got, want)
			}
			if got := c.MovesCompleted(side); got != ref.moves[side] {
				t.Fatalf("game %d move %d: %v moves = %d, want %d", game, mv, side, got, ref.moves[side])
			}
			side = side.Other()
		}
		for _, s := range []Side{White, Black} {
			if s == side {
				continue // still running: its flag may lie ahead
			}
			got, ok := c.FlagFall(s)
			if ok != ref.dead[s] || (ok && !got.Equal(ref.flag[s])) {
				t.Fatalf("game %d (%v): %v flag = %v %v, want %v %v", game, control, s, got, ok, ref.flag[s], ref.dead[s])
			}
		}
	}
}

// TestRandomEventsKeepTheClockSane throws random events of every kind,
// good and bad, at clocks of every kind: Apply never panics, a refused
// event leaves the clock as it was, remaining times are never negative,
// and folding the accepted events again gives the same clock.
func TestRandomEventsKeepTheClockSane(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	kinds := []EventKind{Start, Start, Press, Press, Press, Press, Pause, Resume, Resume, SetTimes, Adjust, SwitchToIncrement, "bogus"}
	for game := range 2_000 {
		control := randomControl(rng)
		switch rng.Intn(6) {
		case 0:
			control = Control{Kind: Hourglass, Stages: []Stage{{Base: time.Duration(rng.Intn(60_000)) * time.Millisecond}}}
		case 1:
			for i := range control.Stages[:len(control.Stages)-1] {
				control.Stages[i].Next = AtFlag
			}
		}
		c, err := New(control)
		if err != nil {
			t.Fatalf("New(%v): %v", control, err)
		}
		start := c
		var accepted []Event
		now := t0
		for range 80 {
			step := time.Duration(rng.Intn(6_000)) * time.Millisecond
			if rng.Intn(20) == 0 {
				step = -step
			}
			now = now.Add(step)
			e := Event{At: now, Kind: kinds[rng.Intn(len(kinds))], Side: Side(rng.Intn(3))}
			if rng.Intn(60) == 0 {
				e.Kind = Stop
			}
			e.Time = time.Duration(rng.Intn(120_000)-60_000) * time.Millisecond
			e.Remaining = [2]time.Duration{time.Duration(rng.Intn(30_000)-1_000) * time.Millisecond, time.Duration(rng.Intn(30_000)) * time.Millisecond}
			e.Moves = [2]int{rng.Intn(12) - 1, rng.Intn(12)}
			next, err := c.Apply(e)
			if err != nil {
				if next.events != c.events {
					t.Fatalf("game %d: refused %v changed the clock", game, e)
				}
				continue
			}
			accepted = append(accepted, e)
			c = next
			for _, s := range []Side{White, Black} {
				if r := c.Remaining(s, now.Add(time.Duration(rng.Intn(10_000))*time.Millisecond)); r < 0 {
					t.Fatalf("game %d (%v): %v remaining %v after %v", game, control, s, r, e)
				}
			}
		}
		replay := start
		for _, e := range accepted {
			if replay, err = replay.Apply(e); err != nil {
				t.Fatalf("game %d: replay refused %v: %v", game, e, err)
			}
		}
		at := now.Add(time.Minute)
		for _, s := range []Side{White, Black} {
			if a, b := replay.Remaining(s, at), c.Remaining(s, at); a != b {
				t.Fatalf("game %d: replay gives %v %v, live %v", game, s, a, b)
			}
		}
	}
}
