package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/cmd/internal/eboard"
	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/pgn"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
)

// Three e-boards replaying real lichess games (testdata/db/rapid3.pgn)
// through the LiveChess stand-in, followed by db watch through the real
// backend: the injected illegal move, fivefold and flag are proposed with
// their articles, once each.
func TestDBWatchFollowsTheSimulator(t *testing.T) {
	if testing.Short() {
		t.Skip("replays games for several seconds")
	}
	dir := t.TempDir()
	games, err := readGames(filepath.Join("testdata", "db", "rapid3.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	sim, err := eboard.NewSimulator(games[:3], eboard.SimOptions{Speed: 200, Inject: []string{"illegal", "fivefold", "flag"}, Hold: 3 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	trf := filepath.Join(dir, "round.trf")
	if err := writeRoundTRF(trf, sim.Games()); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "event.db")
	ctx := context.Background()
	if err := dbImport(ctx, db, trf, 0, storage.RuleSet{Edition: "2023", GameType: "rapid", Supervision: "A.4"}, "", io.Discard, io.Discard); err != nil {
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
		cites := p.Articles[0]
		if slices.Contains(p.Articles, "3.7.1") {
			cites += " breaks 3.7.1" // the pawn stepped back (3.7.1)
		}
		seen[fmt.Sprintf("%s %s board %d ply %d", p.Key, cites, p.Board, p.Ply)]++
	}
	for _, want := range []string{
		"ruling.illegal_move.first 7.5.1 breaks 3.7.1 board 1 ply 10",
		"ruling.end.fivefold 9.6.1 board 2 ply 16",
		"ruling.flag.loss 6.9 board 3 ply 20",
	} {
		if seen[want] != 1 {
			t.Errorf("%s: %d times; proposals %v; stderr %s", want, seen[want], seen, errs.String())
		}
	}
}

// The simulator's live PGN followed with db watch --pgn: every game's
// moves come into the record in order, and the knights' fivefold is
// proposed at ply 16.
func TestDBWatchFollowsALivePGN(t *testing.T) {
	if testing.Short() {
		t.Skip("replays games for several seconds")
	}
	dir := t.TempDir()
	games, err := readGames(filepath.Join("testdata", "db", "rapid3.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	live := filepath.Join(dir, "live.pgn")
	sim, err := eboard.NewSimulator(games[:2], eboard.SimOptions{Speed: 300, Inject: []string{"burst", "fivefold"}, LivePGN: live})
	if err != nil {
		t.Fatal(err)
	}
	trf := filepath.Join(dir, "round.trf")
	if err := writeRoundTRF(trf, sim.Games()); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "event.db")
	ctx := context.Background()
	if err := dbImport(ctx, db, trf, 0, storage.RuleSet{Edition: "2023", GameType: "rapid", Supervision: "A.4"}, "", io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	if err := sim.Run(ctx); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	if err := dbWatch(ctx, db, watchOptions{pgn: live, duration: 4 * time.Second}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `"board":2,"ply":16,"key":"ruling.end.fivefold","articles":["9.6.1"],"proposed":true`) {
		t.Errorf("no fivefold proposed on board 2 at ply 16:\n%s%s", out.String(), errs.String())
	}
	s, err := openWritable(ctx, db, false)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for i, extra := range []int{0, 16} {
		moves := 0
		err := s.Replay(ctx, int64(i+1), func(r storage.EventRecord) error {
			e, err := gamelog.Decode(r)
			if err == nil && e.Kind == laws.KindMove {
				moves++
				if !strings.HasPrefix(e.Source, "pgn:") {
					t.Errorf("board %d: move %s from %q, want the live PGN", i+1, e.Move, e.Source)
				}
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if want := len(games[i].Moves) + extra; moves != want {
			t.Errorf("board %d: %d moves recorded, want %d", i+1, moves, want)
		}
	}
}

// Real games set up from a position (LiveChess's own PGN of a
// Fischerandom game, with castling; three games from a FEN, with
// variations) through the simulator's live PGN and through LiveChess's
// API: each set-up position is installed before the first move, every
// move follows once, and the PGN exported starts from the position. A
// flag injected on board 1 is found through the live PGN too (its clock
// tags), with 6.9 in the 2018 numbering.
func TestDBWatchFollowsSetUpGames(t *testing.T) {
	if testing.Short() {
		t.Skip("replays games for several seconds")
	}
	var games []*pgn.Game
	for _, f := range []string{"livechess-fischerandom-2018.pgn", "setup-fen-games.pgn"} {
		gs, err := readGames(filepath.Join("testdata", "eboards", f))
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, gs...)
	}
	for _, source := range []string{"pgn", "livechess"} {
		t.Run(source, func(t *testing.T) {
			dir := t.TempDir()
			live := filepath.Join(dir, "live.pgn")
			o := eboard.SimOptions{Speed: 1000, LivePGN: live}
			if source == "pgn" {
				o.Inject = []string{"flag", "burst", "burst", "burst", "burst"}
			}
			sim, err := eboard.NewSimulator(games, o)
			if err != nil {
				t.Fatal(err)
			}
			trf := filepath.Join(dir, "round.trf")
			if err := writeRoundTRF(trf, sim.Games()); err != nil {
				t.Fatal(err)
			}
			db := filepath.Join(dir, "event.db")
			ctx := context.Background()
			if err := dbImport(ctx, db, trf, 0, storage.RuleSet{Edition: "2018", GameType: "rapid", Supervision: "A.4"}, "30+0", io.Discard, io.Discard); err != nil {
				t.Fatal(err)
			}
			srv := httptest.NewServer(sim.Handler())
			defer srv.Close()
			simCtx, stop := context.WithCancel(ctx)
			defer stop()
			go sim.Run(simCtx)
			w := watchOptions{pgn: live, duration: 8 * time.Second}
			if source == "livechess" {
				w = watchOptions{livechess: srv.URL, duration: 8 * time.Second}
			}
			var out, errs bytes.Buffer
			if err := dbWatch(ctx, db, w, &out, &errs); err != nil {
				t.Fatal(err)
			}
			if source == "pgn" && !strings.Contains(out.String(), `"board":1,"ply":20,"key":"ruling.flag.loss","articles":["6.9","A.4.5"],"proposed":true,"edition":"2018"`) {
				t.Errorf("no flag on board 1 at ply 20:\n%s%s", out.String(), errs.String())
			}
			s, err := openWritable(ctx, db, false)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			for i, g := range games {
				var kinds []laws.Kind
				err := s.Replay(ctx, int64(i+1), func(r storage.EventRecord) error {
					e, err := gamelog.Decode(r)
					if err == nil && (e.Kind == laws.KindMove || e.Kind == laws.KindPosition) {
						kinds = append(kinds, e.Kind)
					}
					return err
				})
				if err != nil {
					t.Fatal(err)
				}
				setUp := g.Start != chess.StartPosition()
				want := len(g.Moves)
				if source == "pgn" && i == 0 {
					want = 20 // the flag fell there
				}
				if setUp {
					want++
				}
				if len(kinds) != want || setUp != (len(kinds) > 0 && kinds[0] == laws.KindPosition) {
					t.Errorf("board %d: %v recorded, want %d events, set up %v\n%s", i+1, kinds, want, setUp, errs.String())
				}
			}
		})
	}
}
