package main

import (
	"os"
	"path/filepath"
	"testing"
)

// The preferences, which name the events opened last, are the owner's
// only, whether Fyne made them already (0644 as it writes them) or not.
func TestPreferences_ReadableByTheOwnerOnly(t *testing.T) {
	fresh := filepath.Join(t.TempDir(), "fresh")
	old := t.TempDir()
	os.Chmod(old, 0o755)
	os.WriteFile(filepath.Join(old, "preferences.json"), []byte(`{"files.recent":["x.db"]}`), 0o644)
	for _, dir := range []string{fresh, old} {
		if err := privatePreferences(dir); err != nil {
			t.Fatal(err)
		}
		for path, want := range map[string]os.FileMode{dir: 0o700, filepath.Join(dir, "preferences.json"): 0o600} {
			if st, err := os.Stat(path); err != nil || st.Mode().Perm() != want {
				t.Errorf("%s: %v, mode %v, want %v", path, err, st.Mode().Perm(), want)
			}
		}
	}
	if b, _ := os.ReadFile(filepath.Join(old, "preferences.json")); string(b) != `{"files.recent":["x.db"]}` {
		t.Errorf("the preferences were changed: %s", b)
	}
}
