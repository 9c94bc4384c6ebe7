package backend

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
)

// Store is the database an event runs on: a SQLite file (*storage.Store)
// for one console, or a PostgreSQL server (*postgres.Store) that several
// consoles share.
type Store interface {
	gamelog.Log
	Tournaments(ctx context.Context) ([]storage.Tournament, error)
	Players(ctx context.Context, tournamentID int64) ([]storage.Player, error)
	Arbiters(ctx context.Context, tournamentID int64) ([]storage.Arbiter, error)
	Rounds(ctx context.Context, tournamentID int64) ([]storage.Round, error)
	Games(ctx context.Context, roundID int64) ([]storage.Game, error)
	BoardArbiters(ctx context.Context, boardID int64) ([]storage.Arbiter, error)
	CloseRound(ctx context.Context, roundID int64) (string, error)
	Round(ctx context.Context, id int64) (storage.Round, error)
	AddClockJump(ctx context.Context, at time.Time, by time.Duration) error
	ReadOnly() bool
	Close() error
}

// ErrFileOnly is a feature that needs the event's SQLite file and is not
// there yet for an event on a server: setting an event up and exporting
// it. arbiterctl db copy moves the event to a file and back.
var ErrFileOnly = errors.New("not available on a server database yet; copy the event to a file with arbiterctl db copy")

// file is the store as a SQLite file, for what only a file does yet.
func (b *Backend) file(what string) (*storage.Store, error) {
	if f, ok := b.store.(*storage.Store); ok {
		return f, nil
	}
	return nil, fmt.Errorf("backend: %s: %w", what, ErrFileOnly)
}

// commandTimeout is how long a command may wait for the store: a server
// that does not answer in time leaves the board as it was, and the
// arbiter is told.
const commandTimeout = 5 * time.Second

func commandContext() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), commandTimeout)
}

// verifyRecords checks the sealed record log of a store that keeps one
// (the file does; a server database does not yet).
func verifyRecords(ctx context.Context, s Store) ([]storage.RecordBreak, error) {
	if v, ok := s.(interface {
		VerifyRecords(context.Context) ([]storage.RecordBreak, error)
	}); ok {
		return v.VerifyRecords(ctx)
	}
	return nil, nil
}
