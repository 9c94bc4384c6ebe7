package backend

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/ui/view"
)

var _ view.TieBreakChoices = (*Backend)(nil)

// The tie-break choice is kept with the event: a console opening the
// event file again reads it back, whatever its own preferences.
func TestTieBreakChoiceKeptWithTheEvent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "e.db")
	b, store := newBackend(t, path)
	if _, _, err := b.TieBreakChoice(); err == nil || !strings.Contains(err.Error(), "no event is open") {
		t.Errorf("TieBreakChoice with no event: %v", err)
	}
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	if tbs, rules, err := b.TieBreakChoice(); err != nil || tbs != nil || rules != "" {
		t.Fatalf("new event: %v %q %v, want none", tbs, rules, err)
	}
	if err := b.SetTieBreakChoice([]string{"bh-c1", " SB", "DE"}, "2024"); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []struct {
		tbs   []string
		rules string
		want  string
	}{
		{[]string{"BH", "XX"}, "", `tie-break "XX" is not one of`},
		{[]string{"BH", "BH"}, "", "listed twice"},
		{nil, "2025", `tie-break rules "2025": want 2024 or 2026`},
	} {
		if err := b.SetTieBreakChoice(bad.tbs, bad.rules); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("SetTieBreakChoice(%v, %q) = %v, want %q", bad.tbs, bad.rules, err, bad.want)
		}
	}
	store.Close()

	b, store = newBackend(t, path)
	defer store.Close()
	tbs, rules, err := b.TieBreakChoice()
	if err != nil || !reflect.DeepEqual(tbs, []string{"BH-C1", "SB", "DE"}) || rules != "2024" {
		t.Errorf("reopened: %v %q %v, want [BH-C1 SB DE] 2024", tbs, rules, err)
	}
	sv, err := b.Standings(tbs, rules)
	if err != nil || sv.Rules != "2024" || !reflect.DeepEqual(sv.TieBreaks, tbs) {
		t.Errorf("standings with the stored choice: %+v, %v", sv, err)
	}
	if err := b.SetTieBreakChoice(nil, ""); err != nil {
		t.Fatal(err)
	}
	if tbs, rules, err := b.TieBreakChoice(); err != nil || tbs != nil || rules != "" {
		t.Errorf("cleared: %v %q %v, want none", tbs, rules, err)
	}
}
