package clock

import (
	"errors"
	"math"
	"time"
)

// Errors for events the clock cannot take, to test with errors.Is.
var (
	ErrEarlier    = errors.New("event earlier than the last one")
	ErrNotStarted = errors.New("clock not started")
	ErrStarted    = errors.New("clock already started")
	ErrPaused     = errors.New("clock paused")
	ErrNotPaused  = errors.New("clock not paused")
	ErrStopped    = errors.New("clock stopped: the game is over")
	ErrWrongSide  = errors.New("press by the side whose clock is not running")
	ErrBadEvent   = errors.New("bad event")
)

type phase int

const (
	ready   phase = iota // set up, not started
	running              // one side's clock runs
	paused               // stopped by the arbiter, to be resumed
	stopped              // the game is over
)

// Clock is a chess clock: the fold of the events applied to it. A Clock
// is a value; Apply returns a new one and never changes the old.
type Clock struct {
	control Control
	phase   phase
	turn    Side          // whose clock runs, or runs on Resume or Start
	events  int           // events applied
	last    time.Time     // instant of the last event
	since   time.Time     // when turn's clock last began to run
	used    time.Duration // running time of turn's current move up to since
	delay   time.Duration // simple delay of turn's current move
	players [2]player
}

// player is one side's clock at the instant of the last event.
type player struct {
	left     time.Duration // remaining (main) time
	moves    int           // completed moves
	stage    int           // index into the control's stages
	stageEnd int           // completed moves at which the stage ends; 0: never
	flagged  bool          // the flag has fallen, at flag
	flag     time.Time
	dead     bool // out of time for good: the clock stays at zero
}

// New sets up a clock for control: both players have the first stage's
// base time and White's clock starts with the Start event.
func New(control Control) (Clock, error) {
	if err := control.Validate(); err != nil {
		return Clock{}, err
	}
	if control.Kind == Unknown || control.Kind == Untimed {
		return Clock{}, refuse("no_time", kv{"Control": control.String()}, "clock: %v time control %q has no time to count", control.Kind, control.String())
	}
	c := Clock{control: control}
	for s := range c.players {
		c.players[s] = player{left: control.Stages[0].Base, stageEnd: control.Stages[0].Moves}
	}
	return c, nil
}

// Control returns the time control in force, including any increment
// introduced by SwitchToIncrement.
func (c Clock) Control() Control { return c.control }

// Running reports whose clock is running, if any.
func (c Clock) Running() (Side, bool) { return c.turn, c.phase == running }

// Paused reports whether the arbiter has stopped the clock for a while.
func (c Clock) Paused() bool { return c.phase == paused }

// Over reports whether the clock has been stopped for good.
func (c Clock) Over() bool { return c.phase == stopped }

// Turn returns the side whose clock runs, or will run on Start or Resume.
func (c Clock) Turn() Side { return c.turn }

// LastEvent returns the instant of the last event applied, if any.
func (c Clock) LastEvent() (time.Time, bool) { return c.last, c.events > 0 }

// MovesCompleted returns how many moves side has completed.
func (c Clock) MovesCompleted(side Side) int { return c.players[side&1].moves }

// Stage returns the index in Control().Stages of the stage side was in at
// the last event. With the AtFlag rule a stage can end between events:
// MovesToControl and Remaining see that, Stage does not.
func (c Clock) Stage(side Side) int { return c.players[side&1].stage }

// Remaining returns side's remaining time at the instant at: the main
// time under a simple delay, never less than zero. Instants before the
// last event give the time at the last event.
func (c Clock) Remaining(side Side, at time.Time) time.Duration {
	return c.settle(at).players[side&1].left
}

// MovesToControl returns how many moves side must still complete at the
// instant at to reach the end of the current stage; ok is false when the
// current stage covers all remaining moves.
func (c Clock) MovesToControl(side Side, at time.Time) (n int, ok bool) {
	p := c.settle(at).players[side&1]
	if p.stageEnd == 0 {
		return 0, false
	}
	return max(0, p.stageEnd-p.moves), true
}

