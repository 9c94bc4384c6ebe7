package backend

import (
	"path/filepath"
	"testing"

	"github.com/arbiterconsole/arbiter/ui/view"
)

func TestDemoEventShowsARoundInProgress(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "demo.db"))
	defer store.Close()
	if err := b.DemoEvent(); err != nil {
		t.Fatal(err)
	}
	boards := b.Boards()
	if len(boards) != 12 {
		t.Fatalf("%d boards, want 12", len(boards))
	}
	var running, finished int
	for _, v := range boards {
		if v.Running != "" {
			running++
		}
		if v.Result != "" {
			finished++
		}
	}
	if running != 11 || finished != 1 {
		t.Errorf("running %d, finished %d; want 11 and 1", running, finished)
	}
	if boards[2].Illegal[view.Black] != 1 {
		t.Errorf("board 3: illegal moves %v, want one by Black", boards[2].Illegal)
	}
	if boards[4].DrawOffer == "" {
		t.Error("board 5: no pending draw offer")
	}
	d, err := b.Board(1)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Moves) != 17 || d.Moves[0].SAN == "" || d.Moves[0].Clock <= 0 || d.Moves[1].TimeSpent <= 0 {
		t.Errorf("board 1 move list: %d moves, first %+v", len(d.Moves), d.Moves[0])
	}
	if len(d.Positions) != len(d.Moves)+1 {
		t.Errorf("%d positions for %d moves", len(d.Positions), len(d.Moves))
	}
	// Board 9's White, Keller, is visually impaired and reads German:
	// moves are announced to her as D.2.1 says, in German.
	d9, err := b.Board(9)
	if err != nil {
		t.Fatal(err)
	}
	if m := d9.Moves[len(d9.Moves)-1]; m.AnnouncedLang != "de" || m.Announced == "" || m.Announced == m.SAN {
		t.Errorf("board 9 last move announced %q in %q (SAN %q)", m.Announced, m.AnnouncedLang, m.SAN)
	}
	if err := b.DemoEvent(); err == nil {
		t.Error("a second demo event was added to a database that has one")
	}
}
