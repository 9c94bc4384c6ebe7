package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// keyField is a field of a dialog that is not an entry.
type keyField interface {
	fyne.Focusable
	TypedKey(*fyne.KeyEvent)
}

// fieldsOf are the radio groups, drop-downs and check boxes of o.
func fieldsOf(o fyne.CanvasObject) []keyField {
	var out []keyField
	for _, x := range everything(o) {
		switch f := x.(type) {
		case *keyRadio:
			out = append(out, f)
		case *dialogSelect:
			out = append(out, f)
		case *dialogCheck:
			out = append(out, f)
		}
	}
	return out
}

// Each form of the board window takes Esc (close, nothing sent) and Enter
// (record) while the focus is on any of its radio groups, drop-downs or
// check boxes, and opens with the focus on its first field.
func TestDialogKeysWithFocusOnRadioSelectOrCheck(t *testing.T) {
	forms := []struct {
		name string
		open func(*BoardWindow)
		kind CommandKind // sent on Enter; "" when Enter cannot record (a field required)
	}{
		{"illegal", (*BoardWindow).showIllegal, CmdIllegal},
		{"flag", (*BoardWindow).showFlag, CmdFlagFall},
		{"draw", (*BoardWindow).showDraw, CmdDrawOffer},
		{"claim", (*BoardWindow).showClaim, CmdClaim},
		{"resign", (*BoardWindow).showResign, CmdResign},
		{"device", (*BoardWindow).showDevice, CmdDevice},
		{"default", (*BoardWindow).showDefault, CmdDefault},
		{"result", (*BoardWindow).showResult, CmdResult},
		{"reinstate", (*BoardWindow).showReinstate, CmdReinstate},
		{"adjust", (*BoardWindow).showAdjustTime, CmdAdjustTime},
		{"penalty", (*BoardWindow).showPenalty, ""}, // the reason is required
	}
	for _, form := range forms {
		t.Run(form.name, func(t *testing.T) {
			c, f := newTestConsole(t, 1)
			w := openBoard(t, c, 1)
			form.open(w)
			fields := fieldsOf(overlay(t, w.win))
			if len(fields) == 0 {
				t.Fatal("no radio group, drop-down or check box on the form")
			}
			if w.win.Canvas().Focused() == nil {
				t.Error("the form opened with nothing focused")
			}
			for i, field := range fields {
				w.win.Canvas().Focus(field)
				field.TypedKey(escape)
				if w.keys.top() != nil || len(f.commands) != 0 {
					t.Fatalf("Esc on field %d (%T): dialog open %v, sent %v", i, field, w.keys.top() != nil, f.commands)
				}
				form.open(w)
				fields = fieldsOf(overlay(t, w.win))
			}
			last := fields[len(fields)-1]
			w.win.Canvas().Focus(last)
			last.TypedKey(enter)
			if form.kind == "" {
				if len(f.commands) != 0 {
					t.Errorf("Enter recorded %v without the required field", f.commands)
				}
				return
			}
			if cmd := lastCommand(t, f); cmd.Kind != form.kind {
				t.Errorf("Enter on %T sent %+v, want %s", last, cmd, form.kind)
			}
		})
	}
}

// The settings dialog and the New event window take Enter and Esc with a
// radio group focused too.
func TestSettingsTakeEnterAndEscOnTheRadio(t *testing.T) {
	c, _ := newTestConsole(t, 1)
	t.Cleanup(func() { // the theme is the test driver's, shared by the tests after
		c.app.Preferences().SetString(PrefTheme, "light")
		c.settings.ApplyTheme(c.app)
	})
	showSettings(c.app, c.win, c.keys, c.settings, nil)
	radio := first[*keyRadio](t, overlay(t, c.win))
	c.win.Canvas().Focus(radio)
	radio.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight}) // dark
	radio.TypedKey(enter)
	if c.keys.top() != nil {
		t.Fatal("Enter on the theme radio left the settings open")
	}
	if !c.settings.Dark() {
		t.Error("the dark theme chosen with the arrow key was not saved")
	}
	showSettings(c.app, c.win, c.keys, c.settings, nil)
	radio = first[*keyRadio](t, overlay(t, c.win))
	c.win.Canvas().Focus(radio)
	radio.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	radio.TypedKey(escape)
	if c.keys.top() != nil || !c.settings.Dark() {
		t.Errorf("Esc: dialog open %v, dark %v (want closed, unchanged)", c.keys.top() != nil, c.settings.Dark())
	}
}

// The New event window opens with the focus on the event's name; Enter
// creates the event from any field, a check box's included, and Esc
// closes the window.
func TestNewEventWindowTakesEnterAndEsc(t *testing.T) {
	c, f := newTestConsole(t, 0)
	form := NewSetupForm(c.app, f.now, f.ReadPlayers, f.CreateEvent)
	form.win.Show()
	if got := form.win.Canvas().Focused(); got != form.name {
		t.Errorf("focus on %T, want the event's name", got)
	}
	// Enter with a field invalid creates nothing and says why.
	form.win.Canvas().Focus(form.guideIII)
	form.guideIII.TypedKey(enter)
	if len(f.created) != 0 || form.keys.top() == nil {
		t.Fatalf("Enter on an empty form: created %v", f.created)
	}
	form.keys.typedKey(escape) // closes the error only
	if top := form.keys.top(); top == nil || len(form.keys.open) != 1 {
		t.Fatal("Esc on the error closed the window too")
	}
	form.name.SetText("Spring Rapid")
	form.control.SetText("15+10")
	form.players.SetText("Anna, 2300\nBen, 2200")
	form.pairings.SetText("1-2")
	form.win.Canvas().Focus(form.supervise)
	form.supervise.TypedKey(enter)
	if len(f.created) != 1 || f.created[0].Name != "Spring Rapid" {
		t.Fatalf("Enter on the supervision check box created %v", f.created)
	}

	closed := false
	form = NewSetupForm(c.app, f.now, f.ReadPlayers, f.CreateEvent)
	form.win.SetOnClosed(func() { closed = true })
	form.win.Show()
	form.edition.TypedKey(escape)
	if !closed {
		t.Error("Esc on the edition drop-down left the window open")
	}
}

// press types a key as the driver does: to the focused widget, else to
// the window.
func press(w *BoardWindow, ev *fyne.KeyEvent) {
	if f := w.win.Canvas().Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	w.typedKey(ev)
}

// A dialog whose first focusable object is a button (the ruling panel's
// "show to the player") leaves the focus alone: a focused button would
// swallow Enter and Esc.
func TestEnterAndEscReachADialogThatStartsWithButtons(t *testing.T) {
	c, _ := newTestConsole(t, 1)
	w := openBoard(t, c, 1)
	w.showClaim()
	press(w, enter) // records the claim: the ruling panel opens
	if w.lastRuling == nil || w.keys.top() == nil {
		t.Fatal("no ruling panel after the claim")
	}
	if f := w.win.Canvas().Focused(); f != nil {
		t.Errorf("%T has the focus in the ruling panel", f)
	}
	press(w, escape)
	if w.keys.top() != nil {
		t.Error("Esc left the ruling panel open")
	}
}
