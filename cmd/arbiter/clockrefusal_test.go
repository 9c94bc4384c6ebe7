package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/ui"
)

// A refusal of the clock engine, from the real backend on a temporary
// event file, is shown in the board window in the arbiter's language, not
// in the clock's English: German here. Board 13 of the demo has not
// started, and Ctrl+U on it asks to resume clocks that are not paused.
func TestClockRefusalShownInGerman(t *testing.T) {
	if err := ui.SetLanguage("de"); err != nil {
		t.Fatal(err)
	}
	defer ui.SetLanguage("en")
	b, store, _, err := backend.Open(context.Background(), filepath.Join(t.TempDir(), "event.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	defer store.Close()
	if err := b.DemoEvent(); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	c := ui.NewConsole(a, "event.db", ui.Actions{})
	c.Attach(b)
	c.OpenBoard(13)
	wins := a.Driver().AllWindows()
	w := wins[len(wins)-1]
	focused, ok := w.Canvas().Focused().(fyne.Shortcutable) // the move field passes the window's shortcuts on
	if !ok {
		t.Fatalf("board window: %T has the focus, want the move field", w.Canvas().Focused())
	}
	focused.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyU, Modifier: fyne.KeyModifierShortcutDefault})

	// The command runs off the UI goroutine: wait for its answer.
	top := w.Canvas().Overlays().Top()
	for deadline := time.Now().Add(10 * time.Second); top == nil && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
		top = w.Canvas().Overlays().Top()
	}
	if top == nil {
		t.Fatal("no dialog after resuming clocks that are not paused")
	}
	var text []string
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok {
			text = append(text, l.Text)
		}
	}
	got := strings.Join(text, " | ")
	if want := "Die Uhren sind nicht angehalten."; !strings.Contains(got, want) {
		t.Errorf("dialog says %q, want %q", got, want)
	}
	if strings.Contains(got, "clock") {
		t.Errorf("dialog %q still has the clock's English", got)
	}
}
