package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

var (
	enter  = &fyne.KeyEvent{Name: fyne.KeyReturn}
	escape = &fyne.KeyEvent{Name: fyne.KeyEscape}
)

// Esc closes and Enter confirms each of the board window's dialogs, also
// when one of its fields has the focus (Fyne gives keys to that field).
func TestBoardWindowDialogsTakeEnterAndEsc(t *testing.T) {
	c, f := newTestConsole(t, 1)
	w := openBoard(t, c, 1)

	// Esc in the focused amount field closes the penalty form unsent.
	w.showPenalty()
	amount := first[*dialogEntry](t, overlay(t, w.win))
	w.win.Canvas().Focus(amount)
	amount.TypedKey(escape)
	if w.keys.top() != nil || len(f.commands) != 0 {
		t.Fatalf("Esc in the amount field: dialog open %v, commands %v", w.keys.top() != nil, f.commands)
	}

	// Enter in the focused intended-move field records the claim.
	w.showClaim()
	move := first[*dialogSelectEntry](t, overlay(t, w.win))
	w.win.Canvas().Focus(move)
	test.Type(move, "Nf3")
	move.TypedKey(enter)
	if cmd := lastCommand(t, f); cmd.Kind != CmdClaim || cmd.Move != "Nf3" {
		t.Fatalf("Enter in the move field sent %+v, want the claim with Nf3", cmd)
	}
	// The claim's ruling panel is open now: Esc closes it.
	if w.keys.top() == nil || w.lastRuling == nil {
		t.Fatal("no ruling panel after the claim")
	}
	w.typedKey(escape)
	if w.keys.top() != nil {
		t.Error("Esc left the ruling panel open")
	}

	// A refusal: Enter closes it.
	n := len(f.commands)
	w.do(Command{Kind: CmdMove, Move: "Ke2"}, nil)
	if len(f.commands) != n+1 || w.keys.top() == nil {
		t.Fatal("a refused move showed no dialog")
	}
	w.typedKey(enter)
	if w.keys.top() != nil {
		t.Error("Enter left the refusal open")
	}

	// With no dialog open, Space presses the clock again.
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if cmd := lastCommand(t, f); cmd.Kind != CmdPressClock {
		t.Errorf("Space with no dialog open sent %+v, want a clock press", cmd)
	}
}

// The claim form asks whether to pause the clocks; it does not pause them
// on its own.
func TestClaimFormPausesTheClocksOnlyWhenAsked(t *testing.T) {
	c, f := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	w.showClaim()
	if len(f.commands) != 0 {
		t.Fatalf("opening the claim form sent %v", f.commands)
	}
	pause := first[*dialogCheck](t, overlay(t, w.win))
	test.Tap(pause)
	if cmd := lastCommand(t, f); cmd.Kind != CmdPause {
		t.Errorf("ticking the box sent %+v, want pause", cmd)
	}
	w.typedKey(escape)
}

func TestConsoleDialogsTakeEnterAndEsc(t *testing.T) {
	c, f := newTestConsole(t, 2)
	c.confirmCloseRound()
	c.keys.typedKey(escape)
	if c.keys.top() != nil || f.closedRounds != 0 {
		t.Fatalf("Esc: dialog open %v, rounds closed %d", c.keys.top() != nil, f.closedRounds)
	}
	c.confirmCloseRound()
	c.keys.typedKey(enter)
	if f.closedRounds != 1 {
		t.Fatalf("Enter closed %d rounds, want 1", f.closedRounds)
	}
	c.keys.typedKey(enter) // the notice of the backup
	if c.keys.top() != nil {
		t.Error("Enter left the notice open")
	}
}
