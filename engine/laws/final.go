package laws

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
)

// Final is where a game stands after its events: the result, the position
// on the board and both clocks, for outside checks of a replay.
type Final struct {
	Result string `json:"result"`
	FEN    string `json:"fen"`
	Clock  struct {
		White int64 `json:"white"`
		Black int64 `json:"black"`
	} `json:"clock_ms"`
}

// FinalState is g's result, position and remaining times at instant at.
func FinalState(g *Game, at time.Time) Final {
	var f Final
	f.Result = string(g.Result().Outcome)
	f.FEN = g.Position().FEN()
	c := g.Clock()
	f.Clock.White = c.Remaining(clock.White, at).Milliseconds()
	f.Clock.Black = c.Remaining(clock.Black, at).Milliseconds()
	return f
}

// Play replays the scenario and returns the game as its events left it,
// with the rulings; on error, the game stands as before the refused event.
func (sc Scenario) Play() (*Game, []Ruling, error) {
	g, rs, err := Replay(sc.Setup, sc.Events)
	if err != nil {
		return g, rs, fmt.Errorf("%s: %w", sc.Name, err)
	}
	return g, rs, nil
}

// End is the instant of the scenario's last event, or its base.
func (sc Scenario) End() time.Time {
	if len(sc.Events) == 0 {
		return sc.Base
	}
	return sc.Events[len(sc.Events)-1].At
}

// FormatFinal writes f as one JSON line.
func FormatFinal(f Final) []byte {
	b, _ := json.Marshal(f) // strings and numbers always marshal
	return b
}
