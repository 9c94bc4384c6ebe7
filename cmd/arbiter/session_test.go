package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/ui"
)

// The event named at the start is opened on another goroutine, as run
// does beside the window's start, and start then shows it in the console
// and adds it to the events opened last.
func TestSessionStartShowsTheEventOpenedAside(t *testing.T) {
	path := demoEventFile(t, filepath.Join(t.TempDir(), "event.db"))
	s := newTestSession(t)
	s.start(<-s.openAside(path), feedFlags{})
	t.Cleanup(s.close)
	if s.backend == nil || s.store == nil {
		t.Fatal("start left the session without the event")
	}
	if _, ok := s.backend.EventID(); !ok {
		t.Error("the backend has no event")
	}
	before := len(fyne.CurrentApp().Driver().AllWindows())
	s.console.OpenBoard(1)
	wins := fyne.CurrentApp().Driver().AllWindows()
	if len(wins) != before+1 || !strings.Contains(wins[len(wins)-1].Title(), "1") {
		t.Errorf("opening board 1 made %d windows more, the last %q; want board 1's", len(wins)-before, wins[len(wins)-1].Title())
	}
	if got := s.settings.RecentDatabases(); !slices.Contains(got, path) {
		t.Errorf("events opened last %q, want %s among them", got, path)
	}
}

// An event that cannot be opened leaves the console without one, and the
// events opened last as they were.
func TestSessionStartWithAnEventThatCannotOpen(t *testing.T) {
	dir := t.TempDir()
	notAFile := filepath.Join(dir, "folder.db")
	if err := os.Mkdir(notAFile, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{notAFile, "postgres://"} {
		s := newTestSession(t)
		o := s.openBackend(path)
		if o.err == nil {
			t.Fatalf("%s: opened", path)
		}
		s.start(o, feedFlags{})
		if s.backend != nil {
			t.Errorf("%s: the session has a backend", path)
		}
		if got := s.settings.RecentDatabases(); slices.Contains(got, path) {
			t.Errorf("%s: among the events opened last (%q)", path, got)
		}
	}
}

// demoEventFile writes the demo event to a new file at path, closed.
func demoEventFile(t *testing.T, path string) string {
	t.Helper()
	b, store, _, err := backend.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	defer b.Close()
	if err := b.DemoEvent(); err != nil {
		t.Fatal(err)
	}
	return path
}

func newTestSession(t *testing.T) *session {
	t.Helper()
	if err := ui.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	s := &session{settings: ui.NewSettings(a.Preferences())}
	s.console = ui.NewConsole(a, "", ui.Actions{})
	return s
}

// An event the arbiter opens from the console while the one named at the
// start is still being read stays shown when that one arrives.
func TestSessionStartKeepsTheEventOpenedMeanwhile(t *testing.T) {
	dir := t.TempDir()
	first := demoEventFile(t, filepath.Join(dir, "first.db"))
	chosen := demoEventFile(t, filepath.Join(dir, "chosen.db"))
	s := newTestSession(t)
	late := s.openBackend(first)
	if err := s.open(chosen); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.close)
	kept := s.backend
	s.start(late, feedFlags{})
	if s.backend != kept {
		t.Error("the event read at the start replaced the one the arbiter opened")
	}
	// The late one was closed: its file can be opened for writing again.
	b, store, readOnly, err := backend.Open(context.Background(), first)
	if err != nil {
		t.Fatal(err)
	}
	b.Close()
	store.Close()
	if readOnly != nil {
		t.Errorf("%s still held after start dropped it: %v", first, readOnly)
	}
}
