package sqlite

import (
	"github.com/mattn/go-sqlite3"

	"errors"
	"fmt"

	"github.com/arbiterconsole/arbiter/storage"
)

// mapErr turns a driver error into one of this package's errors, keeping
// the driver's message for the reader. what names the operation.
func mapErr(what string, err error) error {
	if err == nil {
		return nil
	}
	var se sqlite3.Error
	if errors.As(err, &se) {
		switch se.ExtendedCode {
		case sqlite3.ErrConstraintUnique, sqlite3.ErrConstraintPrimaryKey,
			sqlite3.ErrConstraintForeignKey, sqlite3.ErrConstraintTrigger:
			return fmt.Errorf("storage: %s: %w: %s", what, storage.ErrConflict, se.Error())
		case sqlite3.ErrConstraintCheck, sqlite3.ErrConstraintNotNull:
			return fmt.Errorf("storage: %s: %w: %s", what, storage.ErrInvalid, se.Error())
		}
		switch se.Code {
		case sqlite3.ErrCorrupt, sqlite3.ErrNotADB:
			return fmt.Errorf("storage: %s: %w: %s", what, storage.ErrCorrupt, se.Error())
		case sqlite3.ErrFull:
			return fmt.Errorf("storage: %s: %w: %s", what, storage.ErrDiskFull, se.Error())
		case sqlite3.ErrReadonly:
			return fmt.Errorf("storage: %s: %w: %s", what, storage.ErrReadOnly, se.Error())
		}
	}
	return fmt.Errorf("storage: %s: %w", what, err)
}
