package backend

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/stores"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// fakeClock hands out instants one second apart.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time {
	c.t = c.t.Add(time.Second)
	return c.t
}

func newBackend(t *testing.T, path string) (*Backend, storage.Store) {
	t.Helper()
	store, err := stores.OpenOrCreate(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	clk := &fakeClock{t: time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)}
	b, err := New(context.Background(), store, WithClock(clk.now))
	if err != nil {
		store.Close()
		t.Fatal(err)
	}
	return b, store
}

func testSetup() view.EventSetup {
	return view.EventSetup{
		Name: "Test Open", Edition: "2018", TimeControl: "15+10", ChiefArbiter: "Chief",
		Players: []view.PlayerView{
			{Name: "Alpha, A", Rating: 2100, Lang: "de"}, {Name: "Beta, B", Rating: 2000, Lang: "fr"},
			{Name: "Gamma, C", Rating: 1900}, {Name: "Delta, D", Rating: 1800},
		},
		Pairings: [][2]int{{0, 1}, {2, 3}},
		Arbiters: map[string][]int{"Deputy": {2}},
	}
}

func TestCreateEventShowsItsBoards(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if _, ok := b.Event(); ok {
		t.Fatal("an empty database has an event")
	}
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	ev, ok := b.Event()
	if !ok || ev.Name != "Test Open" || ev.GameType != "rapid" || ev.Edition != "2018" || ev.Round != 1 {
		t.Fatalf("event = %+v, %v", ev, ok)
	}
	boards := b.Boards()
	if len(boards) != 2 || boards[0].White.Name != "Alpha, A" || boards[1].Arbiter != "Deputy" {
		t.Fatalf("boards = %+v", boards)
	}
}

func TestCreateEventRejectsBadInput(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	for name, change := range map[string]func(*view.EventSetup){
		"no name":       func(s *view.EventSetup) { s.Name = " " },
		"time control":  func(s *view.EventSetup) { s.TimeControl = "40/9x" },
		"edition":       func(s *view.EventSetup) { s.Edition = "2025" },
		"paired twice":  func(s *view.EventSetup) { s.Pairings[1] = [2]int{0, 3} },
		"no such board": func(s *view.EventSetup) { s.Arbiters = map[string][]int{"X": {9}} },
	} {
		s := testSetup()
		change(&s)
		if err := b.CreateEvent(s); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, ok := b.Event(); ok {
		t.Error("a rejected form left an event behind")
	}
}

// The state after reopening the database equals the state before: every
// acknowledged command is stored and folds to the same game.
func TestReplayAfterReopenEqualsLive(t *testing.T) {
	path := filepath.Join(t.TempDir(), "e.db")
	b, store := newBackend(t, path)
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	cmds := []view.Command{
		{Kind: view.CmdStartClock},
		{Kind: view.CmdMove, Move: "e2e4"},
		{Kind: view.CmdMove, Move: "e7e5"},
		{Kind: view.CmdIllegal, Side: view.White, Article: "7.5.1"},
		{Kind: view.CmdMove, Move: "g1f3"},
		{Kind: view.CmdDrawOffer, Side: view.Black},
	}
	for _, c := range cmds {
		if _, err := b.Do(1, c); err != nil {
			t.Fatalf("%+v: %v", c, err)
		}
	}
	live, err := b.Board(1)
	if err != nil {
		t.Fatal(err)
	}
	later := time.Date(2026, 11, 23, 10, 5, 0, 0, time.UTC) // clocks kept running
	liveW, liveB := b.Clock(1, later)
	store.Close()

	b2, store2 := newBackend(t, path)
	defer store2.Close()
	replayed, err := b2.Board(1)
	if err != nil {
		t.Fatal(err)
	}
	if live.FEN != replayed.FEN || len(live.Rulings) != len(replayed.Rulings) || !slices.Equal(live.Legal, replayed.Legal) {
		t.Fatalf("replay differs:\nlive     %s %d rulings\nreplayed %s %d rulings", live.FEN, len(live.Rulings), replayed.FEN, len(replayed.Rulings))
	}
	if live.Illegal[view.White] != 1 || replayed.Illegal[view.White] != 1 {
		t.Errorf("illegal moves: live %v, replayed %v", live.Illegal, replayed.Illegal)
	}
	// Running clocks resume from the stored instants, not from the reopening.
	if w, bl := b2.Clock(1, later); w != liveW || bl != liveB || bl >= 15*time.Minute {
		t.Errorf("clocks at %v: replayed %v/%v, live %v/%v", later, w, bl, liveW, liveB)
	}
	if replayed.DrawOffer != view.Black {
		t.Errorf("pending draw offer lost: %q", replayed.DrawOffer)
	}
}

func TestArticle_7_5_5_FirstIllegalMoveGivesOpponentTime(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	mustDo(t, b, view.Command{Kind: view.CmdStartClock})
	mustDo(t, b, view.Command{Kind: view.CmdMove, Move: "e2e4"})
	rs := mustDo(t, b, view.Command{Kind: view.CmdIllegal, Side: view.Black, Article: "7.5.1"})
	if len(rs) == 0 || !slices.Contains(rs[len(rs)-1].Articles, "7.5.5") {
		t.Fatalf("rulings %+v do not cite 7.5.5", rs)
	}
}

func TestUnstoredCommandLeavesBoardUnchanged(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	mustDo(t, b, view.Command{Kind: view.CmdStartClock})
	before, _ := b.Board(1)
	store.Close() // every write now fails
	if _, err := b.Do(1, view.Command{Kind: view.CmdMove, Move: "e2e4"}); err == nil {
		t.Fatal("a move was acknowledged without being stored")
	}
	after, _ := b.Board(1)
	if before.FEN != after.FEN || len(after.Moves) != 0 {
		t.Fatalf("board changed by an unstored move: %s -> %s", before.FEN, after.FEN)
	}
}

func TestBadCommandsSayWhatIsWrong(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	mustDo(t, b, view.Command{Kind: view.CmdStartClock})
	for _, c := range []view.Command{
		{Kind: view.CmdMove, Move: "e2e5"},
		{Kind: view.CmdMove},
		{Kind: view.CmdIllegal, Side: view.White, Article: "7.4"},
		{Kind: view.CmdResign},
		{Kind: view.CmdAdjustTime, Side: view.White, Amount: -time.Minute},
		{Kind: "dance", Side: view.White},
	} {
		if _, err := b.Do(1, c); err == nil {
			t.Errorf("%+v accepted", c)
		}
	}
	if _, err := b.Do(7, view.Command{Kind: view.CmdStartClock}); err == nil {
		t.Error("board 7 of 2 accepted a command")
	}
}

func mustDo(t *testing.T, b *Backend, c view.Command) []view.RulingView {
	t.Helper()
	rs, err := b.Do(1, c)
	if err != nil {
		t.Fatalf("%+v: %v", c, err)
	}
	return rs
}
