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
