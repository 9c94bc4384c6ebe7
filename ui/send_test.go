package ui

import (
	"sync"
	"testing"

	"fyne.io/fyne/v2/lang"
)

// slowBackend is a backend whose Do waits until the test releases it, as
// a command to an unreachable or busy server does.
type slowBackend struct {
	*fakeBackend
	entered chan struct{} // receives when a Do starts
	release chan struct{} // closed to let Do go on
}

func (s *slowBackend) Do(n int, cmd Command) ([]RulingView, error) {
	s.entered <- struct{}{}
	<-s.release
	return s.fakeBackend.Do(n, cmd)
}

// TestSlowBackendDoesNotFreezeTheWindow: a move sent to a backend that
// does not answer leaves the UI goroutine free; the window says the move
// is being sent, takes no second command, and shows the move once the
// backend answers.
func TestSlowBackendDoesNotFreezeTheWindow(t *testing.T) {
	c, f := newTestConsole(t, 1)
	slow := &slowBackend{fakeBackend: f, entered: make(chan struct{}, 1), release: make(chan struct{})}
	var inFlight sync.WaitGroup
	c.async = func(run func()) { // a goroutine, as in the program, that the test can wait for
		inFlight.Add(1)
		go func() {
			defer inFlight.Done()
			run()
		}()
	}
	c.Attach(slow)
	w := openBoard(t, c, 1)

	typeMove(w, "e4") // returns although the backend has not answered
	<-slow.entered
	if w.status.Text != lang.L("board.sending") {
		t.Errorf("status while sending = %q, want %q", w.status.Text, lang.L("board.sending"))
	}
	if !w.entry.Disabled() {
		t.Error("move field enabled while a command is in flight")
	}
	for _, b := range w.commandButtons {
		if !b.Disabled() {
			t.Errorf("button %q enabled while a command is in flight", b.Text)
		}
	}
	w.pressClock() // a second command on the board waits for the first
	if w.status.Text != lang.L("board.sending.busy") {
		t.Errorf("status after a second command = %q, want %q", w.status.Text, lang.L("board.sending.busy"))
	}

	close(slow.release)
	inFlight.Wait()
	if n := len(f.commands); n != 1 || f.commands[0].Move != "e4" {
		t.Fatalf("backend got %+v, want the one move e4", f.commands)
	}
	if got := w.detail.LastMove; got != "e2e4" {
		t.Errorf("last move shown = %q, want e2e4", got)
	}
	if w.entry.Disabled() || w.entry.Text != "" {
		t.Errorf("move field after the answer: disabled %v, text %q; want enabled and empty", w.entry.Disabled(), w.entry.Text)
	}
	for _, b := range w.commandButtons {
		if b.Disabled() {
			t.Errorf("button %q still disabled after the answer", b.Text)
		}
	}
	if w.status.Text != w.statusText() {
		t.Errorf("status after the answer = %q, want the game's %q", w.status.Text, w.statusText())
	}
}
