package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"time"

	"github.com/arbiterconsole/arbiter/cmd/internal/eboard"
	engineboard "github.com/arbiterconsole/arbiter/engine/eboard"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// proposalJSON is one line db watch prints: a proposal the engine made on
// a feed's action, for the arbiter to confirm or override.
type proposalJSON struct {
	Board    int            `json:"board"`
	Ply      int            `json:"ply"`
	Key      string         `json:"key"`
	Articles []string       `json:"articles"`
	Proposed bool           `json:"proposed"`
	Edition  string         `json:"edition"`
	Source   string         `json:"source"`
	Effects  []view.Message `json:"effects,omitempty"`
	Params   map[string]any `json:"params,omitempty"`
	Text     string         `json:"text"`
}

// watchOptions are db watch's flags.
type watchOptions struct {
	livechess, pgn string
	mapping        map[string]int
	duration       time.Duration
}

// parseMap reads --map SERIAL=BOARD,...
func parseMap(s string) (map[string]int, error) {
	m, err := engineboard.ParseMap(s)
	if err != nil {
		return nil, usageError{"--map: " + err.Error()}
	}
	return m, nil
}

// dbWatch follows a feed into the event through the console's backend and
// prints every proposal as a JSON line, until --for has passed (or an
// interrupt).
func dbWatch(ctx context.Context, path string, o watchOptions, stdout, stderr io.Writer) error {
	if (o.livechess == "") == (o.pgn == "") {
		return usageError{"db watch: give one of --livechess URL or --pgn URL|FILE"}
	}
	b, closeBackend, err := openBackend(ctx, path, 0)
	if err != nil {
		return err
	}
	defer closeBackend()
	if len(b.Boards()) == 0 {
		return fmt.Errorf("db watch %s: the event has no round with boards to follow", path)
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt)
	defer stop()
	if o.duration > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, o.duration)
		defer cancel()
	}
	var out sync.Mutex
	enc := json.NewEncoder(stdout)
	v := eboard.NewVenue(b)
	v.OnProposal = func(p eboard.Proposal) {
		out.Lock()
		defer out.Unlock()
		r := p.Ruling
		enc.Encode(proposalJSON{Board: p.Board, Ply: p.Ply, Key: r.Key, Articles: r.Articles, Proposed: r.Proposed,
			Edition: r.Edition, Source: p.Source, Effects: r.Effects, Params: r.Params, Text: r.Text})
	}
	v.OnError = func(board int, err error) {
		out.Lock()
		defer out.Unlock()
		if board == 0 {
			fmt.Fprintln(stderr, err)
			return
		}
		fmt.Fprintf(stderr, "board %d: %v\n", board, err)
	}
	var done <-chan error
	if o.livechess != "" {
		done, err = v.FollowLiveChess(ctx, o.livechess, o.mapping)
	} else {
		done, err = v.FollowPGN(ctx, o.pgn, o.mapping)
	}
	if err != nil {
		return err
	}
	select {
	case err = <-done:
	case <-ctx.Done():
		v.Stop()
		err = nil
	}
	return err
}
