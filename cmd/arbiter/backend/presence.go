package backend

import (
	"time"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// The console's check-in reads the backend.
var _ view.CheckIn = (*Backend)(nil)

// Presence lists the current round's boards with who is at each: marked
// present at the check-in (a present event in the game's log, so both
// stores keep it), or seen moving (6.7.1).
func (b *Backend) Presence() []view.PresenceRow {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.event == nil {
		return nil
	}
	ev := b.event
	rows := make([]view.PresenceRow, 0, len(ev.boards))
	for _, bd := range ev.boards {
		g := bd.game
		row := view.PresenceRow{Board: bd.number, White: ev.players[bd.white].Name, Black: ev.players[bd.black].Name,
			Present: map[view.Side]bool{view.White: g.Present(laws.White), view.Black: g.Present(laws.Black)},
			Started: !g.StartedAt().IsZero()}
		if r := g.Result(); r.Over() {
			row.Result = scoreText(r, g.Rules().Regulations.Scoring)
		}
		rows = append(rows, row)
	}
	return rows
}

// scoreText is a finished game's result as the wall and the lists show
// it: the outcome, or for scores the arbiter set (12.9) the scores
// themselves, "½-0".
func scoreText(r laws.Result, s laws.Scoring) string {
	if r.Outcome == laws.Adjusted {
		return s.Format(r.White) + "-" + s.Format(r.Black)
	}
	return resultText(r.Outcome)
}

// The hall screen's countdown reads the backend.
var _ view.RoundClock = (*Backend)(nil)

// RoundTiming is when the current round's first clock started, and when
// its games will have ended by the usual reckoning: twice a player's
// time, every stage's base time plus 60 moves' bonus of the first.
func (b *Backend) RoundTiming() (start, end time.Time, ok bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.event == nil {
		return time.Time{}, time.Time{}, false
	}
	for _, bd := range b.event.boards {
		if s := bd.game.StartedAt(); !s.IsZero() && (start.IsZero() || s.Before(start)) {
			start = s
		}
	}
	if start.IsZero() {
		return time.Time{}, time.Time{}, false
	}
	var player time.Duration
	for i, s := range b.event.control.Stages {
		player += s.Base
		if i == 0 {
			player += 60 * s.Extra
		}
	}
	return start, start.Add(2 * player), true
}
