package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
	"github.com/arbiterconsole/arbiter/storage/postgres"
)

// eventDB is what db check, events and copy need of a database: a SQLite
// file or a PostgreSQL server.
type eventDB interface {
	Path() string
	Summary(ctx context.Context) (storage.Summary, error)
	VerifyChain(ctx context.Context) ([]storage.ChainBreak, error)
	Events(ctx context.Context, gameID int64) ([]storage.EventRecord, error)
	Tournaments(ctx context.Context) ([]storage.Tournament, error)
	Rounds(ctx context.Context, tournamentID int64) ([]storage.Round, error)
	Games(ctx context.Context, roundID int64) ([]storage.Game, error)
	gamelog.Log
	Snapshot(ctx context.Context) (storage.Snapshot, error)
	Restore(ctx context.Context, snap storage.Snapshot) error
	Close() error
}

// openReadOnly opens a file path or a postgres:// URL for reading, without
// verifying its chains (the commands report breaks themselves).
func openReadOnly(ctx context.Context, where string) (eventDB, error) {
	if postgres.IsURL(where) {
		return postgres.OpenReadOnly(ctx, where)
	}
	return storage.OpenReadOnly(where)
}

// createDB makes a new event database at a file path or in an empty
// PostgreSQL database, and a function that undoes it when the caller
// fails to fill it.
func createDB(ctx context.Context, where string) (eventDB, func(), error) {
	if postgres.IsURL(where) {
		s, err := postgres.Create(ctx, where)
		if err != nil {
			return nil, nil, err
		}
		return s, func() { s.Close() }, nil // an empty schema is harmless
	}
	s, err := storage.Create(where)
	if err != nil {
		return nil, nil, err
	}
	return s, func() { s.Close(); os.Remove(where) }, nil
}

// dbCopy copies a whole event between a file and a server (or two of
// either), ids and hash chains as they are. The source's chains must
// verify before, the copy's after, and the copy must read back equal.
func dbCopy(ctx context.Context, from, to string, stdout io.Writer) error {
	src, err := openReadOnly(ctx, from)
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

// verifyRecords checks the sealed record log of a store that keeps one
// and says how it is protected, and tells whether it keeps one: a server
// database has none yet (see storage/postgres), only its game logs are
// chained.
func verifyRecords(ctx context.Context, s eventDB) (breaks []storage.RecordBreak, protection string, sealed bool, err error) {
	v, ok := s.(interface {
		VerifyRecords(context.Context) ([]storage.RecordBreak, error)
		RecordProtection(context.Context) (string, error)
	})
	if !ok {
		return nil, unsealedProtection, false, nil
	}
	if breaks, err = v.VerifyRecords(ctx); err != nil {
		return nil, "", true, err
	}
	protection, err = v.RecordProtection(ctx)
	return breaks, protection, true, err
}

// unsealedProtection is db check's protection line for a database whose
// records outside the game logs are not sealed.
const unsealedProtection = "game logs: SHA-256 hash chain; results, pairings and players: none yet on a server database"
