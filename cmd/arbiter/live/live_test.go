package live

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/exchange"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
	"github.com/arbiterconsole/arbiter/storage/stores"
)

var start = time.Date(2026, 11, 25, 14, 0, 0, 0, time.UTC)

const games = `[White "Alder, Tom"]
[Black "Birch, Eva"]

1. e4 {[%clk 0:15:00]} 1... e5 {[%clk 0:14:58]} *

[White "Cedar, Jon"]
[Black "Dahl, Mia"]
[Result "1-0"]

1. d4 d5 2. c4 1-0
`

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// places are where the tests keep their event: a file and a server, each
// opened as the console opens it.
var places = []struct {
	name  string
	where func(t *testing.T) string
}{
	{"file", func(t *testing.T) string { return filepath.Join(t.TempDir(), "arbiter.db") }},
	{"server", func(t *testing.T) string { return pgtest.Database(t) }},
}

// fixture stores an event with round 1 of two boards at where and returns
// where and the event id.
func fixture(t *testing.T, where string) (string, int64) {
	t.Helper()
	ctx := context.Background()
	path := where
	s, err := stores.Create(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	control, _ := clock.ParsePGN("900+10")
	rs, _ := gamelog.StoredRules(laws.NewRuleSet(laws.Edition2018, control, laws.Inadequate))
	id, err := storage.UpdateValue(ctx, s.Update, func(tx storage.Tx) (int64, error) {
		return tx.AddTournament(ctx, storage.Tournament{Name: "Live Open", Rules: rs, TimeControl: control.String()})
	})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := exchange.ImportPGN(ctx, s, strings.NewReader(games), exchange.PGNOptions{Event: id, Start: start})
	if err != nil || rep.Stored != 2 {
		t.Fatalf("import %+v, %v", rep, err)
	}
	return path, id
}

func get(t *testing.T, srv *httptest.Server, path string, header ...string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, srv.URL+path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp, string(body)
}

func TestServesRoundsAndBoards(t *testing.T) {
	for _, pl := range places {
		t.Run(pl.name, func(t *testing.T) { servesRoundsAndBoards(t, pl.where(t)) })
	}
}

func servesRoundsAndBoards(t *testing.T, where string) {
	path, _ := fixture(t, where)
	s, err := stores.OpenReadOnly(context.Background(), path) // the handler only reads
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	srv := httptest.NewServer(NewHandler(func() storage.Store { return s }, laws.Options{}))
	defer srv.Close()
	tests := []struct {
		path  string
		code  int
		games int    // [Event tags in the body
		has   string // in the body
	}{
		{"/rounds/1.pgn", 200, 2, "1. e4 {[%clk 0:15:00]} 1... e5 {[%clk 0:14:58]} *"},
		{"/current.pgn", 200, 2, `[White "Cedar, Jon"]`},
		{"/rounds/1/boards/2.pgn", 200, 1, "1. d4 d5 2. c4 1-0"},
		{"/events/1/rounds/1/boards/1.pgn", 200, 1, `[White "Alder, Tom"]`},
		{"/events/1/current.pgn", 200, 2, ""},
		{"/rounds/2.pgn", 404, 0, "no round 2"},
		{"/rounds/1/boards/7.pgn", 404, 0, "no game on board 7 of round 1"},
		{"/events/9/rounds/1.pgn", 404, 0, "not found"},
		{"/rounds/one.pgn", 404, 0, "want N.pgn"},
		{"/rounds/1", 404, 0, "want N.pgn"},
		{"/", 200, 0, `<a href="/events/1/rounds/1/boards/2.pgn">2</a>`},
	}
	for _, tt := range tests {
		resp, body := get(t, srv, tt.path)
		if resp.StatusCode != tt.code || strings.Count(body, "[Event ") != tt.games || !strings.Contains(body, tt.has) {
			t.Errorf("GET %s: %d with %d games, want %d with %d games and %q:\n%s", tt.path, resp.StatusCode, strings.Count(body, "[Event "), tt.code, tt.games, tt.has, body)
		}
		if tt.code == 200 && tt.games > 0 && resp.Header.Get("Content-Type") != "application/x-chess-pgn; charset=utf-8" {
			t.Errorf("GET %s: Content-Type %q", tt.path, resp.Header.Get("Content-Type"))
		}
	}
	resp, err := srv.Client().Post(srv.URL+"/rounds/1.pgn", "text/plain", strings.NewReader("1. e4"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: %d, want 405: the server is read-only", resp.StatusCode)
	}
}

// A poll sees each move once it is stored; until then the ETag answers
// 304 Not Modified.
func TestFollowsMovesAsTheyAreStored(t *testing.T) {
	for _, pl := range places {
		t.Run(pl.name, func(t *testing.T) { followsMovesAsTheyAreStored(t, pl.where(t)) })
	}
}

func followsMovesAsTheyAreStored(t *testing.T, where string) {
	ctx := context.Background()
	path, _ := fixture(t, where)
	w, err := stores.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	srv := httptest.NewServer(NewHandler(func() storage.Store { return w }, laws.Options{}))
	defer srv.Close()

	resp, body := get(t, srv, "/rounds/1/boards/1.pgn")
	etag := resp.Header.Get("ETag")
	if resp.StatusCode != 200 || etag == "" || strings.Contains(body, "Nf3") {
		t.Fatalf("first poll: %d, ETag %q:\n%s", resp.StatusCode, etag, body)
	}
	if resp, _ := get(t, srv, "/rounds/1/boards/1.pgn", "If-None-Match", etag); resp.StatusCode != http.StatusNotModified {
		t.Fatalf("poll without a change: %d, want 304", resp.StatusCode)
	}

	// The arbiter enters 2. Nf3 at the console.
	tm, _ := w.Tournament(ctx, 1)
	rules, control, _ := gamelog.Rules(tm)
	rounds, _ := w.Rounds(ctx, 1)
	gs, _ := w.Games(ctx, rounds[0].ID)
	setup, _ := gamelog.Setup(gs[0], rules, control, laws.Options{})
	lg, err := gamelog.Load(ctx, w, gs[0].ID, setup)
	if err != nil {
		t.Fatal(err)
	}
	last := lg.Plies()[len(lg.Plies())-1].At
	if _, err := lg.Record(ctx, w, laws.Event{At: last.Add(3 * time.Second), Kind: laws.KindMove, Payload: laws.Payload{Move: "g1f3"}}); err != nil {
		t.Fatal(err)
	}

	resp, body = get(t, srv, "/rounds/1/boards/1.pgn", "If-None-Match", etag)
	if resp.StatusCode != 200 || resp.Header.Get("ETag") == etag || !strings.Contains(body, "2. Nf3 {[%clk 0:15:07]}") {
		t.Errorf("poll after the move: %d, ETag %q:\n%s", resp.StatusCode, resp.Header.Get("ETag"), body)
	}
}

func TestNoDatabaseOpen(t *testing.T) {
	srv := httptest.NewServer(NewHandler(func() storage.Store { return nil }, laws.Options{}))
	defer srv.Close()
	for _, p := range []string{"/", "/current.pgn"} {
		if resp, _ := get(t, srv, p); resp.StatusCode != http.StatusServiceUnavailable {
			t.Errorf("GET %s without a database: %d, want 503", p, resp.StatusCode)
		}
	}
}
