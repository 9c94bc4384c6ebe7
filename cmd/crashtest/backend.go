package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/stores"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// commands is the game a backend child plays on every new board, as an
// arbiter enters it: the clock, six moves, Black resigns.
var commands = []view.Command{
	{Kind: view.CmdStartClock},
	{Kind: view.CmdMove, Move: "e2e4"},
	{Kind: view.CmdMove, Move: "e7e5"},
	{Kind: view.CmdMove, Move: "g1f3"},
	{Kind: view.CmdMove, Move: "b8c6"},
	{Kind: view.CmdMove, Move: "f1b5"},
	{Kind: view.CmdMove, Move: "a7a6"},
	{Kind: view.CmdResign, Side: view.Black},
}

// backendMain drives the console's backend as the GUI does, through
// Backend.Do, until it is killed: a new board and game, a backend that
// loads the round (the run's first game, written by append children,
// shows as a quarantined board), then each command. It writes the same
// cmd and ack lines as recordMain; the ack names the head the store holds
// once Do has returned.
func backendMain(dbPath string, gameID int64, stdout, stderr io.Writer) int {
	fail := func(err error) int {
		fmt.Fprintln(stderr, "crashtest child:", err)
		return 1
	}
	s, err := stores.Open(context.Background(), dbPath)
	if err != nil {
		return fail(err)
	}
	defer s.Close()
	ctx := context.Background()
	first, err := s.Game(ctx, gameID)
	if err != nil {
		return fail(err)
	}
	for {
		boards, err := s.Boards(ctx, first.RoundID)
		if err != nil {
			return fail(err)
		}
		number := len(boards) + 1
		id, err := addGame(ctx, s, storage.Board{RoundID: first.RoundID, Number: number, WhiteID: first.WhiteID, BlackID: first.BlackID})
		if err != nil {
			return fail(err)
		}
		b, err := backend.New(ctx, s)
		if err != nil {
			return fail(err)
		}
		for _, c := range commands {
			if _, err := fmt.Fprintf(stdout, "cmd %d\n", id); err != nil {
				return 1
			}
			start := time.Now()
			if _, err := b.Do(number, c); err != nil {
				return fail(fmt.Errorf("board %d: %s: %w", number, c.Kind, err))
			}
			lat := time.Since(start)
			events, err := s.Events(ctx, id)
			if err != nil {
				return fail(err)
			}
			g, err := s.Game(ctx, id)
			if err != nil {
				return fail(err)
			}
			last := events[len(events)-1]
			line := fmt.Appendf(nil, "ack %d %d/%d:%s", lat.Microseconds(), id, last.Seq, last.Hash)
			if g.Result != "*" {
				line = fmt.Appendf(line, " result=%d:%s", id, g.Result)
			}
			if _, err := stdout.Write(append(line, '\n')); err != nil {
				return 1
			}
		}
	}
}
