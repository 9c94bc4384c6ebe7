package ui

import (
	"slices"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
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

func (s *slowBackend) CloseRound() (string, error) {
	s.entered <- struct{}{}
	<-s.release
	return s.fakeBackend.CloseRound()
}

// slowConsole is a test console on a slow backend whose commands run on
// goroutines, as in the program; inFlight waits for them.
func slowConsole(t *testing.T) (c *Console, f *fakeBackend, slow *slowBackend, inFlight *sync.WaitGroup) {
	c, f = newTestConsole(t, 1)
	slow = &slowBackend{fakeBackend: f, entered: make(chan struct{}, 1), release: make(chan struct{})}
	inFlight = &sync.WaitGroup{}
	c.async = func(run func()) {
		inFlight.Add(1)
		go func() {
			defer inFlight.Done()
			run()
		}()
	}
	c.Attach(slow)
	return c, f, slow, inFlight
}

// TestSlowBackendDoesNotFreezeTheWindow: a move sent to a backend that
// does not answer leaves the UI goroutine free; the window says the move
// is being sent, takes no second command, and shows the move once the
// backend answers.
func TestSlowBackendDoesNotFreezeTheWindow(t *testing.T) {
	c, f, slow, inFlight := slowConsole(t)
	w := openBoard(t, c, 1)

	typeMove(w, "e4") // returns although the backend has not answered
	<-slow.entered
	if !w.inFlight.Visible() || w.inFlight.Text != lang.L("command.sending") {
		t.Errorf("while sending the window shows %q (visible %v), want %q", w.inFlight.Text, w.inFlight.Visible(), lang.L("command.sending"))
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
	if w.inFlight.Text != lang.L("command.busy") {
		t.Errorf("after a second command the window shows %q, want %q", w.inFlight.Text, lang.L("command.busy"))
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
	if w.inFlight.Visible() {
		t.Errorf("the window still shows %q after the answer", w.inFlight.Text)
	}
	if w.status.Text != w.statusText() {
		t.Errorf("status after the answer = %q, want the game's %q", w.status.Text, w.statusText())
	}
}

// TestSlowBackendConsoleCommandOneAtATime: closing the round on a backend
// that does not answer leaves the console free; a second close meanwhile
// is refused with the reason, and the first one's result is shown.
func TestSlowBackendConsoleCommandOneAtATime(t *testing.T) {
	c, f, slow, inFlight := slowConsole(t)
	c.closeRound()
	<-slow.entered
	c.closeRound()
	if got := shownTexts(overlay(t, c.win)); !slices.Contains(got, lang.L("command.busy")) {
		t.Errorf("second close round shows %q, want %q", got, lang.L("command.busy"))
	}
	close(slow.release)
	inFlight.Wait()
	if f.closedRounds != 1 {
		t.Errorf("backend closed %d rounds, want 1", f.closedRounds)
	}
	want := lang.L("round.close.done", map[string]any{"Round": f.ev.Round, "Path": "/tmp/fake.round3.db"})
	if got := shownTexts(overlay(t, c.win)); !slices.Contains(got, want) {
		t.Errorf("after the answer the console shows %q, want %q", got, want)
	}
}

// shownTexts is the text of every label drawn under o.
func shownTexts(o fyne.CanvasObject) []string {
	var out []string
	for _, x := range everything(o) {
		if l, ok := x.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	}
	return out
}
