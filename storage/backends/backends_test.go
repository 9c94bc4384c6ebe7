package backends

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
	"github.com/arbiterconsole/arbiter/storage/postgres"
	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
	"github.com/arbiterconsole/arbiter/storage/sqlite"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// eventStore is what the suite asks of every store: the game log and the
// event model.
type eventStore interface {
	gamelog.Log
	AddTournament(context.Context, storage.Tournament) (int64, error)
	UpdateTournament(context.Context, storage.Tournament) error
	DeleteTournament(context.Context, int64) error
	Tournament(context.Context, int64) (storage.Tournament, error)
	Tournaments(context.Context) ([]storage.Tournament, error)
	AddPlayer(context.Context, storage.Player) (int64, error)
	UpdatePlayer(context.Context, storage.Player) error
	DeletePlayer(context.Context, int64) error
	Player(context.Context, int64) (storage.Player, error)
	Players(context.Context, int64) ([]storage.Player, error)
	AddRound(context.Context, int64, int) (int64, error)
	Rounds(context.Context, int64) ([]storage.Round, error)
	AddBoard(context.Context, storage.Board) (int64, error)
	Boards(context.Context, int64) ([]storage.Board, error)
	DeleteBoard(context.Context, int64) error
	AddBye(context.Context, storage.Bye) error
	Byes(context.Context, int64) ([]storage.Bye, error)
	AddArbiter(context.Context, storage.Arbiter) (int64, error)
	Arbiters(context.Context, int64) ([]storage.Arbiter, error)
	AssignBoards(context.Context, int64, ...int64) error
	BoardArbiters(context.Context, int64) ([]storage.Arbiter, error)
	AddGame(context.Context, int64, string) (int64, error)
	Game(context.Context, int64) (storage.Game, error)
	Games(context.Context, int64) ([]storage.Game, error)
	SetResult(context.Context, int64, string, string) error
	Events(context.Context, int64) ([]storage.EventRecord, error)
	VerifyChain(context.Context) ([]storage.ChainBreak, error)
	Summary(context.Context) (storage.Summary, error)
	AddClockJump(context.Context, time.Time, time.Duration) error
	ClockJumps(context.Context) ([]storage.ClockJump, error)
	Snapshot(context.Context) (storage.Snapshot, error)
	Restore(context.Context, storage.Snapshot) error
	VerifyRecords(context.Context) ([]storage.RecordBreak, error)
	CloseRound(context.Context, int64) (string, error)
	Close() error
}

var fixedClock = func() time.Time { return time.Date(2026, 3, 14, 10, 0, 0, 0, time.UTC) }

// backend makes empty stores of one kind and reaches behind their back.
type backend struct {
	name string
	// create makes a new, empty store and returns where it lives.
	create func(t *testing.T) (eventStore, string)
	// open opens the store at where again, as Open does (verifying it).
	open func(where string) (eventStore, error)
	// raw runs SQL on the database at where without the application.
	raw func(t *testing.T, where string, stmts ...string) error
	// unguard drops the append-only guard, as a determined editor would.
	unguard []string
	// many tells whether several stores may write one database at once.
	many bool
}

