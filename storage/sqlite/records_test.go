package sqlite

import (
	"context"
	"database/sql"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
)

// editOutside changes the database file as another tool would, past the
// store.
func editOutside(t *testing.T, s *Store, query string) {
	t.Helper()
	db, err := sql.Open("sqlite3", s.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(query); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
}

func TestVerifyRecords_CatchesEditsOutside(t *testing.T) {
	tests := []struct {
		name, edit string
		want       []string // in the break's text
	}{
		{"edited result", "UPDATE games SET result = '0-1' WHERE id = 1",
			[]string{"game 1", `result is "0-1", recorded "*"`}},
		{"swapped colours", "UPDATE boards SET white_id = black_id, black_id = white_id WHERE id = 1",
			[]string{"board 1", "black_id is", "white_id is"}},
		{"edited rating", "UPDATE players SET rating = 2999 WHERE id = 1",
			[]string{"player 1", "rating is 2999, recorded 2800"}},
		{"edited rule set", `UPDATE tournaments SET laws_edition = '2014' WHERE id = 1`,
			[]string{"event 1", `laws_edition is "2014"`}},
		{"added bye", "INSERT INTO byes (round_id, player_id, result) VALUES (1, 3, 'PAB')",
			[]string{"bye 1/3", "added outside"}},
		{"deleted pairing", "DELETE FROM games WHERE id = 2; DELETE FROM boards WHERE id = 2",
			[]string{"board 2", "deleted outside"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			s := newTestStore(t)
			addFixture(t, s)
			if breaks, err := s.VerifyRecords(ctx); err != nil || len(breaks) != 0 {
				t.Fatalf("before the edit: %v, %v", breaks, err)
			}
			editOutside(t, s, tt.edit)
			breaks, err := s.VerifyRecords(ctx)
			if err != nil {
				t.Fatal(err)
			}
			var text []string
			for _, b := range breaks {
				text = append(text, b.String())
			}
			all := strings.Join(text, "\n")
			for _, w := range tt.want {
				if !strings.Contains(all, w) {
					t.Errorf("breaks %q do not say %q", all, w)
				}
			}
		})
	}
}

func TestVerifyRecords_CatchesRewrittenLogEntry(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	addFixture(t, s)
	editOutside(t, s, `DROP TRIGGER record_log_no_update;
		UPDATE record_log SET content = json_set(content, '$.rating', 2999) WHERE ref = 'player 1';
		UPDATE players SET rating = 2999 WHERE id = 1`)
	breaks, err := s.VerifyRecords(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(breaks) == 0 || !strings.Contains(breaks[0].String(), "does not match its hash") {
		t.Errorf("breaks = %v", breaks)
	}
}

func TestSealRecords_UnchangedRowIsNotLoggedAgain(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	f := addFixture(t, s)
	count := func() (n int) {
		s.r.QueryRow("SELECT count(*) FROM record_log").Scan(&n)
		return n
	}
	before := count()
	if err := s.SetResult(ctx, f.games[0], "*", ""); err != nil {
		t.Fatal(err)
	}
	if got := count(); got != before {
		t.Errorf("record log grew from %d to %d for a change to the same values", before, got)
	}
	if err := s.SetResult(ctx, f.games[0], "1-0", "resignation"); err != nil {
		t.Fatal(err)
	}
	if got := count(); got != before+1 {
		t.Errorf("record log grew from %d to %d for one result", before, got)
	}
}

// An edit made outside is never sealed by the store's next write, even
// one that changes other records.
func TestSealRecords_OutsideEditIsNotLaundered(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	f := addFixture(t, s)
	editOutside(t, s, "UPDATE players SET rating = 2999 WHERE id = 1")
	if err := s.SetResult(ctx, f.games[0], "1-0", "resignation"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddPlayer(ctx, storage.Player{TournamentID: f.tournament, Name: "Late, Entry"}); err != nil {
		t.Fatal(err)
	}
	breaks, err := s.VerifyRecords(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(breaks) != 1 || breaks[0].Ref != "player 1" || !strings.Contains(breaks[0].Reason, "rating is 2999, recorded 2800") {
		t.Errorf("breaks after later writes: %v", breaks)
	}
}

// An editor who also removes the change's mark from record_dirty made the
// store's next write to that row seal the edit: the record log then said
// the console recorded the forged rating.
func TestSealRecords_OutsideEditWithItsMarkRemovedIsNotLaundered(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	addFixture(t, s)
	editOutside(t, s, "UPDATE players SET rating = 2999 WHERE id = 1; DELETE FROM record_dirty")
	p, err := s.Player(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	p.Title = "FM" // the arbiter corrects the player's title
	if err := s.UpdatePlayer(ctx, p); err != nil {
		t.Fatal(err)
	}
	breaks, err := s.VerifyRecords(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(breaks) != 1 || breaks[0].Ref != "player 1" || !strings.Contains(breaks[0].Reason, "recorded 2800") {
		t.Errorf("breaks after the arbiter's write on the edited row: %v", breaks)
	}
}
