package postgres

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
)

// An append after the head the store knows (one round trip) announces
// its game and new head once, after its commit, not from inside it: the
// listener hears "game N HEAD" once per append, before a notice sent
// after the append
// returned, and the events are stored; the server has nothing to warn
// about.
func TestAppend_KnownHeadAnnouncedOnceAfterCommit(t *testing.T) {
	u := pgtest.Database(t)
	ctx := context.Background()
	var notices []string // the server's warnings to the store's sessions
	var mu sync.Mutex
	s, err := Create(ctx, u, func(s *Store) {
		s.cfg.ConnConfig.OnNotice = func(_ *pgconn.PgConn, n *pgconn.Notice) {
			mu.Lock()
			notices = append(notices, n.Severity+": "+n.Message)
			mu.Unlock()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ev, _ := s.AddTournament(ctx, storage.Tournament{Name: "Open", Rules: storage.RuleSet{Edition: "2023", GameType: "rapid"}, TimeControl: "15+10"})
	p1, _ := s.AddPlayer(ctx, storage.Player{TournamentID: ev, Name: "A"})
	p2, _ := s.AddPlayer(ctx, storage.Player{TournamentID: ev, Name: "B"})
	r, _ := s.AddRound(ctx, ev, 1)
	b, _ := s.AddBoard(ctx, storage.Board{RoundID: r, Number: 1, WhiteID: p1, BlackID: p2})
	g, err := s.AddGame(ctx, b, "8/8/8/8/8/8/8/K6k w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Replay(ctx, g, func(storage.EventRecord) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.heads.get(g); !ok {
		t.Fatal("the store does not know the game's head after Replay")
	}

	listener, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer listener.Close(ctx)
	if _, err := listener.Exec(ctx, "LISTEN "+channel); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	notices = nil // creating the schema says what it skipped
	mu.Unlock()
	for seq := int64(0); seq < 3; seq++ {
		if _, err := s.Append(ctx, g, seq, []storage.EventRecord{{Kind: "clock", Payload: []byte(`{}`), Wall: time.UnixMilli(1000 * (seq + 1))}}, storage.Ending{}); err != nil {
			t.Fatal(err)
		}
	}
	pgtest.Exec(t, u, "NOTIFY "+channel+", 'marker'")

	wait, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	var heard []string
	for len(heard) == 0 || heard[len(heard)-1] != "marker" {
		n, err := listener.WaitForNotification(wait)
		if err != nil {
			t.Fatalf("after %q: %v", heard, err)
		}
		heard = append(heard, n.Payload)
	}
	var want []string
	for head := 1; head <= 3; head++ {
		want = append(want, fmt.Sprintf("game %d %d", g, head))
	}
	want = append(want, "marker")
	if !slices.Equal(heard, want) {
		t.Errorf("heard %q, want %q", heard, want)
	}
	events, err := s.Events(ctx, g)
	if err != nil || len(events) != 3 {
		t.Errorf("stored %d events, %v; want 3", len(events), err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(notices) > 0 { // they would fill the server's log, one a command
		t.Errorf("the server warned: %q", notices)
	}
}

func TestParseChange(t *testing.T) {
	for _, tc := range []struct {
		payload string
		want    storage.Change
	}{
		{"game 7", storage.Change{GameID: 7}},
		{"game 7 12", storage.Change{GameID: 7, Head: 12}},
		{"records", storage.Change{Records: true}},
		{"game x", storage.Change{Records: true}},
		{"game 7 x", storage.Change{Records: true}},
		{"game 7 0", storage.Change{Records: true}},
		{"game 7 3 4", storage.Change{Records: true}},
	} {
		if got := parseChange(tc.payload); got != tc.want {
			t.Errorf("parseChange(%q) = %+v, want %+v", tc.payload, got, tc.want)
		}
	}
}
