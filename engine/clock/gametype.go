package clock

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// GameType is the kind of game a time control makes under Appendices A
// and B of the Laws.
type GameType int

const (
	UnknownType GameType = iota // the control is not known
	Standard                    // 60 minutes or more
	Rapid                       // more than 10 and less than 60 minutes (A.1)
	Blitz                       // 10 minutes or less (B.1)
)

var gameTypeNames = [...]string{"unknown", "standard", "rapid", "blitz"}

func (g GameType) String() string {
	if g < 0 || int(g) >= len(gameTypeNames) {
		return fmt.Sprintf("GameType(%d)", int(g))
	}
	return gameTypeNames[g]
}

// Boundaries of A.1 and B.1 (2018).
const (
	blitzAtMost   = 10 * time.Minute
	standardFrom  = 60 * time.Minute
	movesInA1Rule = 60
)

// GameType classifies c by A.1 and B.1 (2018): it takes the first stage's
// base time plus 60 times its bonus per move (a Fischer increment, or
// a delay of either kind, since each gives up to that much per move). At
// most 10 minutes is blitz, more than 10 and less than 60 is rapid, 60 or
// more is standard. Later stages are ignored: the first stage is what
// the players see when the game is rated. An untimed game is standard; an
// unknown control has no type. The explanation quotes the numbers.
func (c Control) GameType() (GameType, string) {
	switch c.Kind {
	case Unknown:
		return UnknownType, "time control unknown"
	case Untimed:
		return Standard, "no time control: neither rapid (A.1) nor blitz (B.1)"
	}
	if len(c.Stages) == 0 {
		return UnknownType, "time control has no stages"
	}
	s := c.Stages[0]
	total := s.Base
	sum := minutes(s.Base)
	if s.Mode != NoBonus {
		total += movesInA1Rule * s.Extra
		sum = fmt.Sprintf("%s + 60 × %s = %s", minutes(s.Base), humanDuration(s.Extra), minutes(total))
	}
	switch {
	case total <= blitzAtMost:
		return Blitz, sum + ": 10 minutes or less (B.1)"
	case total < standardFrom:
		return Rapid, sum + ": more than 10 and less than 60 minutes (A.1)"
	default:
		return Standard, sum + ": 60 minutes or more (neither A.1 nor B.1)"
	}
}

// minutes writes d for a sentence about minutes: "25 min", "2 min 30 s".
func minutes(d time.Duration) string {
	whole := d.Truncate(time.Minute)
	switch {
	case d == whole:
		return strconv.FormatInt(int64(d/time.Minute), 10) + " min"
	case whole == 0:
		return humanDuration(d)
	}
	return minutes(whole) + " " + humanDuration(d-whole)
}

// humanDuration writes a bonus in seconds, or minutes when whole: "10 s",
// "1.5 s", "2 min".
func humanDuration(d time.Duration) string {
	if d >= time.Minute && d%time.Minute == 0 {
		return minutes(d)
	}
	s := strconv.FormatFloat(d.Seconds(), 'f', 3, 64)
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".") + " s"
}
