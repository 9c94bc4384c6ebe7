package gamelog

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/sqlite"
)

// fixture is a stored event with one game, and the game's setup.
type fixture struct {
	path  string
	store *sqlite.Store
	game  storage.Game
	setup laws.Setup
}

var t0 = time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)

func newFixture(t *testing.T) *fixture {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "e.db")
	s, err := sqlite.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	tour := storage.Tournament{Name: "E", TimeControl: "900+10", Rules: storage.RuleSet{Edition: "2018", GameType: "rapid", Supervision: "inadequate"}}
	if tour.ID, err = s.AddTournament(ctx, tour); err != nil {
		t.Fatal(err)
	}
	w, _ := s.AddPlayer(ctx, storage.Player{TournamentID: tour.ID, Name: "W"})
	b, _ := s.AddPlayer(ctx, storage.Player{TournamentID: tour.ID, Name: "B"})
	r, _ := s.AddRound(ctx, tour.ID, 1)
	board, _ := s.AddBoard(ctx, storage.Board{RoundID: r, Number: 1, WhiteID: w, BlackID: b})
	id, err := s.AddGame(ctx, board, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.Game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	rules, control, err := Rules(tour)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := Setup(g, rules, control, laws.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{path: path, store: s, game: g, setup: setup}
}

func (f *fixture) load(t *testing.T) *Game {
	t.Helper()
	g, err := Load(context.Background(), f.store, f.game.ID, f.setup)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func move(at time.Duration, uci string) laws.Event {
	return laws.Event{At: t0.Add(at), Kind: laws.KindMove, Payload: laws.Payload{Move: uci}}
}

func start() laws.Event { return laws.Event{At: t0, Kind: laws.KindStart} }

func TestRecord_ResultFailsNothingStored(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	g := f.load(t)
	for _, e := range []laws.Event{start(), move(time.Second, "e2e4")} {
		if _, err := g.Record(ctx, f.store, e); err != nil {
			t.Fatal(err)
		}
	}
	// Make the result write fail after the event write, inside the same
	// transaction, as a full disk would.
	db, err := sql.Open("sqlite3", f.path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`CREATE TRIGGER fail_result BEFORE UPDATE OF result ON games
		BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`); err != nil {
		t.Fatal(err)
	}
	resign := laws.Event{At: t0.Add(2 * time.Second), Kind: laws.KindResign, Payload: laws.Payload{Side: laws.Black}}
	if _, err := g.Record(ctx, f.store, resign); err == nil {
		t.Fatal("Record succeeded although the result could not be written")
	}
	if g.Result().Over() || g.Head != 2 || len(g.Events) != 2 {
		t.Errorf("game in memory after the failure: over %v, head %d, %d events", g.Result().Over(), g.Head, len(g.Events))
	}
	stored, err := f.store.Events(ctx, f.game.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(stored) != 2 {
		t.Errorf("%d events stored, want the 2 before the failed command", len(stored))
	}
	if sg, _ := f.store.Game(ctx, f.game.ID); sg.Result != "*" || sg.Events != 2 {
		t.Errorf("stored game: result %q, %d events", sg.Result, sg.Events)
	}
	// With the disk writable again the same command is stored, with the result.
	if _, err := db.Exec(`DROP TRIGGER fail_result`); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Record(ctx, f.store, resign); err != nil {
		t.Fatal(err)
	}
	if sg, _ := f.store.Game(ctx, f.game.ID); sg.Result != "1-0" || sg.Events != 3 {
		t.Errorf("stored game after retry: result %q, %d events", sg.Result, sg.Events)
	}
}

func TestRecord_StaleHeadIsConflict(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	a, b := f.load(t), f.load(t)
	if _, err := a.Record(ctx, f.store, start()); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Record(ctx, f.store, move(time.Second, "e2e4")); err != nil {
		t.Fatal(err)
	}
	// b has not seen a's events: its start would fork the log.
	_, err := b.Record(ctx, f.store, start())
	var c *storage.ConflictError
	if !errors.As(err, &c) || !errors.Is(err, storage.ErrConflict) || c.After != 0 || c.Head != 2 {
		t.Fatalf("stale Record: err = %v", err)
	}
	if b.Head != 0 || len(b.Events) != 0 {
		t.Errorf("stale game changed in memory: head %d, %d events", b.Head, len(b.Events))
	}
	b = f.load(t)
	if _, err := b.Record(ctx, f.store, move(2*time.Second, "e7e5")); err != nil {
		t.Fatalf("after reloading: %v", err)
	}
	if got := f.load(t); got.Head != 3 || got.Ply() != 2 {
		t.Errorf("stored game: head %d, ply %d", got.Head, got.Ply())
	}
}

func TestLoad_UnfoldableGameStopsAtLastGoodEvent(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	good, _ := Encode(start())
	bad, _ := Encode(move(time.Second, "e2e5")) // not a legal move
	if _, err := f.store.Append(ctx, f.game.ID, 0, []storage.EventRecord{good, bad}, storage.Ending{}); err != nil {
		t.Fatal(err)
	}
	g, err := Load(ctx, f.store, f.game.ID, f.setup)
	var fe *FoldError
	if !errors.As(err, &fe) || fe.Good != 1 || fe.GameID != f.game.ID {
		t.Fatalf("Load: err = %v", err)
	}
	if g == nil || g.Head != 1 || len(g.Events) != 1 || g.Ply() != 0 {
		t.Fatalf("last good fold: %+v", g)
	}
}
