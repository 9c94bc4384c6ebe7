package sqlite

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"

	"github.com/arbiterconsole/arbiter/storage"
)

// A record key makes the record log a keyed chain: each entry's hash is
// an HMAC-SHA256 with a key kept in the arbiter's configuration folder,
// never in the database, so that someone who edits the file and
// recomputes the hashes is caught as well. The key file is named by the
// database's file_id (record_meta), which its backups share.

// WithKeyDir sets the folder that holds record keys; the default is
// arbiter-console/keys in the user's configuration folder.
func WithKeyDir(dir string) Option { return func(s *Store) { s.keyDir = dir } }

const keySize = 32

// keyDirOf is where the store looks for record keys.
func (s *Store) keyDirOf() (string, error) {
	if s.keyDir != "" {
		return s.keyDir, nil
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("storage: record keys: %w", err)
	}
	return filepath.Join(dir, "arbiter-console", "keys"), nil
}

// keyPath is the key file of this database; "" when the schema has no
// file id yet.
func (s *Store) keyPath(ctx context.Context, db *sql.DB) (string, error) {
	var id string
	err := db.QueryRowContext(ctx, "SELECT value FROM record_meta WHERE name = 'file_id'").Scan(&id)
	if err != nil {
		var n int
		if db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_schema WHERE name = 'record_meta'").Scan(&n); n == 0 {
			return "", nil
		}
		if errors.Is(err, sql.ErrNoRows) {
			return "", fmt.Errorf("storage: %s: %w: its file id was removed outside Arbiter Console (record_meta 'file_id'), so the key that protects it cannot be found", s.path, storage.ErrTampered)
		}
		return "", mapErr("read the file id", err)
	}
	// The id names a file: only the 32 hex digits Arbiter Console makes,
	// never a path an editor wrote into the database.
	if !fileIDPattern.MatchString(id) {
		return "", fmt.Errorf("storage: %s: %w: its file id %q is not one Arbiter Console makes (32 hex digits); no record key is looked up for it", s.path, storage.ErrTampered, id)
	}
	dir, err := s.keyDirOf()
	if err != nil {
		return "", err
	}
	s.fileID = id
	return filepath.Join(dir, id+".key"), nil
}

var fileIDPattern = regexp.MustCompile(`^[0-9a-f]{32}$`)

// readKey reads a key file that is the user's own: a regular file (a
// named pipe would block the read for ever; a link is another file) that
// no one else may read or write (whoever reads it forges every seal).
func readKey(path string) ([]byte, error) { return readPrivate(path, keySize+1) }

// readPrivate reads at most limit bytes of a file of the user's own that
// no one else may read or write.
func readPrivate(path string, limit int) ([]byte, error) {
	fi, err := os.Lstat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%w: not a regular file (%s); remove it and copy the key back from the event's papers", storage.ErrInvalid, fi.Mode().Type())
	}
	if runtime.GOOS != "windows" && fi.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("%w: others may read or write it (mode %04o), and whoever reads it can forge the file's seals: chmod 600 %s", storage.ErrInvalid, fi.Mode().Perm(), path)
	}
	if !ownedByUser(fi) {
		return nil, fmt.Errorf("%w: it belongs to another user, who may have written it; remove it and copy the key back from the event's papers", storage.ErrInvalid)
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscallNoFollow, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	buf := make([]byte, limit)
	n, err := io.ReadFull(f, buf)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return nil, err
	}
	return buf[:n], nil
}

// loadKey reads this database's record key when the configuration folder
// holds one.
func (s *Store) loadKey(ctx context.Context, db *sql.DB) error {
	path, err := s.keyPath(ctx, db)
	if err != nil || path == "" {
		return err
	}
	key, err := readKey(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("storage: record key %s: %w", path, err)
	}
	if len(key) != keySize {
		return fmt.Errorf("storage: record key %s: %w: %d bytes, want %d", path, storage.ErrInvalid, len(key), keySize)
	}
	s.key, s.keyFile = key, path
	return nil
}

// ProtectRecords makes this database's record log a keyed chain: it
// creates a key in the configuration folder (unless there is one) and
// seals every record again with it. It returns the key file's path. Keep
// a copy of the key with the arbiter's papers: without it a keyed file
// can be read but its keyed entries cannot be verified.
func (s *Store) ProtectRecords(ctx context.Context) (string, error) {
	if s.w == nil {
		return "", fmt.Errorf("storage: %s: protect records: %w", s.path, storage.ErrReadOnly)
	}
	path, err := s.keyPath(ctx, s.w)
	if err != nil {
		return "", err
	}
	// Sealing an edit would launder it: the chains must verify first (the
	// heads' seals are what this makes).
	if breaks, _, err := s.verifyChain(ctx, nil); err != nil {
		return "", err
	} else if len(breaks) > 0 {
		return "", fmt.Errorf("storage: %s: protect records: %w", s.path, &storage.TamperError{Path: s.path, Breaks: breaks})
	}
	if s.key == nil {
		key := make([]byte, keySize)
		rand.Read(key)
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return "", mediaError(path, "create the folder of", err)
		}
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err != nil {
			return "", mediaError(path, "create", err)
		}
		_, err = f.Write(key)
		if err == nil {
			err = f.Sync()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(path)
			return "", mediaError(path, "write", err)
		}
		s.key, s.keyFile = key, path
	}
	return path, s.writeSealed(ctx, true, func(tx *sql.Tx, k *sealer) error {
		if err := k.sealAll(ctx, tx); err != nil {
			return mapErr("seal every game's log", err)
		}
		if breaks, err := k.verifyGameRecords(ctx, tx, true); err != nil {
			return err
		} else if len(breaks) > 0 {
			return &storage.TamperError{Path: s.path, Breaks: breaks}
		}
		return mapErr("seal every record", markAllRecords(ctx, tx))
	})
}

// RecordProtection says how this database's records are protected, for
// db check.
func (s *Store) RecordProtection(ctx context.Context) (string, error) {
	var keyed int
	err := s.read(ctx, func(tx *sql.Tx) error {
		if ok, err := hasRecordLog(ctx, tx); !ok || err != nil {
			return err
		}
		return tx.QueryRowContext(ctx, "SELECT count(*) FROM record_log WHERE keyed = 1").Scan(&keyed)
	})
	if err != nil {
		return "", mapErr("read the record log", err)
	}
	switch {
	case s.key != nil:
		return fmt.Sprintf("HMAC-SHA256 keyed chain, key %s, over the record log and every game's log (each game's end - events, head, result - sealed): also catches a forger who recomputes the hashes, unless they hold the key", s.keyFile) + s.anchorState(), nil
	case keyed > 0:
		path, _ := s.keyPath(ctx, s.r)
		return fmt.Sprintf("HMAC-SHA256 keyed chain, but its key %s is not on this computer: %d keyed entries NOT verified (a forger's would pass here)", path, keyed), nil
	}
	return storage.Protection, nil
}
