package sqlite

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
)

// Edits made behind the application's back, with the append-only triggers
// dropped as a determined editor would.
func TestOpen_DetectsTamperedLog(t *testing.T) {
	const dropTriggers = "DROP TRIGGER game_events_no_update; DROP TRIGGER game_events_no_delete"
	tests := []struct {
		name  string
		edit  string // %d is the second game's id
		seq   int64
		cause string
	}{
		{"payload changed", "UPDATE game_events SET payload = '{\"san\":\"e3\"}' WHERE game_id = %d AND seq = 1", 1, "content"},
		{"kind changed", "UPDATE game_events SET kind = 'takeback' WHERE game_id = %d AND seq = 3", 3, "content"},
		{"wall time changed", "UPDATE game_events SET wall_ms = wall_ms + 60000 WHERE game_id = %d AND seq = 2", 2, "content"},
		{"middle event removed", "DELETE FROM game_events WHERE game_id = %d AND seq = 3", 3, "missing"},
		{"last event removed", "DELETE FROM game_events WHERE game_id = %d AND seq = 5", 5, "records 5 events"},
		{"last event removed, count fixed", "DELETE FROM game_events WHERE game_id = %[1]d AND seq = 5; UPDATE games SET event_count = 4 WHERE id = %[1]d", 4, "head"},
		{"event rehashed alone", "UPDATE game_events SET payload = '{\"san\":\"Nc3\"}', hash = randomblob(32) WHERE game_id = %d AND seq = 4", 4, "content"},
		{"events renumbered", "UPDATE game_events SET seq = seq + 10 WHERE game_id = %d AND seq > 3", 4, "missing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "arbiter.db")
			f := makeOurs(t, path)
			rawExec(t, path, dropTriggers, fmt.Sprintf(tt.edit, f.games[1]))

			_, err := Open(path)
			var te *storage.TamperError
			if !errors.As(err, &te) || !errors.Is(err, storage.ErrTampered) {
				t.Fatalf("Open: err = %v, want a *TamperError", err)
			}
			t.Log(err)
			if len(te.Breaks) != 1 || te.Breaks[0].GameID != f.games[1] || te.Breaks[0].Seq != tt.seq {
				t.Fatalf("breaks %v, want one at game %d seq %d", te.Breaks, f.games[1], tt.seq)
			}
			if !strings.Contains(te.Breaks[0].Reason, tt.cause) {
				t.Errorf("reason %q does not mention %q", te.Breaks[0].Reason, tt.cause)
			}
			if te.Path != path {
				t.Errorf("error names %q, want %q", te.Path, path)
			}

			// Nothing was repaired: a second Open finds the same break,
			// and the read-only store still shows the intact game.
			if _, err := Open(path); !errors.As(err, &te) {
				t.Fatalf("second Open: err = %v, want the break again", err)
			}
			inspectTampered(t, path, f)
		})
	}
}

// inspectTampered opens a tampered database read-only: the intact game
// replays, the tampered one stops at its break, writes are refused.
func inspectTampered(t *testing.T, path string, f fixture) {
	t.Helper()
	ctx := context.Background()
	s, err := OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if !s.ReadOnly() {
		t.Error("ReadOnly() = false")
	}
	breaks, err := s.VerifyChain(ctx)
	if err != nil || len(breaks) != 1 {
		t.Errorf("VerifyChain = %v, %v; want one break", breaks, err)
	}
	n := 0
	if err := s.Replay(ctx, f.games[0], func(storage.EventRecord) error { n++; return nil }); err != nil || n != 5 {
		t.Errorf("replay of the intact game: %d events, %v", n, err)
	}
	if err := s.Replay(ctx, f.games[1], func(storage.EventRecord) error { return nil }); !errors.Is(err, storage.ErrTampered) {
		t.Errorf("replay of the tampered game: err = %v, want ErrTampered", err)
	}
	if _, err := appendEnd(ctx, s, f.games[0], []storage.EventRecord{move("a3")}); !errors.Is(err, storage.ErrReadOnly) {
		t.Errorf("Append on a read-only store: err = %v, want ErrReadOnly", err)
	}
	if _, err := s.AddRound(ctx, f.tournament, 2); !errors.Is(err, storage.ErrReadOnly) {
		t.Errorf("AddRound on a read-only store: err = %v, want ErrReadOnly", err)
	}
}

func TestVerifyChain_ListsEveryBrokenGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	f := makeOurs(t, path)
	rawExec(t, path, "DROP TRIGGER game_events_no_update", "UPDATE game_events SET payload = '{}' WHERE seq = 2")
	_, err := Open(path)
	var te *storage.TamperError
	if !errors.As(err, &te) {
		t.Fatalf("Open: err = %v, want *TamperError", err)
	}
	want := []storage.ChainBreak{
		{GameID: f.games[0], Seq: 2, Reason: "event content does not match its hash"},
		{GameID: f.games[1], Seq: 2, Reason: "event content does not match its hash"},
	}
	if !slices.Equal(te.Breaks, want) {
		t.Errorf("breaks %v, want %v", te.Breaks, want)
	}
	wantMsg := fmt.Sprintf("storage: %s: game records were changed outside Arbiter Console: game %d seq 2: event content does not match its hash; game %d seq 2: event content does not match its hash", path, f.games[0], f.games[1])
	if err.Error() != wantMsg {
		t.Errorf("message\n%s\nwant\n%s", err, wantMsg)
	}
}
