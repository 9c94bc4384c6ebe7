package backend

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// The boards of a typed round are given to the event's arbiters: the
// round table and the wall show who runs each board, and a new backend
// reads the same from the database. Boards of earlier rounds keep their
// arbiters.
func TestAssignBoardsOfATypedRound(t *testing.T) {
	b, store := playedRoundOne(t)
	if _, err := b.TypePairings(view.TypedRound{
		Boards: []view.TypedBoard{{White: "3", Black: "1"}, {White: "4", Black: "2"}},
		Byes:   []view.TypedBye{{Player: "5", Kind: view.ByePairing}},
	}); err != nil {
		t.Fatal(err)
	}
	if err := b.AssignBoards([]view.ArbiterBoards{{Arbiter: "Second", Boards: []int{1, 2}}}); err != nil {
		t.Fatal(err)
	}
	if err := b.AssignBoards([]view.ArbiterBoards{{Arbiter: "Deputy", Boards: []int{2}}, {Arbiter: "Second", Boards: []int{1}}}); err != nil {
		t.Fatal(err)
	}
	want := "Chief(chief) []; Deputy(deputy) [2]; Second(deputy) [1]"
	assigned := func(b *Backend) string {
		var s []string
		for _, a := range b.Assignments() {
			s = append(s, fmt.Sprintf("%s(%s) %v", a.Arbiter, a.Role, a.Boards))
		}
		return strings.Join(s, "; ")
	}
	if got := assigned(b); got != want {
		t.Errorf("assignments %s, want %s", got, want)
	}
	var rows []string
	for _, r := range b.RoundTable().Rows {
		rows = append(rows, fmt.Sprintf("%d:%s", r.Board, r.Arbiter))
	}
	if got := strings.Join(rows, " "); got != "1:Second 2:Deputy 0:" {
		t.Errorf("round table arbiters %s, want 1:Second 2:Deputy 0: (the bye has none)", got)
	}
	if bs := b.Boards(); bs[0].Arbiter != "Second" || bs[1].Arbiter != "Deputy" {
		t.Errorf("wall: board 1 %q, board 2 %q; want Second, Deputy", bs[0].Arbiter, bs[1].Arbiter)
	}
	again, err := New(context.Background(), store, WithClock(func() time.Time { return decideStart }))
	if err != nil {
		t.Fatal(err)
	}
	if got := assigned(again); got != want {
		t.Errorf("read back: assignments %s, want %s", got, want)
	}
	round1 := 0
	arbs, _ := store.Arbiters(context.Background(), b.event.t.ID)
	for _, a := range arbs {
		bs, err := store.ArbiterBoards(context.Background(), a.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, bd := range bs {
			if bd.RoundID != b.event.round.ID {
				round1++
			}
		}
	}
	if round1 != 1 {
		t.Errorf("%d assignments of round 1 left, want 1 (Deputy's board 2)", round1)
	}
}

// A bad assignment is refused naming the arbiter or the board; nothing
// changes.
func TestAssignBoardsRefusals(t *testing.T) {
	b, _ := playedRoundOne(t)
	if _, err := b.TypePairings(view.TypedRound{Boards: []view.TypedBoard{{White: "3", Black: "1"}, {White: "4", Black: "2"}}}); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name   string
		assign []view.ArbiterBoards
		key    string
		says   string
	}{
		{"unknown arbiter", []view.ArbiterBoards{{Arbiter: "Nobody", Boards: []int{1}}}, "assign.err.arbiter", `"Nobody" is not an arbiter`},
		{"no such board", []view.ArbiterBoards{{Arbiter: "Deputy", Boards: []int{3}}}, "assign.err.board", "Deputy: round 2 has no board 3 (boards 1-2)"},
		{"board twice", []view.ArbiterBoards{{Arbiter: "Deputy", Boards: []int{1}}, {Arbiter: "Second", Boards: []int{1, 2}}}, "assign.err.twice", "board 1 is given to Deputy and to Second"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := b.AssignBoards(tt.assign)
			var r *view.Refusal
			if !errors.As(err, &r) || r.Key != tt.key || !strings.Contains(err.Error(), tt.says) {
				t.Errorf("error %v, want %s saying %q", err, tt.key, tt.says)
			}
		})
	}
	for _, a := range b.Assignments() {
		if len(a.Boards) != 0 {
			t.Errorf("%s runs %v after refused assignments, want nothing", a.Arbiter, a.Boards)
		}
	}
}
