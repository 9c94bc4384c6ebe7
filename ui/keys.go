package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// dialogKeys gives a window's dialogs the keyboard: Enter confirms and Esc
// closes the dialog on top, whichever of its fields has the focus. Fyne
// sends keys to the focused widget only, so the fields of a dialog are
// dialogEntry or dialogSelectEntry, which pass these two keys on.
type dialogKeys struct {
	open []*keyedDialog // the top one last
	// other takes the keys when no dialog is open.
	other func(*fyne.KeyEvent)
	// canvas is the window's, where a dialog shown puts the focus on its
	// first field; nil leaves the focus alone.
	canvas fyne.Canvas
}

type keyedDialog struct {
	confirm, dismiss func()
}

// show opens d with confirm as its Enter; Esc hides it. Fields of d made
// by entry and selectEntry of k follow.
func (k *dialogKeys) show(d dialog.Dialog, confirm func()) {
	k.showThen(d, confirm, nil)
}

// showThen is show, with closed run after d is closed.
func (k *dialogKeys) showThen(d dialog.Dialog, confirm, closed func()) {
	kd := &keyedDialog{confirm: confirm, dismiss: d.Hide}
	k.open = append(k.open, kd)
	d.SetOnClosed(func() {
		k.closed(kd)
		if closed != nil {
			closed()
		}
	})
	d.Show()
	if k.canvas != nil {
		// The dialog's first field takes the focus; a button does not, as
		// a focused button would swallow Enter and Esc.
		k.canvas.FocusNext()
		if !passesKeys(k.canvas.Focused()) {
			k.canvas.Unfocus()
		}
	}
}

// passesKeys reports whether f is a field of a dialog that passes Enter
// and Esc on to it.
func passesKeys(f fyne.Focusable) bool {
	switch f.(type) {
	case *dialogEntry, *dialogSelectEntry, *keyRadio, *dialogSelect, *dialogCheck:
		return true
	}
	return false
}

func (k *dialogKeys) closed(kd *keyedDialog) {
	for i, o := range k.open {
		if o == kd {
			k.open = append(k.open[:i], k.open[i+1:]...)
			return
		}
	}
}

// top is the dialog the keys go to, if one is open.
func (k *dialogKeys) top() *keyedDialog {
	if len(k.open) == 0 {
		return nil
	}
	return k.open[len(k.open)-1]
}

// typedKey is the window canvas's OnTypedKey.
func (k *dialogKeys) typedKey(ev *fyne.KeyEvent) {
	if k.dialogKey(ev) {
		return
	}
	if len(k.open) == 0 && k.other != nil {
		k.other(ev)
	}
}

// dialogKey runs Enter or Esc on the top dialog and reports whether it did.
func (k *dialogKeys) dialogKey(ev *fyne.KeyEvent) bool {
	top := k.top()
	if top == nil {
		return false
	}
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		top.confirm()
		return true
	case fyne.KeyEscape:
		top.dismiss()
		return true
	}
	return false
}

// dialogEntry is an entry in a dialog: Esc closes the dialog, and Enter
// confirms it unless the entry takes several lines.
type dialogEntry struct {
	widget.Entry
	keys *dialogKeys
}

func (k *dialogKeys) entry(multiLine bool) *dialogEntry {
	e := &dialogEntry{keys: k}
	e.MultiLine = multiLine
	if multiLine {
		e.Wrapping = fyne.TextWrapWord
	}
	e.ExtendBaseWidget(e)
	return e
}

func (e *dialogEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape || (!e.MultiLine && (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter)) {
		if e.keys.dialogKey(ev) {
			return
		}
	}
	e.Entry.TypedKey(ev)
}

// dialogSelectEntry is a select entry in a dialog, with the keys of
// dialogEntry.
type dialogSelectEntry struct {
	widget.SelectEntry
	keys *dialogKeys
}

func (k *dialogKeys) selectEntry() *dialogSelectEntry {
	e := &dialogSelectEntry{keys: k}
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	e.ExtendBaseWidget(e)
	return e
}

func (e *dialogSelectEntry) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter:
		if e.keys.dialogKey(ev) {
			return
		}
	}
	e.SelectEntry.TypedKey(ev)
}
