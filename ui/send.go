package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// offUI runs work off the UI goroutine, where a slow or unreachable server
// cannot freeze the console, then apply on the UI goroutine through
// fyne.Do. c.async decides where work runs: a new goroutine, or at once in
// tests that want to stay deterministic.
func (c *Console) offUI(work, apply func()) {
	c.async(func() {
		work()
		fyne.Do(apply)
	})
}

// command runs work, one of the console's own commands (the Round menu's,
// closing the round, an export), off the UI goroutine and then apply on
// it; a second one while the first is in flight is refused with a reason.
// It reports whether work was started.
func (c *Console) command(work, apply func()) bool {
	if c.sending {
		c.notify(lang.L("app.name"), lang.L("command.busy"))
		return false
	}
	c.sending = true
	c.offUI(work, func() {
		c.sending = false
		apply()
	})
	return true
}

// storeReader reads from the store off the UI goroutine and shows what
// it read on it, one read at a time: a read asked for while one is in
// flight waits for it, and of those waiting only the latest runs, so
// that the last shown is the latest state.
type storeReader struct {
	c       *Console
	reading bool
	again   func()
}

// read runs work off the UI goroutine, then show on it.
func (r *storeReader) read(work, show func()) {
	if r.reading {
		r.again = func() { r.read(work, show) }
		return
	}
	r.reading = true
	r.c.offUI(work, func() {
		r.reading = false
		show()
		if again := r.again; again != nil {
			r.again = nil
			again()
		}
	})
}

// goroutine runs f on a goroutine of its own: the console's c.async.
func goroutine(f func()) { go f() }

// do sends cmd to the backend off the UI goroutine and, back on it, shows
// an error or the rulings it returns; then, if not nil, runs once the
// backend took the command. While the command is in flight the window
// says so and takes no other: one command at a time per board window.
func (w *BoardWindow) do(cmd Command, then func()) {
	c := w.console
	cmd.At = c.Now()
	cmd.By = c.settings.Arbiter() // who is at this console, for the record
	b, n := c.backend, w.number   // the backend as the command was given
	var rulings []RulingView
	var err error
	w.send(func() { rulings, err = b.Do(n, cmd) }, func() {
		if w.applyResult(cmd, rulings, err) && then != nil {
			then()
		}
	})
}

// send runs work, a call to the backend for this board, off the UI
// goroutine while the window says it is sending, then apply on the UI
// goroutine unless the window was closed meanwhile. One at a time: a
// second while one is in flight is refused with the reason.
func (w *BoardWindow) send(work, apply func()) {
	if w.sending {
		w.inFlight.SetText(lang.L("command.busy"))
		return
	}
	c, n := w.console, w.number
	w.setSending(true)
	c.offUI(work, func() {
		if c.windows[n] != w {
			return // closed meanwhile: the console shows what was recorded
		}
		w.setSending(false)
		apply()
	})
}

// applyResult shows what the backend said to cmd, speaking it as one,
// and reports whether the backend took the command.
func (w *BoardWindow) applyResult(cmd Command, rulings []RulingView, err error) bool {
	w.beginSpeech()
	defer w.flushSpeech()
	if err != nil {
		w.say(refusalText(err), w.uiLang())
		d := dialog.NewInformation(lang.L("refusal.title"), refusalText(err), w.win)
		w.keys.show(d, d.Hide)
		return false
	}
	// The backend's change for the command has redrawn the window.
	if cmd.Kind == CmdMove {
		w.announceMove()
	}
	for _, r := range rulings {
		w.say(rulingText(r), w.uiLang())
	}
	if len(rulings) > 0 {
		w.showRulings(rulings)
	}
	return true
}

// setSending shows whether a command is in flight: a line of its own
// says so (the status line stays the game's, redrawn as others change
// it), and the move field and the buttons that send commands are
// disabled meanwhile.
func (w *BoardWindow) setSending(on bool) {
	w.sending = on
	if on {
		w.inFlight.SetText(lang.L("command.sending"))
		w.inFlight.Show()
		w.entry.Disable()
	} else {
		w.inFlight.Hide()
		w.entry.Enable()
	}
	for _, b := range w.commandButtons {
		if on {
			b.Disable()
		} else {
			b.Enable()
		}
	}
}