// FlagFall returns the instant side's flag fell, if it has. For the side
// whose clock is running it also returns an instant after the last event:
// when the flag will fall unless an event comes first.
func (c Clock) FlagFall(side Side) (time.Time, bool) {
	side &= 1
	if p := c.players[side]; p.flagged {
		return p.flag, true
	}
	if c.phase != running || side != c.turn {
		return time.Time{}, false
	}
	p := c.advance(c.players[side], time.Duration(math.MaxInt64))
	return p.flag, p.flagged
}

// FirstFlag returns the side whose flag fell first, and when (III.3.1).
// It looks at FlagFall of both sides; ok is false if neither flag falls.
// Two flags at the same millisecond are given to White.
func (c Clock) FirstFlag() (side Side, at time.Time, ok bool) {
	w, wok := c.FlagFall(White)
	b, bok := c.FlagFall(Black)
	switch {
	case wok && (!bok || !b.Before(w)):
		return White, w, true
	case bok:
		return Black, b, true
	}
	return White, time.Time{}, false
}

// settle returns the clock brought forward to the instant at: the running
// side's time and stage as at that instant, and in an hourglass the
// opponent's gain. Instants before the last event change nothing.
func (c Clock) settle(at time.Time) Clock {
	if c.phase != running || !at.After(c.since) {
		return c
	}
	to := c.used + at.Sub(c.since)
	before := c.players[c.turn].left
	c.players[c.turn] = c.advance(c.players[c.turn], to)
	if c.control.Kind == Hourglass {
		c.players[c.turn.Other()].left += before - c.players[c.turn].left
	}
	c.used, c.since = to, at
	return c
}

// charge is how much of the main time a move has used after running for
// e: everything, less the simple delay.
func (c Clock) charge(e time.Duration) time.Duration { return max(0, e-c.delay) }

// advance runs the turn player's clock from c.used to the move's running
// time to: it finds the instants where the time runs out, hands out the
// next stage's time under the AtFlag rule, and records the flag.
func (c Clock) advance(p player, to time.Duration) player {
	from := c.used
	origin := c.since.Add(-c.used) // the instant where the move's running time would be zero
	for !p.dead {
		// The main time reaches zero when charge(x) = charge(from) + left.
		zero := c.charge(from) + p.left + c.delay
		if zero > to {
			p.left -= c.charge(to) - c.charge(from)
			return p
		}
		at := origin.Add(zero)
		if c.control.Kind == Hourglass || p.stage == len(c.control.Stages)-1 || c.control.Stages[p.stage].Next != AtFlag {
			p = p.fall(at)
			p.dead, p.left = true, 0
			return p
		}
		if p.moves < p.stageEnd {
			p = p.fall(at) // 6.9: the stage's moves were not completed in time
		}
		p.stage++
		next := c.control.Stages[p.stage]
		p.left = next.Base
		p.stageEnd = stageEnd(p.stageEnd, next)
		from = zero
	}
	return p
}

// fall records the first flag fall.
func (p player) fall(at time.Time) player {
	if !p.flagged {
		p.flagged, p.flag = true, at
	}
	return p
}

// stageEnd returns the move count at which a stage that begins when
// stageEnd moves are due ends; 0 for a stage covering all moves.
func stageEnd(prevEnd int, s Stage) int {
	if s.Moves == 0 {
		return 0
	}
	return prevEnd + s.Moves
}

// stageAt returns the stage and its end for a player who has completed
// moves, as if every stage had ended by its moves.
func (c Clock) stageAt(moves int) (stage, end int) {
	for i, s := range c.control.Stages {
		if s.Moves == 0 {
			return i, 0
		}
		end += s.Moves
		if moves < end {
			return i, end
		}
	}
	last := len(c.control.Stages) - 1
	per := c.control.Stages[last].Moves
	return last, end + (moves-end)/per*per + per
}

// moveDelay is the simple delay a move by side begins with.
func (c Clock) moveDelay(side Side) time.Duration {
	s := c.control.Stages[c.players[side].stage]
	if s.Mode == SimpleDelay {
		return s.Extra
	}
	return 0
}
