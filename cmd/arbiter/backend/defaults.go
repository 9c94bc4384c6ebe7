package backend

import (
	"time"

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
// started games who are absent although the event's default time has
// passed since the start. Once the arbiter has used the check-in this
// round, absent is every player neither marked present nor seen moving;
// before, it is the player whose clock runs and who has not moved (his
// opponent, not to move, may well be sitting there). A board whose
// players are both absent is proposed once, without a side: both lose.
// A player the arbiter was already asked about (a default-loss ruling
// for him, pending, confirmed or overridden) is not proposed again. The
// engine decides the loss itself when the arbiter confirms.
func (b *Backend) DefaultTimeProposals(at time.Time) []DefaultProposal {
	at = b.onTimeline(at) // the UI's wall clock reading, as a command's
	b.mu.Lock()
	defer b.mu.Unlock()
	ev := b.event
	if ev == nil || !ev.round.Closed.IsZero() {
		return nil
	}
	limit := ev.rules.Regulations.DefaultTime
	// Whether anyone checked in is a look through every game's record:
	// asked only of a board past the default time with a player who has
	// not moved, not on every look for default time.
	checked, checkedIn := false, false
	anyCheckedIn := func() bool {
		if !checked {
			checked, checkedIn = true, ev.checkedIn()
		}
		return checkedIn
	}
	var ps []DefaultProposal
	for _, bd := range ev.boards {
		start := bd.game.StartedAt()
		if start.IsZero() || bd.game.Result().Over() || !at.After(start.Add(limit)) {
			continue
		}
		var absent []view.Side
		for _, side := range []view.Side{view.White, view.Black} {
			if bd.game.Present(side) || bd.askedAboutDefault(side) {
				continue
			}
			if laws.SideOf(bd.game.Position().Turn()) == side || anyCheckedIn() {
				absent = append(absent, side)
			}
		}
		c := bd.game.Clock()
		switch len(absent) {
		case 2:
			ps = append(ps, DefaultProposal{Board: bd.number, Player: ev.players[bd.white].Name + " – " + ev.players[bd.black].Name,
				Since: start, Clock: c.Remaining(laws.SideOf(bd.game.Position().Turn()).Clock(), at)})
		case 1:
			side, id := absent[0], bd.white
			if side == view.Black {
				id = bd.black
			}
			ps = append(ps, DefaultProposal{Board: bd.number, Side: side, Player: ev.players[id].Name, Since: start,
				Clock: c.Remaining(side.Clock(), at)})
		}
	}
	return ps
}

// checkedIn reports whether the arbiter has marked anyone present in the
// round: from then on, a player not marked is taken as absent.
func (ev *event) checkedIn() bool {
	for _, bd := range ev.boards {
		for _, e := range bd.game.Events {
			if e.Kind == laws.KindPresent {
				return true
			}
		}
	}
	return false
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
