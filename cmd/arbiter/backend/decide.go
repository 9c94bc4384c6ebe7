package backend

import (
	"context"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// Where the Laws leave a decision to the arbiter ("may", "unless the
// arbiter decides otherwise") the engine proposes and waits; the arbiter
// at this console answers with CmdDecide, and the record says who did.

// WithArbiter sets who is at this console: name returns the arbiter's
// name (read at each decision, so a changed setting counts at once). An
// empty name falls back to the event's chief arbiter.
func WithArbiter(name func() string) Option { return func(b *Backend) { b.arbiter = name } }

// consoleArbiter is the arbiter a decision made at this console is
// recorded as: the one set with WithArbiter, else the event's chief
// arbiter, else "arbiter". The caller holds b.mu.
func (b *Backend) consoleArbiter() string {
	if b.arbiter != nil {
		if name := strings.TrimSpace(b.arbiter()); name != "" {
			return name
		}
	}
	if b.event != nil && b.event.chief != "" {
		return b.event.chief
	}
	return "arbiter"
}

// decideEvent is the engine event of a CmdDecide: the arbiter's answer
// to the board's pending proposal, with the written reason. Overriding
// the engine needs a reason, so that the record says why.
func decideEvent(cmd view.Command, e laws.Event, bd *board) (laws.Event, error) {
	switch cmd.Decision {
	case view.DecisionConfirm, view.DecisionOverride:
	default:
		return e, refuse("refusal.option", map[string]any{"Option": cmd.Decision, "Options": strings.Join(view.Options(view.CmdDecide), ", ")},
			"decide: decision %q is not confirm or override", cmd.Decision)
	}
	if _, ok := bd.game.PendingProposal(); !ok || bd.game.Result().Over() {
		return e, refuse("refusal.nothing_pending", nil, "decide: no proposal is waiting for the arbiter's decision")
	}
	if cmd.Decision == view.DecisionOverride && strings.TrimSpace(cmd.Text) == "" {
		return e, refuse("refusal.override_reason", nil, "decide: overriding the proposal needs the arbiter's reason")
	}
	e.Kind, e.Decision = laws.KindDecide, cmd.Decision
	return e, nil
}

// recordCommand stores the event of cmd on a board. A decision is
// recorded with the arbiter at this console. A default the arbiter
// confirms at once (CmdDefault with DecisionConfirm, the round's default
// time, 6.7.1) is the default and its confirmation, stored together in
// one transaction; when the Laws propose nothing (the default time has
// not passed) the default alone is stored, and its ruling says why.
// bd is the command's copy of the board (commandBoard): no lock is held.
func (b *Backend) recordCommand(ctx context.Context, bd *board, cmd view.Command, e laws.Event) ([]laws.Ruling, error) {
	switch {
	case cmd.Kind == view.CmdDefault && cmd.Decision == view.DecisionConfirm:
		// Try the default on a copy of the fold: the engine alone says
		// whether it proposes the loss.
		probe := bd.game.Game.Clone()
		rs, err := probe.Apply(e)
		if err != nil || !proposes(rs) {
			break
		}
		confirm := laws.Event{At: e.At, Kind: laws.KindDecide,
			Payload: laws.Payload{Decision: view.DecisionConfirm, By: e.By, Reason: e.Reason}}
		return bd.game.RecordAll(ctx, b.store, e, confirm)
	}
	return bd.game.Record(ctx, b.store, e)
}

func proposes(rs []laws.Ruling) bool {
	for _, r := range rs {
		if r.Proposed {
			return true
		}
	}
	return false
}

// pending is the board's proposal awaiting the arbiter's decision, if
// the game is still on.
func (bd *board) pending() (laws.Ruling, bool) {
	p, ok := bd.game.PendingProposal()
	if !ok || bd.game.Result().Over() {
		return laws.Ruling{}, false
	}
	return p, true
}
