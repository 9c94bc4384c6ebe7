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
	if len(boards) != 13 {
		t.Fatalf("%d boards, want 13", len(boards))
	}
	if boards[12].Started {
		t.Error("board 13 has started; the demo's late board should not have")
	}
	var running, finished int
	for _, v := range boards {
		if v.Running != view.NoSide {
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
	if boards[4].DrawOffer == view.NoSide {
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
	// Board 9's White, Keller, is visually impaired and reads German
	// (the board window announces her moves in her language or D.2.1's).
	d9, err := b.Board(9)
	if err != nil {
		t.Fatal(err)
	}
	if !d9.White.VisuallyImpaired || d9.White.Lang != "de" {
		t.Errorf("board 9's White %+v, want visually impaired, reading German", d9.White)
	}
	if err := b.DemoEvent(); err == nil {
		t.Error("a second demo event was added to a database that has one")
	}
}
