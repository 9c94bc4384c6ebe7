package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/ui"
)

// A refusal of the Laws engine, from the real backend on a temporary event
// file, is shown in the board window in the arbiter's language: German
// here, with the move the arbiter typed among its parameters.
func TestLawsRefusalShownInGerman(t *testing.T) {
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
	c.OpenBoard(1)
	wins := a.Driver().AllWindows()
	w := wins[len(wins)-1]
	focused := w.Canvas().Focused() // the move field, ready for the next move
	if focused == nil {
		t.Fatal("board window: nothing has the focus, want the move field")
	}
	test.Type(focused, "Zz9")
	focused.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})

	// The command runs off the UI goroutine: wait for its answer.
	top := w.Canvas().Overlays().Top()
	for deadline := time.Now().Add(10 * time.Second); top == nil && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
		top = w.Canvas().Overlays().Top()
	}
	if top == nil {
		t.Fatal("no dialog after a move the Laws refuse")
	}
	var text []string
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok {
			text = append(text, l.Text)
		}
	}
	got := strings.Join(text, " | ")
	if want := `Brett 1: "Zz9" ist in dieser Stellung kein regelgemäßer Zug.`; !strings.Contains(got, want) {
		t.Errorf("dialog says %q, want %q", got, want)
	}
}
