package gamelog

import (
	"time"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/pgn"
)

// EventsFromPGN reconstructs how the first plies moves of a recorded game
// were played: White's clock started at start, then each move at the
// instant its [%clk] reading implies (time before, minus time after, plus
// the increment inc; never negative). A move without a clock reading takes
// two seconds.
// It returns the events and the instant of the last one.
func EventsFromPGN(g *pgn.Game, plies int, start time.Time, base, inc time.Duration) ([]laws.Event, time.Time) {
	plies = min(plies, len(g.Moves))
	positions := g.Positions()
	events := []laws.Event{{At: start, Kind: laws.KindStart}}
	at, left := start, [2]time.Duration{base, base}
	for i, m := range g.Moves[:plies] {
		spent := 2 * time.Second
		if m.HasClock {
			spent = left[i%2] - m.Clock + inc
			left[i%2] = m.Clock
		}
		at = at.Add(max(spent, 0).Truncate(time.Millisecond))
		uci := m.Move.UCI(positions[i].IsChess960())
		events = append(events, laws.Event{At: at, Kind: laws.KindMove, Payload: laws.Payload{Move: uci}})
	}
	return events, at
}
