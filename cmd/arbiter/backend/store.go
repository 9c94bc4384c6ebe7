package backend

import (
	"context"
	"fmt"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/exchange"
	"github.com/arbiterconsole/arbiter/storage/postgres"
)

// Store is the database an event runs on: a SQLite file (*storage.Store)
// for one console, or a PostgreSQL server (*postgres.Store) that several
// consoles share.
type Store interface {
	exchange.Reader // the event as exports and standings read it
	Tournaments(ctx context.Context) ([]storage.Tournament, error)
	BoardArbiters(ctx context.Context, boardID int64) ([]storage.Arbiter, error)
	CloseRound(ctx context.Context, roundID int64) (string, error)
	Round(ctx context.Context, id int64) (storage.Round, error)
	AddClockJump(ctx context.Context, at time.Time, by time.Duration) error
	VerifyRecords(ctx context.Context) ([]storage.RecordBreak, error)
	ReadOnly() bool
	Close() error
}

// writer is the store as imports and new events write to it: its
// changes grouped in transactions of the kind its database has.
func writer(s Store) (exchange.Events, error) {
	switch s := s.(type) {
	case *storage.Store:
		return exchange.Of(s), nil
	case *postgres.Store:
		return exchange.Of(s), nil
	}
	return nil, fmt.Errorf("backend: a store of type %T cannot group changes in one transaction", s)
}

// commandTimeout is how long a command may wait for the store: a server
// that does not answer in time leaves the board as it was, and the
// arbiter is told.
const commandTimeout = 5 * time.Second

func commandContext() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), commandTimeout)
}

// verifyRecords checks the store's sealed record log.
func verifyRecords(ctx context.Context, s Store) ([]storage.RecordBreak, error) {
	return s.VerifyRecords(ctx)
}
