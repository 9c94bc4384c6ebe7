package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// newTestConsole is a console on a fake backend with boards boards, its
// clock stopped at the fake's now.
func newTestConsole(t testing.TB, boards int) (*Console, *fakeBackend) {
	t.Helper()
	a := test.NewTempApp(t)
	f := newFake(boards)
	c := NewConsole(a, "/tmp/test.db", Actions{})
	c.Now = func() time.Time { return f.now }
	c.async = func(f func()) { f() } // commands complete before the test looks
	c.Attach(f)
	c.win.Resize(fyne.NewSize(1600, 960))
	return c, f
}

// openBoard opens board n and returns its window, laid out at its size.
func openBoard(t *testing.T, c *Console, n int) *BoardWindow {
	t.Helper()
	c.OpenBoard(n)
	w, ok := c.windows[n]
	if !ok {
		t.Fatalf("board %d did not open", n)
	}
	w.win.Resize(fyne.NewSize(1180, 820))
	return w
}

// everything returns every object drawn under o, widgets' parts included.
func everything(o fyne.CanvasObject) []fyne.CanvasObject {
	if o == nil {
		return nil
	}
	return test.LaidOutObjects(o)
}

// overlay is the top dialog or pop-up over w, failing when there is none.
func overlay(t *testing.T, w fyne.Window) fyne.CanvasObject {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog is open")
	}
	return top
}

// button finds the button whose text starts with label under o.
func button(t *testing.T, o fyne.CanvasObject, label string) *widget.Button {
	t.Helper()
	for _, x := range everything(o) {
		if b, ok := x.(*widget.Button); ok && strings.HasPrefix(b.Text, label) {
			return b
		}
	}
	t.Fatalf("no button %q", label)
	return nil
}

// textUnder joins the text of every label and rich text under o.
func textUnder(o fyne.CanvasObject) string {
	var parts []string
	for _, x := range everything(o) {
		switch w := x.(type) {
		case *widget.Label:
			parts = append(parts, w.Text)
		case *widget.RichText:
			parts = append(parts, w.String())
		}
	}
	return strings.Join(parts, "\n")
}

// first returns the first object of type T under o.
func first[T fyne.CanvasObject](t *testing.T, o fyne.CanvasObject) T {
	t.Helper()
	for _, x := range everything(o) {
		if v, ok := x.(T); ok {
			return v
		}
	}
	var zero T
	t.Fatalf("no %T found", zero)
	return zero
}

func lastCommand(t *testing.T, f *fakeBackend) Command {
	t.Helper()
	if len(f.commands) == 0 {
		t.Fatal("no command reached the backend")
	}
	return f.commands[len(f.commands)-1]
}
