package postgres

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// Open refuses what is not an Arbiter Console event, as the SQLite store
// refuses a file that is not one.
func TestOpen_Refusals(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name  string
		setup func(t *testing.T, url string)
		open  func(url string) (*Store, error)
		want  error
	}{
		{"empty database", func(*testing.T, string) {}, func(u string) (*Store, error) { return Open(ctx, u) }, storage.ErrNotDatabase},
		{"another application's", func(t *testing.T, u string) { pgtest.Exec(t, u, "CREATE TABLE invoices (id int)") },
			func(u string) (*Store, error) { return OpenOrCreate(ctx, u) }, storage.ErrForeignApp},
		{"from a newer version", func(t *testing.T, u string) {
			s, err := Create(ctx, u)
			if err != nil {
				t.Fatal(err)
			}
			s.Close()
			pgtest.Exec(t, u, "UPDATE arbiter_schema SET version = version + 1")
		}, func(u string) (*Store, error) { return Open(ctx, u) }, storage.ErrTooNew},
		{"created twice", func(t *testing.T, u string) {
			s, err := Create(ctx, u)
			if err != nil {
				t.Fatal(err)
			}
			s.Close()
		}, func(u string) (*Store, error) { return Create(ctx, u) }, storage.ErrExist},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := pgtest.Database(t)
			tt.setup(t, u)
			s, err := tt.open(u)
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			if s != nil {
				t.Error("a refused database was opened")
			}
		})
	}
}

func TestOpen_NoServerSaysSo(t *testing.T) {
	pgtest.Cluster(t)
	_, err := Open(context.Background(), "postgres://postgres:secret@127.0.0.1:1/event?connect_timeout=2")
	if err == nil {
		t.Fatal("opened a server that does not exist")
	}
	if msg := err.Error(); !strings.Contains(msg, "does not answer") || strings.Contains(msg, "secret") {
		t.Errorf("err = %q: want it to say the server does not answer, without the password", msg)
	}
}

// Every console hears of every other's commits: Watch reports the game
// that has new events, and a lost server then its return.
func TestWatch_ReportsOthersCommits(t *testing.T) {
	c := pgtest.Cluster(t)
	u := pgtest.Database(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	watcher, err := Create(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer watcher.Close()
	other, err := Open(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	ev, _ := other.AddTournament(ctx, storage.Tournament{Name: "Open", Rules: storage.RuleSet{Edition: "2023", GameType: "rapid"}, TimeControl: "15+10"})
	p1, _ := other.AddPlayer(ctx, storage.Player{TournamentID: ev, Name: "A"})
	p2, _ := other.AddPlayer(ctx, storage.Player{TournamentID: ev, Name: "B"})
	r, _ := other.AddRound(ctx, ev, 1)
	b, _ := other.AddBoard(ctx, storage.Board{RoundID: r, Number: 1, WhiteID: p1, BlackID: p2})
	g, err := other.AddGame(ctx, b, "8/8/8/8/8/8/8/K6k w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}

	changes := make(chan storage.Change, 16)
	go watcher.Watch(ctx, 100*time.Millisecond, func(c storage.Change) { changes <- c })
	next := func(what string, ok func(storage.Change) bool) {
		t.Helper()
		for {
			select {
			case c := <-changes:
				if ok(c) {
					return
				}
			case <-time.After(30 * time.Second):
				t.Fatalf("no %s reported", what)
			}
		}
	}
	// Watch is listening once a commit is heard: commit until one is.
	heard := make(chan struct{})
	go func() {
		for seq := int64(0); ; seq++ {
			select {
			case <-heard:
				return
			case <-time.After(50 * time.Millisecond):
			}
			if _, err := other.Append(ctx, g, seq, []storage.EventRecord{{Kind: "clock", Payload: []byte(`{}`)}}, storage.Ending{}); err != nil {
				return
			}
		}
	}()
	next("new events of game", func(c storage.Change) bool { return c.GameID == g })
	close(heard)

	if err := c.Restart(); err != nil {
		t.Fatal(err)
	}
	next("lost server", func(c storage.Change) bool { return c.Lost })
	next("server back", func(c storage.Change) bool { return c.Resync })
}
