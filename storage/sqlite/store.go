package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	_ "github.com/mattn/go-sqlite3" // registers the "sqlite3" driver

	"github.com/arbiterconsole/arbiter/storage"
)

// ApplicationID marks a SQLite file as an Arbiter Console database
// (PRAGMA application_id, bytes 68-71 of the file): "ARBC".
const ApplicationID = 0x41524243

// busyTimeout is how long a connection waits for another's lock.
const busyTimeout = 5 * time.Second

// Store is an open Arbiter Console database. Its methods are safe for
// concurrent use.
type Store struct {
	path string
	w    *sql.DB // the one writer connection; nil when read-only
	lock *writeLock

	keyDir  string // where record keys are kept; see WithKeyDir
	key     []byte // this database's record key; nil when it has none
	keyFile string
	fileID  string      // record_meta's file_id, once it is one Arbiter Console makes
	ident   os.FileInfo // the file as opened: a write checks the path still names it
	r       *sql.DB     // read-only pool
	clock   func() time.Time

	replaced  atomic.Bool  // a write or CheckFile found the path naming another file
	checkedAt atomic.Int64 // when the path last named the file (Unix ns)

	writeMu  sync.Mutex // held by each write transaction
	sealed   sealTrust  // the file's seal the last write made; under writeMu
	checks   int        // writes that checked the file's seal whole; under writeMu
	lastSeal storedSeal // the file's seal as last written or found; under writeMu
	anchor   *os.File   // the anchor file, open for writing; under writeMu
}

var (
	_ storage.Store     = (*Store)(nil)
	_ storage.FileStore = (*Store)(nil)
)

// Option changes how a store is opened.
type Option func(*Store)

// WithClock sets the clock that stamps events without a wall time and names
// backups; the default is time.Now.
func WithClock(now func() time.Time) Option {
	return func(s *Store) { s.clock = now }
}

// Open opens an existing Arbiter Console database for reading and writing.
// It first checks the file read-only and refuses it, unchanged, if it is not
// a database, belongs to another application, is corrupt or is too new. A
// database older than this build is backed up next to itself (see
// UpgradeBackupPath) and upgraded. Open then verifies every game's hash
// chain and returns a *TamperError if any is broken.
//
// One process at a time writes a file: Open takes an operating-system lock
// on NAME.lock, held until Close or the end of the process, and refuses a
// file another process holds with a *LockedError. A file that cannot be
// written (read-only file, folder or medium) is refused with
// ErrNotWritable; OpenReadOnly opens both.
func Open(path string, opts ...Option) (*Store, error) {
	ctx := context.Background()
	version, err := inspect(ctx, path)
	if err != nil {
		return nil, err
	}
	if err := checkWritable(path); err != nil {
		return nil, err
	}
	lock, err := lockForWriting(path)
	if err != nil {
		return nil, err
	}
	s, err := openWriter(path, opts)
	if err != nil {
		lock.release()
		return nil, err
	}
	s.lock = lock
	if s.ident, err = os.Stat(s.path); err != nil {
		s.Close()
		return nil, mediaError(s.path, "open", err)
	}
	err = s.loadKey(ctx, s.w)
	if err == nil && version < latestVersion() {
		if err = s.upgrade(ctx, version); err == nil && s.key == nil {
			err = s.loadKey(ctx, s.w)
		}
	}
	if err != nil {
		s.Close()
		return nil, err
	}
	breaks, rb, err := s.verifyChain(ctx, s.sealer())
	// A game without a seal opens (its writes are refused; db check names
	// it), so that db protect can seal a file an earlier version keyed.
	breaks = slices.DeleteFunc(breaks, func(b storage.ChainBreak) bool {
		return b.Reason == unsealed || b.Reason == fileUnsealed || b.Reason == recordUnsealed
	})
	switch {
	case err != nil:
	case len(breaks) > 0 && rb != nil:
		err = &storage.TamperError{Path: s.path, Breaks: append(breaks, storage.ChainBreak{Reason: rb.Reason(), FileSeal: true})}
	case len(breaks) > 0:
		err = &storage.TamperError{Path: s.path, Breaks: breaks}
	case rb != nil:
		err = rb
	}
	if err == nil {
		err = s.anchorOpened(ctx)
	}
	if err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// anchorOpened makes the anchor of a protected file the file's seal as
// Open found it, synced.
func (s *Store) anchorOpened(ctx context.Context) error {
	if s.key == nil {
		return nil
	}
	var text string
	var present bool
	err := s.read(ctx, func(tx *sql.Tx) (err error) {
		text, present, err = fileSealRow(ctx, tx)
		return err
	})
	if err != nil {
		return mapErr("read the file's seal", err)
	}
	v, sealed := parseSeal(text)
	if !sealed && present {
		// A seal of the earlier version (Open checked it): a write with
		// nothing to change replaces it, and anchors the file.
		return s.write(ctx, func(*sql.Tx, *sealer) error { return nil })
	}
	if !sealed {
		return nil
	}
	s.lastSeal = v
	// A keys folder that cannot be written (a read-only medium) must not
	// keep the event closed: db check then shows the anchor behind or
	// missing.
	_ = s.writeAnchor(v, true)
	return nil
}

// OpenReadOnly opens a database for reading only, without upgrading it or
// verifying its hash chains: for inspecting and exporting a database that
// Open refused as tampered. Writes fail with ErrReadOnly.
func OpenReadOnly(path string, opts ...Option) (*Store, error) {
	ctx := context.Background()
	v, err := inspect(ctx, path)
	if err != nil {
		return nil, err
	}
	if v < latestVersion() {
		return nil, fmt.Errorf("storage: %s: schema version %d is older than %d; open it read-write once to upgrade it", path, v, latestVersion())
	}
	s := newStore(path, opts)
	// Without a -wal file no one is writing the file: read it as it lies,
	// so that a look leaves no -wal or -shm file behind. A writer that
	// starts meanwhile is not seen.
	_, werr := os.Lstat(s.path + "-wal")
	if s.r, err = openReader(s.path, errors.Is(werr, fs.ErrNotExist)); err != nil {
		return nil, err
	}
	if err := s.loadKey(ctx, s.r); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// Create makes a new, empty Arbiter Console database at path and opens it.
// It refuses a path that exists. The file appears complete or not at all: it
// is built under a temporary name and renamed into place.
func Create(path string, opts ...Option) (*Store, error) {
	if _, err := os.Lstat(path); err == nil {
		return nil, fmt.Errorf("storage: create %s: %w", path, storage.ErrExist)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("storage: create %s: %w", path, err)
	}
	tmp, err := build(path, opts)
	if err != nil {
		return nil, err
	}
	if err := publish(tmp, path); err != nil {
		return nil, fmt.Errorf("storage: create %s: %w", path, err)
	}
	return Open(path, opts...)
}

// build writes a migrated database to a temporary file next to path and
// returns that file's name.
func build(path string, opts []Option) (string, error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".creating-*")
	if err != nil {
		return "", fmt.Errorf("storage: create %s: %w", path, err)
	}
	tmp := f.Name()
	f.Close()
	s, err := openWriter(tmp, opts)
	if err == nil {
		err = s.migrate(context.Background())
		if cerr := s.Close(); err == nil {
			err = cerr
		}
	}
	if err == nil {
		err = syncFile(tmp)
	}
	if err != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("storage: create %s: %w", path, err)
	}
	return tmp, nil
}

