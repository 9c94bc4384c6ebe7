package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/cmd/internal/eboard"
	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/pgn"
	"github.com/arbiterconsole/arbiter/engine/tournament"
)

func init() {
	register(command{
		name:  "eboards",
		usage: "serve GAMES.pgn [--addr 127.0.0.1:1982] [--boards N] [--speed X] [--inject illegal,flag,fivefold,burst,kings,disconnect] [--pgn LIVE.pgn] [--trf OUT.trf] [--hold DURATION] [--for DURATION]",
		run:   runEBoards,
	})
}

// runEBoards stands in for DGT LiveChess: it replays real games on
// simulated e-boards and serves them through LiveChess's API.
func runEBoards(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("eboards")
	addr := fs.String("addr", eboard.DefaultAddr, "where to serve LiveChess's API")
	boards := fs.Int("boards", 0, "the number of e-boards (0: one per game)")
	speed := fs.Float64("speed", 1, "game seconds per second of replay")
	inject := fs.String("inject", "", "faults, comma-separated: "+strings.Join(eboard.Faults, ","))
	live := fs.String("pgn", "", "the live PGN written as the games go (default GAMES.live.pgn; - for none)")
	trf := fs.String("trf", "", "write the round's players and pairings (board i = game i) to this TRF file")
	dur := fs.Duration("for", 0, "stop after this long (0: when every game is over, or interrupted)")
	hold := fs.Duration("hold", 4*time.Second, "how long an injected illegal position or disconnection lasts, in real time")
	rest, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 2 || rest[0] != "serve" {
		return usageError{"want: eboards serve GAMES.pgn"}
	}
	if *speed <= 0 {
		return usageError{fmt.Sprintf("--speed %v: want a positive number", *speed)}
	}
	if *boards < 0 {
		return usageError{fmt.Sprintf("--boards %d: want a positive number", *boards)}
	}
	var faults []string
	for _, f := range strings.Split(*inject, ",") {
		if f = strings.TrimSpace(f); f != "" {
			faults = append(faults, f)
		}
	}
	games, err := readGames(rest[1])
	if err != nil {
		return err
	}
	livePath := *live
	switch livePath {
	case "":
		livePath = eboard.LivePGNPath(rest[1])
	case "-":
		livePath = ""
	}
	sim, err := eboard.NewSimulator(games, eboard.SimOptions{Boards: *boards, Speed: *speed, Inject: faults, LivePGN: livePath, Hold: *hold})
	if err != nil {
		return usageError{err.Error()}
	}
	if *trf != "" {
		if err := writeRoundTRF(*trf, sim.Games()); err != nil {
			return err
		}
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("eboards serve: %w", err)
	}
	srv := &http.Server{Handler: sim.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	defer srv.Close()
	enc := json.NewEncoder(stdout)
	enc.Encode(map[string]any{"livechess": "ws://" + ln.Addr().String() + eboard.APIPath, "boards": len(sim.Games()), "live_pgn": livePath})
	for _, p := range sim.Schedule() {
		enc.Encode(p)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if *dur > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *dur)
		defer cancel()
	}
	err = sim.Run(ctx)
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return nil
	}
	if err == nil && *dur == 0 {
		// Every game is over: keep serving the final positions until
		// interrupted, as LiveChess does.
		<-ctx.Done()
	}
	return err
}

// readGames reads the games to replay.
func readGames(path string) ([]*pgn.Game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("eboards serve: %w", err)
	}
	defer f.Close()
	r := pgn.NewReader(f, pgn.Options{SkipVariations: true})
	var games []*pgn.Game
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("eboards serve %s: game %d: %w", path, len(games)+1, err)
		}
		games = append(games, g)
	}
	if len(games) == 0 {
		return nil, fmt.Errorf("eboards serve %s: no games", path)
	}
	return games, nil
}

// writeRoundTRF writes round 1 of an event whose board i is game i:
// White of game i has start rank 2i-1, Black 2i.
func writeRoundTRF(path string, games []*pgn.Game) error {
	t := &tournament.Tournament{Event: tournament.Event{
		Name: "Arbiter Console e-board simulation", Venue: "Simulator", RoundCount: 1,
		TimeControl: roundTimeControl(games[0]),
	}}
	if d, err := tournament.ParseDate(strings.ReplaceAll(games[0].Tag("Date"), ".", "/")); err == nil {
		t.Event.Start, t.Event.End = d, d
	}
	round := tournament.Round{Number: 1, Date: t.Event.Start}
	for i, g := range games {
		w, b := 2*i+1, 2*i+2
		t.Players = append(t.Players,
			tournament.Player{StartRank: w, Name: playerName(g.Tag("White"), w), Rating: atoi(g.Tag("WhiteElo"))},
			tournament.Player{StartRank: b, Name: playerName(g.Tag("Black"), b), Rating: atoi(g.Tag("BlackElo"))})
		round.Pairings = append(round.Pairings, tournament.Pairing{Board: i + 1, White: w, Black: b})
	}
	t.Rounds = []tournament.Round{round}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("eboards serve --trf: %w", err)
	}
	if err := tournament.WriteTRF(f, t); err != nil {
		f.Close()
		return fmt.Errorf("eboards serve --trf %s: %w", path, err)
	}
	return f.Close()
}

// playerName is a game's player as a TRF name fits it: the name, or
// "Player N" when the tag is empty; names are cut to TRF's 33 columns.
func playerName(s string, rank int) string {
	s = strings.TrimSpace(s)
	if s == "" || s == "?" {
		s = "Player " + strconv.Itoa(rank)
	}
	if r := []rune(s); len(r) > 33 {
		s = string(r[:33])
	}
	return s
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// roundTimeControl is the time control the round's event is made with:
// game 1's TimeControl tag when the console can read it, else (a tag
// such as LiveChess's "90min + 30min/40 moves + 30s/move", "?", or none)
// the base its first clock reading shows, in whole minutes, with no
// increment: the e-board clocks are what the console follows anyway,
// and an event without a time control would follow no board.
func roundTimeControl(g *pgn.Game) string {
	tc := g.Tag("TimeControl")
	if c, err := clock.Parse(tc); err == nil && len(c.Stages) > 0 && c.Stages[0].Base > 0 {
		return tc
	}
	base := 90 * time.Minute
	if len(g.Moves) > 0 && g.Moves[0].HasClock && g.Moves[0].Clock >= time.Minute {
		base = g.Moves[0].Clock.Truncate(time.Minute)
	}
	return fmt.Sprintf("%d+0", int(base/time.Second))
}
