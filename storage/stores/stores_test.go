package stores

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// migrationNames reads a store's migrations/NNNN_name.sql by number.
func migrationNames(t *testing.T, dir string) map[int]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "migrations", "*.sql"))
	if err != nil || len(files) == 0 {
		t.Fatalf("%s: %v, %v", dir, files, err)
	}
	names := map[int]string{}
	for _, f := range files {
		num, name, _ := strings.Cut(strings.TrimSuffix(filepath.Base(f), ".sql"), "_")
		n, err := strconv.Atoi(num)
		if err != nil {
			t.Fatalf("%s: not NNNN_name.sql", f)
		}
		names[n] = name
	}
	return names
}

// Both stores number each change of the schema the same: every change
// of the file has the number and name it has on a server, so that a
// version means the same on both.
func TestMigrations_NumberedTheSame(t *testing.T) {
	file := migrationNames(t, "../sqlite")
	server := migrationNames(t, "../postgres")
	for n, name := range file {
		if server[n] != name {
			t.Errorf("file migration %04d_%s is %04d_%q on a server", n, name, n, server[n])
		}
	}
}

func TestIsServer(t *testing.T) {
	for where, want := range map[string]bool{
		"postgres://arbiter@venue/open":   true,
		"postgresql://arbiter@venue/open": true,
		"/home/arbiter/open.db":           false,
		"postgres.db":                     false,
		"C:\\events\\postgres://x":        false,
	} {
		if got := IsServer(where); got != want {
			t.Errorf("IsServer(%q) = %v, want %v", where, got, want)
		}
	}
}
