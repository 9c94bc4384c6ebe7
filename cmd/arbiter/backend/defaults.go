package backend

import (
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// DefaultProposal is a player the console proposes to default at the
// default time (6.7.1): his clock has run since the start and he has not
// made his first move. The arbiter confirms board by board, "unless the
// arbiter decides otherwise": CmdDefault with DecisionConfirm records the
// default and the confirmation together, with who decided.
type DefaultProposal struct {
	Board  int
	Side   view.Side
	Player string
	Since  time.Time // when the round's clock was started on the board
}

// DefaultTimeProposals lists, at instant at, the players of unfinished
// started games who have not made their first move although the event's
// default time has passed since the start. The engine decides the loss
// itself when the arbiter confirms.
func (b *Backend) DefaultTimeProposals(at time.Time) []DefaultProposal {
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
		ps = append(ps, DefaultProposal{Board: bd.number, Side: side, Player: ev.players[id].Name, Since: start})
	}
	return ps
}
