package backend

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// A second console on a file the first one holds opens it read-only and
// says why; its commands are refused, the first console's are not.
func TestOpen_SecondConsoleGetsReadOnlyView(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "e.db")
	first, s1, ro, err := Open(ctx, path)
	if err != nil || ro != nil {
		t.Fatalf("first console: %v, read-only %v", err, ro)
	}
	defer s1.Close()
	if err := first.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	second, s2, ro, err := Open(ctx, path)
	if err != nil {
		t.Fatalf("second console: %v", err)
	}
	defer s2.Close()
	if !errors.Is(ro, storage.ErrLocked) || !strings.Contains(ro.Error(), "pid ") {
		t.Fatalf("second console: read-only because %v", ro)
	}
	ev, ok := second.Event()
	if !ok || ev.Name != "Test Open" || len(second.Boards()) != 2 {
		t.Fatalf("read-only view: %+v, %v", ev, ok)
	}
	if len(ev.Notices) != 1 || ev.Notices[0].Key != "notice.read_only" || !strings.Contains(ev.Notices[0].Params["Reason"].(string), "in use") {
		t.Errorf("notices: %+v", ev.Notices)
	}
	var r *view.Refusal
	if _, err := second.Do(1, view.Command{Kind: view.CmdStartClock}); !errors.Is(err, storage.ErrReadOnly) || !errors.As(err, &r) || r.Key != "refusal.read_only" {
		t.Errorf("command in the read-only view: err = %v, want refusal.read_only", err)
	}
	if _, err := first.Do(1, view.Command{Kind: view.CmdStartClock}); err != nil {
		t.Errorf("command in the first console: %v", err)
	}
}

// unwritableStore is a store whose medium turned read-only after the
// event was opened: every Append is refused as the SQLite store refuses
// it.
type unwritableStore struct{ storage.Store }

func (s unwritableStore) Append(_ context.Context, gameID, _ int64, _ []storage.EventRecord, _ storage.Ending) ([]storage.EventRecord, error) {
	return nil, fmt.Errorf("storage: append game %d: %w: attempt to write a readonly database", gameID, storage.ErrReadOnly)
}

// A store that refuses writes mid-session, with no read-only notice on
// the console, is refused as a record that cannot be written, not as an
// event opened read-only.
func TestOpen_StoreRefusingWritesMidSessionSaysSo(t *testing.T) {
	setup, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := setup.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	b, err := New(context.Background(), unwritableStore{store})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if ev, _ := b.Event(); slices.ContainsFunc(ev.Notices, func(m view.Message) bool { return m.Key == "notice.read_only" }) {
		t.Fatalf("notices %+v: the event was opened writable", ev.Notices)
	}
	var r *view.Refusal
	if _, err := b.Do(1, view.Command{Kind: view.CmdStartClock}); !errors.Is(err, storage.ErrReadOnly) || !errors.As(err, &r) || r.Key != "refusal.not_writable" || r.Params["Board"] != 1 {
		t.Errorf("command on a store refusing writes: err = %v, want refusal.not_writable on board 1", err)
	}
}

// A file with one game's chain broken opens read-only: that board is
// quarantined, the others show as they are.
func TestOpen_BrokenChainQuarantinesOnlyItsBoard(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "e.db")
	b, s, _, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	for _, c := range []view.Command{{Kind: view.CmdStartClock}, {Kind: view.CmdMove, Move: "e2e4"}} {
		for _, board := range []int{1, 2} {
			if _, err := b.Do(board, c); err != nil {
				t.Fatal(err)
			}
		}
	}
	s.Close()
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	_, err = db.Exec(`DROP TRIGGER game_events_no_update;
		UPDATE game_events SET payload = replace(payload, 'e2e4', 'e2e3') WHERE game_id = 2 AND seq = 2`)
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	b, s, ro, err := Open(ctx, path)
	if err != nil {
		t.Fatalf("Open of a file with a broken chain: %v", err)
	}
	defer s.Close()
	if !errors.Is(ro, storage.ErrTampered) {
		t.Fatalf("read-only because %v", ro)
	}
	boards := b.Boards()
	if len(boards) != 2 || boards[0].Quarantine != "" || boards[0].LastMove != "e2e4" {
		t.Fatalf("board 1: %+v", boards[0])
	}
	if !strings.Contains(boards[1].Quarantine, "does not fold after event 1") || !boards[1].Started {
		t.Errorf("board 2: quarantine %q, started %v", boards[1].Quarantine, boards[1].Started)
	}
}

// A result edited outside the console is shown as a notice when the event
// opens; the event still opens.
func TestOpen_RecordChangedOutsideIsNoticed(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "e.db")
	b, s, _, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	s.Close()
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	_, err = db.Exec("UPDATE games SET result = '1-0' WHERE id = 1")
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	b, s, _, err = Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ev, _ := b.Event()
	if len(ev.Notices) != 1 || ev.Notices[0].Key != "notice.records_changed" || ev.Notices[0].Params["Count"] != 1 {
		t.Errorf("notices: %+v", ev.Notices)
	}
}
