package postgres

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/arbiterconsole/arbiter/storage"
)

// application marks a database as Arbiter Console's, as the SQLite file's
// application_id does.
const application = "arbiter-console"

//go:embed migrations/*.sql
var migrationFS embed.FS

// Store is an event on a PostgreSQL server. Its methods are safe for
// concurrent use, and any number of stores, in any number of processes,
// may use one database at once.
type Store struct {
	pool  *pgxpool.Pool
	name  string // the URL without its password, for messages
	cfg   *pgxpool.Config
	clock func() time.Time

	readOnly bool
	heads    heads // the chain ends last seen, for one-statement appends
}

var (
	_ storage.Store   = (*Store)(nil)
	_ storage.Watcher = (*Store)(nil)
)

// Option changes how a store is opened.
type Option func(*Store)

// WithClock sets the clock that stamps events without a wall time.
func WithClock(now func() time.Time) Option {
	return func(s *Store) { s.clock = now }
}

// Open opens the Arbiter Console event in the database at url. It refuses
// a database that holds no event (storage.ErrNotDatabase), one of another
// application (storage.ErrForeignApp) or one from a newer version
// (storage.ErrTooNew); an older schema is upgraded. It then verifies every
// game's hash chain and returns a *storage.TamperError if any is broken.
func Open(ctx context.Context, url string, opts ...Option) (*Store, error) {
	s, err := connect(ctx, url, opts)
	if err != nil {
		return nil, err
	}
	if err := s.prepare(ctx, false); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// OpenReadOnly opens the event at url for reading only, without upgrading
// it or verifying its chains: for db check and for copying an event that
// Open refused as tampered. Its sessions are read-only, so a write fails
// with storage.ErrReadOnly.
func OpenReadOnly(ctx context.Context, url string, opts ...Option) (*Store, error) {
	s, err := connect(ctx, url, append(opts, func(s *Store) {
		s.cfg.ConnConfig.RuntimeParams["default_transaction_read_only"] = "on"
		s.readOnly = true
	}))
	if err != nil {
		return nil, err
	}
	v, _, err := s.version(ctx)
	switch {
	case err != nil:
	case v == 0:
		err = fmt.Errorf("storage: open %s: %w: the database holds no Arbiter Console event", s.name, storage.ErrNotDatabase)
	case v > latestVersion():
		err = fmt.Errorf("storage: open %s: %w (schema version %d, this build knows %d)", s.name, storage.ErrTooNew, v, latestVersion())
	case v < latestVersion():
		err = fmt.Errorf("storage: %s: schema version %d is older than %d; open it read-write once to upgrade it", s.name, v, latestVersion())
	}
	if err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// Create makes an Arbiter Console event in the empty database at url and
// opens it. A database that already holds one is storage.ErrExist.
func Create(ctx context.Context, url string, opts ...Option) (*Store, error) {
	s, err := connect(ctx, url, opts)
	if err != nil {
		return nil, err
	}
	v, _, err := s.version(ctx)
	if err == nil && v > 0 {
		err = fmt.Errorf("storage: create %s: %w", s.name, storage.ErrExist)
	}
	if err == nil {
		err = s.prepare(ctx, true)
	}
	if err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// OpenOrCreate opens the event at url, making it on first use of an empty
// database.
func OpenOrCreate(ctx context.Context, url string, opts ...Option) (*Store, error) {
	s, err := connect(ctx, url, opts)
	if err != nil {
		return nil, err
	}
	if err := s.prepare(ctx, true); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

func connect(ctx context.Context, rawURL string, opts []Option) (*Store, error) {
	name := redact(rawURL)
	cfg, err := pgxpool.ParseConfig(rawURL)
	if err != nil {
		return nil, fmt.Errorf("storage: %s: not a PostgreSQL URL: %w", name, err)
	}
	if cfg.ConnConfig.ConnectTimeout == 0 {
		cfg.ConnConfig.ConnectTimeout = 5 * time.Second
	}
	s := &Store{name: name, cfg: cfg, clock: time.Now}
	if cfg.ConnConfig.RuntimeParams == nil {
		cfg.ConnConfig.RuntimeParams = map[string]string{}
	}
	for _, o := range opts {
		o(s)
	}
	if s.pool, err = pgxpool.NewWithConfig(ctx, cfg); err != nil {
		return nil, fmt.Errorf("storage: open %s: %w", name, err)
	}
	if err := s.pool.Ping(ctx); err != nil {
		s.pool.Close()
		return nil, fmt.Errorf("storage: open %s: the server does not answer: %w", name, err)
	}
	return s, nil
}

// redact drops the password from a URL so that messages may name it.
func redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	if u.User != nil {
		if _, ok := u.User.Password(); ok {
			u.User = url.UserPassword(u.User.Username(), "xxxxx")
		}
	}
	if q := u.Query(); q.Has("password") {
		q.Set("password", "xxxxx")
		u.RawQuery = q.Encode()
	}
	return u.String()
}

// prepare checks the schema, migrates it (also an empty database when
// create is set) and verifies every chain.
func (s *Store) prepare(ctx context.Context, create bool) error {
	v, apart, err := s.version(ctx)
	if err != nil {
		return err
	}
	if v == 0 && !create {
		return fmt.Errorf("storage: open %s: %w: the database holds no Arbiter Console event; create it first", s.name, storage.ErrNotDatabase)
	}
	if v > latestVersion() {
		return fmt.Errorf("storage: open %s: %w (schema version %d, this build knows %d)", s.name, storage.ErrTooNew, v, latestVersion())
	}
	if v < latestVersion() || apart {
		if err := s.migrate(ctx); err != nil {
			return err
		}
	}
	breaks, err := s.VerifyChain(ctx)
	if err == nil && len(breaks) > 0 {
		err = &storage.TamperError{Path: s.name, Breaks: breaks}
	}
	return err
}

// version is the database's schema version in the shared numbering: 0
// for an empty database. apart tells that the database still counts as
// the server once did, apart from the file.
func (s *Store) version(ctx context.Context) (v int, apart bool, err error) {
	var ours, tables int
	err = s.pool.QueryRow(ctx, `SELECT
		count(*) FILTER (WHERE table_name = 'arbiter_schema'), count(*)
		FROM information_schema.tables WHERE table_schema = current_schema()`).Scan(&ours, &tables)
	if err != nil {
		return 0, false, mapErr("open "+s.name, err)
	}
	if ours == 0 {
		if tables > 0 {
			return 0, false, fmt.Errorf("storage: open %s: %w: it holds %d table(s) but none of Arbiter Console's", s.name, storage.ErrForeignApp, tables)
		}
		return 0, false, nil
	}
	app, v, apart, err := readSchema(ctx, s.pool)
	if err != nil {
		return 0, false, mapErr("open "+s.name, err)
	}
	if app != application {
		return 0, false, fmt.Errorf("storage: open %s: %w: %q", s.name, storage.ErrForeignApp, app)
	}
	return v, apart, nil
}

// apartVersions gives, for a version a server reached while its
// migrations were numbered apart from the file's (arbiter_schema had no
// numbering column then), the version of the shared numbering that holds
// the same changes. Its clock jumps (apart 2) are created again if need
// be by 0005, its notification after commit (apart 5) by 0009.
var apartVersions = map[int]int{1: 4, 2: 4, 3: 6, 4: 7, 5: 7, 6: 9}

// readSchema reads arbiter_schema: the application, its version in the
// shared numbering, and whether it was numbered apart.
func readSchema(ctx context.Context, q interface {
	QueryRow(context.Context, string, ...any) pgx.Row
}) (app string, version int, apart bool, err error) {
	err = q.QueryRow(ctx, "SELECT application, version, NOT (to_jsonb(a) ? 'numbering') FROM arbiter_schema a").Scan(&app, &version, &apart)
	if err != nil || !apart {
		return app, version, apart, err
	}
	shared, ok := apartVersions[version]
	if !ok {
		return app, version, apart, fmt.Errorf("schema version %d of a server numbered apart is unknown", version)
	}
	return app, shared, apart, nil
}

// shareNumbering moves a server numbered apart to the shared numbering.
func shareNumbering(ctx context.Context, tx pgx.Tx, version int) error {
	if _, err := tx.Exec(ctx, "ALTER TABLE arbiter_schema ADD COLUMN numbering text NOT NULL DEFAULT 'shared'"); err != nil {
		return err
	}
	_, err := tx.Exec(ctx, "UPDATE arbiter_schema SET version = $1", version)
	return err
}

type migration struct {
	version int
	name    string
	sql     string
}

func migrations() []migration {
	entries, err := fs.ReadDir(migrationFS, "migrations")
	if err != nil {
		panic(err) // embedded at build time
	}
	var ms []migration
	for _, e := range entries {
		num, name, _ := strings.Cut(strings.TrimSuffix(e.Name(), ".sql"), "_")
		v, err := strconv.Atoi(num)
		// Numbers rise, each change numbered as in the file's series; a
		// gap is a migration of another branch not merged yet, applied in
		// its turn once it is.
		if err != nil || (len(ms) > 0 && v <= ms[len(ms)-1].version) || v < 1 {
			panic(fmt.Sprintf("postgres: migration %s does not follow number %d", e.Name(), len(ms)))
		}
		body, _ := fs.ReadFile(migrationFS, "migrations/"+e.Name())
		ms = append(ms, migration{v, name, string(body)})
	}
	return ms
}

func latestVersion() int {
	ms := migrations()
	return ms[len(ms)-1].version
}

// recordLogVersion is the schema version that brought the record log.
const recordLogVersion = 5

// migrate applies each migration above the current version, each in one
// transaction with its version. Consoles starting at once take turns on
// an advisory lock, and each re-reads the version under it.
func (s *Store) migrate(ctx context.Context) error {
	for _, m := range migrations() {
		err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(hashtext($1))", application); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS arbiter_schema (
				application text NOT NULL, version integer NOT NULL,
				numbering text NOT NULL DEFAULT 'shared')`); err != nil {
				return err
			}
			_, current, apart, err := readSchema(ctx, tx)
			switch {
			case errors.Is(err, pgx.ErrNoRows):
				if _, err := tx.Exec(ctx, "INSERT INTO arbiter_schema (application, version) VALUES ($1, 0)", application); err != nil {
					return err
				}
			case err != nil:
				return err
			case apart:
				if err := shareNumbering(ctx, tx, current); err != nil {
					return err
				}
			}
			if current >= m.version {
				return nil
			}
			var resealed []string
			if current >= recordLogVersion {
				var err error
				if resealed, err = sealedBefore(ctx, tx); err != nil {
					return err
				}
			}
			if _, err := tx.Exec(ctx, m.sql); err != nil {
				return err
			}
			if len(resealed) > 0 {
				if err := noteRecords(ctx, tx, resealed); err != nil {
					return err
				}
			}
			if m.version >= recordLogVersion {
				if err := seal(ctx, tx, s.clock()); err != nil {
					return err
				}
			}
			_, err = tx.Exec(ctx, "UPDATE arbiter_schema SET version = $1", m.version)
			return err
		})
		if err != nil {
			return fmt.Errorf("storage: %s: migration %d (%s): %w", s.name, m.version, m.name, err)
		}
	}
	return nil
}

// Path names the database: its URL without the password.
func (s *Store) Path() string { return s.name }

// ReadOnly reports whether the store was opened with OpenReadOnly.
func (s *Store) ReadOnly() bool { return s.readOnly }

// Close closes the store's connections.
func (s *Store) Close() error {
	s.pool.Close()
	return nil
}

// write runs fn in one transaction and commits it; the commit is durable
// when write returns (synchronous_commit as the server sets it, on by
// default).
func (s *Store) write(ctx context.Context, fn func(pgx.Tx) error) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return mapErr("begin", err)
	}
	defer tx.Rollback(ctx)
	if err := fn(tx); err != nil {
		return err
	}
	if err := seal(ctx, tx, s.clock()); err != nil {
		return err
	}
	return mapErr("commit", tx.Commit(ctx))
}

// read runs fn in one read-only, repeatable-read transaction, so that all
// its queries see the same snapshot.
func (s *Store) read(ctx context.Context, fn func(pgx.Tx) error) error {
	tx, err := s.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return mapErr("read", err)
	}
	defer tx.Rollback(ctx)
	return fn(tx)
}
