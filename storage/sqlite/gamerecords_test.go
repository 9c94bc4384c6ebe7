package sqlite

import (
	"context"
	"errors"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
)

func TestGameRecord_RoundTripAndOnlyOne(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	ctx := context.Background()
	if _, err := s.GameRecord(ctx, f.games[0]); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("record of a console game: %v, want ErrNotFound", err)
	}
	want := storage.GameRecord{GameID: f.games[0], PGN: "[Event \"x\"]\n\n1. e4 *\n", Events: 2}
	if err := s.update(ctx, func(tx *Tx) error { return tx.SetGameRecord(ctx, want) }); err != nil {
		t.Fatal(err)
	}
	if got, err := s.GameRecord(ctx, f.games[0]); err != nil || got != want {
		t.Errorf("GameRecord = %+v, %v; want %+v", got, err, want)
	}
	if err := s.update(ctx, func(tx *Tx) error { return tx.SetGameRecord(ctx, want) }); err == nil {
		t.Error("a second record of the same game was stored")
	}
	if err := s.update(ctx, func(tx *Tx) error {
		return tx.SetGameRecord(ctx, storage.GameRecord{GameID: f.games[0] + 100, PGN: "*"})
	}); err == nil {
		t.Error("a record of no game was stored")
	}
}
