package postgres

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
)

// apartSchema sets up a server as a build whose migrations were numbered
// apart from the file's left it at version k: its migrations 1..k as they
// were (testdata/numbered-apart) and an arbiter_schema without the
// numbering column.
func apartSchema(t *testing.T, url string, k int) {
	t.Helper()
	files, err := filepath.Glob("testdata/numbered-apart/*.sql")
	if err != nil || len(files) != 6 {
		t.Fatalf("numbered-apart migrations: %v, %v", files, err)
	}
	stmts := []string{
		"CREATE TABLE arbiter_schema (application text NOT NULL, version integer NOT NULL)",
		fmt.Sprintf("INSERT INTO arbiter_schema VALUES ('%s', %d)", application, k),
	}
	for _, f := range files[:k] {
		body, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		stmts = append(stmts, string(body))
	}
	pgtest.Exec(t, url, stmts...)
}

// schemaOf describes a database's tables, columns, triggers and functions,
// in an order that does not depend on how they came to be.
func schemaOf(t *testing.T, s *Store) []string {
	t.Helper()
	ctx := context.Background()
	var out []string
	for _, q := range []string{
		`SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '')
			FROM information_schema.columns WHERE table_schema = current_schema() AND table_name <> 'arbiter_schema'`,
		`SELECT event_object_table || ' ' || trigger_name || ' ' || event_manipulation || ' ' || action_statement
			FROM information_schema.triggers WHERE trigger_schema = current_schema()`,
		`SELECT p.proname || ': ' || p.prosrc FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
			WHERE n.nspname = current_schema()`,
		`SELECT conrelid::regclass || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
			WHERE connamespace = current_schema()::regnamespace`,
	} {
		rows, err := s.pool.Query(ctx, q+" ORDER BY 1")
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var line string
			if err := rows.Scan(&line); err != nil {
				t.Fatal(err)
			}
			out = append(out, strings.Join(strings.Fields(line), " "))
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// A server left by a build whose migrations were numbered apart from the
// file's, at any of its versions, is renumbered and upgraded to the same
// schema as a new one, and numbers each change as the file does.
func TestUpgrade_FromServerNumberedApart(t *testing.T) {
	ctx := context.Background()
	fresh, err := Create(ctx, pgtest.Database(t))
	if err != nil {
		t.Fatal(err)
	}
	want := schemaOf(t, fresh)
	fresh.Close()
	for k := 1; k <= 6; k++ {
		t.Run(fmt.Sprint("version ", k), func(t *testing.T) {
			url := pgtest.Database(t)
			apartSchema(t, url, k)
			if k < 3 { // later, a row added by SQL is named as added outside
				pgtest.Exec(t, url, `INSERT INTO tournaments (name, laws_edition, game_type, time_control) VALUES ('Old Open', '2023', 'rapid', '15+10')`)
			}
			// Every version numbered apart is older than the file's
			// last: it is upgraded read-write first.
			if ro, err := OpenReadOnly(ctx, url); err == nil {
				ro.Close()
				t.Errorf("OpenReadOnly of version %d numbered apart: opened, want it refused until upgraded", k)
			}
			s, err := Open(ctx, url)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if sum, err := s.Summary(ctx); err != nil || sum.SchemaVersion != latestVersion() {
				t.Fatalf("after the upgrade: %+v, %v", sum, err)
			}
			if got := schemaOf(t, s); !reflect.DeepEqual(got, want) {
				t.Errorf("schema after the upgrade differs from a new one's:\n%s", diffLines(got, want))
			}
			if breaks, err := s.VerifyRecords(ctx); err != nil || len(breaks) > 0 {
				t.Errorf("VerifyRecords = %v, %v", breaks, err)
			}
		})
	}
}

func diffLines(got, want []string) string {
	in := func(l []string, s string) bool {
		for _, x := range l {
			if x == s {
				return true
			}
		}
		return false
	}
	var b strings.Builder
	for _, g := range got {
		if !in(want, g) {
			fmt.Fprintf(&b, "+ %s\n", g)
		}
	}
	for _, w := range want {
		if !in(got, w) {
			fmt.Fprintf(&b, "- %s\n", w)
		}
	}
	return b.String()
}

// A server event made before the record log (apart version 2) gets one
// on upgrade: every record there is sealed then, and verifies.
func TestMigration5_SealsTheRecordsThereAre(t *testing.T) {
	url := pgtest.Database(t)
	apartSchema(t, url, 2)
	pgtest.Exec(t, url,
		`INSERT INTO tournaments (name, laws_edition, game_type, time_control) VALUES ('Old Open', '2023', 'rapid', '15+10')`,
		`INSERT INTO players (tournament_id, name, rating) VALUES (1, 'Alder, Tom', 2650), (1, 'Birch, Eva', 2480)`,
	)
	ctx := context.Background()
	s, err := Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if sum, err := s.Summary(ctx); err != nil || sum.SchemaVersion != latestVersion() {
		t.Fatalf("after the upgrade: %+v, %v", sum, err)
	}
	// The players once each; the event once, and again for each later
	// migration that gave events a column.
	var players, events int
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE ref LIKE 'player %'),
		count(*) FILTER (WHERE ref LIKE 'event %') FROM record_log`).Scan(&players, &events); err != nil || players != 2 || events < 1 {
		t.Errorf("record log holds %d player and %d event entries (%v), want 2 and at least 1", players, events, err)
	}
	if breaks, err := s.VerifyRecords(ctx); err != nil || len(breaks) > 0 {
		t.Errorf("VerifyRecords = %v, %v", breaks, err)
	}
}
