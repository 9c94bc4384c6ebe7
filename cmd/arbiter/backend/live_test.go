package backend

import (
	"context"
	"errors"
	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend/pairingtest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
	"github.com/arbiterconsole/arbiter/storage/stores"
	"github.com/arbiterconsole/arbiter/ui/view"
)

func TestMain(m *testing.M) {
	pairingtest.Serve() // the test binary run again as a stand-in pairing program
	os.Exit(pgtest.Main(m))
}

// serverEvent puts testSetup's event on a new server database, as the
// chief does with arbiterctl db copy, and returns its URL.
func serverEvent(t *testing.T) string {
	t.Helper()
	ctx := context.Background()
	url := pgtest.Database(t)
	b, file := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer file.Close()
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	snap, err := file.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	s, err := stores.Create(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Restore(ctx, snap); err != nil {
		t.Fatal(err)
	}
	return url
}

// console opens the event on the server as one arbiter's console does.
func console(t *testing.T, url string) (*Backend, <-chan struct{}) {
	t.Helper()
	b, s, _, err := Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close(); s.Close() })
	changed := make(chan struct{}, 1)
	b.OnChange(func(view.Change) {
		select {
		case changed <- struct{}{}:
		default:
		}
	})
	return b, changed
}

// until waits for the console's state to satisfy ok, on its OnChange.
func until(t *testing.T, what string, changed <-chan struct{}, ok func() bool) time.Duration {
	t.Helper()
	start := time.Now()
	for !ok() {
		select {
		case <-changed:
		case <-time.After(30 * time.Second):
			t.Fatalf("the console never showed %s", what)
		}
	}
	return time.Since(start)
}

// A move made on one console appears on another that runs the same event.
func TestFollow_OthersMovesAppear(t *testing.T) {
	url := serverEvent(t)
	chief, _ := console(t, url)
	deputy, changed := console(t, url)
	if _, err := chief.Do(1, view.Command{Kind: view.CmdStartClock}); err != nil {
		t.Fatal(err)
	}
	if _, err := chief.Do(1, view.Command{Kind: view.CmdMove, Move: "e2e4"}); err != nil {
		t.Fatal(err)
	}
	took := until(t, "the chief's move", changed, func() bool {
		d, err := deputy.Board(1)
		return err == nil && d.LastMove == "e2e4"
	})
	t.Logf("the deputy's console showed the chief's move after %v", took)

	// The deputy decides on what it now sees; the chief, one move behind,
	// gets the conflict and the new state.
	if _, err := deputy.Do(1, view.Command{Kind: view.CmdMove, Move: "e7e5"}); err != nil {
		t.Fatal(err)
	}
	_, err := chief.Do(1, view.Command{Kind: view.CmdMove, Move: "c7c5"})
	var conflict *ConflictError
	if err == nil {
		// The chief heard the deputy's move first: c7c5 is then White's
		// illegal move, refused by the engine, not a fork.
		d, _ := chief.Board(1)
		t.Fatalf("c7c5 accepted after e7e5; board %+v", d.BoardView)
	}
	if errors.As(err, &conflict) || errors.Is(err, storage.ErrConflict) {
		t.Logf("chief: %v", err)
	}
	if d, _ := chief.Board(1); d.LastMove != "e7e5" {
		t.Errorf("the chief's board shows %q, want the deputy's e7e5", d.LastMove)
	}
}

// While the server is away the console says so and refuses commands;
// once it is back the console reads everything again and goes on.
func TestFollow_ServerAway(t *testing.T) {
	url := serverEvent(t)
	deputy, changed := console(t, url)
	srv := pgtest.Cluster(t)
	away := func() bool {
		ev, _ := deputy.Event()
		for _, n := range ev.Notices {
			if strings.HasPrefix(n.Key, "notice.server_away.") {
				return true
			}
		}
		return false
	}
	if err := srv.Down(); err != nil {
		t.Fatal(err)
	}
	until(t, "the server away", changed, away)
	if _, err := deputy.Do(2, view.Command{Kind: view.CmdStartClock}); !errors.Is(err, ErrServerAway) {
		t.Errorf("command while away: err = %v, want ErrServerAway", err)
	}
	if err := srv.Up(); err != nil {
		t.Fatal(err)
	}
	until(t, "the server back", changed, func() bool { return !away() })
	if _, err := deputy.Do(2, view.Command{Kind: view.CmdStartClock}); err != nil {
		t.Errorf("command once the server is back: %v", err)
	}
}

// A ruling a deputy gives on his console names him on every console of
// the event: the chief's appeal record of that board says who decided.
func TestFollow_RulingNamesTheDeputyWhoDecided(t *testing.T) {
	url := serverEvent(t)
	chief, changed := console(t, url)
	deputy, _ := console(t, url)
	deputy.arbiter = func() string { return "Deputy B" }
	if _, err := deputy.Do(1, view.Command{Kind: view.CmdStartClock}); err != nil {
		t.Fatal(err)
	}
	if _, err := deputy.Do(1, view.Command{Kind: view.CmdPenalty, Side: view.White, Penalty: "warning",
		Text: "spoke to the opponent"}); err != nil {
		t.Fatal(err)
	}
	var entries []view.AppealEntry
	until(t, "the deputy's warning", changed, func() bool {
		var err error
		entries, err = chief.Appeal(1)
		return err == nil && len(entries) > 0 && entries[len(entries)-1].Command == view.CmdPenalty
	})
	if e := entries[len(entries)-1]; e.Arbiter != "Deputy B" || e.Reason != "spoke to the opponent" {
		t.Errorf("the chief's console records the warning as %+v, want it decided by Deputy B", e)
	}
}