var backends = []backend{
	{
		name: "sqlite",
		create: func(t *testing.T) (eventStore, string) {
			path := filepath.Join(t.TempDir(), "event.db")
			s, err := sqlite.Create(path, sqlite.WithClock(fixedClock))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			return s, path
		},
		open: func(where string) (eventStore, error) {
			s, err := sqlite.Open(where, sqlite.WithClock(fixedClock))
			if err != nil {
				return nil, err
			}
			return s, nil
		},
		raw: func(t *testing.T, where string, stmts ...string) error {
			db, err := sql.Open("sqlite3", where)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			for _, q := range stmts {
				if _, err := db.Exec(q); err != nil {
					return err
				}
			}
			return nil
		},
		unguard: []string{"DROP TRIGGER game_events_no_update", "DROP TRIGGER game_events_no_delete"},
	},
	{
		name: "postgres",
		create: func(t *testing.T) (eventStore, string) {
			url := pgtest.Database(t)
			s, err := postgres.Create(context.Background(), url, postgres.WithClock(fixedClock))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			return s, url
		},
		open: func(where string) (eventStore, error) {
			s, err := postgres.Open(context.Background(), where, postgres.WithClock(fixedClock))
			if err != nil {
				return nil, err
			}
			return s, nil
		},
		raw: func(t *testing.T, where string, stmts ...string) error {
			ctx := context.Background()
			conn, err := pgx.Connect(ctx, where)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close(ctx)
			for _, q := range stmts {
				if _, err := conn.Exec(ctx, q); err != nil {
					return err
				}
			}
			return nil
		},
		unguard: []string{"ALTER TABLE game_events DISABLE TRIGGER USER"},
		many:    true,
	},
}

// consoles returns n stores on the database at where, as n consoles have:
// s, and where the backend lets several stores write at once, a store (a
// connection pool) of its own for each other console.
func consoles(t *testing.T, b backend, s eventStore, where string, n int) []eventStore {
	t.Helper()
	stores := make([]eventStore, n)
	for i := range stores {
		stores[i] = s
		if b.many && i > 0 {
			o, err := b.open(where)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { o.Close() })
			stores[i] = o
		}
	}
	return stores
}

// eachBackend runs test once per kind of store.
func eachBackend(t *testing.T, test func(t *testing.T, b backend)) {
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) { test(t, b) })
	}
}

const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// fixture is a small event: one round, two boards with a game each.
type fixture struct {
	tournament, round int64
	players           [4]int64
	boards            [2]int64
	games             [2]int64
}

func addFixture(t *testing.T, s eventStore) fixture {
	t.Helper()
	ctx := context.Background()
	must := func(id int64, err error) int64 {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	var f fixture
	f.tournament = must(s.AddTournament(ctx, storage.Tournament{
		Name: "Oslo Rapid Open", Venue: "Oslo", StartDate: "2026-03-14", EndDate: "2026-03-15",
		Rules:       storage.RuleSet{Edition: "2023", GameType: "rapid", Supervision: "A.4", Regulations: []byte(`{"default_time_s":0}`)},
		TimeControl: "15+10",
	}))
	for i, name := range []string{"Carlsen, Magnus", "Tari, Aryan", "Hammer, Jon Ludvig", "Christiansen, Johan-Sebastian"} {
		f.players[i] = must(s.AddPlayer(ctx, storage.Player{TournamentID: f.tournament, Name: name,
			FIDEID: int64(1503014 + i), Rating: 2800 - 50*i, Federation: "NOR", Title: "GM", StartRank: i + 1}))
	}
	f.round = must(s.AddRound(ctx, f.tournament, 1))
	for i := range f.boards {
		f.boards[i] = must(s.AddBoard(ctx, storage.Board{RoundID: f.round, Number: i + 1, WhiteID: f.players[2*i], BlackID: f.players[2*i+1]}))
		f.games[i] = must(s.AddGame(ctx, f.boards[i], startFEN))
	}
	return f
}

// moves appends n "move" events to a game one at a time, as a console does.
func moves(t *testing.T, s eventStore, game int64, n int) []storage.EventRecord {
	t.Helper()
	ctx := context.Background()
	var out []storage.EventRecord
	evs, err := s.Events(ctx, game)
	if err != nil {
		t.Fatal(err)
	}
	head := int64(len(evs))
	for i := range n {
		got, err := s.Append(ctx, game, head, []storage.EventRecord{{Kind: "move", Payload: []byte(`{"n":` + strconv.Itoa(int(head)+i+1) + `}`)}}, storage.Ending{})
		if err != nil {
			t.Fatal(err)
		}
		head = got[0].Seq
		out = append(out, got...)
	}
	return out
}
