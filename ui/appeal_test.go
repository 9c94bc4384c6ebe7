package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// Ctrl+Shift+F shows the board's appeal record; commands carry the name of
// the arbiter at this console.
func TestBoardWindowAppealRecord(t *testing.T) {
	c, f := newTestConsole(t, 1)
	c.settings.SetArbiter("Anna")
	w := openBoard(t, c, 1)
	w.entry.TypedShortcut(ctrl(fyne.KeyI))
	test.Tap(button(t, overlay(t, w.win), "Record"))
	if cmd := lastCommand(t, f); cmd.By != "Anna" {
		t.Errorf("command by %q, want Anna, the arbiter at this console", cmd.By)
	}
	w.typedKey(escape) // the ruling panel
	w.runShortcut(ctrlShift(fyne.KeyF))
	shown := textUnder(overlay(t, w.win))
	for _, want := range []string{"Appeal record", "Anna · Illegal move (Black)", "seen by the arbiter", "Save as HTML"} {
		if !strings.Contains(shown, want) {
			t.Errorf("appeal record lacks %q:\n%s", want, shown)
		}
	}
	w.typedKey(escape)
	if w.keys.top() != nil {
		t.Error("Esc left the appeal record open")
	}
}
