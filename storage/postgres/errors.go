package postgres

import (
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/arbiterconsole/arbiter/storage"
)

// mapErr turns a server error into one of package storage's errors,
// keeping the server's message. what names the operation.
func mapErr(what string, err error) error {
	if err == nil {
		return nil
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch pe.Code {
		case "23505", "23503", "23001", "40001", "40P01": // unique, foreign key, restrict, serialization, deadlock
			return fmt.Errorf("storage: %s: %w: %s", what, storage.ErrConflict, pe.Message)
		case "23514", "23502", "22P02", "22001", "22003": // check, not null, bad text, too long, out of range
			return fmt.Errorf("storage: %s: %w: %s", what, storage.ErrInvalid, pe.Message)
		case "53100": // disk full
			return fmt.Errorf("storage: %s: %w: %s", what, storage.ErrDiskFull, pe.Message)
		case "25006": // read-only transaction
			return fmt.Errorf("storage: %s: %w: %s", what, storage.ErrReadOnly, pe.Message)
		}
	}
	return fmt.Errorf("storage: %s: %w", what, err)
}

// readErr words the error of a single-row read.
func readErr(what string, err error) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("storage: %s: %w", what, storage.ErrNotFound)
	}
	return mapErr("read "+what, err)
}
