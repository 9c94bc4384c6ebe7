package backend

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// A second console on a file the first one holds opens it read-only and
// says why; its commands are refused, the first console's are not.
func TestOpen_SecondConsoleGetsReadOnlyView(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "e.db")
	first, s1, ro, err := Open(ctx, path)
	if err != nil || ro != nil {
		t.Fatalf("first console: %v, read-only %v", err, ro)
	}
	defer s1.Close()
	if err := first.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	second, s2, ro, err := Open(ctx, path)
	if err != nil {
		t.Fatalf("second console: %v", err)
	}
	defer s2.Close()
	if !errors.Is(ro, storage.ErrLocked) || !strings.Contains(ro.Error(), "pid ") {
		t.Fatalf("second console: read-only because %v", ro)
	}
	ev, ok := second.Event()
	if !ok || ev.Name != "Test Open" || len(second.Boards()) != 2 {
		t.Fatalf("read-only view: %+v, %v", ev, ok)
	}
	if len(ev.Notices) != 1 || ev.Notices[0].Key != "notice.read_only" || !strings.Contains(ev.Notices[0].Params["Reason"].(string), "in use") {
		t.Errorf("notices: %+v", ev.Notices)
	}
	if _, err := second.Do(1, view.Command{Kind: view.CmdStartClock}); !errors.Is(err, storage.ErrReadOnly) {
		t.Errorf("command in the read-only view: err = %v", err)
	}
	if _, err := first.Do(1, view.Command{Kind: view.CmdStartClock}); err != nil {
		t.Errorf("command in the first console: %v", err)
	}
}
