package postgres

import (
	"context"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
	"github.com/arbiterconsole/arbiter/storage/storagetest"
)

func TestConformance(t *testing.T) {
	clock := func() time.Time { return time.Date(2026, 3, 14, 10, 0, 0, 0, time.UTC) }
	storagetest.Run(t, func(t *testing.T) storage.Store {
		s, err := Create(context.Background(), pgtest.Database(t), WithClock(clock))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	})
}

func TestSchemaVersion_IsTheContracts(t *testing.T) {
	if latestVersion() != storage.SchemaVersion {
		t.Errorf("the server's migrations end at %d, storage.SchemaVersion is %d", latestVersion(), storage.SchemaVersion)
	}
}
