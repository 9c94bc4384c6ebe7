package backend

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/stores"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// clockAt sets b's clock to at, a second further at each reading: the
// console's clock when the arbiter records what happened at at.
func clockAt(b *Backend, at time.Time) { b.now = (&fakeClock{t: at}).now }

func refusalKey(err error) string {
	var r *view.Refusal
	if errors.As(err, &r) {
		return r.Message.Key
	}
	return ""
}

// The attack of issue 26: one command stamped in the year 9999 used to be
// stored, and every later command on the board was refused as earlier.
func TestTime_CommandFromTheFarFutureRefused(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Do(1, view.Command{Kind: view.CmdStartClock}); err != nil {
		t.Fatal(err)
	}
	far := time.Date(9999, 12, 31, 23, 59, 59, 0, time.UTC)
	_, err := b.Do(1, view.Command{Kind: view.CmdAdjustTime, Side: view.White, Amount: 10 * time.Millisecond, At: far})
	if refusalKey(err) != "refusal.future" {
		t.Fatalf("a command from 9999: %v", err)
	}
	// A DGT board's clock a little ahead is not a typo.
	ahead := b.now().Add(maxAhead - time.Second)
	if _, err := b.Do(1, view.Command{Kind: view.CmdMove, Move: "e4", At: ahead}); err != nil {
		t.Fatalf("a command %s ahead: %v", maxAhead-time.Second, err)
	}
	if _, err := b.Do(1, view.Command{Kind: view.CmdMove, Move: "e5"}); err != nil {
		t.Fatalf("the next command: %v", err)
	}
}

func TestTime_CommandBeforeItsGameBeganRefused(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Do(1, view.Command{Kind: view.CmdStartClock}); err != nil {
		t.Fatal(err)
	}
	_, err := b.Do(1, view.Command{Kind: view.CmdMove, Move: "e4", At: time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)})
	if refusalKey(err) != "refusal.before_game" {
		t.Fatalf("a move an hour before the clock was started: %v", err)
	}
}

// An event stored by a console whose clock was years ahead does not make
// the board refuse this console's commands once it opens the file again.
func TestTime_StoredFutureEventDoesNotBrickTheBoard(t *testing.T) {
	path := filepath.Join(t.TempDir(), "e.db")
	b, store := newBackend(t, path)
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	b.Close()
	store.Close()
	other, err := stores.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	wrong := &fakeClock{t: time.Date(2099, 1, 1, 0, 0, 0, 0, time.UTC)}
	ahead, err := New(context.Background(), other, WithClock(wrong.now))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ahead.Do(1, view.Command{Kind: view.CmdStartClock}); err != nil {
		t.Fatal(err)
	}
	ahead.Close()
	other.Close()
	reopened, store2 := newBackend(t, path)
	defer store2.Close()
	for _, move := range []string{"e4", "e5"} {
		if _, err := reopened.Do(1, view.Command{Kind: view.CmdMove, Move: move}); err != nil {
			t.Fatalf("%s on the board opened again after an event stamped 2099: %v", move, err)
		}
	}
}

// The console notices its file deleted, moved away or replaced while it
// has it open, and acknowledges nothing more: the arbiter is told to keep
// the scoresheet and open the event again.
func TestFile_DeletedMovedOrReplacedRefusesCommands(t *testing.T) {
	for name, swap := range map[string]func(t *testing.T, path string){
		"deleted": func(t *testing.T, path string) { os.Remove(path) },
		"moved":   func(t *testing.T, path string) { os.Rename(path, path+".moved") },
		"replaced": func(t *testing.T, path string) {
			b, _ := os.ReadFile(path)
			os.Remove(path)
			os.WriteFile(path, b, 0o600)
		},
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "e.db")
			b, store := newBackend(t, path)
			defer store.Close()
			if err := b.CreateEvent(testSetup()); err != nil {
				t.Fatal(err)
			}
			if _, err := b.Do(1, view.Command{Kind: view.CmdStartClock}); err != nil {
				t.Fatal(err)
			}
			swap(t, path)
			_, err := b.Do(1, view.Command{Kind: view.CmdMove, Move: "e4"})
			if refusalKey(err) != "refusal.replaced" || !errors.Is(err, storage.ErrReplaced) {
				t.Fatalf("a move into a %s file: %v", name, err)
			}
			if d, _ := b.Board(1); len(d.Moves) != 0 {
				t.Errorf("the board shows the refused move: %+v", d.Moves)
			}
			if name == "moved" {
				// What was acknowledged before went with the file.
				b.Close()
				store.Close()
				moved, err := stores.OpenReadOnly(context.Background(), path+".moved")
				if err != nil {
					t.Fatal(err)
				}
				defer moved.Close()
				if sum, err := moved.Summary(context.Background()); err != nil || sum.Events != 1 {
					t.Errorf("the moved file holds %+v (%v), want the clock's start", sum, err)
				}
				return
			}
			if ev, _ := b.Event(); !slices.ContainsFunc(ev.Notices, func(m view.Message) bool { return m.Key == "notice.replaced" }) {
				t.Errorf("the console's notices %+v do not say the file is gone", ev.Notices)
			}
		})
	}
}

// identifying is a store whose server may start answering for another
// event, as a venue server restored or replaced behind its address.
type identifying struct {
	storage.Store
	id string
}

func (s *identifying) Identity(context.Context) (string, error) { return s.id, nil }

func TestServer_AnsweringForAnotherEventRefusesCommands(t *testing.T) {
	path := filepath.Join(t.TempDir(), "e.db")
	store, err := stores.OpenOrCreate(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	s := &identifying{Store: store, id: "16384:aa"}
	clk := &fakeClock{t: time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)}
	b, err := New(context.Background(), s, WithClock(clk.now))
	if err != nil {
		t.Fatal(err)
	}
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	b.apply(context.Background(), storage.Change{Resync: true}) // the connection came back: same event
	if _, err := b.Do(1, view.Command{Kind: view.CmdStartClock}); err != nil {
		t.Fatal(err)
	}
	s.id = "16390:bb"
	b.apply(context.Background(), storage.Change{Resync: true})
	_, err = b.Do(1, view.Command{Kind: view.CmdMove, Move: "e4"})
	if refusalKey(err) != "refusal.replaced" || !errors.Is(err, storage.ErrReplaced) {
		t.Fatalf("a move after the server changed events: %v", err)
	}
	s.id = "16384:aa" // even if it comes back, the arbiter opens the event again
	b.apply(context.Background(), storage.Change{Resync: true})
	if _, err := b.Do(1, view.Command{Kind: view.CmdMove, Move: "e4"}); !errors.Is(err, storage.ErrReplaced) {
		t.Fatalf("a move once the server answered for another event: %v", err)
	}
}
