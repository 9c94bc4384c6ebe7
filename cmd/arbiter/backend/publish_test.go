package backend

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// stuckStore is a store whose next Append waits, once armed, until the
// test lets it go on: a server slow to commit.
type stuckStore struct {
	storage.Store
	mu      sync.Mutex
	armed   bool
	entered chan struct{} // receives when the stuck Append starts
	release chan struct{} // closed to let it go on
}

func (s *stuckStore) arm() {
	s.mu.Lock()
	s.armed = true
	s.entered, s.release = make(chan struct{}), make(chan struct{})
	s.mu.Unlock()
}

func (s *stuckStore) Append(ctx context.Context, gameID, after int64, events []storage.EventRecord, end storage.Ending) ([]storage.EventRecord, error) {
	s.mu.Lock()
	stuck := s.armed
	s.armed = false
	entered, release := s.entered, s.release
	s.mu.Unlock()
	if stuck {
		close(entered)
		<-release
	}
	return s.Store.Append(ctx, gameID, after, events, end)
}

// stuckBackend is a backend on the test event whose store's Append can
// be held; its clock stands still, so that goroutines may read it.
func stuckBackend(t *testing.T) (*Backend, *stuckStore) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "e.db")
	setup, store := newBackend(t, path)
	t.Cleanup(func() { store.Close() })
	if err := setup.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	stuck := &stuckStore{Store: store}
	at := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	b, err := New(context.Background(), stuck, WithClock(func() time.Time { return at }))
	if err != nil {
		t.Fatal(err)
	}
	return b, stuck
}

// While a command waits for the store, the console's readers - the
// ticker's clock reads, the wall, a board window, the header - answer at
// once and show the board as it was; once the store has committed, the
// board shows the command. A reader held behind the command would hang
// this test.
func TestCommandDoesNotHoldReadersWhileTheStoreIsSlow(t *testing.T) {
	b, stuck := stuckBackend(t)
	stuck.arm()
	done := make(chan error)
	go func() {
		_, err := b.Do(1, view.Command{Kind: view.CmdStartClock})
		done <- err
	}()
	<-stuck.entered // the command's Append is in flight, and stays so

	white, black := b.Clock(1, time.Date(2026, 11, 23, 10, 0, 5, 0, time.UTC))
	if white != 15*time.Minute || black != 15*time.Minute {
		t.Errorf("clocks while the start is not yet stored: %v %v, want 15m0s each", white, black)
	}
	if bs := b.Boards(); len(bs) != 2 || bs[0].Running != view.NoSide {
		t.Errorf("wall while the start is not yet stored: %+v", bs)
	}
	if d, err := b.Board(1); err != nil || d.Running != view.NoSide {
		t.Errorf("board 1 while the start is not yet stored: running %q, %v", d.Running, err)
	}
	if _, ok := b.Event(); !ok {
		t.Error("no event while a command is in flight")
	}
	select {
	case err := <-done:
		t.Fatalf("the command returned before its Append did: %v", err)
	default:
	}

	close(stuck.release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if d, _ := b.Board(1); d.Running != view.White {
		t.Errorf("after the start is stored, running = %q, want white", d.Running)
	}
}

// Two commands on one board at once, the first held in the store: the
// second is stored; the first, folded on the same head, is refused by
// the store's head check and told what the second recorded. The log has
// one start, not two.
func TestConcurrentCommandsOnOneBoardOneWins(t *testing.T) {
	b, stuck := stuckBackend(t)
	stuck.arm()
	first := make(chan error)
	go func() {
		_, err := b.Do(1, view.Command{Kind: view.CmdStartClock})
		first <- err
	}()
	<-stuck.entered
	if _, err := b.Do(1, view.Command{Kind: view.CmdStartClock}); err != nil {
		t.Fatalf("second command: %v", err)
	}
	close(stuck.release)
	err := <-first
	var conflict *ConflictError
	if !errors.As(err, &conflict) || conflict.Board != 1 || len(conflict.Changes) != 1 {
		t.Fatalf("first command: %v, want a conflict naming the second's start", err)
	}
	events, err := stuck.Store.Events(context.Background(), b.event.boards[0].gameID)
	if err != nil || len(events) != 1 || events[0].Kind != "start" {
		t.Errorf("stored on board 1: %+v, %v; want one start", events, err)
	}
	if d, _ := b.Board(1); d.Running != view.White {
		t.Errorf("board 1 after the conflict: running %q, want white", d.Running)
	}
}

// replayCounter counts the games read again.
type replayCounter struct {
	storage.Store
	mu      sync.Mutex
	replays int
}

func (r *replayCounter) Replay(ctx context.Context, gameID int64, fn func(storage.EventRecord) error) error {
	r.mu.Lock()
	r.replays++
	r.mu.Unlock()
	return r.Store.Replay(ctx, gameID, fn)
}

// A change that says a game's new head is read again only by a console
// whose board shows less of it: the console's own command comes back
// from the feed with the head it already folded.
func TestFollow_OwnCommandIsNotReadAgain(t *testing.T) {
	b, stuck := stuckBackend(t)
	counter := &replayCounter{Store: stuck}
	b.store = counter
	if _, err := b.Do(1, view.Command{Kind: view.CmdStartClock}); err != nil {
		t.Fatal(err)
	}
	game := b.event.boards[0].gameID
	for _, tc := range []struct {
		change storage.Change
		reads  int
	}{
		{storage.Change{GameID: game, Head: 1}, 0}, // the start this console stored
		{storage.Change{GameID: game, Head: 2}, 1}, // something it has not seen
		{storage.Change{GameID: game}, 1},          // a head not told: read it
	} {
		counter.mu.Lock()
		counter.replays = 0
		counter.mu.Unlock()
		shown, redraw := b.apply(context.Background(), tc.change)
		if counter.replays != tc.reads {
			t.Errorf("%+v: game read %d times, want %d", tc.change, counter.replays, tc.reads)
		}
		// The console's own command was redrawn when it was stored: its
		// echo redraws nothing; another console's redraws its board only.
		if want := tc.reads > 0; redraw != want || redraw && !slices.Equal(shown.Boards, []int{1}) {
			t.Errorf("%+v: redraw %v of %+v, want redraw %v of board 1", tc.change, redraw, shown, want)
		}
	}
}
