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

// A refusal of an engine, from the real backend on a temporary event file,
// is shown in the board window in the arbiter's language, not in the
// engine's English: German here.
func TestRefusalShownInGerman(t *testing.T) {
	for _, tt := range []struct {
		name  string
		board int
		act   func(focused fyne.Focusable) // in the board window's move field
		want  string
	}{
		{"laws: a move that is no move, with the move typed among its parameters", 1,
			func(f fyne.Focusable) {
				test.Type(f, "Zz9")
				f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			},
			`Brett 1: "Zz9" ist in dieser Stellung kein regelgemäßer Zug.`},
		{"clock: Ctrl+U resumes clocks that are not paused (board 13 has not started)", 13,
			func(f fyne.Focusable) {
				f.(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyU, Modifier: fyne.KeyModifierShortcutDefault})
			},
			"Die Uhren sind nicht angehalten."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := refusalDialogText(t, tt.board, tt.act)
			if !strings.Contains(got, tt.want) {
				t.Errorf("dialog says %q, want %q", got, tt.want)
			}
			if strings.Contains(got, "laws:") || strings.Contains(got, "clock") {
				t.Errorf("dialog %q still has the engine's English", got)
			}
		})
	}
}

// refusalDialogText opens board n of the demo event in German, does act in
// its move field and returns the text of the dialog that answers.
func refusalDialogText(t *testing.T, n int, act func(fyne.Focusable)) string {
	t.Helper()
	if err := ui.SetLanguage("de"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ui.SetLanguage("en") })
	b, store, _, err := backend.Open(context.Background(), filepath.Join(t.TempDir(), "event.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close(); store.Close() })
	if err := b.DemoEvent(); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	c := ui.NewConsole(a, "event.db", ui.Actions{})
	c.Attach(b)
	c.OpenBoard(n)
	wins := a.Driver().AllWindows()
	w := wins[len(wins)-1]
	focused := w.Canvas().Focused() // the move field, ready for the next key
	if _, ok := focused.(fyne.Shortcutable); !ok {
		t.Fatalf("board window: %T has the focus, want the move field", focused)
	}
	act(focused)

	// The command runs off the UI goroutine: wait for its answer.
	top := w.Canvas().Overlays().Top()
	for deadline := time.Now().Add(10 * time.Second); top == nil && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
		top = w.Canvas().Overlays().Top()
	}
	if top == nil {
		t.Fatal("no dialog after a command the engine refuses")
	}
	var text []string
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok {
			text = append(text, l.Text)
		}
	}
	return strings.Join(text, " | ")
}
