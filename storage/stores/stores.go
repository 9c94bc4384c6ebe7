// Package stores opens an event's database from what the arbiter names:
// a file path is a SQLite file on this computer (package storage/sqlite),
// a postgres:// or postgresql:// URL an event on a PostgreSQL server that
// several consoles share (package storage/postgres). Callers get a
// storage.Store and never learn which; what only one kind can do is
// asked for as an optional interface (storage.Watcher,
// storage.FileStore).
package stores

import (
	"context"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/postgres"
	"github.com/arbiterconsole/arbiter/storage/sqlite"
)

// IsServer tells whether where names a PostgreSQL database rather than
// a file: postgres://... or postgresql://...
func IsServer(where string) bool {
	return strings.HasPrefix(where, "postgres://") || strings.HasPrefix(where, "postgresql://")
}

// Option changes how a store is opened.
type Option func(*config)

type config struct {
	clock func() time.Time
}

// WithClock sets the clock that stamps events without a wall time (and,
// for a file, names its backups); the default is time.Now.
func WithClock(now func() time.Time) Option {
	return func(c *config) { c.clock = now }
}

func configure(opts []Option) config {
	c := config{clock: time.Now}
	for _, o := range opts {
		o(&c)
	}
	return c
}

// Open opens an existing event for reading and writing. An older schema
// is upgraded (a file is backed up first); every game's hash chain is
// verified, and a broken one is a *storage.TamperError.
func Open(ctx context.Context, where string, opts ...Option) (storage.Store, error) {
	c := configure(opts)
	if IsServer(where) {
		return nonNil(postgres.Open(ctx, where, postgres.WithClock(c.clock)))
	}
	return nonNil(sqlite.Open(where, sqlite.WithClock(c.clock)))
}

// OpenOrCreate opens the event at where, making it on first use: a new
// file (and its folder), or the schema in an empty server database.
func OpenOrCreate(ctx context.Context, where string, opts ...Option) (storage.Store, error) {
	c := configure(opts)
	if IsServer(where) {
		return nonNil(postgres.OpenOrCreate(ctx, where, postgres.WithClock(c.clock)))
	}
	return nonNil(sqlite.OpenOrCreate(where, sqlite.WithClock(c.clock)))
}

// Create makes a new, empty event database at where and opens it: a file
// that does not exist yet, or an empty server database. One that exists
// already is storage.ErrExist.
func Create(ctx context.Context, where string, opts ...Option) (storage.Store, error) {
	c := configure(opts)
	if IsServer(where) {
		return nonNil(postgres.Create(ctx, where, postgres.WithClock(c.clock)))
	}
	return nonNil(sqlite.Create(where, sqlite.WithClock(c.clock)))
}

// OpenReadOnly opens the event at where for reading only, without
// upgrading it or verifying its chains: for checking and exporting an
// event that Open refused. Its writes fail with storage.ErrReadOnly.
func OpenReadOnly(ctx context.Context, where string, opts ...Option) (storage.Store, error) {
	c := configure(opts)
	if IsServer(where) {
		return nonNil(postgres.OpenReadOnly(ctx, where, postgres.WithClock(c.clock)))
	}
	return nonNil(sqlite.OpenReadOnly(where, sqlite.WithClock(c.clock)))
}

// nonNil keeps a failed open's nil pointer out of the interface, so that
// callers may test the store against nil.
func nonNil[S storage.Store](s S, err error) (storage.Store, error) {
	if err != nil {
		return nil, err
	}
	return s, nil
}

// DefaultPath is where the application keeps its event unless told
// otherwise: a file in the user's configuration folder.
func DefaultPath() (string, error) { return sqlite.DefaultPath() }
