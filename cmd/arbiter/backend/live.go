package backend

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// ErrServerAway is a command refused while the event's server cannot be
// reached: nothing is recorded, and the arbiter keeps the scoresheet
// until the console shows the server back.
var ErrServerAway = errors.New("the event's server cannot be reached; nothing was recorded: keep the scoresheet and enter it again when the server is back")

// Follow keeps the console in step with the other consoles on a shared
// server until ctx ends: a game with new events is folded again, any
// other change reloads the round, and OnChange's functions are called.
// While the server cannot be reached the event shows a notice and
// commands are refused with ErrServerAway; once it is back everything is
// read again, since what others did meanwhile was not heard. heard, if
// not nil, is called after each change is applied.
func (b *Backend) Follow(ctx context.Context, feed storage.Watcher, heard func()) error {
	return feed.Watch(ctx, time.Second, func(c storage.Change) {
		if shown, ok := b.apply(ctx, c); ok {
			b.changed(shown)
		}
		if heard != nil {
			heard()
		}
	})
}

// apply reads what a change says changed, without holding b.mu across
// the store's round trips, and then shows it under the lock. It returns
// what the console must redraw, and false when nothing: this console's
// own command coming back from the feed was redrawn when it was stored.
func (b *Backend) apply(ctx context.Context, c storage.Change) (view.Change, bool) {
	ctx, cancel := context.WithTimeout(ctx, commandTimeout)
	defer cancel()
	switch {
	case c.Lost:
		b.mu.Lock()
		b.away = view.Message{Key: "notice.server_away.lost"}
		b.mu.Unlock()
		return view.Change{}, true
	case c.Resync || c.Records:
		same, err := b.sameEvent(ctx)
		if err == nil && !same {
			b.mu.Lock()
			b.replaced = true
			b.away = view.Message{Key: "notice.server_away.other_event"}
			b.mu.Unlock()
			return view.Change{}, true
		}
		ev, err := b.readEvent(ctx)
		b.mu.Lock()
		defer b.mu.Unlock()
		if err != nil {
			b.away = view.Message{Key: "notice.server_away.reread", Params: map[string]any{"Error": err.Error()}}
			return view.Change{}, true
		}
		if b.replaced {
			return view.Change{}, true
		}
		b.away = view.Message{}
		keepNewer(ev, b.event)
		b.event = ev
		return view.Change{}, true
	case c.GameID != 0:
		b.mu.Lock()
		var copies []*board
		if b.event != nil {
			for _, bd := range b.event.boards {
				// A console's own command comes back with the head it
				// stored: the board shows it already.
				if bd.gameID == c.GameID && (c.Head == 0 || bd.game.Head < c.Head || bd.quarantine != "") {
					cp := *bd
					copies = append(copies, &cp)
				}
			}
		}
		b.mu.Unlock()
		var boards []int
		for _, cp := range copies {
			boards = append(boards, cp.number)
			if err := cp.reload(ctx, b.store); err != nil {
				b.quarantine(cp.gameID, fmt.Sprintf("reading the game again: %v", err))
				continue
			}
			b.publish(cp, true)
		}
		return view.Change{Boards: boards}, len(boards) > 0
	}
	return view.Change{}, false
}

// keepNewer keeps in ev, read from the store, the games of old that
// show more of their log: a command of this console may have been
// published between the read and now.
func keepNewer(ev, old *event) {
	if ev == nil || old == nil {
		return
	}
	for _, o := range old.boards {
		for _, bd := range ev.boards {
			if bd.gameID == o.gameID && o.game.Head > bd.game.Head && o.quarantine == "" {
				bd.game, bd.quarantine = o.game, ""
			}
		}
	}
}

// quarantine marks a game's boards unable to take commands, and why.
// It takes b.mu.
func (b *Backend) quarantine(gameID int64, why string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.event == nil {
		return
	}
	for _, bd := range b.event.boards {
		if bd.gameID == gameID {
			bd.quarantine = why
		}
	}
}

// identified is a store that says which event it holds (a server:
// postgres.Store.Identity), so that a console notices when the address it
// opened answers for another event.
type identified interface {
	Identity(ctx context.Context) (string, error)
}

// sameEvent tells whether the store still holds the event the console
// opened; a store that cannot tell, or held nothing to tell by, is taken
// at its word.
func (b *Backend) sameEvent(ctx context.Context) (bool, error) {
	id, ok := b.store.(identified)
	if !ok {
		return true, nil
	}
	now, err := id.Identity(ctx)
	if err != nil {
		return true, err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.identity == "" {
		b.identity = now
	}
	return now == "" || now == b.identity, nil
}

// reachable refuses commands while the server is away, and for good once
// it answers for another event. The caller holds b.mu.
func (b *Backend) reachable() error {
	if b.replaced {
		return fmt.Errorf("%w (%s)", storage.ErrReplaced, b.away.Key)
	}
	if b.away.Key != "" {
		return fmt.Errorf("%w (%s)", ErrServerAway, b.away.Key)
	}
	return nil
}
