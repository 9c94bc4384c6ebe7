package ui_test

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/ui"
)

// The hall screen on the real backend, its reads of the store off the UI
// goroutine as in the program: it shows the demo round's pairings, and
// a result corrected in the record once the store has it.
func TestHallScreenOnTheRealBackend(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hall.db")
	b, store, _, err := backend.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	defer store.Close()
	if err := b.DemoEvent(); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	c := ui.NewConsole(a, path, ui.Actions{})
	looking := ui.RunCommandsOneAtATime(c) // on goroutines of their own
	c.Attach(b)
	menuItem(t, c, "Round", "Hall screen").Action()
	hall := window(t, a, "Arbiter Console · hall")
	texts := func() []string {
		looking.Lock()
		defer looking.Unlock()
		var out []string
		for _, tx := range all[*canvas.Text](hall.Content()) {
			out = append(out, strings.TrimSuffix(tx.Text, "…"))
		}
		return out
	}
	table := b.RoundTable()
	board := table.Rows[0]
	waitFor(t, "the round's pairings on the hall screen", func() bool {
		return slices.ContainsFunc(texts(), func(s string) bool { return len(s) >= 4 && strings.HasPrefix(board.White, s) })
	})
	if slices.Contains(texts(), "0-1") {
		t.Fatalf("the hall shows a 0-1 before any: %q", texts())
	}
	if _, err := b.CorrectResult(board.Board, "0-1", "from the signed scoresheet"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "board "+board.White+"'s 0-1 on the hall screen", func() bool { return slices.Contains(texts(), "0-1") })
}
