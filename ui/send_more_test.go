package ui

import (
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
)

// The slow backend also holds the demo, a new event and the appeal
// record until the test lets them go on.

func (s *slowBackend) DemoEvent() error {
	s.entered <- struct{}{}
	<-s.release
	return s.fakeBackend.DemoEvent()
}

func (s *slowBackend) CreateEvent(e EventSetup) error {
	s.entered <- struct{}{}
	<-s.release
	return s.fakeBackend.CreateEvent(e)
}

func (s *slowBackend) Appeal(n int) ([]AppealEntry, error) {
	s.entered <- struct{}{}
	<-s.release
	return s.fakeBackend.Appeal(n)
}

// emptySlowConsole is slowConsole on a database without an event.
func emptySlowConsole(t *testing.T) (c *Console, f *fakeBackend, slow *slowBackend, inFlight *sync.WaitGroup) {
	c, f = newTestConsole(t, 0)
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

// The demo button returns before the backend has stored the demo; the
// empty state says it is sending and takes no second tap; then the
// boards are shown.
func TestSlowBackendDemoOffTheUIGoroutine(t *testing.T) {
	c, f, slow, inFlight := emptySlowConsole(t)
	demo := button(t, c.win.Content(), lang.L("empty.demo"))
	test.Tap(demo)
	<-slow.entered
	if !slices.Contains(shownTexts(c.win.Content()), lang.L("command.sending")) {
		t.Errorf("while the demo is sent the console shows %q, want %q", shownTexts(c.win.Content()), lang.L("command.sending"))
	}
	if !demo.Disabled() {
		t.Error("demo button enabled while the demo is being stored")
	}
	close(slow.release)
	inFlight.Wait()
	if !f.hasEvent || c.view == nil || len(c.view.tiles) != 8 {
		t.Errorf("after the demo is stored the console shows no boards (view %v)", c.view != nil)
	}
}

// Create on the New event form returns before the backend has stored the
// event; the form says it is sending and is disabled meanwhile, then
// closes, and the console shows the event's boards.
func TestSlowBackendCreateEventOffTheUIGoroutine(t *testing.T) {
	c, f, slow, inFlight := emptySlowConsole(t)
	form := NewSetupForm(c.app, time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC), nil, slow.CreateEvent)
	form.send = c.offUI
	closed := false
	form.created = func() { c.dropView(); c.refresh() }
	form.win.SetOnClosed(func() { closed = true })
	test.Type(form.name, "Spring Rapid")
	test.Type(form.control, "15+10")
	form.players.SetText("Anna, 2300\nBen, 2200")
	form.pairings.SetText("1-2\n")
	form.create()
	<-slow.entered
	if !form.sending.Visible() || !form.form.Disabled() {
		t.Errorf("while the event is stored: sending shown %v, form disabled %v; want both", form.sending.Visible(), form.form.Disabled())
	}
	close(slow.release)
	inFlight.Wait()
	if len(f.created) != 1 || !closed {
		t.Errorf("after the answer: %d events created, form closed %v", len(f.created), closed)
	}
	if c.view == nil || len(c.view.tiles) != 1 {
		t.Error("the console does not show the new event's board")
	}
}

// The appeal record is read off the UI goroutine with the window saying
// so, then shown.
func TestSlowBackendAppealOffTheUIGoroutine(t *testing.T) {
	c, _, slow, inFlight := slowConsole(t)
	w := openBoard(t, c, 1)
	w.runShortcut(ctrlShift(fyne.KeyF))
	<-slow.entered
	if !w.inFlight.Visible() || w.inFlight.Text != lang.L("command.sending") {
		t.Errorf("while the appeal record is read the window shows %q (visible %v)", w.inFlight.Text, w.inFlight.Visible())
	}
	close(slow.release)
	inFlight.Wait()
	if w.inFlight.Visible() {
		t.Error("the window still says sending after the answer")
	}
	if got := textUnder(overlay(t, w.win)); !strings.Contains(got, lang.L("appeal.title")) {
		t.Errorf("after the answer the window shows %q, want the appeal record", got)
	}
}
