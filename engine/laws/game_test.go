package laws

import (
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
)

// The current line keeps each move with its instant and the mover's clock,
// and a reinstated position drops the plies after it (7.5.1).
func TestPliesFollowTheCurrentLine(t *testing.T) {
	g := mustGame(t, NewRuleSet(Edition2018, mustTC(t, "90+30"), Adequate))
	at := ScenarioBase
	step := func(d time.Duration, e Event) {
		at = at.Add(d)
		e.At = at
		apply(t, g, e)
	}
	step(0, Event{Kind: KindStart})
	step(10*time.Second, Event{Kind: KindMove, Payload: Payload{Move: "e2e4"}})
	step(20*time.Second, Event{Kind: KindMove, Payload: Payload{Move: "e7e5"}})
	step(5*time.Second, Event{Kind: KindMove, Payload: Payload{Move: "g1f3"}})

	plies := g.Plies()
	if len(plies) != 3 {
		t.Fatalf("%d plies, want 3", len(plies))
	}
	if got := plies[1].Move.UCI(false); got != "e7e5" {
		t.Errorf("ply 2 = %s, want e7e5", got)
	}
	// Black used 20 s of 90 min and gained 30 s.
	if want := 90*time.Minute - 20*time.Second + 30*time.Second; plies[1].Clock != want {
		t.Errorf("Black's clock after e7e5 = %v, want %v", plies[1].Clock, want)
	}
	if !plies[2].At.Equal(ScenarioBase.Add(35 * time.Second)) {
		t.Errorf("ply 3 at %v", plies[2].At)
	}

	ply := 1
	step(time.Second, Event{Kind: KindIllegal, Payload: Payload{Side: White, Irregularity: IllegalMove, Ply: &ply}})
	if n := len(g.Plies()); n != g.Ply() || n != 1 {
		t.Errorf("after reinstating ply 1: %d plies, game at ply %d", n, g.Ply())
	}
	if g.Clock().Turn() != clock.Black {
		t.Errorf("after reinstating the position after 1. e4 the clock is %v's, want Black's", g.Clock().Turn())
	}
}

// An event that forbids draw agreements (9.1.1) refuses every offer, with
// its own decision rather than "not before move 0".
func TestArticle_9_1_1_DrawOffersForbidden(t *testing.T) {
	rules := NewRuleSet(Edition2018, mustTC(t, "90+30"), Adequate)
	rules.Regulations.DrawOffers.Forbidden = true
	g := mustGame(t, rules)
	apply(t, g, Event{At: ScenarioBase, Kind: KindStart})
	rs := apply(t, g, Event{At: ScenarioBase.Add(time.Second), Kind: KindOffer, Payload: Payload{Side: White}})
	if len(rs) != 1 || rs[0].Decision != DrawOfferForbidden || len(rs[0].Params) != 0 {
		t.Fatalf("rulings %+v, want one %s without parameters", rs, DrawOfferForbidden)
	}
	if g.PendingOffer() != NoSide {
		t.Error("a forbidden offer stands")
	}
}
