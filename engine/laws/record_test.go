package laws

import (
	"slices"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/laws/concordance"
)

// Every assisted provision (the arbiter decides, the console records and
// cites) can be recorded as the arbiter's decision in a game, under its
// number in 2018 and in 2023, and the ruling cites it, decided by the
// arbiter named; a replay of the stored events gives the same ruling.
func TestAssistedProvisionsAreRecordedAndCited(t *testing.T) {
	entries, err := Coverage()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range entries {
		if c.Class != Assisted {
			continue
		}
		n++
		for _, e := range []Edition{Edition2018, Edition2023} {
			id := c.ID
			if e == Edition2023 {
				var ok bool
				if id, ok = concordance.To2023(c.ID); !ok {
					continue
				}
			}
			events := []Event{
				{At: ScenarioBase, Kind: KindStart},
				{At: ScenarioBase.Add(time.Minute), Kind: KindRecord, Payload: Payload{Side: White, Under: id, By: "Chief", Reason: "seen at board 3"}},
			}
			_, rs, err := Replay(Setup{Rules: NewRuleSet(e, mustTC(t, "90+30"), Adequate), Control: mustTC(t, "90+30")}, events)
			if err != nil {
				t.Errorf("%v %s: %v", e, id, err)
				continue
			}
			r := last(t, rs)
			if r.Decision != ArbiterRecorded || !slices.Equal(r.Articles, []string{id}) || r.DecidedBy != "Chief" || r.Params["reason"] != "seen at board 3" {
				t.Errorf("%v %s: recorded as %+v", e, id, r)
			}
		}
	}
	if n < 50 {
		t.Errorf("only %d assisted provisions: the coverage table lost some", n)
	}
}

// A penalty names the provision the player broke, and the console refuses
// a number the edition does not have.
func TestArticle_12_9_PenaltyUnderAProvision(t *testing.T) {
	g := mustGame(t, NewRuleSet(Edition2023, mustTC(t, "90+30"), Adequate))
	apply(t, g, Event{At: ScenarioBase, Kind: KindStart})
	rs := apply(t, g, Event{At: ScenarioBase, Kind: KindPenalty, Payload: Payload{Side: White, Penalty: Warning, Under: "11.3.1", By: "Chief"}})
	wantArticles(t, rs[0], "12.9.1", "11.3.1")
	for _, bad := range []string{"A.4.5", "13.1", "B.5"} {
		if _, err := g.Apply(Event{At: ScenarioBase, Kind: KindRecord, Payload: Payload{Under: bad}}); err == nil {
			t.Errorf("record under %s accepted in 2023", bad)
		}
	}
}
