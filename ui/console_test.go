package ui

import (
	"errors"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend/pairingtest"
)

func TestMain(m *testing.M) {
	pairingtest.Serve() // the test binary run again as a stand-in pairing program
	if err := SetLanguage("en"); err != nil {
		panic(err)
	}
	m.Run()
}

func TestConsoleMenuDisablesUnwiredActions(t *testing.T) {
	a := test.NewTempApp(t)
	c := NewConsole(a, "/tmp/x.db", Actions{OpenDatabase: func(string) error { return errors.New("no") }})
	menu := c.Window().MainMenu()
	want := []string{"File", "View", "Round", "Laws", "Help"}
	if len(menu.Items) != len(want) {
		t.Fatalf("menus %d, want %d", len(menu.Items), len(want))
	}
	for i, m := range menu.Items {
		if m.Label != want[i] {
			t.Errorf("menu %d = %q, want %q", i, m.Label, want[i])
		}
	}
	file := menu.Items[0].Items
	states := map[string]bool{}
	for _, it := range file {
		states[it.Label] = it.Disabled
	}
	if !states["New event…"] || !states["Export…"] {
		t.Errorf("unwired file actions must be disabled: %v", states)
	}
	if states["Open database…"] {
		t.Errorf("wired Open database is disabled")
	}
}

func TestConsoleEmptyStateSaysWhatToDo(t *testing.T) {
	a := test.NewTempApp(t)
	c := NewConsole(a, "/data/event.db", Actions{})
	texts := labels(c.Window().Content())
	for _, want := range []string{"No event yet", "Database: /data/event.db"} {
		if !contains(texts, want) {
			t.Errorf("empty state lacks %q; has %q", want, texts)
		}
	}
}

func TestSetLanguageRejectsUnknownCode(t *testing.T) {
	if err := SetLanguage("xx"); err == nil {
		t.Fatal("SetLanguage(\"xx\") succeeded")
	}
}

// labels returns the text of every label under o.
func labels(o fyne.CanvasObject) []string {
	var out []string
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Label:
			out = append(out, w.Text)
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
