package ui_test

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/ui"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// readCounter is the real backend, counting what the console reads of
// each board and of the event.
type readCounter struct {
	*backend.Backend
	mu     sync.Mutex
	boards map[int]int // Board, Tile, and Boards for each of its boards
	clocks map[int]int
	events int
}

func (r *readCounter) reset() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.boards, r.clocks, r.events = map[int]int{}, map[int]int{}, 0
}

func (r *readCounter) Board(n int) (view.BoardDetail, error) {
	r.mu.Lock()
	r.boards[n]++
	r.mu.Unlock()
	return r.Backend.Board(n)
}

func (r *readCounter) Tile(n int) (view.BoardView, error) {
	r.mu.Lock()
	r.boards[n]++
	r.mu.Unlock()
	return r.Backend.Tile(n)
}

func (r *readCounter) Boards() []view.BoardView {
	bs := r.Backend.Boards()
	r.mu.Lock()
	for _, b := range bs {
		r.boards[b.Number]++
	}
	r.mu.Unlock()
	return bs
}

func (r *readCounter) Clock(n int, at time.Time) (time.Duration, time.Duration) {
	r.mu.Lock()
	r.clocks[n]++
	r.mu.Unlock()
	return r.Backend.Clock(n, at)
}

func (r *readCounter) Event() (view.EventView, bool) {
	r.mu.Lock()
	r.events++
	r.mu.Unlock()
	return r.Backend.Event()
}

// One command, one refresh: an illegal move recorded from a board window,
// with twelve boards on the wall and two windows open, reads the board it
// was recorded on once (its window, whose reading the tile shares), and
// no other board, clock or the event.
func TestOneCommandReadsItsBoardOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "twelve.db")
	b, store, _, err := backend.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	defer b.Close()
	setup := view.EventSetup{Name: "Twelve Boards", Edition: "2023", TimeControl: "90+30", ChiefArbiter: "Chief",
		Start: time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)}
	for i := range 24 {
		setup.Players = append(setup.Players, view.PlayerView{Name: fmt.Sprintf("Player %02d, P", i+1), Rating: 2600 - 10*i})
	}
	for i := range 12 {
		setup.Pairings = append(setup.Pairings, [2]int{2 * i, 2*i + 1})
	}
	if err := b.CreateEvent(setup); err != nil {
		t.Fatal(err)
	}
	counter := &readCounter{Backend: b}
	counter.reset()
	c := ui.NewConsole(test.NewTempApp(t), path, ui.Actions{})
	ui.RunCommandsAtOnce(c)
	c.Attach(counter)
	if len(counter.Boards()) != 12 {
		t.Fatalf("the round has %d boards, want 12", len(counter.Boards()))
	}
	c.OpenBoard(3)
	c.OpenBoard(7)
	ui.SendToBoard(c, 3, view.Command{Kind: view.CmdStartClock})

	counter.reset()
	ui.SendToBoard(c, 3, view.Command{Kind: view.CmdIllegal, Side: view.White, Article: "7.5.1"})
	waitFor(t, "the illegal move on board 3", func() bool {
		d, _ := b.Board(3)
		return d.Illegal[view.White] == 1
	})
	counter.mu.Lock()
	defer counter.mu.Unlock()
	for n := 1; n <= 12; n++ {
		want := 0
		if n == 3 {
			want = 1
		}
		if counter.boards[n] != want {
			t.Errorf("board %d read %d times, want %d", n, counter.boards[n], want)
		}
		if counter.clocks[n] > want {
			t.Errorf("clock of board %d read %d times, want at most %d", n, counter.clocks[n], want)
		}
	}
	if counter.events != 0 {
		t.Errorf("the event read %d times, want none: one board changed", counter.events)
	}
}
