package clock

import (
	"fmt"
	"time"
)

// Side is one of the two players, and the clock that runs for them.
// Queries read any other value as side&1, so that they never panic; Apply
// refuses it.
type Side int

const (
	White Side = iota
	Black
)

// Other returns the opponent.
func (s Side) Other() Side { return 1 - s }

func (s Side) String() string {
	switch s {
	case White:
		return "white"
	case Black:
		return "black"
	}
	return fmt.Sprintf("Side(%d)", int(s))
}

// MarshalText writes "white" or "black".
func (s Side) MarshalText() ([]byte, error) {
	if s != White && s != Black {
		return nil, fmt.Errorf("clock: invalid side %d", int(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads "white" or "black".
func (s *Side) UnmarshalText(b []byte) error {
	switch string(b) {
	case "white":
		*s = White
	case "black":
		*s = Black
	default:
		return fmt.Errorf("clock: side %q, want white or black", b)
	}
	return nil
}

// EventKind names what happened to the clock.
type EventKind string

const (
	Start             EventKind = "start"               // White's clock starts (6.6)
	Press             EventKind = "press"               // Side completes a move (6.2.1)
	Pause             EventKind = "pause"               // the arbiter stops the clock (6.11)
	Resume            EventKind = "resume"              // the game restarts (6.11.3)
	SetTimes          EventKind = "set_times"           // the arbiter installs times and move counts (6.10.2)
	Adjust            EventKind = "adjust"              // time added to or taken from Side (7.5.5, 12.9)
	SwitchToIncrement EventKind = "switch_to_increment" // an increment from now on (III.4)
	Stop              EventKind = "stop"                // the game is over
)

// Event is one thing that happened to the clock, at an instant.
// Instants and durations count to the millisecond; finer parts are
// dropped when the event is applied.
type Event struct {
	At   time.Time `json:"at"`
	Kind EventKind `json:"kind"`

	// Side is the player who presses (Press) or whose time changes
	// (Adjust).
	Side Side `json:"side"`

	// Time is the time added, negative when taken (Adjust), or the
	// increment per move (SwitchToIncrement).
	Time time.Duration `json:"time_ns,omitempty"`

	// Remaining and Moves are both players' times and completed moves,
	// indexed by Side (SetTimes).
	Remaining [2]time.Duration `json:"remaining_ns,omitzero"`
	Moves     [2]int           `json:"moves,omitzero"`
}

func (e Event) String() string {
	at := e.At.Format("15:04:05.000")
	switch e.Kind {
	case Press:
		return fmt.Sprintf("%s %s by %v", at, e.Kind, e.Side)
	case Adjust:
		return fmt.Sprintf("%s %s %v %+v", at, e.Kind, e.Side, e.Time)
	case SwitchToIncrement:
		return fmt.Sprintf("%s %s +%v", at, e.Kind, e.Time)
	case SetTimes:
		return fmt.Sprintf("%s %s white %v (%d moves) black %v (%d moves)", at, e.Kind,
			e.Remaining[White], e.Moves[White], e.Remaining[Black], e.Moves[Black])
	}
	return fmt.Sprintf("%s %s", at, e.Kind)
}
