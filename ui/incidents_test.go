package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestBoardWindowIncidents(t *testing.T) {
	c, f := newTestConsole(t, 1)
	w := openBoard(t, c, 1)

	// A.4.2: the opponent had already moved.
	w.runShortcut(ctrl(fyne.KeyI))
	test.Tap(first[*dialogCheck](t, overlay(t, w.win)))
	w.typedKey(enter)
	if cmd := lastCommand(t, f); cmd.Kind != CmdIllegal || !cmd.Late {
		t.Errorf("sent %+v, want a late illegal move", cmd)
	}
	w.typedKey(escape) // the ruling panel

	for _, tt := range []struct {
		shortcut fyne.KeyName
		kind     CommandKind
	}{{fyne.KeyC, CmdColours}, {fyne.KeyW, CmdWrongSetup}, {fyne.KeyP, CmdPosition}} {
		w.runShortcut(ctrlShift(tt.shortcut))
		w.typedKey(enter)
		cmd := lastCommand(t, f)
		if cmd.Kind != tt.kind {
			t.Errorf("Ctrl+Shift+%s, Enter sent %+v, want %s", tt.shortcut, cmd, tt.kind)
		}
		if tt.kind == CmdPosition && cmd.FEN != startFEN {
			t.Errorf("position %q, want the board's own to start from", cmd.FEN)
		}
	}
}
