package backend

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/stores"
)

// Open opens the event at path for the console, creating it on first
// use: a file path or a postgres:// URL (see storage/stores). When it
// cannot be written - another program holds it, the file, folder or
// medium is read-only, or a game's hash chain is broken - it is opened
// read-only instead: the returned backend shows the event with the reason
// as a notice (a game whose chain is broken as a quarantined board, the
// others as they are) and the store refuses every command. readOnly is
// that reason (the error that prevented writing), nil for a writable
// database. A store other consoles change too (a server) is followed
// until the backend is closed. The store belongs to the caller, who
// closes the backend first.
func Open(ctx context.Context, path string, opts ...Option) (b *Backend, store storage.Store, readOnly error, err error) {
	s, err := stores.OpenOrCreate(ctx, path)
	if errors.Is(err, storage.ErrLocked) || errors.Is(err, storage.ErrNotWritable) || errors.Is(err, storage.ErrTampered) {
		readOnly = err
		if s, err = stores.OpenReadOnly(ctx, path); err != nil {
			return nil, nil, nil, errors.Join(readOnly, err)
		}
		opts = append(opts, readOnlyBecause(readOnly))
	}
	if err != nil {
		return nil, nil, nil, err
	}
	if b, err = New(ctx, s, opts...); err != nil {
		s.Close()
		return nil, nil, nil, err
	}
	if w, ok := s.(storage.Watcher); ok {
		b.followStore(w)
	}
	return b, s, readOnly, nil
}

// followStore keeps b in step with the other consoles changing its store
// until b is closed.
func (b *Backend) followStore(w storage.Watcher) {
	fctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	b.stopFollow = func() { stop(); <-done }
	// The console is live once it listens (or knows the server away):
	// wait for that, so that no commit falls between the load and the feed.
	heard := make(chan struct{})
	var once sync.Once
	go func() {
		defer close(done)
		b.Follow(fctx, w, func() { once.Do(func() { close(heard) }) })
	}()
	select {
	case <-heard:
	case <-time.After(commandTimeout):
	}
}
