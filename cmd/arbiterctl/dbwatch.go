package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/cmd/internal/eboard"
	engine "github.com/arbiterconsole/arbiter/engine/eboard"
	"github.com/arbiterconsole/arbiter/ui/view"
)

func init() { eboard.ErrBehind = backend.ErrFeedBehind }

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
	Side     string         `json:"side,omitempty"`
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
	if s == "" {
		return nil, nil
	}
	m := map[string]int{}
	boards := map[int]string{}
	for _, pair := range strings.Split(s, ",") {
		serial, board, ok := strings.Cut(strings.TrimSpace(pair), "=")
		n, err := strconv.Atoi(strings.TrimSpace(board))
		serial = strings.TrimSpace(serial)
		if !ok || serial == "" || err != nil || n <= 0 {
			return nil, usageError{fmt.Sprintf("--map: %q is not SERIAL=BOARD with a board number from 1", pair)}
		}
		if _, dup := m[serial]; dup {
			return nil, usageError{fmt.Sprintf("--map: e-board %s is mapped twice", serial)}
		}
		if other, dup := boards[n]; dup {
			return nil, usageError{fmt.Sprintf("--map: board %d is fed by both %s and %s", n, other, serial)}
		}
		m[serial], boards[n] = n, serial
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
	s, _, err := openWritable(ctx, path, false)
	if err != nil {
		return err
	}
	defer s.Close()
	b, err := backend.New(ctx, s)
	if err != nil {
		return err
	}
	defer b.Close()
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
	w := eboard.NewWatcher(ctx, b, engine.Options{})
	w.OnProposal = func(p eboard.Proposal) {
		out.Lock()
		defer out.Unlock()
		r := p.Ruling
		side, _ := r.Params["side"].(string)
		enc.Encode(proposalJSON{Board: p.Board, Ply: p.Ply, Key: r.Key, Articles: r.Articles, Proposed: r.Proposed,
			Edition: r.Edition, Source: p.Source, Side: side, Effects: r.Effects, Params: r.Params, Text: r.Text})
	}
	w.OnError = func(board int, err error) {
		out.Lock()
		defer out.Unlock()
		fmt.Fprintf(stderr, "board %d: %v\n", board, err)
	}
	boards := map[int]bool{}
	for _, v := range b.Boards() {
		boards[v.Number] = true
	}
	go func() {
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case now := <-t.C:
				w.Tick(now)
			}
		}
	}()
	if o.livechess != "" {
		err = watchLiveChess(ctx, w, o, boards, stderr)
	} else {
		err = watchPGN(ctx, w, o, boards, b, stderr)
	}
	w.Wait()
	if ctx.Err() != nil {
		return nil
	}
	return err
}

// watchLiveChess follows LiveChess's e-boards: e-board i (by serial
// number) feeds board i unless mapped.
func watchLiveChess(ctx context.Context, w *eboard.Watcher, o watchOptions, boards map[int]bool, stderr io.Writer) error {
	c, err := eboard.NewClient(o.livechess)
	if err != nil {
		return usageError{err.Error()}
	}
	mapping := o.mapping
	if mapping == nil {
		list, err := c.EBoards(ctx)
		if err != nil {
			return err
		}
		serials := make([]string, len(list))
		for i, e := range list {
			serials[i] = e.SerialNr
		}
		sort.SliceStable(serials, func(i, j int) bool { return lessSerial(serials[i], serials[j]) })
		mapping = map[string]int{}
		for i, s := range serials {
			mapping[s] = i + 1
		}
	}
	for serial, n := range mapping {
		if !boards[n] {
			fmt.Fprintf(stderr, "e-board %s: board %d is not in the round; not followed\n", serial, n)
			continue
		}
		if err := w.Follow(n, "eboard:"+serial); err != nil {
			return err
		}
	}
	return c.Watch(ctx, func(u eboard.Update) {
		n, ok := mapping[u.Serial]
		if !ok || !boards[n] {
			return
		}
		if u.Err != nil {
			fmt.Fprintf(stderr, "e-board %s: %v\n", u.Serial, u.Err)
			if !u.Lost {
				return
			}
		}
		w.Take(n, u.Reading, u.Lost)
	})
}

func lessSerial(a, b string) bool {
	x, errx := strconv.Atoi(a)
	y, erry := strconv.Atoi(b)
	if errx == nil && erry == nil {
		return x < y
	}
	return a < b
}

// watchPGN follows a live PGN: a game goes to the board its Board or
// Round tag names, else to the board whose players it names, else game i
// to board i; --map N=BOARD maps game N of the file.
func watchPGN(ctx context.Context, w *eboard.Watcher, o watchOptions, boards map[int]bool, b *backend.Backend, stderr io.Writer) error {
	players := map[string]int{}
	for _, v := range b.Boards() {
		players[nameKey(v.White.Name)+"|"+nameKey(v.Black.Name)] = v.Number
	}
	f := &eboard.PGNFeed{Source: o.pgn}
	return f.Watch(ctx, func(games []eboard.PGNGame, err error) {
		if err != nil {
			fmt.Fprintf(stderr, "%v\n", err)
		}
		for i, g := range games {
			n := g.Board
			if m, ok := o.mapping[strconv.Itoa(i+1)]; ok {
				n = m
			} else if n == 0 {
				if p, ok := players[nameKey(g.White)+"|"+nameKey(g.Black)]; ok {
					n = p
				} else {
					n = i + 1
				}
			}
			if !boards[n] {
				continue
			}
			if err := w.Follow(n, fmt.Sprintf("pgn:%s#%d", o.pgn, i+1)); err != nil {
				fmt.Fprintf(stderr, "board %d: %v\n", n, err)
				continue
			}
			w.Take(n, g.Reading, false)
		}
	})
}

// nameKey is a player's name as matched: letters only, lower case.
func nameKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r > 127 {
			b.WriteRune(r)
		}
	}
	return b.String()
}
