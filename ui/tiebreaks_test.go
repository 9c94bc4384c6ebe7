package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func (f *fakeRounds) TieBreakChoice() ([]string, string, error) { return f.kept, f.keptRules, nil }
func (f *fakeRounds) SetTieBreakChoice(tbs []string, rules string) error {
	f.kept, f.keptRules = tbs, rules
	return nil
}

// The standings open with the tie-breaks kept with the event, not with
// anything of this computer's preferences.
func TestStandingsViewOpensWithTheEventsChoice(t *testing.T) {
	c, f := newRoundsConsole(t)
	f.kept, f.keptRules = []string{"BH-C1", "DE"}, "2026"
	w := test.NewWindow(nil)
	defer w.Close()
	content, _ := c.standingsView(f, w)
	w.SetContent(content)
	var entry *widget.Entry
	var edition *widget.Select
	for _, o := range everything(content) {
		switch x := o.(type) {
		case *widget.Select:
			edition = x
		case *widget.Entry:
			entry = x
		}
	}
	if entry == nil || edition == nil {
		t.Fatal("no tie-break entry or edition")
	}
	if entry.Text != "BH-C1,DE" || edition.Selected != "2026" {
		t.Errorf("opened with %q and edition %q, want BH-C1,DE and 2026", entry.Text, edition.Selected)
	}
	if got := strings.Join(f.tieBreaks, ","); got != "BH-C1,DE" || f.rules != "2026" {
		t.Errorf("standings asked with %q, %q; want the event's choice", got, f.rules)
	}
}
