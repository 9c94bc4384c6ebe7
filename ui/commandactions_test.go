package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// actionOf is the board window's action that gives kind, failing when none does.
func actionOf(t *testing.T, w *BoardWindow, kind CommandKind) boardAction {
	t.Helper()
	for _, a := range w.commandActions() {
		if slices.Contains(a.kinds, kind) {
			return a
		}
	}
	t.Fatalf("no action of the board window gives %q", kind)
	return boardAction{}
}

// Every entry of the command table has an action in the board window
// that the arbiter can reach: a button (with its shortcut, if it has
// one), or for moves the move field.
func TestEveryTableEntryHasAReachableAction(t *testing.T) {
	c, _ := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	for _, spec := range view.Commands {
		t.Run(string(spec.Kind), func(t *testing.T) {
			a := actionOf(t, w, spec.Kind)
			if a.place == inMoveField {
				if !w.entry.Visible() {
					t.Error("the move field is hidden")
				}
				return
			}
			b := button(t, w.win.Content(), lang.L(a.key))
			if b.Disabled() || !b.Visible() {
				t.Errorf("button %q disabled %v, visible %v", b.Text, b.Disabled(), b.Visible())
			}
			if a.shortcut != nil {
				if _, ok := w.shortcuts[a.shortcut.ShortcutName()]; !ok {
					t.Errorf("shortcut %s of %q not on the window", a.keys, b.Text)
				}
			}
		})
	}
}

// An entry added to the table is a button of the board window whose form
// sends that command with the option chosen: here the window has no form
// of its own for it.
func TestAnEntryAddedToTheTableIsInTheBoardWindow(t *testing.T) {
	saved := view.Commands
	t.Cleanup(func() { view.Commands = saved })
	view.Commands = append(slices.Clone(saved), view.CommandSpec{Kind: "test_added", Options: []string{}})

	c, f := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	test.Tap(button(t, w.win.Content(), "command.test_added")) // no English label: the key shows
	w.typedKey(enter)
	if cmd := lastCommand(t, f); cmd.Kind != "test_added" || cmd.Side != White {
		t.Errorf("the added entry's form sent %+v, want test_added for White, the player to move", cmd)
	}
}

// The quickplay entry (Guidelines III.4, III.5) has no form of its own:
// the table's form offers its options and decisions, and the keyboard
// alone fills it in.
func TestQuickplayFormFromTheTable(t *testing.T) {
	c, f := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	w.runShortcut(ctrl(fyne.KeyI)) // any form first, closed again: focus starts afresh
	w.typedKey(escape)
	test.Tap(button(t, w.win.Content(), lang.L("command.quickplay")))
	form := overlay(t, w.win)
	radios := all[*keyRadio](form)
	if len(radios) != 3 {
		t.Fatalf("%d radio groups on the quickplay form, want side, option, decision", len(radios))
	}
	if w.win.Canvas().Focused() != radios[0] {
		t.Fatalf("focus on %T, want the first field (the player)", w.win.Canvas().Focused())
	}
	radios[0].TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight}) // Black
	radios[1].TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})  // III.5
	radios[2].SetSelected(radios[2].Options[4])             // postpone
	w.win.Canvas().Focus(radios[2])
	radios[2].TypedKey(enter)
	cmd := lastCommand(t, f)
	if cmd.Kind != view.CmdQuickplay || cmd.Side != Black || cmd.Claim != "normal" || cmd.Decision != "postpone" {
		t.Errorf("sent %+v, want quickplay by Black, normal, postpone", cmd)
	}
}

// all returns every object of type T under o.
func all[T fyne.CanvasObject](o fyne.CanvasObject) []T {
	var out []T
	for _, x := range everything(o) {
		if v, ok := x.(T); ok {
			out = append(out, v)
		}
	}
	return out
}
