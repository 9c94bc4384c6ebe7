package ui

import (
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// farStore is the fake round lifecycle with the entries between rounds
// whose reads of the store (the round's table, the standings, the
// entries, the next round) wait, once the test holds them, until it lets
// them go, as a store on an unreachable server does. A read that waits
// longer than any UI goroutine may blocked the screen that made it; it
// is counted.
type farStore struct {
	*fakePairer
	hold    atomic.Pointer[chan struct{}] // nil: reads go through
	reads   atomic.Int32
	blocked atomic.Int32
}

func (s *farStore) read() {
	s.reads.Add(1)
	if hold := s.hold.Load(); hold != nil {
		select {
		case <-*hold:
		case <-time.After(3 * time.Second):
			s.blocked.Add(1)
		}
	}
}

func (s *farStore) RoundTable() view.RoundTableView { s.read(); return s.fakePairer.RoundTable() }
func (s *farStore) Standings(tbs []string, rules string) (view.StandingsView, error) {
	s.read()
	return s.fakePairer.Standings(tbs, rules)
}
func (s *farStore) NextRound() int { s.read(); return s.fakePairer.NextRound() }
func (s *farStore) ComingEntries() []view.ComingEntry {
	s.read()
	return []view.ComingEntry{{Player: view.PairingPlayer{StartRank: 4, Name: "Delta, D"}, Round: 2, Kind: view.ByeHalf}}
}

// farConsole is a console on a farStore whose commands run on goroutines
// of their own, as in the program; inFlight waits for them.
func farConsole(t *testing.T) (*Console, *farStore, *sync.WaitGroup) {
	t.Helper()
	c, p := newPairerConsole(t)
	s := &farStore{fakePairer: p}
	inFlight := &sync.WaitGroup{}
	c.async = func(run func()) {
		inFlight.Add(1)
		go func() {
			defer inFlight.Done()
			run()
		}()
	}
	c.Attach(s)
	return c, s, inFlight
}

// opens runs open while the store holds its reads: open must return at
// once, the reads waiting off the UI goroutine; then it lets them go and
// waits for the screen to show what they read.
func opens(t *testing.T, s *farStore, inFlight *sync.WaitGroup, what string, open func()) {
	t.Helper()
	hold := make(chan struct{})
	s.hold.Store(&hold)
	before := s.reads.Load()
	start := time.Now()
	open()
	if took := time.Since(start); took > time.Second || s.blocked.Load() > 0 {
		t.Errorf("%s: opening took %v, %d reads of the store on the UI goroutine", what, took, s.blocked.Load())
	}
	close(hold)
	inFlight.Wait()
	s.hold.Store(nil)
	if s.reads.Load() == before {
		t.Errorf("%s: read nothing from the store", what)
	}
}

// The screens that read the store - the hall screen, the results screen,
// the window of the entries between rounds - open at once while the
// store does not answer, and show what it says once it does.
func TestStoreReadsOffTheUIGoroutine(t *testing.T) {
	c, s, inFlight := farConsole(t)

	opens(t, s, inFlight, "hall screen", c.showHall)
	if got := hallTexts(c); !slices.Contains(got, "Gamma, C") || !slices.Contains(got, "Test Open · round 1") {
		t.Errorf("the hall screen shows %q, want round 1's pairings", got)
	}
	closeAll(c)

	opens(t, s, inFlight, "results screen", c.showResults)
	screen := overlay(t, c.win)
	if board := first[*dialogEntry](t, screen); board.Text != "2" {
		t.Errorf("the results screen proposes board %q, want 2, the unfinished one", board.Text)
	}
	closeAll(c)

	opens(t, s, inFlight, "between rounds", c.showBetweenRounds)
	win := windowTitled(t, c, "Between rounds")
	if got := textUnder(win.Content()); !strings.Contains(got, "Delta, D") {
		t.Errorf("between rounds shows %q, want Delta's half-point bye", got)
	}
	if round := first[*widget.Entry](t, win.Content()); round.Text != "2" {
		t.Errorf("between rounds proposes round %q, want 2", round.Text)
	}
}

// The hall screen draws from the changes: a move reads nothing from the
// store, nor does a resize; a game's end reads the table once.
func TestHallFollowsChangesWithoutReadingTheStore(t *testing.T) {
	c, s, inFlight := farConsole(t)
	c.showHall()
	inFlight.Wait()
	before := s.reads.Load()
	f := s.fakePairer.fakeRounds.fakeBackend
	f.boards[0].detail.MovesCompleted = 1
	f.changedBoards([]int{1})
	c.hall.win.Resize(fyne.NewSize(1920, 1080))
	c.ticker.Tick(f.now)
	inFlight.Wait()
	if n := s.reads.Load() - before; n != 0 {
		t.Errorf("a move and a resize read the store %d times, want none", n)
	}
	f.boards[1].detail.Result = "0-1"
	s.fakePairer.fakeRounds.table.Rows[0].Result = "0-1" // board 2
	f.changedBoards([]int{2})
	inFlight.Wait()
	if n := s.reads.Load() - before; n != 1 {
		t.Errorf("a game's end read the store %d times, want once", n)
	}
	if got := hallTexts(c); !slices.Contains(got, "0-1") {
		t.Errorf("after board 2's end the hall shows %q", got)
	}
}
