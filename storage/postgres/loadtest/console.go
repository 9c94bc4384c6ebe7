package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/postgres"
)

// The event's games: console c's board b is game gameID(c, b); the shared
// board is game 1.
func gameID(c config, console, board int) int64 {
	return int64(2 + console*c.boards + board)
}

// console records moves on its boards and prints one line per command the
// server acknowledged: "ack GAME SEQ MICROSECONDS". A command whose answer
// was lost (the server went away) is looked up once the server is back:
// stored means acknowledged, not stored means sent again.
func console(url string, slot int, c config, stdout io.Writer) error {
	ctx := context.Background()
	var s *postgres.Store
	var err error
	for range 100 { // the server may be down while this console starts
		if s, err = postgres.Open(ctx, url); err == nil {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	if err != nil {
		return err
	}
	defer s.Close()
	out := bufio.NewWriter(stdout)
	defer out.Flush()

	heads := make([]int64, c.boards)
	for b := range heads {
		// A restarted console carries on where the log is.
		if heads[b], err = fold(ctx, s, gameID(c, slot, b)); err != nil {
			return err
		}
	}
	n := 0
	for move := range c.moves {
		for b := range heads {
			if heads[b] > int64(move) {
				continue // recorded before this console was restarted
			}
			game := gameID(c, slot, b)
			payload := movePayload(slot, b, move)
			seq, lat, err := record(ctx, s, game, &heads[b], payload)
			if err != nil {
				return err
			}
			fmt.Fprintf(out, "ack %d %d %d\n", game, seq, lat.Microseconds())
			out.Flush()
			n++
			if n%c.sharedEvery == 0 {
				if err := shared(ctx, s, slot, n, out); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// record appends one move after *head, until it is stored. Its latency
// runs from the first try to the acknowledgement, across a server away.
func record(ctx context.Context, s *postgres.Store, game int64, head *int64, payload string) (int64, time.Duration, error) {
	start := time.Now()
	for {
		cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		got, err := s.Append(cctx, game, *head, []storage.EventRecord{{Kind: "move", Payload: []byte(payload)}}, storage.Ending{})
		cancel()
		if err == nil {
			*head = got[0].Seq
			return got[0].Seq, time.Since(start), nil
		}
		if errors.Is(err, storage.ErrConflict) {
			// A console killed with this move in flight may see it
			// committed only after its successor read the log: the move
			// is then there, stored once. Anything else is a fork.
			if seq, stored, lerr := lookUp(ctx, s, game, *head, payload); lerr == nil && stored {
				*head = seq
				return seq, time.Since(start), nil
			}
			return 0, 0, fmt.Errorf("game %d: only this console records on it, yet: %w", game, err)
		}
		// No answer: was it stored before the connection went?
		seq, stored, err := lookUp(ctx, s, game, *head, payload)
		if err != nil {
			return 0, 0, err
		}
		if stored {
			*head = seq
			return seq, time.Since(start), nil
		}
	}
}

// shared records on the board every console fights over: read the game,
// append after its head, and on a conflict read again and decide again.
func shared(ctx context.Context, s *postgres.Store, slot, n int, out *bufio.Writer) error {
	// A restarted console counts from 0 again: its process id tells
	// its commands from those of the one killed.
	payload := fmt.Sprintf(`{"console":%d,"pid":%d,"shared":%d}`, slot, os.Getpid(), n)
	for {
		head, err := fold(ctx, s, 1)
		if err != nil {
			time.Sleep(100 * time.Millisecond) // the server is away
			continue
		}
		start := time.Now()
		got, err := s.Append(ctx, 1, head, []storage.EventRecord{{Kind: "move", Payload: []byte(payload)}}, storage.Ending{})
		switch {
		case err == nil:
			fmt.Fprintf(out, "ack 1 %d %d\n", got[0].Seq, time.Since(start).Microseconds())
			return nil
		case errors.Is(err, storage.ErrConflict):
			fmt.Fprintln(out, "conflict")
			continue
		}
		seq, stored, err := lookUp(ctx, s, 1, head, payload)
		if err != nil {
			return err
		}
		if stored {
			fmt.Fprintf(out, "ack 1 %d %d\n", seq, time.Since(start).Microseconds())
			return nil
		}
	}
}

// fold reads a game's log as a console does when it opens the event or
// hears that the game changed (gamelog.Load), and returns its head.
func fold(ctx context.Context, s *postgres.Store, game int64) (int64, error) {
	var head int64
	err := s.Replay(ctx, game, func(e storage.EventRecord) error {
		head = e.Seq
		return nil
	})
	return head, err
}

// lookUp waits for the server and tells whether payload was stored after
// event after of game.
func lookUp(ctx context.Context, s *postgres.Store, game, after int64, payload string) (int64, bool, error) {
	for range 600 {
		evs, err := s.Events(ctx, game)
		if err != nil {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		for _, e := range evs[after:] {
			if string(e.Payload) == payload {
				return e.Seq, true, nil
			}
		}
		return 0, false, nil
	}
	return 0, false, fmt.Errorf("game %d: the server did not come back in a minute", game)
}

// movePayload is console slot's move number move on its board b.
func movePayload(slot, b, move int) string {
	return fmt.Sprintf(`{"console":%d,"board":%d,"move":%d}`, slot, b, move)
}
