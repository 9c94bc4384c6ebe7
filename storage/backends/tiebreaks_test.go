package backends

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
)

// tieBreakStore is a store that keeps each event's tie-break choice.
type tieBreakStore interface {
	SetTieBreakChoice(context.Context, int64, storage.TieBreakChoice) error
	TieBreakChoice(context.Context, int64) (storage.TieBreakChoice, error)
}

func TestTieBreakChoice_KeptWithTheEvent(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		s, _ := b.create(t)
		ts, ok := s.(tieBreakStore)
		if !ok {
			t.Fatalf("%s store keeps no tie-break choice", b.name)
		}
		ctx := context.Background()
		f := addFixture(t, s)
		if c, err := ts.TieBreakChoice(ctx, f.tournament); err != nil || c.TieBreaks != nil || c.Rules != "" {
			t.Fatalf("new event: TieBreakChoice = %+v, %v; want none", c, err)
		}
		want := storage.TieBreakChoice{TieBreaks: []string{"BH-C1", "BH", "SB", "DE"}, Rules: "2024"}
		if err := ts.SetTieBreakChoice(ctx, f.tournament, want); err != nil {
			t.Fatal(err)
		}
		if c, err := ts.TieBreakChoice(ctx, f.tournament); err != nil || !reflect.DeepEqual(c, want) {
			t.Errorf("TieBreakChoice = %+v, %v; want %+v", c, err, want)
		}
		// Updating the event leaves its tie-breaks alone.
		ev, err := s.Tournament(ctx, f.tournament)
		if err != nil {
			t.Fatal(err)
		}
		ev.Venue = "Bergen"
		if err := s.UpdateTournament(ctx, ev); err != nil {
			t.Fatal(err)
		}
		if c, err := ts.TieBreakChoice(ctx, f.tournament); err != nil || !reflect.DeepEqual(c, want) {
			t.Errorf("after UpdateTournament: TieBreakChoice = %+v, %v; want %+v", c, err, want)
		}
		for _, bad := range []storage.TieBreakChoice{
			{Rules: "2023"},
			{TieBreaks: []string{"BH,SB"}},
			{TieBreaks: []string{""}},
		} {
			if err := ts.SetTieBreakChoice(ctx, f.tournament, bad); !errors.Is(err, storage.ErrInvalid) {
				t.Errorf("SetTieBreakChoice(%+v) = %v, want ErrInvalid", bad, err)
			}
		}
		if err := ts.SetTieBreakChoice(ctx, f.tournament+100, want); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("SetTieBreakChoice of no event = %v, want ErrNotFound", err)
		}
		if _, err := ts.TieBreakChoice(ctx, f.tournament+100); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("TieBreakChoice of no event = %v, want ErrNotFound", err)
		}
	})
}

// arbiterctl db copy moves the tie-break choice with the event, both ways.
func TestTieBreakChoice_MovesWithTheSnapshot(t *testing.T) {
	ctx := context.Background()
	sqlite, _ := backends[0].create(t)
	pg, _ := backends[1].create(t) // skips without a server
	back, _ := backends[0].create(t)
	f := addFixture(t, sqlite)
	want := storage.TieBreakChoice{TieBreaks: []string{"BH-C1", "SB"}, Rules: "2026"}
	if err := sqlite.(tieBreakStore).SetTieBreakChoice(ctx, f.tournament, want); err != nil {
		t.Fatal(err)
	}
	for _, hop := range []struct {
		name     string
		from, to eventStore
	}{{"to the server", sqlite, pg}, {"back to a file", pg, back}} {
		snap, err := hop.from.Snapshot(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if err := hop.to.Restore(ctx, snap); err != nil {
			t.Fatal(err)
		}
		if c, err := hop.to.(tieBreakStore).TieBreakChoice(ctx, f.tournament); err != nil || !reflect.DeepEqual(c, want) {
			t.Errorf("%s: TieBreakChoice = %+v, %v; want %+v", hop.name, c, err, want)
		}
	}
}
