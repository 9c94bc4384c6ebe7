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

// The history grows in place as events apply, so a clone and the game it
// came from must each keep their own line when both go on, and a move the
// Laws refuse must leave nothing of itself in the line.
func TestCloneAndRefusedMoveKeepTheirOwnLine(t *testing.T) {
	g := mustGame(t, NewRuleSet(Edition2018, mustTC(t, "90+30"), Adequate))
	at := ScenarioBase
	move := func(g *Game, uci string) error {
		at = at.Add(time.Second)
		_, err := g.Apply(Event{At: at, Kind: KindMove, Payload: Payload{Move: uci}})
		return err
	}
	apply(t, g, Event{At: at, Kind: KindStart})
	for _, m := range []string{"e2e4", "e7e5", "g1f3", "b8c6"} {
		if err := move(g, m); err != nil {
			t.Fatal(err)
		}
	}
	c := g.Clone()
	if err := move(g, "f1b5"); err != nil {
		t.Fatal(err)
	}
	if err := move(c, "f1c4"); err != nil {
		t.Fatal(err)
	}
	if err := move(g, "e1e8"); err == nil {
		t.Fatal("e1e8 applied; want it refused")
	}
	// A feed's move is played before its clock times are set: times the
	// clock refuses fail the move after it is in the line.
	at = at.Add(time.Second)
	bad := Event{At: at, Kind: KindMove, Payload: Payload{Move: "a7a6", Source: "eboard:1", Times: [2]time.Duration{-time.Second, time.Minute}}}
	if _, err := g.Apply(bad); err == nil {
		t.Fatal("a feed's move with a negative clock applied; want it refused")
	}
	for _, tt := range []struct {
		game *Game
		want string
	}{{g, "f1b5"}, {c, "f1c4"}} {
		plies, positions := tt.game.Plies(), tt.game.Positions()
		if len(plies) != 5 || len(positions) != 6 {
			t.Fatalf("%d plies and %d positions, want 5 and 6", len(plies), len(positions))
		}
		if got := plies[4].Move.UCI(false); got != tt.want {
			t.Errorf("ply 5 = %s, want %s", got, tt.want)
		}
		if positions[5] != tt.game.Position() || positions[5] != positions[4].Play(plies[4].Move) {
			t.Errorf("after %s: position 6 is not the current one, or not the one %s reaches", tt.want, tt.want)
		}
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
