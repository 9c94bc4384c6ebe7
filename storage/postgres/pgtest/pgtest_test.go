package pgtest

import (
	"context"
	"os"
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestMain(m *testing.M) { os.Exit(Main(m)) }

func TestDatabase_IsEmptyAndOwn(t *testing.T) {
	ctx := context.Background()
	a, b := Database(t), Database(t)
	if a == b {
		t.Fatalf("two databases share the URL %s", a)
	}
	conn, err := pgx.Connect(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var tables int
	if err := conn.QueryRow(ctx, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'").Scan(&tables); err != nil {
		t.Fatal(err)
	}
	if tables != 0 {
		t.Errorf("new database holds %d tables", tables)
	}
}
