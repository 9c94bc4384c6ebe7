package postgres

import (
	"context"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
)

// Two events on one cluster tell themselves apart, and an event keeps its
// identity through its own writes.
func TestIdentity_NamesTheEvent(t *testing.T) {
	ctx := context.Background()
	ids := map[string]bool{}
	for range 2 {
		s, err := Create(ctx, pgtest.Database(t))
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if id, err := s.Identity(ctx); err != nil || id != "" {
			t.Fatalf("an empty event: %q, %v", id, err)
		}
		if _, err := storage.UpdateValue(ctx, s.Update, func(tx storage.Tx) (int64, error) {
			return tx.AddTournament(ctx, storage.Tournament{Name: "Open", Rules: storage.RuleSet{Edition: "2018", GameType: "rapid"}, TimeControl: "900+10"})
		}); err != nil {
			t.Fatal(err)
		}
		id, err := s.Identity(ctx)
		if err != nil || id == "" || ids[id] {
			t.Fatalf("identity %q (%v), others %v", id, err, ids)
		}
		ids[id] = true
		if _, err := storage.UpdateValue(ctx, s.Update, func(tx storage.Tx) (int64, error) {
			return tx.AddTournament(ctx, storage.Tournament{Name: "Second", Rules: storage.RuleSet{Edition: "2018", GameType: "rapid"}, TimeControl: "900+10"})
		}); err != nil {
			t.Fatal(err)
		}
		if again, _ := s.Identity(ctx); again != id {
			t.Errorf("identity changed with a write: %q, then %q", id, again)
		}
	}
}
