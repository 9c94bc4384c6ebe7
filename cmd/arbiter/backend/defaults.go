package backend

import (
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// The console's default-time screen asks the backend.
var _ view.DefaultTimer = (*Backend)(nil)

// DefaultProposal is a player the console proposes to default at the
// default time (6.7.1): his clock has run since the start and he has not
// made his first move. The arbiter confirms board by board, "unless the
// arbiter decides otherwise": CmdDefault with DecisionConfirm records the
// default and the confirmation together, with who decided.
type DefaultProposal = view.DefaultProposal

// DefaultTimeProposals lists, at instant at, the players of unfinished
// started games who have not made their first move although the event's
// default time has passed since the start. A player the arbiter was
// already asked about (a default-loss ruling for him, pending, confirmed
// or overridden) is not proposed again. The engine decides the loss
// itself when the arbiter confirms.
func (b *Backend) DefaultTimeProposals(at time.Time) []DefaultProposal {
	at = b.onTimeline(at) // the UI's wall clock reading, as a command's
	b.mu.Lock()
	defer b.mu.Unlock()
	ev := b.event
	if ev == nil || !ev.round.Closed.IsZero() {
		return nil
	}
	limit := ev.rules.Regulations.DefaultTime
	var ps []DefaultProposal
	for _, bd := range ev.boards {
		start := bd.game.StartedAt()
		if start.IsZero() || bd.game.Result().Over() || !at.After(start.Add(limit)) {
			continue
		}
		side, id := view.White, bd.white
		switch {
		case bd.game.Ply() >= 2:
			continue // both have moved: both are there
		case bd.game.Ply() == 1 || bd.game.Position().Turn() == chess.Black:
			side, id = view.Black, bd.black
		}
		if bd.askedAboutDefault(side) {
			continue
		}
		ps = append(ps, DefaultProposal{Board: bd.number, Side: side, Player: ev.players[id].Name, Since: start})
	}
	return ps
}

// askedAboutDefault reports whether the game holds a default-loss ruling
// for side: the arbiter has it before him, or has decided it.
func (bd *board) askedAboutDefault(side view.Side) bool {
	for _, r := range bd.game.Rulings {
		if r.Decision == laws.DefaultBothLose || (r.Decision == laws.DefaultLoss && r.Side == side) {
			return true
		}
	}
	return false
}

// DefaultTime is the event's default time (6.7.1); zero when no event is
// open or the regulations leave it at zero.
func (b *Backend) DefaultTime() time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.event == nil {
		return 0
	}
	return b.event.rules.Regulations.DefaultTime
}
