package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"strings"

	"github.com/mattn/go-sqlite3"

	"github.com/arbiterconsole/arbiter/storage"
)

// sqliteMagic opens every SQLite database file.
const sqliteMagic = "SQLite format 3\x00"

// inspect checks a candidate file without changing it and returns its
// schema version. It refuses anything Open must not touch.
func inspect(ctx context.Context, path string) (version int, err error) {
	if err := checkHeader(path); err != nil {
		return 0, err
	}
	db, err := sql.Open("sqlite3", inspectURI(path))
	if err != nil {
		return 0, fmt.Errorf("storage: inspect %s: %w", path, err)
	}
	defer db.Close()

	var appID int32
	if err := db.QueryRowContext(ctx, "PRAGMA application_id").Scan(&appID); err != nil {
		return 0, refusal(path, err)
	}
	if appID != ApplicationID {
		return 0, fmt.Errorf("storage: %s is not an Arbiter Console database: %w (application_id %#08x)", path, storage.ErrForeignApp, uint32(appID))
	}
	if err := db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return 0, refusal(path, err)
	}
	if latest := latestVersion(); version > latest {
		return 0, fmt.Errorf("storage: %s: %w (schema version %d, this build knows up to %d)", path, storage.ErrTooNew, version, latest)
	}
	if err := quickCheck(ctx, db); err != nil {
		return 0, refusal(path, err)
	}
	return version, nil
}

// checkHeader refuses a file that does not start like a SQLite database.
// SQLite itself would accept an empty file as a new database.
func checkHeader(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return mediaError(path, "open", err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil {
		return fmt.Errorf("storage: open %s: %w", path, err)
	} else if fi.IsDir() {
		return fmt.Errorf("storage: %s is not an Arbiter Console database: %w (a folder)", path, storage.ErrNotDatabase)
	}
	head := make([]byte, 100)
	if _, err := io.ReadFull(f, head); errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return fmt.Errorf("storage: %s is not an Arbiter Console database: %w", path, storage.ErrNotDatabase)
	} else if err != nil {
		return fmt.Errorf("storage: open %s: %w", path, err)
	}
	if !bytes.HasPrefix(head, []byte(sqliteMagic)) {
		return fmt.Errorf("storage: %s is not an Arbiter Console database: %w", path, storage.ErrNotDatabase)
	}
	return nil
}

// inspectURI opens path strictly for reading. Without a write-ahead log
// beside it the file is the whole database, and immutable=1 lets SQLite read
// it without creating lock or log files; with one (after a crash) the log
// must be read too.
func inspectURI(path string) string {
	params := url.Values{"mode": {"ro"}}
	if _, err := os.Lstat(path + "-wal"); errors.Is(err, fs.ErrNotExist) {
		params.Set("immutable", "1")
	}
	return fileURI(path, params)
}

// quickCheck runs PRAGMA quick_check and reports what it found.
func quickCheck(ctx context.Context, db *sql.DB) error {
	rows, err := db.QueryContext(ctx, "PRAGMA quick_check")
	if err != nil {
		return err
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return err
		}
		if line != "ok" {
			problems = append(problems, strings.ReplaceAll(line, "\n", " "))
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if len(problems) > 0 {
		return fmt.Errorf("%w: quick_check: %s", storage.ErrCorrupt, strings.Join(problems, "; "))
	}
	return nil
}

// refusal words an error met while inspecting path.
func refusal(path string, err error) error {
	var se sqlite3.Error
	if errors.As(err, &se) && se.Code == sqlite3.ErrNotADB {
		return fmt.Errorf("storage: %s is not an Arbiter Console database: %w", path, storage.ErrNotDatabase)
	}
	if errors.Is(err, storage.ErrCorrupt) {
		return fmt.Errorf("storage: %s: %w", path, err)
	}
	mapped := mapErr("inspect "+path, err)
	if errors.Is(mapped, storage.ErrCorrupt) {
		return fmt.Errorf("storage: %s: %w: %v", path, storage.ErrCorrupt, err)
	}
	return mapped
}
