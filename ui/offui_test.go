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
	storeHold
}

// storeHold holds a fake's reads of the store, and counts them.
type storeHold struct {
	hold    atomic.Pointer[chan struct{}] // nil: reads go through
	reads   atomic.Int32
	blocked atomic.Int32
}

func (s *storeHold) read() {
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
func (s *farStore) TieBreakChoice() ([]string, string, error) {
	s.read()
	return s.fakePairer.TieBreakChoice()
}
func (s *farStore) ComingEntries() []view.ComingEntry {
	s.read()
	return []view.ComingEntry{{Player: view.PairingPlayer{StartRank: 4, Name: "Delta, D"}, Round: 2, Kind: view.ByeHalf}}
}

// farConsole is a console on a farStore whose commands run off the UI
// goroutine, as in the program: kept until settle runs them, one after
// the other, each on a goroutine of its own while the test waits (Fyne's
// test driver runs fyne.Do's function on the goroutine that calls it,
// where the program's driver queues it for the UI goroutine).
func farConsole(t *testing.T) (c *Console, s *farStore, settle func()) {
	t.Helper()
	c, p := newPairerConsole(t)
	s = &farStore{fakePairer: p}
	settle = deferCommands(c)
	c.Attach(s)
	return c, s, settle
}

// deferCommands keeps the console's work off the UI goroutine until
// settle runs it (farConsole).
func deferCommands(c *Console) (settle func()) {
	var mu sync.Mutex
	var jobs []func()
	c.async = func(run func()) {
		mu.Lock()
		jobs = append(jobs, run)
		mu.Unlock()
	}
	return func() {
		for {
			mu.Lock()
			if len(jobs) == 0 {
				mu.Unlock()
				return
			}
			job := jobs[0]
			jobs = jobs[1:]
			mu.Unlock()
			done := make(chan struct{})
			go func() {
				defer close(done)
				job()
			}()
			<-done
		}
	}
}

// opens runs open while the store holds its reads: open must return at
// once, the reads waiting off the UI goroutine; then it lets them go and
// waits for the screen to show what they read.
func opens(t *testing.T, s *storeHold, settle func(), what string, open func()) {
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
	settle()
	s.hold.Store(nil)
	if s.reads.Load() == before {
		t.Errorf("%s: read nothing from the store", what)
	}
}

// The screens that read the store - the hall screen, the results screen,
// the window of the entries between rounds, the round table, the
// standings - open at once while the store does not answer, and show
// what it says once it does.
func TestStoreReadsOffTheUIGoroutine(t *testing.T) {
	c, s, settle := farConsole(t)

	opens(t, &s.storeHold, settle, "hall screen", c.showHall)
	if got := hallTexts(c); !slices.Contains(got, "Gamma, C") || !slices.Contains(got, "Test Open · round 1") {
		t.Errorf("the hall screen shows %q, want round 1's pairings", got)
	}
	closeAll(c)

	opens(t, &s.storeHold, settle, "results screen", c.showResults)
	screen := overlay(t, c.win)
	if board := first[*dialogEntry](t, screen); board.Text != "2" {
		t.Errorf("the results screen proposes board %q, want 2, the unfinished one", board.Text)
	}
	closeAll(c)

	opens(t, &s.storeHold, settle, "between rounds", c.showBetweenRounds)
	win := windowTitled(t, c, "Between rounds")
	if got := textUnder(win.Content()); !strings.Contains(got, "Delta, D") {
		t.Errorf("between rounds shows %q, want Delta's half-point bye", got)
	}
	if round := first[*widget.Entry](t, win.Content()); round.Text != "2" {
		t.Errorf("between rounds proposes round %q, want 2", round.Text)
	}
	// The entries came after the window was laid out: the fields below
	// them moved down, none drawn over an entry.
	var entry *widget.Label
	for _, l := range all[*widget.Label](win.Content()) {
		if strings.Contains(l.Text, "Delta, D") {
			entry = l
		}
	}
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
	if player := first[*widget.Select](t, win.Content()); entry == nil || abs(player).Y < abs(entry).Y+entry.Size().Height {
		t.Errorf("the player field at %v is drawn over the entries", abs(player))
	}
	closeAll(c)

	s.fakePairer.fakeRounds.kept = []string{"BH", "WIN"}
	opens(t, &s.storeHold, settle, "round table", c.showRoundTable)
	table := windowTitled(t, c, "Round table")
	if got := textUnder(table.Content()); !strings.Contains(got, "Round 1") {
		t.Errorf("the round table shows %q, want round 1", got)
	}
	closeAll(c)
	opens(t, &s.storeHold, settle, "standings", c.showStandings)
	if got := s.fakePairer.fakeRounds.tieBreaks; !slices.Equal(got, []string{"BH", "WIN"}) {
		t.Errorf("the standings were read by %v, want the event's BH, WIN", got)
	}
}

// The hall screen draws from the changes: a move reads nothing from the
// store, nor does a resize; a game's end reads the table once.
func TestHallFollowsChangesWithoutReadingTheStore(t *testing.T) {
	c, s, settle := farConsole(t)
	c.showHall()
	settle()
	before := s.reads.Load()
	f := s.fakePairer.fakeRounds.fakeBackend
	f.boards[0].detail.MovesCompleted = 1
	f.changedBoards([]int{1})
	c.hall.win.Resize(fyne.NewSize(1920, 1080))
	c.ticker.Tick(f.now)
	settle()
	if n := s.reads.Load() - before; n != 0 {
		t.Errorf("a move and a resize read the store %d times, want none", n)
	}
	f.boards[1].detail.Result = "0-1"
	s.fakePairer.fakeRounds.table.Rows[0].Result = "0-1" // board 2
	f.changedBoards([]int{2})
	settle()
	if n := s.reads.Load() - before; n != 1 {
		t.Errorf("a game's end read the store %d times, want once", n)
	}
	if got := hallTexts(c); !slices.Contains(got, "0-1") {
		t.Errorf("after board 2's end the hall shows %q", got)
	}
}

// The round table and the standings follow the changes that end a game
// (or may touch anything), not the moves: a move reads nothing.
func TestRoundWindowsReadTheStoreWhenAGameEnds(t *testing.T) {
	c, s, settle := farConsole(t)
	c.showRoundTable()
	c.showStandings()
	settle()
	before := s.reads.Load()
	f := s.fakePairer.fakeRounds.fakeBackend
	f.boards[0].detail.MovesCompleted = 1
	f.changedBoards([]int{1})
	settle()
	if n := s.reads.Load() - before; n != 0 {
		t.Errorf("a move read the store %d times, want none", n)
	}
	f.boards[1].detail.Result = "0-1"
	f.changedBoards([]int{2})
	settle()
	if n := s.reads.Load() - before; n != 2 {
		t.Errorf("a game's end read the store %d times, want twice: the round table and the standings", n)
	}
	f.changed()
	settle()
	if n := s.reads.Load() - before; n != 4 {
		t.Errorf("a change of anything read the store %d times in all, want 4", n)
	}
}

// farFullRounds is the fake with the pairing form and the boards'
// assignment whose reads of the store wait as farStore's do.
type farFullRounds struct {
	*fakeFullRounds
	storeHold
}

func (f *farFullRounds) Assignments() []view.ArbiterBoards {
	f.read()
	return f.fakeFullRounds.Assignments()
}
func (f *farFullRounds) PairingPlayers() []view.PairingPlayer {
	f.read()
	return f.fakeFullRounds.PairingPlayers()
}
func (f *farFullRounds) CheckPairings(r view.TypedRound) ([]view.Message, error) {
	f.read()
	return f.fakeFullRounds.CheckPairings(r)
}

// The boards' assignment and the pairing form read the store off the UI
// goroutine too.
func TestAssignAndPairingFormReadOffTheUIGoroutine(t *testing.T) {
	c, full := newFullRoundsConsole(t)
	f := &farFullRounds{fakeFullRounds: full}
	settle := deferCommands(c)
	c.Attach(f)
	opens(t, &f.storeHold, settle, "assign boards", c.showAssignBoards)
	if got := textUnder(overlay(t, c.win)); !strings.Contains(got, "Deputy (deputy)") {
		t.Errorf("the assignment shows %q, want the event's arbiters", got)
	}
	closeAll(c)
	full.table.Closed = true
	opens(t, &f.storeHold, settle, "pairing form", c.showTypePairings)
	windowTitled(t, c, "Pairings of round 4, typed")
}

// The hall screen draws before the store answers: resized while its
// first read is in flight, it shows the event's name and no rows.
func TestHallDrawsBeforeTheStoreAnswers(t *testing.T) {
	c, s, settle := farConsole(t)
	hold := make(chan struct{})
	s.hold.Store(&hold)
	c.showHall()
	c.hall.win.Resize(fyne.NewSize(1920, 1080))
	c.ticker.Tick(s.now) // the resize redraws what the hall holds: nothing yet
	close(hold)
	settle()
	if got := hallTexts(c); !slices.Contains(got, "Gamma, C") {
		t.Errorf("once the store answered the hall shows %q", got)
	}
}
