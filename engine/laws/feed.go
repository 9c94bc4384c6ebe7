package laws

import (
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
)

// A feed (an e-board through DGT LiveChess, a live PGN) is evidence, not
// authority. Its events carry their Source and go into the record like
// the arbiter's, but what the Laws would then decide on their own is
// proposed, for the arbiter to confirm or override:
//
//   - a feed's move is played, and the e-board clock it carries (Times)
//     becomes the game's clock; an ending it reaches (5.1.1, 5.2.1,
//     5.2.2, 9.6) is proposed, not applied;
//   - a feed's flag (the e-board shows zero) installs the e-board clock
//     and proposes what the flag fall decides (6.9, A.5, B.3, III);
//   - a feed's illegal move proposes what 7.5 decides; confirming applies
//     it as if the arbiter had entered it.

// FromFeed reports whether e came from a feed rather than an arbiter.
func (e Event) FromFeed() bool { return e.Source != "" }

// feedClock installs the e-board clock a feed's event carries, if any.
func (g *Game) feedClock(e Event) error {
	if !e.FromFeed() || e.Times == ([2]time.Duration{}) || !g.started {
		return nil
	}
	return g.clockEvent(clock.Event{At: e.At, Kind: clock.SetTimes, Remaining: e.Times, Moves: g.movesBy()})
}

// feedEnding turns an ending reached by a feed's move into its proposal.
func feedEnding(r Ruling, o Outcome) Ruling {
	r.Proposed = true
	r.Effects.Result = o
	return r
}

// feedProposal rules on a feed's event e as if the arbiter had entered
// it, on a copy of the game, and proposes the outcome: one ruling that
// sums the effects, which confirming applies by applying e then. When the
// Laws have nothing to apply (a flag not fallen), their rulings are
// returned as they are and nothing is proposed.
func (g *Game) feedProposal(e Event, rule func(*Game, Event) ([]Ruling, error)) ([]Ruling, error) {
	as := e
	as.Source, as.Times = "", [2]time.Duration{}
	probe := g.clone()
	rs, err := rule(&probe, as)
	if err != nil || len(rs) == 0 {
		return rs, err
	}
	main := -1
	var effects Effects
	for i, r := range rs {
		if r.Decision != PositionReinstated {
			main = i
		}
		for c := range effects.Time {
			effects.Time[c] += r.Effects.Time[c]
		}
		if r.Effects.Reinstate != nil {
			effects.Reinstate = r.Effects.Reinstate
		}
		if r.Effects.Count != 0 {
			effects.Count = r.Effects.Count
		}
	}
	if main < 0 {
		main = len(rs) - 1
	}
	if probe.result.Over() {
		effects.Result = probe.result.Outcome
	}
	changed := effects.Result != "" || effects.Time != ([2]time.Duration{}) || effects.Count != 0 || rs[main].Proposed
	if !changed {
		return rs, nil
	}
	p := rs[main]
	p.Proposed, p.Effects, p.confirms = true, effects, &as
	return []Ruling{p}, nil
}

// confirmFeed applies the feed's event a confirmed proposal stands for,
// as the arbiter's, at the instant of the decision.
func (g *Game) confirmFeed(p Ruling, decision Event) ([]Ruling, error) {
	ev := *p.confirms
	ev.At, ev.By = decision.At, by(decision)
	return g.apply(ev)
}
