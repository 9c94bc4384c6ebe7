package backend

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/postgres"
)

// Open opens the database at path for the console, creating it on first
// use. When it cannot be written - another program holds it, the file,
// folder or medium is read-only, or a game's hash chain is broken - it is
// opened read-only instead: the returned backend shows the event with the
// reason as a notice (a game whose chain is broken as a quarantined
// board, the others as they are) and the store refuses every command. readOnly is that reason (the error that
// prevented writing), nil for a writable database. The store belongs to
// the caller.
//
// A postgres:// URL opens the event on that server instead (see
// OpenServer).
func Open(ctx context.Context, path string, opts ...Option) (b *Backend, store Store, readOnly error, err error) {
	if postgres.IsURL(path) {
		b, store, err = OpenServer(ctx, path, opts...)
		return b, store, nil, err
	}
	s, err := storage.OpenOrCreate(path)
	if errors.Is(err, storage.ErrLocked) || errors.Is(err, storage.ErrNotWritable) || errors.Is(err, storage.ErrTampered) {
		readOnly = err
		if s, err = storage.OpenReadOnly(path); err != nil {
			return nil, nil, nil, errors.Join(readOnly, err)
		}
		opts = append(opts, ReadOnly(readOnly.Error()))
	}
	if err != nil {
		return nil, nil, nil, err
	}
	if b, err = New(ctx, s, opts...); err != nil {
		s.Close()
		return nil, nil, nil, err
	}
	return b, s, readOnly, nil
}

// OpenServer opens the event in the PostgreSQL database at url, making
// it on first use of an empty database, and follows the other consoles'
// changes until the backend is closed. The store belongs to the caller,
// who closes the backend first.
func OpenServer(ctx context.Context, url string, opts ...Option) (*Backend, Store, error) {
	s, err := postgres.OpenOrCreate(ctx, url)
	if err != nil {
		return nil, nil, err
	}
	b, err := New(ctx, s, opts...)
	if err != nil {
		s.Close()
		return nil, nil, err
	}
	fctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	b.stopFollow = func() { stop(); <-done }
	// The console is live once it listens (or knows the server away):
	// wait for that, so that no commit falls between the load and the feed.
	heard := make(chan struct{})
	var once sync.Once
	go func() {
		defer close(done)
		b.Follow(fctx, s, func() { once.Do(func() { close(heard) }) })
	}()
	select {
	case <-heard:
	case <-time.After(commandTimeout):
	}
	return b, s, nil
}
