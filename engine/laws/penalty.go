package laws

import (
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/clock"
)

var penaltyArticle = map[Penalty]provision{
	Warning: pWarning, TimeUp: pTimeUp, TimeDown: pTimeDown, PointsUp: pPointsUp,
	PointsDown: pPointsDown, GameLost: pLoss, Fine: pFine, Exclusion: pExclusion, Expulsion: pExpulsion,
}

// penalty records one of the arbiter's options of 12.9. The arbiter
// decides; the engine applies the effects it can and checks 10.2.
func (g *Game) penalty(e Event) ([]Ruling, error) {
	p, ok := penaltyArticle[e.Penalty]
	if !ok {
		return nil, refuse("laws.penalty.kind", kv{"Penalty": string(e.Penalty)}, "penalty %q: want one of 12.9 (%s)", e.Penalty, penaltyNames())
	}
	if e.Side == NoSide {
		return nil, refuse("laws.penalty.no_side", nil, "penalty without the offending side")
	}
	if !has(g.edition(), p) {
		return nil, refuse("laws.penalty.edition", kv{"Penalty": string(e.Penalty), "Edition": int(g.edition())}, "penalty %q does not exist in the %v Laws", e.Penalty, g.edition())
	}
	offender, s := e.Side.Color(), g.scoring()
	r := Ruling{Side: e.Side, Decision: PenaltyApplied, Articles: g.cite(p), DecidedBy: by(e), Params: map[string]string{"penalty": string(e.Penalty)}}
	if e.Reason != "" {
		r.Params["reason"] = e.Reason
	}
	if e.Under != "" {
		under, err := g.provisionID(e.Under)
		if err != nil {
			return nil, err
		}
		r.Articles = append(r.Articles, under)
	}
	switch e.Penalty {
	case TimeUp, TimeDown:
		if g.result.Over() {
			return nil, ErrGameOver
		}
		side, t := offender.Other(), e.Time
		if e.Penalty == TimeDown {
			side, t = offender, -e.Time
		}
		if e.Time <= 0 {
			return nil, refuse("laws.penalty.time", kv{"Penalty": string(e.Penalty), "Time": e.Time.String()}, "penalty %s: time %v, want more than zero", e.Penalty, e.Time)
		}
		if err := g.addTime(e.At, side, t); err != nil {
			return nil, err
		}
		r.Effects.Time[side] = t
	case PointsUp, PointsDown:
		if !g.result.Over() {
			return nil, refuse("laws.penalty.no_result", kv{"Penalty": string(e.Penalty)}, "penalty %s: the game has no result yet", e.Penalty)
		}
		side, pts := offender.Other(), s.Win
		if e.Penalty == PointsDown {
			side, pts = offender, e.Points
			if pts >= g.scoreOf(offender) {
				return nil, refuse("laws.penalty.points", kv{"Points": s.Format(pts), "Score": s.Format(g.scoreOf(offender))}, "penalty points_down: %s is not less than the %s scored", s.Format(pts), s.Format(g.scoreOf(offender)))
			}
		}
		res, err := s.adjust(g.result, side, pts)
		if err != nil {
			return nil, err
		}
		g.result = res
		r.Articles = append(r.Articles, g.cite(pScoreLimit)...)
		r.Effects.Result = res.Outcome
	case GameLost:
		if g.result.Over() {
			return nil, ErrGameOver
		}
		return g.endRuling(e.At, r, win(s, offender.Other()))
	}
	return []Ruling{r}, nil
}

func (g *Game) scoreOf(c chess.Color) Points {
	if c == chess.White {
		return g.result.White
	}
	return g.result.Black
}

