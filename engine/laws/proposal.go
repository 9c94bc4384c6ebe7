package laws

import (
	"github.com/arbiterconsole/arbiter/engine/chess"
)

// Where the Laws say the arbiter "may", or that something happens
// "unless the arbiter decides otherwise", the engine proposes: the
// ruling is Proposed, its Effects are what confirming would do, and
// nothing is applied. The arbiter's decide event (confirm or override)
// records the choice and who made it. The last proposal stands until
// decided or replaced by another.

// decide applies the arbiter's answer to the pending proposal.
func (g *Game) decide(e Event) ([]Ruling, error) {
	p := g.pending
	if p == nil {
		return nil, refuse("laws.nothing_to_decide", nil, "nothing to decide: no proposal is pending")
	}
	params := map[string]string{"proposal": string(p.Decision)}
	if e.Reason != "" { // the arbiter's written reason goes into the record
		params["reason"] = e.Reason
	}
	switch e.Decision {
	case "confirm":
		g.pending = nil
		r := Ruling{Side: p.Side, Decision: ProposalConfirmed, Articles: p.Articles, Effects: p.Effects, DecidedBy: by(e), Params: params}
		if p.confirms != nil {
			more, err := g.confirmFeed(*p, e)
			if err != nil {
				return nil, err
			}
			return append([]Ruling{r}, more...), nil
		}
		for c, t := range p.Effects.Time {
			if t != 0 {
				if err := g.addTime(e.At, chess.Color(c), t); err != nil {
					return nil, err
				}
			}
		}
		if o := p.Effects.Result; o != "" && o != Ongoing {
			res, err := g.scoring().result(o)
			if err != nil {
				return nil, err
			}
			return g.endRuling(e.At, r, res)
		}
		return []Ruling{r}, nil
	case "override":
		g.pending = nil
		return []Ruling{{Side: p.Side, Decision: ProposalOverridden, Articles: p.Articles, DecidedBy: by(e), Params: params}}, nil
	}
	return nil, refuse("laws.proposal.decision", map[string]any{"Decision": e.Decision}, "decision %q on %s: want confirm or override", e.Decision, p.Decision)
}

// result is the Result of outcome o under s.
func (s Scoring) result(o Outcome) (Result, error) {
	switch o {
	case WhiteWins:
		return win(s, chess.White), nil
	case BlackWins:
		return win(s, chess.Black), nil
	case Drawn:
		return draw(s), nil
	case BothLose, DoubleForfeit:
		return Result{Outcome: o, White: s.Loss, Black: s.Loss}, nil
	case WhiteForfeit:
		return forfeit(s, chess.White), nil
	case BlackForfeit:
		return forfeit(s, chess.Black), nil
	case Cancelled:
		return Result{Outcome: Cancelled}, nil
	}
	return Result{}, refuse("laws.result", kv{"Result": o}, "result %q: want 1-0, 0-1, 1/2-1/2, 0-0, +/-, -/+ or -/-", o)
}

// lossUnlessCannotMate is the result when loser loses, unless the
// opponent cannot checkmate by any series of legal moves: then a draw.
func (g *Game) lossUnlessCannotMate(loser chess.Color) Result {
	if g.setup.Options.canCheckmate(g.Position(), loser.Other()) == Unable {
		return draw(g.scoring())
	}
	return win(g.scoring(), loser.Other())
}

// resign ends the game (5.1.2). From 2023 a resignation is a draw when
// the opponent could not checkmate by any series of legal moves.
func (g *Game) resign(e Event) ([]Ruling, error) {
	winner := e.Side.Color().Other()
	if has(g.edition(), pResignNoMate) && g.setup.Options.canCheckmate(g.Position(), winner) == Unable {
		r := Ruling{Side: e.Side, Decision: ResignationDraw, Articles: g.cite(pResignNoMate),
			Params: map[string]string{"opponent_can_checkmate": "no"}}
		return g.endRuling(e.At, r, draw(g.scoring()))
	}
	return g.endRuling(e.At, Ruling{Side: e.Side, Decision: Resignation, Articles: g.cite(pResign)}, win(g.scoring(), winner))
}

// absent applies the default time (6.7.1): a player absent once it has
// passed loses "unless the arbiter decides otherwise", so the loss is
// proposed; both absent, both lose, proposed the same way.
func (g *Game) absent(e Event) ([]Ruling, error) {
	if !g.started {
		return nil, refuse("laws.not_started.absent", nil, "absence before the clock is started: the default time runs from the start (6.6, 6.7.1)")
	}
	arts := g.cite(pDefaultTime)
	// A player who has made a move in this game arrived at the chessboard:
	// 6.7.1 is about arriving, not about being away later (11.2, 12.9).
	moved := g.movedOnRecord()
	switch {
	case e.Both && moved[chess.White] && moved[chess.Black]:
		return []Ruling{{Decision: DefaultArrived, Articles: arts}}, nil
	case e.Both && moved[chess.White]:
		e.Both, e.Side = false, Black
	case e.Both && moved[chess.Black]:
		e.Both, e.Side = false, White
	case !e.Both && moved[e.Side.Color()]:
		return []Ruling{{Side: e.Side, Decision: DefaultArrived, Articles: arts}}, nil
	}
	limit := g.setup.Rules.Regulations.DefaultTime
	if e.At.Sub(g.startAt) <= limit && limit > 0 {
		return []Ruling{{Side: e.Side, Decision: DefaultNotYet, Articles: arts, Params: map[string]string{"default_time": minutes(limit)}}}, nil
	}
	r := Ruling{Side: e.Side, Decision: DefaultLoss, Articles: arts, Proposed: true}
	r.Effects.Result = forfeit(g.scoring(), e.Side.Color()).Outcome
	if e.Both {
		r = Ruling{Decision: DefaultBothLose, Articles: arts, Proposed: true, Effects: Effects{Result: DoubleForfeit}}
	}
	return []Ruling{r}, nil
}

// movedOnRecord reports, per colour, whether that player has made a move
// in this game: one on record, or an irregular one the engine counted.
func (g *Game) movedOnRecord() [2]bool {
	n := g.movesBy()
	var m [2]bool
	for c := range m {
		k := g.counts[c]
		m[c] = n[c] > 0 || k.illegal+k.hands+k.press > 0
	}
	return m
}

// claimedBy is the parameter naming who claimed a flag, if anyone did.
func claimedBy(e Event) map[string]string {
	if e.ClaimedBy == NoSide {
		return nil
	}
	return map[string]string{"claimed_by": e.ClaimedBy.String()}
}
