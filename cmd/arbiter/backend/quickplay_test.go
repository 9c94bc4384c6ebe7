package backend

import (
	"errors"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// Guidelines III.4: in a game without increment, the player to move with
// less than two minutes asks for an increment. Asked alone, the engine
// checks and proposes; accepted, both players get five seconds a move and
// the opponent two minutes; rejected, nothing changes. With more than two
// minutes left the request is refused with its key.
func TestArticle_III_4_IncrementRequestThroughTheBackend(t *testing.T) {
	setup := testSetup()
	setup.TimeControl, setup.GuidelinesIII = "15", true
	for _, tt := range []struct {
		decision, key string
		gain          time.Duration
	}{
		{"", "ruling.quickplay.request", 0},
		{"accept", "ruling.quickplay.increment", 2 * time.Minute},
		{"reject", "ruling.quickplay.rejected", 0},
	} {
		t.Run("decision "+tt.decision, func(t *testing.T) {
			b, _, _ := startedEvent(t, setup)
			at := decideStart.Add(time.Second)
			if _, err := b.Do(1, view.Command{Kind: view.CmdSetTimes, WhiteTime: 90 * time.Second, BlackTime: 5 * time.Minute, At: at}); err != nil {
				t.Fatal(err)
			}
			asked := at.Add(time.Second)
			_, before := b.Clock(1, asked)
			rs, err := b.Do(1, view.Command{Kind: view.CmdQuickplay, Side: view.White, Claim: "increment", Decision: tt.decision, At: asked})
			if err != nil {
				t.Fatal(err)
			}
			if len(rs) == 0 || rs[0].Key != tt.key || rs[0].Articles[0] != "III.4" {
				t.Fatalf("rulings %+v, want %s under III.4", rs, tt.key)
			}
			if _, after := b.Clock(1, asked); after-before != tt.gain {
				t.Errorf("Black's clock %v -> %v, want a gain of %v", before, after, tt.gain)
			}
		})
	}
	t.Run("more than two minutes left", func(t *testing.T) {
		b, _, _ := startedEvent(t, setup)
		_, err := b.Do(1, view.Command{Kind: view.CmdQuickplay, Side: view.White, Claim: "increment", At: decideStart.Add(time.Second)})
		var r *view.Refusal
		if !errors.As(err, &r) || r.Key != "refusal.laws.quickplay.when" {
			t.Errorf("error %v, want the refusal laws.quickplay.when", err)
		}
	})
	t.Run("unknown option", func(t *testing.T) {
		b, _, _ := startedEvent(t, setup)
		_, err := b.Do(1, view.Command{Kind: view.CmdQuickplay, Side: view.White, Claim: "flag", At: decideStart.Add(time.Second)})
		var r *view.Refusal
		if !errors.As(err, &r) || r.Key != "refusal.option" {
			t.Errorf("error %v, want the refusal option", err)
		}
	})
}
