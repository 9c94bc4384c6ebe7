package backend

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// The appeal record (11.10) names who gave each command, what it was, the
// reason written and the clocks, and prints in words.
func TestAppealRecordOfAGame(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "demo.db"))
	defer store.Close()
	if err := b.DemoEvent(); err != nil {
		t.Fatal(err)
	}
	reason := "Spoke to the opponent about the position."
	if _, err := b.Do(3, view.Command{Kind: view.CmdPenalty, Side: view.White, Penalty: "time_down",
		Amount: time.Minute, Text: reason, By: "Deputy A"}); err != nil {
		t.Fatal(err)
	}
	entries, err := b.Appeal(3)
	if err != nil {
		t.Fatal(err)
	}
	// The demo's illegal move by Black, then the penalty.
	if len(entries) != 2 {
		t.Fatalf("%d entries, want 2: %+v", len(entries), entries)
	}
	e := entries[1]
	if e.Board != 3 || e.Arbiter != "Deputy A" || e.Command != view.CmdPenalty || e.Side != view.White ||
		e.Reason != reason || e.White <= 0 || e.Black <= 0 || strings.Join(e.Ruling.Articles, ",") != "12.9.3" {
		t.Errorf("penalty entry %+v", e)
	}
	var page bytes.Buffer
	if err := b.WriteAppeal(&page, "de", 3); err != nil {
		t.Fatal(err)
	}
	html := page.String()
	for _, want := range []string{"Protokoll für den Einspruch", "Brett 3", "Deputy A", reason, "12.9.3", "c) Zeitabzug"} {
		if !strings.Contains(html, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	for _, key := range []string{"ruling.penalty.applied", "penalty.time_down", "appeal."} {
		if strings.Contains(html, key) {
			t.Errorf("page shows the key %q", key)
		}
	}
	page.Reset()
	if err := b.WriteAppeal(&page, "en"); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(page.String(), "<section"); n != 13 {
		t.Errorf("the round's page has %d games, want 13", n)
	}
}
