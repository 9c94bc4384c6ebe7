package gamelog

import (
	"context"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/laws"
)

// A default and its confirmation are stored together, with the result:
// after a reload the game is over -/+ and the confirmation names who
// decided (6.7.1).
func TestRecordAll_DefaultAndConfirmationInOneTransaction(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	g := f.load(t)
	if _, err := g.Record(ctx, f.store, start()); err != nil {
		t.Fatal(err)
	}
	at := t0.Add(time.Hour)
	absent := laws.Event{At: at, Kind: laws.KindAbsent, Payload: laws.Payload{Side: laws.White}}
	confirm := laws.Event{At: at, Kind: laws.KindDecide, Payload: laws.Payload{Decision: "confirm", By: "Chief"}}
	rs, err := g.RecordAll(ctx, f.store, absent, confirm)
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 2 || !rs[0].Proposed || rs[1].Decision != laws.ProposalConfirmed || rs[1].DecidedBy != "Chief" {
		t.Fatalf("rulings %+v, want the proposed default and its confirmation by Chief", rs)
	}
	if sg, _ := f.store.Game(ctx, f.game.ID); sg.Result != "-/+" || sg.Events != 3 {
		t.Errorf("stored game: result %q, %d events; want -/+ and 3", sg.Result, sg.Events)
	}
	back := f.load(t)
	if back.Result().Outcome != laws.WhiteForfeit || len(back.Rulings) != 2 || back.Rulings[1].DecidedBy != "Chief" {
		t.Errorf("reloaded: result %v, rulings %+v", back.Result().Outcome, back.Rulings)
	}
}

// When one event of the batch is refused, none is stored and the game in
// memory is as before.
func TestRecordAll_RefusedEventStoresNothing(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	g := f.load(t)
	if _, err := g.Record(ctx, f.store, start()); err != nil {
		t.Fatal(err)
	}
	// Nothing is proposed after a move, so the decision is refused.
	decide := laws.Event{At: t0.Add(2 * time.Second), Kind: laws.KindDecide, Payload: laws.Payload{Decision: "confirm"}}
	if _, err := g.RecordAll(ctx, f.store, move(time.Second, "e2e4"), decide); err == nil {
		t.Fatal("RecordAll stored a decision with nothing pending")
	}
	if g.Head != 1 || len(g.Events) != 1 || g.Ply() != 0 {
		t.Errorf("game in memory: head %d, %d events, ply %d; want as before", g.Head, len(g.Events), g.Ply())
	}
	if sg, _ := f.store.Game(ctx, f.game.ID); sg.Events != 1 {
		t.Errorf("%d events stored, want 1", sg.Events)
	}
	if _, err := g.RecordAll(ctx, f.store); err == nil {
		t.Error("RecordAll of no events succeeded")
	}
}
