// Package engine_test keeps the engine free of the UI and the database: the
// Laws must be testable in microseconds, with no display and no file.
package engine_test

import (
	"os/exec"
	"strings"
	"testing"
)

func TestEngineImportsNeitherFyneNorSQL(t *testing.T) {
	deps := goListDeps(t, "./...")
	// Prefixes: the whole Fyne module, the database/ tree, the SQLite driver.
	for _, forbidden := range []string{"fyne.io/", "database/", "github.com/mattn/"} {
		for _, d := range deps {
			if strings.HasPrefix(d, forbidden) {
				t.Errorf("engine depends on %s", d)
			}
		}
	}
}

func goListDeps(t *testing.T, pkgs string) []string {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", pkgs).Output()
	if err != nil {
		t.Fatalf("go list -deps %s: %v", pkgs, err)
	}
	return strings.Fields(string(out))
}
