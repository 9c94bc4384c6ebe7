package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/cmd/internal/eboard"
	"github.com/arbiterconsole/arbiter/storage"
)

// Two e-boards replaying real lichess games (testdata/db/rapid3.pgn)
// through the LiveChess stand-in, followed by db watch through the real
// backend: the injected illegal move and fivefold are proposed with their
// articles, once each, and every move of the replay is in the record.
func TestDBWatchFollowsTheSimulator(t *testing.T) {
	if testing.Short() {
		t.Skip("replays games for several seconds")
	}
	dir := t.TempDir()
	games, err := readGames(filepath.Join("testdata", "db", "rapid3.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	sim, err := eboard.NewSimulator(games[:2], eboard.SimOptions{Speed: 200, Inject: []string{"illegal", "fivefold"}, Hold: 3 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	trf := filepath.Join(dir, "round.trf")
	if err := writeRoundTRF(trf, sim.Games()); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "event.db")
	ctx := context.Background()
	if err := dbImport(ctx, db, trf, 0, storage.RuleSet{Edition: "2023", GameType: "rapid", Supervision: "A.4"}, io.Discard); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(sim.Handler())
	defer srv.Close()
	simCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		time.Sleep(500 * time.Millisecond) // the watcher is listening
		sim.Run(simCtx)
	}()
	var out, errs bytes.Buffer
	if err := dbWatch(ctx, db, watchOptions{livechess: srv.URL, duration: 15 * time.Second}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var p proposalJSON
		if err := json.Unmarshal([]byte(line), &p); err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		seen[p.Key+" "+p.Articles[0]+" board "+string(rune('0'+p.Board))]++
	}
	for _, want := range []string{"ruling.illegal_move.first 7.5.1 board 1", "ruling.end.fivefold 9.6.1 board 2"} {
		if seen[want] != 1 {
			t.Errorf("%s: %d times; proposals %v; stderr %s", want, seen[want], seen, errs.String())
		}
	}
}
