package clock

import (
	"fmt"
	"time"
)

// Apply returns the clock after e, or an error saying why e cannot happen
// now: events must come in time order, presses only while the pressing
// side's clock runs, and nothing after Stop. c itself is unchanged.
func (c Clock) Apply(e Event) (Clock, error) {
	e.At = e.At.Truncate(time.Millisecond)
	e.Time = e.Time.Truncate(time.Millisecond)
	if err := c.check(e); err != nil {
		return c, fmt.Errorf("clock: %s at %s: %w", e.Kind, e.At.Format("15:04:05.000"), err)
	}
	next := c.settle(e.At)
	next.last = e.At
	next.events++
	switch e.Kind {
	case Start:
		next.phase = running
		next.restartMove(e.At)
	case Press:
		next.complete(e.At)
	case Pause:
		next.phase = paused
	case Resume:
		next.phase = running
		next.since = e.At
	case SetTimes:
		next.setTimes(e)
	case Adjust:
		next.players[e.Side] = next.players[e.Side].adjust(e.At, next.players[e.Side].left+e.Time)
	case SwitchToIncrement:
		next.control = withIncrement(next.control, e.Time)
	case Stop:
		next.phase = stopped
	}
	return next, nil
}

// check says why e cannot be applied to c, if it cannot.
func (c Clock) check(e Event) error {
	switch {
	case len(c.control.Stages) == 0:
		return refuse("no_control", nil, "%w: clock has no time control (use New)", ErrBadEvent)
	case c.events > 0 && e.At.Before(c.last):
		last := c.last.Format("15:04:05.000")
		return refuse("earlier", kv{"Last": last}, "%w (%s)", ErrEarlier, last)
	case c.phase == stopped:
		return bare("stopped", ErrStopped)
	}
	switch e.Kind {
	case Start:
		if c.phase != ready {
			return bare("started", ErrStarted)
		}
	case Press:
		switch {
		case c.phase == ready:
			return bare("not_started", ErrNotStarted)
		case c.phase == paused:
			return bare("paused", ErrPaused)
		case e.Side != c.turn:
			return refuse("wrong_side", kv{"Side": e.Side.String(), "Running": c.turn.String()},
				"%w: %v pressed while %v's clock runs", ErrWrongSide, e.Side, c.turn)
		}
	case Pause:
		switch c.phase {
		case ready:
			return bare("not_started", ErrNotStarted)
		case paused:
			return bare("paused", ErrPaused)
		}
	case Resume:
		if c.phase != paused {
			return bare("not_paused", ErrNotPaused)
		}
	case SetTimes:
		return checkSetting(e)
	case Adjust:
		if e.Side != White && e.Side != Black {
			return refuse("side", kv{"Side": int(e.Side)}, "%w: side %d", ErrBadEvent, int(e.Side))
		}
		switch left := c.Remaining(e.Side, e.At); {
		case left+e.Time < 0:
			return refuse("below_zero", kv{"Amount": signed(e.Time), "Side": e.Side.String(), "Left": clockText(left)},
				"%w: %+v would leave %v with less than zero (%v left)", ErrBadEvent, e.Time, e.Side, left)
		case left+e.Time > MaxTime:
			return refuse("above_max", kv{"Amount": signed(e.Time), "Side": e.Side.String(), "Max": clockText(MaxTime)},
				"%w: %+v would give %v more than %v", ErrBadEvent, e.Time, e.Side, MaxTime)
		}
	case SwitchToIncrement:
		switch {
		case c.control.Kind != Staged:
			return refuse("no_increment", kv{"Control": c.control.String()}, "%w: no increment for a %v control", ErrBadEvent, c.control.Kind)
		case e.Time <= 0 || e.Time > MaxTime:
			return refuse("increment", kv{"Increment": clockText(e.Time), "Max": clockText(MaxTime)},
				"%w: increment %v, want more than zero and at most %v", ErrBadEvent, e.Time, MaxTime)
		}
	case Stop:
	default:
		return refuse("kind", kv{"Kind": string(e.Kind)}, "%w: unknown kind %q", ErrBadEvent, e.Kind)
	}
	return nil
}

func checkSetting(e Event) error {
	for _, s := range []Side{White, Black} {
		if t := e.Remaining[s]; t < 0 || t > MaxTime || t%time.Millisecond != 0 {
			return refuse("set_time", kv{"Side": s.String(), "Time": clockText(t), "Max": clockText(MaxTime)},
				"%w: %v time %v, want 0 to %v in whole milliseconds", ErrBadEvent, s, t, MaxTime)
		}
		if m := e.Moves[s]; m < 0 || m > 100*MaxMoves {
			return refuse("set_moves", kv{"Side": s.String(), "Moves": m, "Max": 100 * MaxMoves},
				"%w: %v moves %d, want 0 to %d", ErrBadEvent, s, m, 100*MaxMoves)
		}
	}
	return nil
}

// restartMove begins a new move for the turn side at the instant at.
func (c *Clock) restartMove(at time.Time) {
	c.since, c.used = at, 0
	c.delay = c.moveDelay(c.turn)
}

// complete finishes the turn side's move at the instant at (6.2.1): the
// bonus comes after the move, then the next stage's time if the move
// completes the stage, then the opponent's clock starts.
func (c *Clock) complete(at time.Time) {
	p := &c.players[c.turn]
	p.moves++
	if !p.dead {
		s := c.control.Stages[p.stage]
		switch s.Mode {
		case Fischer:
			p.left += s.Extra
		case Bronstein:
			p.left += min(c.used, s.Extra)
		}
		if p.moves == p.stageEnd && s.Next == AfterMoves {
			c.nextStage(p)
		}
	}
	c.turn = c.turn.Other()
	c.restartMove(at)
}

// nextStage gives p the next stage's base time, or the last stage's again
// when it repeats every so many moves (6.3.2: unused time carries over).
func (c *Clock) nextStage(p *player) {
	if p.stage < len(c.control.Stages)-1 {
		p.stage++
	}
	s := c.control.Stages[p.stage]
	p.left += s.Base
	p.stageEnd = stageEnd(p.stageEnd, s)
}

// setTimes installs both players' times and move counts (6.10.2); the
// stages follow from the move counts, and the running move starts again.
func (c *Clock) setTimes(e Event) {
	for _, s := range []Side{White, Black} {
		p := &c.players[s]
		p.moves = e.Moves[s]
		p.stage, p.stageEnd = c.stageAt(p.moves)
		*p = p.adjust(e.At, e.Remaining[s])
	}
	if c.phase == running {
		c.restartMove(e.At)
	}
}

// adjust sets the remaining time to left at the instant at. Zero is a
// flag fall; time given back to a player at zero clears the flag.
func (p player) adjust(at time.Time, left time.Duration) player {
	p.left = left
	switch {
	case left == 0:
		p = p.fall(at)
		p.dead = true
	case p.dead:
		p.dead, p.flagged, p.flag = false, false, time.Time{}
	}
	return p
}

// withIncrement returns control with a Fischer increment in every stage
// (III.4), sharing nothing with the original.
func withIncrement(control Control, inc time.Duration) Control {
	stages := make([]Stage, len(control.Stages))
	for i, s := range control.Stages {
		s.Mode, s.Extra = Fischer, inc
		stages[i] = s
	}
	return Control{Kind: control.Kind, Stages: stages}
}
