package sqlite

import (
	"path/filepath"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/storagetest"
)

func TestConformance(t *testing.T) {
	storagetest.Run(t, func(t *testing.T) storage.Store {
		s, err := Create(filepath.Join(t.TempDir(), "event.db"), WithClock(fixedClock))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	})
}

func TestSchemaVersion_IsTheContracts(t *testing.T) {
	if latestVersion() != storage.SchemaVersion {
		t.Errorf("the file's migrations end at %d, storage.SchemaVersion is %d", latestVersion(), storage.SchemaVersion)
	}
}