// OpenOrCreate opens the database at path, creating it and its folder on
// first use.
func OpenOrCreate(path string, opts ...Option) (*Store, error) {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return nil, mediaError(path, "create folder for", err)
		}
		return Create(path, opts...)
	}
	return Open(path, opts...)
}

// DefaultPath is where the application keeps its database unless told
// otherwise: arbiter-console/arbiter.db in the user's configuration folder.
func DefaultPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("storage: default database location: %w", err)
	}
	return filepath.Join(dir, "arbiter-console", "arbiter.db"), nil
}

// sameFile refuses a write once the path no longer names the file the
// store opened (same device and inode, or volume and index): deleted,
// moved away or replaced by another program, it would take commands no
// one will ever read.
func (s *Store) sameFile() error {
	if s.ident == nil {
		return nil // a file being built under its temporary name
	}
	fi, err := os.Stat(s.path)
	if err != nil || !os.SameFile(fi, s.ident) {
		s.replaced.Store(true)
		return fmt.Errorf("storage: %s: %w", s.path, storage.ErrReplaced)
	}
	s.checkedAt.Store(time.Now().UnixNano())
	return nil
}

// fileCheckEvery is how long CheckFile trusts the last look at the path.
const fileCheckEvery = time.Second

// CheckFile says whether the path still names the file the store opened:
// storage.ErrReplaced once it was deleted, moved or replaced (for good:
// the commands refused meanwhile were not recorded). The console asks it
// whenever it draws its header, so it looks at the path at most once a
// second (each write looks too), and never again once it is replaced.
func (s *Store) CheckFile() error {
	if s.w == nil {
		return nil
	}
	if s.replaced.Load() {
		return fmt.Errorf("storage: %s: %w", s.path, storage.ErrReplaced)
	}
	if time.Since(time.Unix(0, s.checkedAt.Load())) < fileCheckEvery {
		return nil
	}
	return s.sameFile()
}

// Path returns the database file's absolute path.
func (s *Store) Path() string { return s.path }

// ReadOnly reports whether the store was opened with OpenReadOnly.
func (s *Store) ReadOnly() bool { return s.w == nil }

