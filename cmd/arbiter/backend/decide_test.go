package backend

import (
	"path/filepath"
	"testing"

	"github.com/arbiterconsole/arbiter/ui"
)

// 6.7.1: a player absent after the default time loses "unless the arbiter
// decides otherwise": the console proposes, the arbiter's answer decides.
func TestDefaultTimeLossIsTheArbitersToConfirm(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	mustDo(t, b, ui.Command{Kind: ui.CmdStartClock})
	rs := mustDo(t, b, ui.Command{Kind: ui.CmdDefault, Side: ui.White})
	if len(rs) != 1 || !rs[0].Proposed || rs[0].Key != "ruling.default.loss" {
		t.Fatalf("absence: %+v, want a proposed default loss", rs)
	}
	if _, err := b.Do(1, ui.Command{Kind: ui.CmdDecide, Text: "maybe"}); err == nil {
		t.Error("decision \"maybe\" accepted")
	}
	rs = mustDo(t, b, ui.Command{Kind: ui.CmdDecide, Text: "confirm"})
	if len(rs) != 1 || rs[0].Key != "ruling.proposal.confirmed" || rs[0].Result != "-/+" {
		t.Errorf("confirmed: %+v, want the forfeit -/+", rs)
	}
}
