package postgres

import (
	"context"
	"testing"

	"github.com/arbiterconsole/arbiter/internal/pgtest"
)

// A server event made before the record log (schema version 2) gets one
// on upgrade: every record there is sealed then, and verifies.
func TestMigration3_SealsTheRecordsThereAre(t *testing.T) {
	url := pgtest.Database(t)
	ms := migrations()
	pgtest.Exec(t, url,
		"CREATE TABLE arbiter_schema (application text NOT NULL, version integer NOT NULL)",
		"INSERT INTO arbiter_schema VALUES ('"+application+"', 2)",
		ms[0].sql, ms[1].sql,
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
	var logged int
	if err := s.pool.QueryRow(ctx, "SELECT count(*) FROM record_log").Scan(&logged); err != nil || logged != 4 {
		t.Errorf("record log holds %d entries (%v), want the event and its 2 players, and the event again with migration 4's columns", logged, err)
	}
	if breaks, err := s.VerifyRecords(ctx); err != nil || len(breaks) > 0 {
		t.Errorf("VerifyRecords = %v, %v", breaks, err)
	}
}
