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

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/cmd/internal/eboard"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/pgn"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
)

// Eight boards of real blitz games, followed by db watch while the
// console is stopped and started again twice and the feed's connection
// is cut: at the end every board's record holds its game's moves, each
// once, in order, every one with the e-board's source; and the only
// proposals are the endings the games had on the board (a checkmate, a
// flag that fell).
func TestDBWatchAcrossRestartsOfFeedAndConsole(t *testing.T) {
	if testing.Short() {
		t.Skip("replays games for several seconds")
	}
	dir := t.TempDir()
	games, err := readGames(filepath.Join("testdata", "eboards", "lichess-40-clk.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	games = games[:8]
	sim, err := eboard.NewSimulator(games, eboard.SimOptions{Speed: 40})
	if err != nil {
		t.Fatal(err)
	}
	trf := filepath.Join(dir, "round.trf")
	if err := writeRoundTRF(trf, sim.Games()); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "event.db")
	ctx := context.Background()
	if err := dbImport(ctx, db, trf, 0, storage.RuleSet{Edition: "2023", GameType: "blitz", Supervision: "A.4"}, "", io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(sim.Handler())
	defer srv.Close()
	simDone := make(chan error, 1)
	go func() { simDone <- sim.Run(ctx) }()

	var out, errs bytes.Buffer
	watch := func(d time.Duration) {
		t.Helper()
		if err := dbWatch(ctx, db, watchOptions{livechess: srv.URL, duration: d}, &out, &errs); err != nil {
			t.Fatal(err)
		}
	}
	watch(2 * time.Second) // the console stops
	time.Sleep(time.Second)
	go func() {
		time.Sleep(time.Second)
		srv.CloseClientConnections() // the feed goes away and comes back
	}()
	watch(3 * time.Second)
	if err := <-simDone; err != nil {
		t.Fatal(err)
	}
	watch(4 * time.Second) // the console catches up with the finished games

	checkFollowed(t, db, games, out.String())
	if errs.Len() > 0 {
		t.Logf("stderr:\n%s", errs.String())
	}
}

// checkFollowed checks db's records after a feed of games was followed:
// every board's record holds its game's moves, each once, in order, each
// with the e-board's source; and the only proposals (out, db watch's
// lines) are the endings the games had on the board.
func checkFollowed(t *testing.T, db string, games []*pgn.Game, out string) {
	t.Helper()
	ctx := context.Background()
	s, err := openWritable(ctx, db, false)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	b, err := backend.New(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range games {
		d, err := b.Board(i + 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Moves) != len(g.Moves) {
			t.Errorf("board %d: %d moves recorded, the game has %d", i+1, len(d.Moves), len(g.Moves))
			continue
		}
		for j, m := range d.Moves {
			if want := g.Moves[j].Move.UCI(false); m.UCI != want {
				t.Errorf("board %d ply %d: %s recorded, the game has %s", i+1, j+1, m.UCI, want)
				break
			}
		}
	}
	for game := int64(1); game <= int64(len(games)); game++ {
		moves := 0
		err := s.Replay(ctx, game, func(r storage.EventRecord) error {
			e, err := gamelog.Decode(r)
			if err != nil {
				return err
			}
			if e.Kind == laws.KindMove {
				moves++
				if !strings.HasPrefix(e.Source, "eboard:") {
					t.Errorf("game %d: move %s without the e-board's source", game, e.Move)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if want := len(games[game-1].Moves); moves != want {
			t.Errorf("game %d: %d move events stored, want %d", game, moves, want)
		}
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if line == "" {
			continue
		}
		var p proposalJSON
		if err := json.Unmarshal([]byte(line), &p); err != nil {
			t.Fatal(err)
		}
		g := games[p.Board-1]
		mate := strings.HasSuffix(g.Moves[len(g.Moves)-1].Text, "#") && p.Key == "ruling."+string(laws.Checkmate)
		onTime := g.Tag("Termination") == "Time forfeit" && (p.Key == "ruling."+string(laws.FlagLoss) || p.Key == "ruling."+string(laws.FlagDraw))
		if !mate && !onTime || p.Ply != len(g.Moves) {
			t.Errorf("proposal on a game without fault: %s", line)
		}
	}
}

// The simulator itself stopped and started again replays every game from
// its first move: the console, whose records are ahead, sees positions it
// has left. That is the feed behind, never a move or an illegal move: at
// the end the records are the games, and the only proposals the games'
// own endings. (Whether a replayed position falls one legal move from a
// record's depends on where the first run stopped; engine/eboard's
// TestFeedReplayingThroughARepetitionTakesNoMove proves that case.)
func TestDBWatchAcrossARestartOfTheSimulator(t *testing.T) {
	if testing.Short() {
		t.Skip("replays games for several seconds")
	}
	dir := t.TempDir()
	games, err := readGames(filepath.Join("testdata", "eboards", "lichess-40-clk.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	games = games[:12]
	db := filepath.Join(dir, "event.db")
	ctx := context.Background()
	var out, errs bytes.Buffer
	for i, follow := range []time.Duration{5 * time.Second, 14 * time.Second} {
		sim, err := eboard.NewSimulator(games, eboard.SimOptions{Speed: 40})
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			trf := filepath.Join(dir, "round.trf")
			if err := writeRoundTRF(trf, sim.Games()); err != nil {
				t.Fatal(err)
			}
			if err := dbImport(ctx, db, trf, 0, storage.RuleSet{Edition: "2023", GameType: "blitz", Supervision: "A.4"}, "", io.Discard, io.Discard); err != nil {
				t.Fatal(err)
			}
		}
		srv := httptest.NewServer(sim.Handler())
		simCtx, stop := context.WithCancel(ctx)
		go sim.Run(simCtx)
		if err := dbWatch(ctx, db, watchOptions{livechess: srv.URL, duration: follow}, &out, &errs); err != nil {
			t.Fatal(err)
		}
		stop()
		srv.Close()
	}
	checkFollowed(t, db, games, out.String())
	if errs.Len() > 0 {
		t.Logf("stderr:\n%s", errs.String())
	}
}