// Close closes the database. With the last connection gone SQLite
// checkpoints the write-ahead log into the main file.
func (s *Store) Close() error {
	var errs []error
	if s.w != nil {
		// The anchor is the store's best effort, as after each commit.
		s.writeMu.Lock()
		_ = s.closeAnchor()
		s.writeMu.Unlock()
	}
	if s.r != nil {
		errs = append(errs, s.r.Close())
	}
	if s.w != nil {
		errs = append(errs, s.w.Close())
	}
	errs = append(errs, s.lock.release())
	s.lock = nil
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("storage: close %s: %w", s.path, err)
	}
	return nil
}

func newStore(path string, opts []Option) *Store {
	s := &Store{path: path, clock: time.Now}
	if abs, err := filepath.Abs(path); err == nil {
		s.path = abs
	}
	for _, o := range opts {
		o(s)
	}
	return s
}

// openWriter opens the writer and reader pools and checks that the
// durability settings took effect.
func openWriter(path string, opts []Option) (*Store, error) {
	s := newStore(path, opts)
	w, err := sql.Open("sqlite3", fileURI(s.path, url.Values{
		"_journal_mode":    {"WAL"},
		"_synchronous":     {"FULL"},
		"_busy_timeout":    {fmt.Sprint(busyTimeout.Milliseconds())},
		"_fk":              {"on"},
		"_txlock":          {"immediate"},
		"_stmt_cache_size": {fmt.Sprint(stmtCacheSize)},
	}))
	if err != nil {
		return nil, fmt.Errorf("storage: open %s: %w", s.path, err)
	}
	w.SetMaxOpenConns(1)
	s.w = w
	if err := checkPragmas(context.Background(), w); err != nil {
		w.Close()
		return nil, fmt.Errorf("storage: open %s: %w", s.path, err)
	}
	if s.r, err = openReader(s.path, false); err != nil {
		w.Close()
		return nil, err
	}
	return s, nil
}

// stmtCacheSize is the number of prepared statements each connection keeps:
// an append runs a dozen, and preparing them again each time cost a fifth
// of its CPU.
const stmtCacheSize = 32

func openReader(path string, immutable bool) (*sql.DB, error) {
	params := url.Values{
		"mode":             {"ro"},
		"_busy_timeout":    {fmt.Sprint(busyTimeout.Milliseconds())},
		"_fk":              {"on"},
		"_stmt_cache_size": {fmt.Sprint(stmtCacheSize)},
	}
	if immutable {
		params.Set("immutable", "1")
	}
	r, err := sql.Open("sqlite3", fileURI(path, params))
	if err != nil {
		return nil, fmt.Errorf("storage: open %s read-only: %w", path, err)
	}
	return r, nil
}

// fileURI builds a SQLite URI for path, escaping characters such as '?'
// and '#' that would otherwise end the file name.
func fileURI(path string, params url.Values) string {
	u := url.URL{Path: filepath.ToSlash(path)}
	return "file:" + u.EscapedPath() + "?" + params.Encode()
}

// wantPragmas are the writer's settings that durability depends on.
var wantPragmas = []struct{ name, want string }{
	{"journal_mode", "wal"},
	{"synchronous", "2"}, // FULL
	{"foreign_keys", "1"},
	{"busy_timeout", fmt.Sprint(busyTimeout.Milliseconds())},
}

// checkPragmas reads back the settings requested in the DSN: a driver that
// silently ignored one would otherwise weaken durability unnoticed.
func checkPragmas(ctx context.Context, db *sql.DB) error {
	for _, p := range wantPragmas {
		var got string
		if err := db.QueryRowContext(ctx, "PRAGMA "+p.name).Scan(&got); err != nil {
			return fmt.Errorf("pragma %s: %w", p.name, err)
		}
		if got != p.want {
			return fmt.Errorf("pragma %s is %q, want %q", p.name, got, p.want)
		}
	}
	return nil
}

// publish gives the finished file tmp its final name without replacing a
// file that appeared there meanwhile, and makes the new name durable. A
// hard link does that in one step; where the file system has none (FAT on
// a USB stick) a rename after a last check comes close.
func publish(tmp, path string) error {
	defer os.Remove(tmp)
	if err := os.Link(tmp, path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return storage.ErrExist
		}
		if _, serr := os.Lstat(path); serr == nil {
			return storage.ErrExist
		}
		if err := os.Rename(tmp, path); err != nil {
			return err
		}
	}
	return syncDir(filepath.Dir(path))
}

func syncFile(name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	return f.Sync()
}

// syncDir makes a rename in dir durable. Not every system can sync a
// directory (Windows cannot); there the rename is as durable as it gets.
func syncDir(dir string) error {
	err := syncFile(dir)
	if err != nil && !errors.Is(err, fs.ErrPermission) && !errors.Is(err, fs.ErrInvalid) {
		return err
	}
	return nil
}
