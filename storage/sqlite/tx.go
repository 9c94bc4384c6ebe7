package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/arbiterconsole/arbiter/storage"
)

// Tx is a group of changes that Store.Update commits together or not at
// all, such as an event imported with its players and pairings. Its
// methods are those of storage.Tx.
type Tx struct {
	tx *sql.Tx
	k  *sealer // seals the heads of the games it writes; nil without a key
}

// Update runs fn in one transaction and commits it if fn returns nil. The
// commit is durable when Update returns.
func (s *Store) Update(ctx context.Context, fn func(storage.Tx) error) error {
	return s.update(ctx, func(tx *Tx) error { return fn(tx) })
}

func (s *Store) update(ctx context.Context, fn func(*Tx) error) error {
	return s.write(ctx, func(tx *sql.Tx, k *sealer) error { return fn(&Tx{tx: tx, k: k}) })
}

// inTx runs one Tx method in a transaction of its own.
func inTx[T any](ctx context.Context, s *Store, fn func(*Tx) (T, error)) (T, error) {
	return storage.UpdateValue(ctx, s.update, fn)
}

// write runs fn in one immediate transaction on the writer and commits.
// fn's errors are returned as they are: each operation words its own. k
// seals what fn writes (nil on a file without a key).
func (s *Store) write(ctx context.Context, fn func(tx *sql.Tx, k *sealer) error) error {
	return s.writeSealed(ctx, false, fn)
}

// writeSealed is write; sealFile makes the file's seal when it has none
// (db protect), else a file without one stays without.
func (s *Store) writeSealed(ctx context.Context, sealFile bool, fn func(*sql.Tx, *sealer) error) error {
	if s.w == nil {
		return fmt.Errorf("storage: %s: %w", s.path, storage.ErrReadOnly)
	}
	// One write at a time (the pool has one connection anyway), so that
	// what the last one sealed is known to the next.
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return mapErr("begin", err)
	}
	defer tx.Rollback()
	k := s.sealer()
	if err := s.guardFile(ctx, tx, k, sealFile); err != nil {
		return err
	}
	outside, err := dirtyRecords(ctx, tx)
	if err != nil {
		return mapErr("read the records changed outside", err)
	}
	if err := fn(tx, k); err != nil {
		return err
	}
	if err := sealRecords(ctx, tx, s.clock(), s.key, outside, s.r); err != nil {
		return mapErr("record the changes", err)
	}
	sealed, err := k.doneFile(ctx, tx)
	if err != nil {
		return err
	}
	if err := s.sameFile(); err != nil {
		// The file moved away or deleted keeps every command acknowledged
		// before: move them from the write-ahead log, which stays behind
		// under the old name, into the file itself.
		tx.Rollback()
		s.w.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
		return err
	}
	if err := tx.Commit(); err != nil {
		s.sealed = sealTrust{}
		return mapErr("commit", err)
	}
	if sealed.n > 0 {
		s.sealed = sealTrust{ok: true, dataVersion: k.dataVersion, r: sealed.r}
		s.lastSeal = sealed
		// The commit stands whatever becomes of the anchor: one left
		// behind is brought up to date at the next write or close.
		_ = s.writeAnchor(sealed, false)
	}
	return nil
}

// insert runs one INSERT and returns the new row's id.
func (t *Tx) insert(ctx context.Context, what, query string, args ...any) (int64, error) {
	res, err := t.tx.ExecContext(ctx, query, args...)
	if err != nil {
		return 0, mapErr(what, err)
	}
	id, err := res.LastInsertId()
	return id, mapErr(what, err)
}

// change runs one UPDATE or DELETE of a single row; no row matched is
// ErrNotFound.
func (t *Tx) change(ctx context.Context, what, query string, args ...any) error {
	res, err := t.tx.ExecContext(ctx, query, args...)
	if err != nil {
		return mapErr(what, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return mapErr(what, err)
	} else if n == 0 {
		return fmt.Errorf("storage: %s: %w", what, storage.ErrNotFound)
	}
	return nil
}

// invalid words a value refused before it reaches SQL.
func invalid(what string, err error) error {
	if errors.Is(err, storage.ErrInvalid) {
		return fmt.Errorf("storage: %s: %w", what, err)
	}
	return fmt.Errorf("storage: %s: %w: %v", what, storage.ErrInvalid, err)
}
