package main

import (
	"context"
	"encoding/hex"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/stores"
)

const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// setUp creates the database with one event, round, board and game, or
// reuses the game of an earlier run in the same folder.
func setUp(dbPath string) (int64, error) {
	s, err := stores.OpenOrCreate(context.Background(), dbPath)
	if err != nil {
		return 0, err
	}
	defer s.Close()
	ctx := context.Background()
	if ts, err := s.Tournaments(ctx); err != nil {
		return 0, err
	} else if len(ts) > 0 {
		rs, err := s.Rounds(ctx, ts[0].ID)
		if err != nil || len(rs) == 0 {
			return 0, fmt.Errorf("%s: earlier run left no round (%v)", dbPath, err)
		}
		gs, err := s.Games(ctx, rs[0].ID)
		if err != nil || len(gs) == 0 {
			return 0, fmt.Errorf("%s: earlier run left no game (%v)", dbPath, err)
		}
		return gs[0].ID, nil
	}
	return storage.UpdateValue(ctx, s.Update, func(tx storage.Tx) (int64, error) {
		t, err := tx.AddTournament(ctx, storage.Tournament{Name: "Crash test " + filepath.Base(dbPath),
			Rules: storage.RuleSet{Edition: "2018", GameType: "blitz", Supervision: "A.4"}, TimeControl: "3+2"})
		if err != nil {
			return 0, err
		}
		white, err := tx.AddPlayer(ctx, storage.Player{TournamentID: t, Name: "White"})
		if err != nil {
			return 0, err
		}
		black, err := tx.AddPlayer(ctx, storage.Player{TournamentID: t, Name: "Black"})
		if err != nil {
			return 0, err
		}
		r, err := tx.AddRound(ctx, t, 1)
		if err != nil {
			return 0, err
		}
		b, err := tx.AddBoard(ctx, storage.Board{RoundID: r, Number: 1, WhiteID: white, BlackID: black})
		if err != nil {
			return 0, err
		}
		return tx.AddGame(ctx, b, startFEN)
	})
}

// addGame adds a board and a game on it from the start, in one
// transaction.
func addGame(ctx context.Context, s storage.Store, b storage.Board) (int64, error) {
	return storage.UpdateValue(ctx, s.Update, func(tx storage.Tx) (int64, error) {
		board, err := tx.AddBoard(ctx, b)
		if err != nil {
			return 0, err
		}
		return tx.AddGame(ctx, board, startFEN)
	})
}

// childMain appends batches of one to three events until it is killed,
// writing one line per acknowledged batch to stdout after Append returned:
//
//	ack MICROS SEQ:HASH [SEQ:HASH ...]
func childMain(dbPath string, gameID int64, stdout, stderr io.Writer) int {
	s, err := stores.Open(context.Background(), dbPath)
	if err != nil {
		fmt.Fprintln(stderr, "crashtest child:", err)
		return 1
	}
	defer s.Close()
	ctx := context.Background()
	g, err := s.Game(ctx, gameID)
	if err != nil {
		fmt.Fprintln(stderr, "crashtest child:", err)
		return 1
	}
	head := g.Events
	for i := 0; ; i++ {
		batch := make([]storage.EventRecord, 1+i%3)
		for j := range batch {
			batch[j] = storage.EventRecord{Kind: "move", Payload: fmt.Appendf(nil, `{"n":%d,"clock_ms":%d}`, i, 180000-i)}
		}
		start := time.Now()
		got, err := s.Append(ctx, gameID, head, batch, storage.Ending{})
		if err != nil {
			fmt.Fprintln(stderr, "crashtest child:", err)
			return 1
		}
		head += int64(len(got))
		line := fmt.Appendf(nil, "ack %d", time.Since(start).Microseconds())
		for _, e := range got {
			line = fmt.Appendf(line, " %d:%s", e.Seq, e.Hash)
		}
		line = append(line, '\n')
		if _, err := stdout.Write(line); err != nil {
			return 1
		}
	}
}

// ackLine is one parsed line of a child's output:
//
//	ack MICROS [GAME/]SEQ:HASH ... [result=GAME:RESULT]
//
// An event without GAME belongs to the run's first game.
type ackLine struct {
	latency time.Duration
	events  []struct {
		game, seq int64
		hash      storage.Hash
	}
	resultGame int64
	result     string
}

func parseLine(text string) (ackLine, error) {
	l, err := parseFields(text)
	if err != nil {
		return ackLine{}, err
	}
	return l, nil
}

func parseFields(text string) (ackLine, error) {
	var l ackLine
	fields := strings.Fields(text)
	if len(fields) < 3 || fields[0] != "ack" {
		return l, fmt.Errorf("child wrote %q, want an ack line", text)
	}
	us, err := strconv.ParseInt(fields[1], 10, 64)
	if err != nil {
		return l, fmt.Errorf("child wrote %q: latency: %w", text, err)
	}
	l.latency = time.Duration(us) * time.Microsecond
	for _, f := range fields[2:] {
		if r, ok := strings.CutPrefix(f, "result="); ok {
			gameText, result, _ := strings.Cut(r, ":")
			game, err := strconv.ParseInt(gameText, 10, 64)
			if err != nil || game <= 0 || result == "" {
				return l, fmt.Errorf("child wrote %q: bad result %q", text, f)
			}
			l.resultGame, l.result = game, result
			continue
		}
		key, hashText, _ := strings.Cut(f, ":")
		var game int64
		if g, s, ok := strings.Cut(key, "/"); ok {
			if game, err = strconv.ParseInt(g, 10, 64); err != nil || game <= 0 {
				return l, fmt.Errorf("child wrote %q: bad game in %q", text, f)
			}
			key = s
		}
		seq, err := strconv.ParseInt(key, 10, 64)
		h, herr := hex.DecodeString(hashText)
		if err != nil || herr != nil || len(h) != len(storage.Hash{}) {
			return l, fmt.Errorf("child wrote %q: bad event %q", text, f)
		}
		e := struct {
			game, seq int64
			hash      storage.Hash
		}{game: game, seq: seq}
		copy(e.hash[:], h)
		l.events = append(l.events, e)
	}
	return l, nil
}
