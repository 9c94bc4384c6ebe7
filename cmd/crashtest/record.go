package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
	"github.com/arbiterconsole/arbiter/storage/stores"
)

// script is the game a recording child plays on every new board: the
// clock started, six moves, then Black resigns, so that the last command
// writes the game's result with its event.
var script = []laws.Event{
	{Kind: laws.KindStart},
	{Kind: laws.KindMove, Payload: laws.Payload{Move: "e2e4"}},
	{Kind: laws.KindMove, Payload: laws.Payload{Move: "e7e5"}},
	{Kind: laws.KindMove, Payload: laws.Payload{Move: "g1f3"}},
	{Kind: laws.KindMove, Payload: laws.Payload{Move: "b8c6"}},
	{Kind: laws.KindMove, Payload: laws.Payload{Move: "f1b5"}},
	{Kind: laws.KindMove, Payload: laws.Payload{Move: "a7a6"}},
	{Kind: laws.KindResign, Payload: laws.Payload{Side: laws.Black}},
}

// recordMain records games as the console does, through the engine and
// gamelog.Game.Record, until it is killed: a new board and game, then
// each command of script. Before each command it writes
//
//	cmd GAME
//
// and after it is stored
//
//	ack MICROS GAME/SEQ:HASH [result=GAME:RESULT]
//
// so that the parent knows when a kill fell inside a command (between the
// engine's fold and the commit).
func recordMain(dbPath string, gameID int64, stdout, stderr io.Writer) int {
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
	round, err := s.Round(ctx, first.RoundID)
	if err != nil {
		return fail(err)
	}
	t, err := s.Tournament(ctx, round.TournamentID)
	if err != nil {
		return fail(err)
	}
	rules, control, err := gamelog.Rules(t)
	if err != nil {
		return fail(err)
	}
	boards, err := s.Boards(ctx, round.ID)
	if err != nil {
		return fail(err)
	}
	next := len(boards) + 1
	for ; ; next++ {
		id, err := addGame(ctx, s, storage.Board{RoundID: round.ID, Number: next, WhiteID: first.WhiteID, BlackID: first.BlackID})
		if err != nil {
			return fail(err)
		}
		g, err := gamelog.New(id, laws.Setup{Rules: rules, Control: control, Start: chess.StartPosition()})
		if err != nil {
			return fail(err)
		}
		at := time.Now().UTC().Truncate(time.Millisecond)
		for i, e := range script {
			e.At = at.Add(time.Duration(i) * time.Second)
			if _, err := fmt.Fprintf(stdout, "cmd %d\n", id); err != nil {
				return 1
			}
			start := time.Now()
			if _, err := g.Record(ctx, s, e); err != nil {
				return fail(err)
			}
			line := fmt.Appendf(nil, "ack %d %d/%d:%s", time.Since(start).Microseconds(), id, g.Head, g.HeadHash)
			if r := g.Result(); r.Over() {
				line = fmt.Appendf(line, " result=%d:%s", id, r.Outcome)
			}
			if _, err := stdout.Write(append(line, '\n')); err != nil {
				return 1
			}
		}
	}
}
