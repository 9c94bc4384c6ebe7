package backend

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// Two consoles on one file (here: two backends sharing a store, as two
// windows of one program would): the one that has not seen the other's
// move gets a conflict, folds the board again and shows the move.
func TestTwoBackendsOnOneFile_StaleOneConflictsAndRefolds(t *testing.T) {
	path := filepath.Join(t.TempDir(), "e.db")
	a, store := newBackend(t, path)
	defer store.Close()
	if err := a.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	clk := &fakeClock{t: time.Date(2026, 11, 23, 11, 0, 0, 0, time.UTC)}
	b, err := New(context.Background(), store, WithClock(clk.now))
	if err != nil {
		t.Fatal(err)
	}
	changed := 0
	b.OnChange(func(view.Change) { changed++ })
	for _, c := range []view.Command{{Kind: view.CmdStartClock}, {Kind: view.CmdMove, Move: "e2e4"}} {
		if _, err := a.Do(1, c); err != nil {
			t.Fatal(err)
		}
	}
	// b still shows board 1 before the start: its start would fork the log.
	_, err = b.Do(1, view.Command{Kind: view.CmdStartClock})
	var conflict *ConflictError
	if !errors.As(err, &conflict) || !errors.Is(err, storage.ErrConflict) {
		t.Fatalf("stale Do: err = %v, want a *ConflictError", err)
	}
	if len(conflict.Changes) != 2 || !strings.HasPrefix(conflict.Changes[1], "move e2e4 at ") {
		t.Errorf("changes = %q", conflict.Changes)
	}
	if changed == 0 {
		t.Error("the stale backend did not tell its window that the board changed")
	}
	seen, _ := b.Board(1)
	live, _ := a.Board(1)
	if seen.FEN != live.FEN || len(seen.Moves) != 1 {
		t.Fatalf("after the conflict b shows %s with %d moves, a shows %s", seen.FEN, len(seen.Moves), live.FEN)
	}
	// Now that b has seen the move, its next command is recorded.
	if _, err := b.Do(1, view.Command{Kind: view.CmdMove, Move: "e7e5"}); err != nil {
		t.Fatalf("Do after refolding: %v", err)
	}
	if g, _ := store.Game(context.Background(), 1); g.Events != 3 {
		t.Errorf("stored events: %d, want 3", g.Events)
	}
}

// A game that does not fold is shown quarantined, with its last good
// position; the other boards of the round stay live.
func TestLoad_UnfoldableGameIsQuarantinedOthersLive(t *testing.T) {
	path := filepath.Join(t.TempDir(), "e.db")
	b, store := newBackend(t, path)
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	for _, c := range []view.Command{{Kind: view.CmdStartClock}, {Kind: view.CmdMove, Move: "d2d4"}} {
		if _, err := b.Do(2, c); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	games, err := store.Games(ctx, 1)
	if err != nil || len(games) != 2 {
		t.Fatalf("games: %v, %v", games, err)
	}
	// A writer without the engine stored a move no position allows.
	bad := storage.EventRecord{Kind: "move", Payload: []byte(`{"at":"2026-11-23T10:00:05Z","kind":"move","payload":{"move":"d1d8"}}`)}
	if _, err := store.Append(ctx, games[1].ID, games[1].Events, []storage.EventRecord{bad}, storage.Ending{}); err != nil {
		t.Fatal(err)
	}
	store.Close()

	b2, store2 := newBackend(t, path)
	defer store2.Close()
	boards := b2.Boards()
	if len(boards) != 2 {
		t.Fatalf("%d boards shown, want 2", len(boards))
	}
	if boards[0].Quarantine != "" {
		t.Errorf("board 1 quarantined: %s", boards[0].Quarantine)
	}
	q := boards[1]
	if !strings.Contains(q.Quarantine, "after event 2") || q.LastMove != "d2d4" {
		t.Errorf("board 2: quarantine %q, last move %q", q.Quarantine, q.LastMove)
	}
	if _, err := b2.Do(2, view.Command{Kind: view.CmdMove, Move: "d7d5"}); !errors.Is(err, ErrQuarantined) || refusalKey(err) != "refusal.quarantined" {
		t.Errorf("command on the quarantined board: err = %v, key %q", err, refusalKey(err))
	}
	if _, err := b2.Do(1, view.Command{Kind: view.CmdStartClock}); err != nil {
		t.Errorf("command on the live board: %v", err)
	}
}
