package eboard

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/arbiterconsole/arbiter/engine/eboard"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// Console is what the watcher needs of the running event: the backend's
// feed methods (cmd/arbiter/backend, feed.go).
type Console interface {
	SetFeed(number int, source string) error
	FeedRecord(number int) (eboard.Record, error)
	RecordFeed(number int, a eboard.Action) ([]view.RulingView, error)
	ShowFeed(number int, st eboard.Status, c *eboard.Clock)
}

// Proposal is a proposal the engine made on a feed's action.
type Proposal struct {
	Board  int
	Ply    int // the ply the game is at after the action, from its start (a set-up position installed first is no ply)
	Source string
	Ruling view.RulingView
}

// Watcher feeds the boards' readings into the console, one goroutine per
// board so that one slow board holds up no other, each board's readings
// in order.
type Watcher struct {
	console Console
	opts    eboard.Options
	// OnProposal is called for every proposal, from the board's goroutine.
	OnProposal func(Proposal)
	// OnRecorded is called after each action is stored, with the
	// instant of the reading that caused it.
	OnRecorded func(board int, a eboard.Action, heard time.Time)
	// OnError is called for what could not be recorded.
	OnError func(board int, err error)

	mu     sync.Mutex
	boards map[int]*watched
	wg     sync.WaitGroup
	ctx    context.Context
}

type watched struct {
	number  int
	source  string
	in      chan input
	f       *eboard.Follower
	lastErr string // the last error reported: the same one is not repeated every tick
}

type input struct {
	r    eboard.Reading
	lost bool
}

// NewWatcher returns a watcher feeding console until ctx ends.
func NewWatcher(ctx context.Context, console Console, o eboard.Options) *Watcher {
	return &Watcher{console: console, opts: o, boards: map[int]*watched{}, ctx: ctx}
}

// Follow makes board number follow source; its readings are then given
// with Take.
func (w *Watcher) Follow(number int, source string) error {
	if err := w.console.SetFeed(number, source); err != nil {
		return err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, ok := w.boards[number]; ok {
		return nil
	}
	b := &watched{number: number, source: source, in: make(chan input, 256), f: eboard.Follow(w.opts)}
	w.boards[number] = b
	w.wg.Add(1)
	go w.run(b)
	return nil
}

// Unfollow stops feeding board number: it is typed again.
func (w *Watcher) Unfollow(number int) error {
	w.mu.Lock()
	delete(w.boards, number) // its goroutine ends when ctx does
	w.mu.Unlock()
	return w.console.SetFeed(number, "")
}

// Take gives board number a reading, or says it is lost.
func (w *Watcher) Take(number int, r eboard.Reading, lost bool) {
	w.mu.Lock()
	b := w.boards[number]
	w.mu.Unlock()
	if b == nil {
		return
	}
	select {
	case b.in <- input{r: r, lost: lost}:
	case <-w.ctx.Done():
	}
}

// Tick lets time pass on every board (stability, status).
func (w *Watcher) Tick(now time.Time) {
	w.mu.Lock()
	bs := make([]*watched, 0, len(w.boards))
	for _, b := range w.boards {
		bs = append(bs, b)
	}
	w.mu.Unlock()
	for _, b := range bs {
		select {
		case b.in <- input{r: eboard.Reading{At: now}}:
		default: // the board is busy with readings: it needs no tick
		}
	}
}

// Wait waits for every board's goroutine after ctx ended.
func (w *Watcher) Wait() { w.wg.Wait() }

func (w *Watcher) run(b *watched) {
	defer w.wg.Done()
	lost := false
	for {
		select {
		case <-w.ctx.Done():
			return
		case in := <-b.in:
			if in.lost {
				// The wall runs the last clock reading on meanwhile.
				lost = true
				w.console.ShowFeed(b.number, eboard.Status{Key: eboard.StatusDisconnected}, nil)
				continue
			}
			if in.r.Board != nil || in.r.Clock != nil || in.r.SAN != nil {
				lost = false
			}
			if lost {
				continue
			}
			w.step(b, in.r)
		}
	}
}

// step takes one reading on a board.
func (w *Watcher) step(b *watched, r eboard.Reading) {
	rec, err := w.console.FeedRecord(b.number)
	if err != nil {
		if err.Error() != b.lastErr {
			b.lastErr = err.Error()
			w.fail(b.number, err)
		}
		return
	}
	acts, st := b.f.Step(rec, r)
	for i, a := range acts {
		rulings, err := w.console.RecordFeed(b.number, a)
		if err != nil {
			// What was not recorded is said again at the next step.
			for _, left := range acts[i:] {
				b.f.Failed(left)
			}
			if errors.Is(err, eboard.ErrBehind) {
				break
			}
			st = eboard.Status{Key: eboard.StatusError, Params: map[string]any{"Error": reason(b.number, err)}}
			if err.Error() != b.lastErr {
				b.lastErr = err.Error()
				w.fail(b.number, err)
			}
			break
		}
		b.lastErr = ""
		if w.OnRecorded != nil {
			w.OnRecorded(b.number, a, r.At)
		}
		// The game's own ply: a set-up position installed first is none.
		ply := a.Ply - a.Base
		if a.Kind == eboard.ActMove {
			ply++
		}
		for _, rv := range rulings {
			if rv.Proposed && w.OnProposal != nil {
				w.OnProposal(Proposal{Board: b.number, Ply: ply, Source: b.source, Ruling: rv})
			}
		}
	}
	c, ok := b.f.Clock()
	var cp *eboard.Clock
	if ok {
		cp = &c
	}
	w.console.ShowFeed(b.number, st, cp)
}

func (w *Watcher) fail(board int, err error) {
	if w.OnError != nil {
		w.OnError(board, err)
	}
}

// reason is why a feed's action was not recorded, as the arbiter reads
// it: the console's refusal (a key and parameters), or, for an error
// that has none, its text inside the translated "refusal.reason".
func reason(number int, err error) view.Message {
	var r *view.Refusal
	if errors.As(err, &r) {
		return r.Message
	}
	return view.Message{Key: "refusal.reason", Params: map[string]any{"Board": number, "Reason": err.Error()}}
}
