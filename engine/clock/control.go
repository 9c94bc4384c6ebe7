package clock

import (
	"errors"
	"fmt"
	"slices"
	"time"
)

// Kind says what sort of time control a Control is.
type Kind int

const (
	Unknown   Kind = iota // PGN "?": the time control is not known
	Untimed               // PGN "-": no time control
	Staged                // one or more stages of base time plus bonus
	Hourglass             // PGN "*N": time used by one player is added to the other
)

var kindNames = [...]string{"unknown", "untimed", "staged", "hourglass"}

func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return fmt.Sprintf("Kind(%d)", int(k))
	}
	return kindNames[k]
}

// Mode is the per-move bonus of a stage.
type Mode int

const (
	NoBonus     Mode = iota // no time is given per move
	Fischer                 // Extra is added after each completed move
	SimpleDelay             // main time only runs after Extra of each move is used (6.3.2)
	Bronstein               // after each move, the time used is given back, at most Extra
)

var modeNames = [...]string{"none", "fischer", "delay", "bronstein"}

func (m Mode) String() string {
	if m < 0 || int(m) >= len(modeNames) {
		return fmt.Sprintf("Mode(%d)", int(m))
	}
	return modeNames[m]
}

// Next says how the following stage's base time reaches a player.
type Next int

const (
	AfterMoves Next = iota // when the player completes the stage's moves (FIDE)
	AtFlag                 // when the stage's time runs out (DGT "Time" mode)
)

var nextNames = [...]string{"moves", "flag"}

func (n Next) String() string {
	if n < 0 || int(n) >= len(nextNames) {
		return fmt.Sprintf("Next(%d)", int(n))
	}
	return nextNames[n]
}

// Stage is one period of a time control.
type Stage struct {
	// Moves is the number of moves to complete in this stage; 0 means all
	// remaining moves. A last stage with Moves > 0 repeats: its base time
	// is given again every Moves moves.
	Moves int
	Base  time.Duration // time given when the stage begins
	Mode  Mode
	Extra time.Duration // increment or delay per move; zero when Mode is NoBonus
	Next  Next          // how the next stage's time arrives; AfterMoves in the last stage
}

// Control is a complete time control. The zero Control is Unknown.
type Control struct {
	Kind   Kind
	Stages []Stage // Staged: at least one; Hourglass: exactly one, with Base only
}

// Limits on what a control may hold, so that arithmetic never overflows.
const (
	MaxTime  = 1000 * time.Hour // longest base time or bonus
	MaxMoves = 10000            // most moves in one stage
)

// Validate reports the first reason c cannot drive a clock or be written.
func (c Control) Validate() error {
	switch c.Kind {
	case Unknown, Untimed:
		if len(c.Stages) != 0 {
			return fmt.Errorf("tc: %v control has %d stages, want none", c.Kind, len(c.Stages))
		}
		return nil
	case Hourglass:
		if len(c.Stages) != 1 {
			return fmt.Errorf("tc: hourglass control has %d stages, want 1", len(c.Stages))
		}
		if s := c.Stages[0]; s.Moves != 0 || s.Mode != NoBonus || s.Extra != 0 || s.Next != AfterMoves {
			return errors.New("tc: hourglass stage has moves or a bonus")
		}
		return checkTime("hourglass stage 1 base", c.Stages[0].Base)
	case Staged:
		if len(c.Stages) == 0 {
			return errors.New("tc: staged control has no stages")
		}
		for i, s := range c.Stages {
			if err := s.validate(i+1, i == len(c.Stages)-1); err != nil {
				return err
			}
		}
		return nil
	}
	return fmt.Errorf("tc: unknown control kind %d", int(c.Kind))
}

func (s Stage) validate(n int, last bool) error {
	where := fmt.Sprintf("stage %d", n)
	if s.Moves < 0 || s.Moves > MaxMoves {
		return fmt.Errorf("tc: %s: %d moves, want 0 to %d", where, s.Moves, MaxMoves)
	}
	if !last && s.Moves == 0 {
		return fmt.Errorf("tc: %s: only the last stage may cover all remaining moves", where)
	}
	if err := checkTime(where+" base", s.Base); err != nil {
		return err
	}
	if err := checkTime(where+" extra", s.Extra); err != nil {
		return err
	}
	switch {
	case s.Mode < NoBonus || s.Mode > Bronstein:
		return fmt.Errorf("tc: %s: unknown mode %d", where, int(s.Mode))
	case s.Mode == NoBonus && s.Extra != 0:
		return fmt.Errorf("tc: %s: extra time %v without a bonus mode", where, s.Extra)
	case s.Next != AfterMoves && s.Next != AtFlag:
		return fmt.Errorf("tc: %s: unknown next-stage rule %d", where, int(s.Next))
	case last && s.Next != AfterMoves:
		return fmt.Errorf("tc: %s: the last stage has no next stage to arrive at the flag", where)
	}
	return nil
}

func checkTime(what string, d time.Duration) error {
	switch {
	case d < 0:
		return fmt.Errorf("tc: %s %v is negative", what, d)
	case d > MaxTime:
		return fmt.Errorf("tc: %s %v is longer than %v", what, d, MaxTime)
	case d%time.Millisecond != 0:
		return fmt.Errorf("tc: %s %v is finer than a millisecond", what, d)
	}
	return nil
}

// Equal reports whether c and o describe the same time control.
func (c Control) Equal(o Control) bool {
	return c.Kind == o.Kind && slices.Equal(c.Stages, o.Stages)
}

// HasBonus reports whether any stage gives time per move.
func (c Control) HasBonus() bool {
	return slices.ContainsFunc(c.Stages, func(s Stage) bool { return s.Mode != NoBonus })
}

// MarshalText writes the canonical PGN form, so controls travel in JSON
// as strings.
func (c Control) MarshalText() ([]byte, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads the PGN form written by MarshalText.
func (c *Control) UnmarshalText(b []byte) error {
	parsed, err := ParsePGN(string(b))
	if err != nil {
		return err
	}
	*c = parsed
	return nil
}
