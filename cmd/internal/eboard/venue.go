package eboard

import (
	"context"
	"fmt"
	"maps"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/arbiterconsole/arbiter/engine/eboard"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// Round is the console's round as the venue needs it: a Console whose
// boards can be listed (the backend).
type Round interface {
	Console
	Boards() []view.BoardView
	// EBoardMap and SetEBoardMap keep the e-board map with the event,
	// so that a console that restarts follows the same boards.
	EBoardMap() (map[string]int, error)
	SetEBoardMap(map[string]int) error
}

// Venue is what the console follows at the venue: DGT LiveChess's
// e-boards or a live PGN, mapped to the round's boards. One source is
// followed at a time; following another stops the first. Its methods are
// safe for concurrent use and do their network work off the caller's
// goroutine, except listing LiveChess's e-boards (5 s at most).
type Venue struct {
	round Round
	// OnProposal, OnError and OnRecorded are passed to the watcher.
	OnProposal func(Proposal)
	OnError    func(board int, err error)
	OnRecorded func(board int, a eboard.Action, heard time.Time)

	mu        sync.Mutex
	stop      context.CancelFunc
	done      chan struct{}
	watcher   *Watcher
	mapping   map[string]int // e-board serial (or PGN game number) -> board
	following string         // "livechess ADDR", "pgn SOURCE"; "" when nothing
}

// NewVenue returns a venue feeding round.
func NewVenue(round Round) *Venue { return &Venue{round: round} }

// Following says what is followed: "livechess ADDR", "pgn SOURCE", or "".
func (v *Venue) Following() string {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.following
}

// Mapping is which e-board (serial) feeds which board.
func (v *Venue) Mapping() map[string]int {
	v.mu.Lock()
	defer v.mu.Unlock()
	return maps.Clone(v.mapping)
}

// Stop stops following and waits for the feed's goroutines.
func (v *Venue) Stop() {
	v.mu.Lock()
	stop, done := v.stop, v.done
	v.stop, v.done, v.watcher, v.following = nil, nil, nil, ""
	v.mu.Unlock()
	if stop != nil {
		stop()
		<-done
	}
}

// boards is the round's board numbers.
func (v *Venue) boards() map[int]bool {
	out := map[int]bool{}
	for _, b := range v.round.Boards() {
		out[b.Number] = true
	}
	return out
}

// start begins following with run, after stopping what was followed.
func (v *Venue) start(ctx context.Context, what string, mapping map[string]int, run func(ctx context.Context, w *Watcher) error) (<-chan error, error) {
	v.Stop()
	ctx, cancel := context.WithCancel(ctx)
	w := NewWatcher(ctx, v.round, eboard.Options{})
	w.OnProposal, w.OnError, w.OnRecorded = v.OnProposal, v.OnError, v.OnRecorded
	done := make(chan struct{})
	errs := make(chan error, 1)
	v.mu.Lock()
	v.stop, v.done, v.watcher, v.mapping, v.following = cancel, done, w, mapping, what
	v.mu.Unlock()
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
	go func() {
		defer close(done)
		err := run(ctx, w)
		w.Wait()
		if ctx.Err() != nil {
			err = nil
		}
		errs <- err
	}()
	return errs, nil
}

// FollowLiveChess follows DGT LiveChess at addr until ctx ends or Stop:
// the e-boards feed the boards mapping (serial -> board) gives, which the
// event then keeps; without one, the boards of the map the event keeps;
// without that, e-board i (by serial number) feeds board i. It returns
// once the e-boards are listed; the returned channel says how following
// ended.
func (v *Venue) FollowLiveChess(ctx context.Context, addr string, mapping map[string]int) (<-chan error, error) {
	c, err := NewClient(addr)
	if err != nil {
		return nil, err
	}
	if mapping != nil {
		if err := v.round.SetEBoardMap(mapping); err != nil {
			return nil, err
		}
	} else {
		kept, err := v.round.EBoardMap()
		if err != nil {
			return nil, err
		}
		mapping = kept
	}
	mapping = maps.Clone(mapping)
	if mapping == nil {
		lctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		list, err := c.EBoards(lctx)
		cancel()
		if err != nil {
			return nil, fmt.Errorf("listing DGT LiveChess's e-boards (is LiveChess running there?): %w", err)
		}
		serials := make([]string, len(list))
		for i, e := range list {
			serials[i] = e.SerialNr
		}
		sort.SliceStable(serials, func(i, j int) bool { return compareSerials(serials[i], serials[j]) < 0 })
		mapping = map[string]int{}
		for i, s := range serials {
			mapping[s] = i + 1
		}
	}
	boards := v.boards()
	for serial, n := range mapping {
		if !boards[n] {
			delete(mapping, serial)
		}
	}
	initial := maps.Clone(mapping)
	return v.start(ctx, "livechess "+c.URL(), mapping, func(ctx context.Context, w *Watcher) error {
		for serial, n := range initial {
			if err := w.Follow(n, "eboard:"+serial); err != nil {
				return err
			}
		}
		return c.Watch(ctx, func(u Update) {
			v.mu.Lock()
			n, ok := v.mapping[u.Serial]
			v.mu.Unlock()
			if !ok {
				return
			}
			if u.Err != nil && !u.Lost {
				if v.OnError != nil {
					v.OnError(n, u.Err)
				}
				return
			}
			w.Take(n, u.Reading, u.Lost)
		})
	})
}

// FollowPGN follows a live PGN until ctx ends or Stop: a game goes to the
// board its Board or Round "R.B" tag names, else to the board whose
// players' FIDE ids (WhiteFideId, BlackFideId) or names it gives, else
// game i to board i; mapping maps game numbers ("3") to boards.
func (v *Venue) FollowPGN(ctx context.Context, source string, mapping map[string]int) (<-chan error, error) {
	if strings.TrimSpace(source) == "" {
		return nil, fmt.Errorf("live pgn: no file or URL given")
	}
	players := map[string]int{}
	fide := map[[2]int64]int{}
	for _, b := range v.round.Boards() {
		players[nameKey(b.White.Name)+"|"+nameKey(b.Black.Name)] = b.Number
		if b.White.FIDEID != 0 && b.Black.FIDEID != 0 {
			fide[[2]int64{b.White.FIDEID, b.Black.FIDEID}] = b.Number
		}
	}
	boards := v.boards()
	f := &PGNFeed{Source: source}
	return v.start(ctx, "pgn "+source, mapping, func(ctx context.Context, w *Watcher) error {
		return f.Watch(ctx, func(games []PGNGame, err error) {
			if err != nil && v.OnError != nil {
				v.OnError(0, err)
			}
			for i, g := range games {
				n := g.Board
				if m, ok := mapping[strconv.Itoa(i+1)]; ok {
					n = m
				} else if n == 0 {
					if p, ok := fide[[2]int64{g.WhiteFIDE, g.BlackFIDE}]; ok && g.WhiteFIDE != 0 {
						n = p
					} else if p, ok := players[nameKey(g.White)+"|"+nameKey(g.Black)]; ok {
						n = p
					} else {
						n = i + 1
					}
				}
				if !boards[n] {
					continue
				}
				if g.Err != nil && v.OnError != nil {
					v.OnError(n, g.Err)
				}
				if err := w.Follow(n, fmt.Sprintf("pgn:%s#%d", source, i+1)); err != nil {
					if v.OnError != nil {
						v.OnError(n, err)
					}
					continue
				}
				w.Take(n, g.Reading, false)
			}
		})
	})
}

// Typed makes board number typed: its e-board no longer feeds it.
func (v *Venue) Typed(number int) error {
	v.mu.Lock()
	w := v.watcher
	for s, n := range v.mapping {
		if n == number {
			delete(v.mapping, s)
		}
	}
	kept, keep := maps.Clone(v.mapping), strings.HasPrefix(v.following, "livechess")
	v.mu.Unlock()
	if keep {
		if err := v.round.SetEBoardMap(kept); err != nil {
			return err
		}
	}
	if w == nil {
		return v.round.SetFeed(number, "")
	}
	return w.Unfollow(number)
}

// EBoard makes board number follow the e-board serial (from LiveChess,
// which must be followed).
func (v *Venue) EBoard(number int, serial string) error {
	serial = strings.TrimSpace(serial)
	v.mu.Lock()
	w := v.watcher
	if w == nil || !strings.HasPrefix(v.following, "livechess") {
		v.mu.Unlock()
		return fmt.Errorf("board %d: e-board %s: LiveChess is not followed", number, serial)
	}
	for s, n := range v.mapping {
		if n == number || s == serial {
			delete(v.mapping, s)
		}
	}
	v.mapping[serial] = number
	kept := maps.Clone(v.mapping)
	v.mu.Unlock()
	if err := v.round.SetEBoardMap(kept); err != nil {
		return err
	}
	if err := w.Unfollow(number); err != nil {
		return err
	}
	return w.Follow(number, "eboard:"+serial)
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
