package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/stores"
)

// createDB makes a new event database at a file path or in an empty
// PostgreSQL database, and a function that undoes it when the caller
// fails to fill it.
func createDB(ctx context.Context, where string) (storage.Store, func(), error) {
	s, err := stores.Create(ctx, where)
	if err != nil {
		return nil, nil, err
	}
	if _, ok := s.(storage.FileStore); ok {
		return s, func() { s.Close(); os.Remove(where) }, nil
	}
	return s, func() { s.Close() }, nil // an empty schema is harmless
}

// dbCopy copies a whole event between a file and a server (or two of
// either), ids and hash chains as they are. The source's chains must
// verify before, the copy's after, and the copy must read back equal.
func dbCopy(ctx context.Context, from, to string, stdout io.Writer) error {
	src, err := stores.OpenReadOnly(ctx, from)
	if err != nil {
		return err
	}
	defer src.Close()
	if breaks, err := src.VerifyChain(ctx); err != nil {
		return err
	} else if len(breaks) > 0 {
		return fmt.Errorf("%s: %w: %d game(s) with a broken hash chain (first: %s); not copied",
			src.Path(), storage.ErrTampered, len(breaks), breaks[0])
	}
	// The copy seals its records afresh: one changed outside Arbiter
	// Console would be laundered into the copy's record log.
	if records, err := src.VerifyRecords(ctx); err != nil {
		return err
	} else if len(records) > 0 {
		return fmt.Errorf("%s: %w: %d record(s) changed outside Arbiter Console (first: %s); not copied: db check lists them",
			src.Path(), storage.ErrTampered, len(records), records[0])
	}
	snap, err := src.Snapshot(ctx)
	if err != nil {
		return err
	}
	dst, undo, err := createDB(ctx, to)
	if err != nil {
		return err
	}
	err = func() error {
		if err := dst.Restore(ctx, snap); err != nil {
			return err
		}
		if breaks, err := dst.VerifyChain(ctx); err != nil {
			return err
		} else if len(breaks) > 0 {
			return fmt.Errorf("%s: the copy's hash chains do not verify (first: %s)", dst.Path(), breaks[0])
		}
		back, err := dst.Snapshot(ctx)
		if err != nil {
			return err
		}
		if !reflect.DeepEqual(back, snap) {
			return errors.New("the copy does not read back equal to the original")
		}
		return nil
	}()
	if err != nil {
		undo()
		return fmt.Errorf("copy %s to %s: %w", src.Path(), to, err)
	}
	fmt.Fprintf(stdout, "copied %s to %s: %d event(s), %d player(s), %d game(s), %d game event(s); hash chains verify on both sides\n",
		src.Path(), dst.Path(), len(snap.Tournaments), len(snap.Players), len(snap.Games), len(snap.Events))
	return dst.Close()
}

// verifyRecords checks the sealed record log and says how it is
// protected.
func verifyRecords(ctx context.Context, s storage.Store) (breaks []storage.RecordBreak, protection string, err error) {
	if breaks, err = s.VerifyRecords(ctx); err != nil {
		return nil, "", err
	}
	protection, err = s.RecordProtection(ctx)
	return breaks, protection, err
}

// openWritable opens a file path or a postgres:// URL for writing, making
// the event database first when create is set.
func openWritable(ctx context.Context, where string, create bool) (storage.Store, error) {
	if create {
		return stores.OpenOrCreate(ctx, where)
	}
	return stores.Open(ctx, where)
}
