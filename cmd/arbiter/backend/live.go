package backend

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/arbiterconsole/arbiter/storage/postgres"
)

// ErrServerAway is a command refused while the event's server cannot be
// reached: nothing is recorded, and the arbiter keeps the scoresheet
// until the console shows the server back.
var ErrServerAway = errors.New("the event's server cannot be reached; nothing was recorded: keep the scoresheet and enter it again when the server is back")

// Feed is a server's change feed (*postgres.Store has one).
type Feed interface {
	Watch(ctx context.Context, retry time.Duration, fn func(postgres.Change)) error
}

// Follow keeps the console in step with the other consoles on a shared
// server until ctx ends: a game with new events is folded again, any
// other change reloads the round, and OnChange's functions are called.
// While the server cannot be reached the event shows a notice and
// commands are refused with ErrServerAway; once it is back everything is
// read again, since what others did meanwhile was not heard. heard, if
// not nil, is called after each change is applied.
func (b *Backend) Follow(ctx context.Context, feed Feed, heard func()) error {
	return feed.Watch(ctx, time.Second, func(c postgres.Change) {
		b.apply(ctx, c)
		b.changed()
		if heard != nil {
			heard()
		}
	})
}

func (b *Backend) apply(ctx context.Context, c postgres.Change) {
	// The console reads the state under the same lock: a server that
	// stops answering halfway must not hold it for long.
	ctx, cancel := context.WithTimeout(ctx, commandTimeout)
	defer cancel()
	b.mu.Lock()
	defer b.mu.Unlock()
	switch {
	case c.Lost:
		b.away = "the connection to the server was lost"
	case c.Resync || c.Records:
		b.away = ""
		if err := b.load(ctx); err != nil {
			b.away = fmt.Sprintf("reading the event again: %v", err)
		}
	case c.GameID != 0 && b.event != nil:
		for _, bd := range b.event.boards {
			if bd.gameID == c.GameID {
				if err := bd.reload(ctx, b.store); err != nil {
					bd.quarantine = fmt.Sprintf("reading the game again: %v", err)
				}
			}
		}
	}
}

// reachable refuses commands while the server is away. The caller holds
// b.mu.
func (b *Backend) reachable() error {
	if b.away != "" {
		return fmt.Errorf("%w (%s)", ErrServerAway, b.away)
	}
	return nil
}
