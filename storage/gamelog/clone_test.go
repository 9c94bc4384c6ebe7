package gamelog

import (
	"context"
	"testing"
	"time"
)

// Recording on a clone leaves the game it was cloned from as it was:
// its head, its events, its position and its clock.
func TestClone_RecordLeavesTheOriginal(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	g := f.load(t)
	if _, err := g.Record(ctx, f.store, start()); err != nil {
		t.Fatal(err)
	}
	before := g.Position().FEN()
	clone := g.Clone()
	if _, err := clone.Record(ctx, f.store, move(time.Second, "e2e4")); err != nil {
		t.Fatal(err)
	}
	if g.Head != 1 || len(g.Events) != 1 || g.Ply() != 0 || g.Position().FEN() != before {
		t.Errorf("original after recording on its clone: head %d, %d events, ply %d, %s", g.Head, len(g.Events), g.Ply(), g.Position().FEN())
	}
	if clone.Head != 2 || len(clone.Events) != 2 || clone.Ply() != 1 {
		t.Errorf("clone: head %d, %d events, ply %d; want 2, 2, 1", clone.Head, len(clone.Events), clone.Ply())
	}
	// The original still records after its own head: the store refuses,
	// since the clone's event is there now.
	if _, err := g.Record(ctx, f.store, move(time.Second, "d2d4")); err == nil {
		t.Error("recording on the original after its clone recorded: no conflict")
	}
}
