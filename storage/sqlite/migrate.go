package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// migration is one numbered schema change, migrations/NNNN_name.sql.
type migration struct {
	version int
	name    string
	sql     string
}

var loadMigrations = sync.OnceValue(func() []migration {
	ms, err := parseMigrations(migrationFS, "migrations")
	if err != nil {
		// The files are embedded at build time: a bad name is a bug in
		// this package, caught by every test.
		panic(err)
	}
	return ms
})

// parseMigrations reads dir's NNNN_name.sql files, which must be numbered
// 1, 2, 3, ... without gaps.
func parseMigrations(fsys fs.FS, dir string) ([]migration, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, err
	}
	var ms []migration
	for _, e := range entries {
		num, name, ok := strings.Cut(strings.TrimSuffix(e.Name(), ".sql"), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || !strings.HasSuffix(e.Name(), ".sql") {
			return nil, fmt.Errorf("storage: migration %s: name is not NNNN_name.sql", e.Name())
		}
		if v != len(ms)+1 {
			return nil, fmt.Errorf("storage: migration %s: version %d, want %d", e.Name(), v, len(ms)+1)
		}
		body, err := fs.ReadFile(fsys, path.Join(dir, e.Name()))
		if err != nil {
			return nil, err
		}
		ms = append(ms, migration{version: v, name: name, sql: string(body)})
	}
	return ms, nil
}

// latestVersion is the schema version this build writes.
func latestVersion() int { return len(loadMigrations()) }

// migrate brings the schema to the latest version.
func (s *Store) migrate(ctx context.Context) error {
	return s.applyAll(ctx, loadMigrations())
}

// upgrade backs up a database at an older schema version, then migrates
// it: a migration that goes wrong leaves the arbiter the old file.
func (s *Store) upgrade(ctx context.Context, from int) error {
	to := UpgradeBackupPath(s.path, from, s.clock())
	if err := s.Backup(ctx, to); err != nil {
		return fmt.Errorf("storage: %s: before upgrading from schema version %d: %w", s.path, from, err)
	}
	return s.migrate(ctx)
}

// UpgradeBackupPath names the backup Open makes of the database at dbPath
// before upgrading it from schema version from at time t:
// NAME.schemaN.YYYYMMDDTHHMMSSZ.EXT.
func UpgradeBackupPath(dbPath string, from int, t time.Time) string {
	return siblingPath(dbPath, fmt.Sprintf("schema%d", from), t)
}

// applyAll applies each migration above the current version, each in its
// own transaction together with its user_version, so that a crash leaves
// the database at one version or the next, never between.
func (s *Store) applyAll(ctx context.Context, ms []migration) error {
	for _, m := range ms {
		if err := s.apply(ctx, m); err != nil {
			return fmt.Errorf("storage: %s: migration %d (%s): %w", s.path, m.version, m.name, err)
		}
	}
	return nil
}

func (s *Store) apply(ctx context.Context, m migration) error {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var current int
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&current); err != nil {
		return err
	}
	if current >= m.version {
		return nil
	}
	if current != m.version-1 {
		return fmt.Errorf("database is at version %d", current)
	}
	if current == 0 {
		if err := stampApplication(ctx, tx); err != nil {
			return err
		}
	}
	// Records edited outside Arbiter Console before the upgrade stay
	// reported: the resealing below must not launder them into the log.
	before, err := checkRecords(ctx, tx, s.key)
	if err != nil {
		return err
	}
	outside := make(map[string]bool, len(before))
	for _, b := range before {
		outside[b.Ref] = true
	}
	// A file seal that holds is made again after the resealing; one that
	// does not stays broken for db check to name.
	resealFile, sealCount := false, int64(0)
	if k := s.sealer(); k != nil && current >= 5 {
		c, err := k.checkFile(ctx, tx)
		if err != nil {
			return err
		}
		resealFile, sealCount = c.reason == "", c.seal.n
	}
	if _, err := tx.ExecContext(ctx, m.sql); err != nil {
		return err
	}
	// PRAGMA takes no bound parameters; the version is an integer we made.
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", m.version)); err != nil {
		return err
	}
	// A migration may add columns: seal every record as it now is.
	if ok, err := hasRecordLog(ctx, tx); err != nil {
		return err
	} else if ok {
		if err := markAllRecords(ctx, tx); err != nil {
			return err
		}
		if err := sealRecords(ctx, tx, s.clock(), s.key, outside, nil); err != nil {
			return err
		}
	}
	if resealFile {
		if _, err := s.sealer().sealFile(ctx, tx, sealCount+1); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// stampApplication marks an empty database as ours.
func stampApplication(ctx context.Context, tx *sql.Tx) error {
	var tables int
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_schema").Scan(&tables); err != nil {
		return err
	}
	if tables != 0 {
		return fmt.Errorf("%w: version 0 but holds %d schema objects", storage.ErrForeignApp, tables)
	}
	_, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA application_id = %d", ApplicationID))
	return err
}