// recordResult records a result the arbiter enters (Article 10).
func (g *Game) recordResult(e Event) ([]Ruling, error) {
	if e.Result == Cancelled {
		return nil, refuse("laws.result", kv{"Result": e.Result}, "result %q: want 1-0, 0-1, 1/2-1/2, 0-0, +/-, -/+ or -/-", e.Result)
	}
	r, err := g.scoring().result(e.Result)
	if err != nil {
		return nil, err
	}
	if err := g.end(e.At, r); err != nil {
		return nil, err
	}
	return []Ruling{{Decision: ResultRecorded, Articles: g.cite(pScoring), DecidedBy: by(e), Effects: Effects{Result: r.Outcome}}}, nil
}

// quickplay handles a request under III.4 (an increment of five seconds)
// or a claim under III.5 (no effort to win by normal means). The arbiter
// decides: without a Decision the engine only checks the conditions.
func (g *Game) quickplay(e Event) ([]Ruling, error) {
	rules := g.setup.Rules
	p := pQuickplayClaim
	if e.Claim == "increment" {
		p = pQuickplayIncrement
	}
	arts := g.cite(p)
	switch {
	case !rules.Regulations.GuidelinesIII:
		return []Ruling{{Side: e.Side, Decision: QuickplayNotInForce, Articles: g.cite(pGuidelinesAnnounce)}}, nil
	case rules.Type == clock.Blitz || g.clock.Control().HasBonus():
		return []Ruling{{Side: e.Side, Decision: QuickplayNotInForce, Articles: g.cite(pGuidelinesScope)}}, nil
	}
	c := clock.Side(e.Side.Color())
	if g.turn() != e.Side.Color() || g.clock.Remaining(c, e.At) >= 2*time.Minute {
		return nil, refuse("laws.quickplay.when", kv{"Article": arts[0]}, "%s: the player must have the move and less than two minutes left", arts[0])
	}
	opp := e.Side.Color().Other()
	award := func(d Decision) ([]Ruling, error) {
		if err := g.addTime(e.At, opp, 2*time.Minute); err != nil {
			return nil, err
		}
		r := Ruling{Side: e.Side, Decision: d, Articles: arts, DecidedBy: by(e)}
		r.Effects.Time[opp] = 2 * time.Minute
		return []Ruling{r}, nil
	}
	switch e.Decision {
	case "":
		return []Ruling{{Side: e.Side, Decision: QuickplayProposal, Articles: arts, Proposed: true}}, nil
	case "accept":
		if p != pQuickplayIncrement {
			break
		}
		if err := g.clockEvent(clock.Event{At: e.At, Kind: clock.SwitchToIncrement, Time: 5 * time.Second}); err != nil {
			return nil, err
		}
		rs, err := award(QuickplayIncrement)
		if err == nil {
			rs[0].Effects.Increment = 5 * time.Second
		}
		return rs, err
	case "draw":
		return g.endRuling(e.At, Ruling{Side: e.Side, Decision: QuickplayDraw, Articles: arts, DecidedBy: by(e)}, draw(g.scoring()))
	case "postpone":
		// III.5.2: the opponent "may" be awarded two minutes: proposed.
		r := Ruling{Side: e.Side, Decision: QuickplayPostponedTime, Articles: g.cite(pQuickplayPostpone), Proposed: true}
		r.Effects.Time[opp] = 2 * time.Minute
		return []Ruling{{Side: e.Side, Decision: QuickplayPostponed, Articles: g.cite(p, pQuickplayPostpone), DecidedBy: by(e)}, r}, nil
	case "reject":
		if p == pQuickplayIncrement {
			return []Ruling{{Side: e.Side, Decision: QuickplayRejected, Articles: arts, DecidedBy: by(e)}}, nil
		}
		return award(QuickplayRejected)
	}
	return nil, refuse("laws.quickplay.decision", kv{"Article": arts[0], "Decision": e.Decision}, "%s: decision %q: want accept, reject, draw or postpone", arts[0], e.Decision)
}

// penaltyNames lists Penalties for a message.
func penaltyNames() string {
	names := make([]string, len(Penalties))
	for i, p := range Penalties {
		names[i] = string(p)
	}
	return strings.Join(names, ", ")
}
