package backend

import (
	"context"
	"errors"

	"github.com/arbiterconsole/arbiter/storage"
)

// Open opens the database at path for the console, creating it on first
// use. When it cannot be written - another program holds it, or the file,
// folder or medium is read-only - it is opened read-only instead: the
// returned backend shows the event with the reason as a notice and the
// store refuses every command. readOnly is that reason (the error that
// prevented writing), nil for a writable database. The store belongs to
// the caller.
func Open(ctx context.Context, path string, opts ...Option) (b *Backend, s *storage.Store, readOnly error, err error) {
	s, err = storage.OpenOrCreate(path)
	if errors.Is(err, storage.ErrLocked) || errors.Is(err, storage.ErrNotWritable) {
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
