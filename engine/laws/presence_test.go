package laws

import (
	"errors"
	"testing"
	"time"
)

// A player is present when the arbiter marks him at the check-in, before
// or after the start, or when he makes his own move; a mark taken back
// leaves only what he did at the board (6.7.1).
func TestArticle_6_7_1_PresenceMarkedOrShownByAMove(t *testing.T) {
	g := mustGame(t, NewRuleSet(Edition2018, mustTC(t, "15+10"), Adequate))
	at := ScenarioBase
	step := func(e Event) {
		at = at.Add(time.Second)
		e.At = at
		apply(t, g, e)
	}
	present := func(want [2]bool) {
		t.Helper()
		if got := [2]bool{g.Present(White), g.Present(Black)}; got != want {
			t.Errorf("present (White, Black) = %v, want %v", got, want)
		}
	}
	present([2]bool{false, false})
	step(Event{Kind: KindPresent, Payload: Payload{Side: Black}}) // before the start
	present([2]bool{false, true})
	step(Event{Kind: KindPresent, Payload: Payload{Side: Black, Decision: Withdrawn}})
	present([2]bool{false, false})
	step(Event{Kind: KindStart})
	step(Event{Kind: KindMove, Payload: Payload{Move: "e2e4"}})
	present([2]bool{true, false})
	step(Event{Kind: KindPresent, Payload: Payload{Side: White, Decision: Withdrawn}})
	present([2]bool{true, false}) // his move says he is there
	step(Event{Kind: KindMove, Payload: Payload{Move: "e7e5"}})
	present([2]bool{true, true})
}

// A present event needs a side, and takes no decision but "withdrawn".
func TestPresentEventRefusals(t *testing.T) {
	g := mustGame(t, NewRuleSet(Edition2018, mustTC(t, "15+10"), Adequate))
	for _, e := range []Event{
		{At: ScenarioBase, Kind: KindPresent},
		{At: ScenarioBase, Kind: KindPresent, Payload: Payload{Side: White, Decision: "confirm"}},
	} {
		_, err := g.Apply(e)
		var r *Refusal
		if !errors.As(err, &r) {
			t.Errorf("%+v: error %v, want a refusal", e.Payload, err)
		}
	}
}
