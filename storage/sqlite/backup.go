package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/mattn/go-sqlite3"

	"github.com/arbiterconsole/arbiter/storage"
)

// Backup writes a consistent copy of the database to a new file with
// SQLite's online backup API, while the store stays in use. The copy is
// checked with quick_check, synced and then given its name, so that to
// either holds a whole backup or does not exist. An existing file at to is
// never overwritten (ErrExist).
func (s *Store) Backup(ctx context.Context, to string) error {
	if _, err := os.Lstat(to); err == nil {
		return fmt.Errorf("storage: backup to %s: %w", to, storage.ErrExist)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("storage: backup to %s: %w", to, err)
	}
	f, err := os.CreateTemp(filepath.Dir(to), "."+filepath.Base(to)+".partial-*")
	if err != nil {
		return fmt.Errorf("storage: backup to %s: %w", to, err)
	}
	tmp := f.Name()
	f.Close()
	if err := s.copyTo(ctx, tmp); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("storage: backup to %s: %w", to, err)
	}
	if err := publish(tmp, to); err != nil {
		return fmt.Errorf("storage: backup to %s: %w", to, err)
	}
	return nil
}

// copyTo copies the database into the empty file dst, checks and syncs it.
func (s *Store) copyTo(ctx context.Context, dst string) error {
	db, err := sql.Open("sqlite3", fileURI(dst, nil))
	if err != nil {
		return err
	}
	defer db.Close()
	dconn, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer dconn.Close()
	sconn, err := s.r.Conn(ctx)
	if err != nil {
		return err
	}
	defer sconn.Close()
	err = dconn.Raw(func(d any) error {
		return sconn.Raw(func(src any) error {
			return backupPages(ctx, d.(*sqlite3.SQLiteConn), src.(*sqlite3.SQLiteConn))
		})
	})
	if err != nil {
		return err
	}
	var check string
	if err := dconn.QueryRowContext(ctx, "PRAGMA quick_check").Scan(&check); err != nil {
		return err
	}
	if check != "ok" {
		return fmt.Errorf("copy fails quick_check: %s", check)
	}
	if err := dconn.Close(); err != nil {
		return err
	}
	if err := db.Close(); err != nil {
		return err
	}
	return syncFile(dst)
}

// backupPages copies every page of src's main database into dst's. A step
// that finds the source busy is retried until ctx ends.
func backupPages(ctx context.Context, dst, src *sqlite3.SQLiteConn) error {
	b, err := dst.Backup("main", src, "main")
	if err != nil {
		return err
	}
	for {
		done, err := b.Step(-1)
		if err != nil {
			b.Finish()
			return err
		}
		if done {
			return b.Finish()
		}
		select {
		case <-ctx.Done():
			b.Finish()
			return ctx.Err()
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// CloseRound marks a round as ended (keeping the first closing time if it
// was closed before) and backs the database up next to itself, in
// NAME.roundN.YYYYMMDDTHHMMSSZ.db for NAME.db, with the store's clock. It
// returns the backup's path.
func (s *Store) CloseRound(ctx context.Context, roundID int64) (string, error) {
	now := s.clock().UTC()
	err := s.update(ctx, func(tx *Tx) error {
		return tx.change(ctx, fmt.Sprintf("close round %d", roundID),
			"UPDATE rounds SET closed_at_ms = coalesce(closed_at_ms, ?) WHERE id = ?", now.UnixMilli(), roundID)
	})
	if err != nil {
		return "", err
	}
	r, err := s.Round(ctx, roundID)
	if err != nil {
		return "", err
	}
	to := RoundBackupPath(s.path, r.Number, now)
	return to, s.Backup(ctx, to)
}

// RoundBackupPath names the backup CloseRound makes of the database at
// dbPath after round number round at time t.
func RoundBackupPath(dbPath string, round int, t time.Time) string {
	return siblingPath(dbPath, fmt.Sprintf("round%d", round), t)
}

// siblingPath names a backup of dbPath in the same folder:
// NAME.TAG.YYYYMMDDTHHMMSSZ.EXT, with EXT ".db" when dbPath has none.
func siblingPath(dbPath, tag string, t time.Time) string {
	ext := filepath.Ext(dbPath)
	stem := strings.TrimSuffix(dbPath, ext)
	if ext == "" {
		ext = ".db"
	}
	return fmt.Sprintf("%s.%s.%s%s", stem, tag, t.UTC().Format("20060102T150405Z"), ext)
}
