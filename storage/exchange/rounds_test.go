package exchange

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/sqlite"
)

// AddNextRound takes only a file that agrees with the event and holds one
// new round of unfinished games.
func TestAddNextRoundChecksTheFile(t *testing.T) {
	ctx := context.Background()
	tt, _ := readTRF(t, "open.trf") // 3 rounds
	nextRound := func(edit func(*tournament.Tournament)) *tournament.Tournament {
		c := *tt
		c.Players = append([]tournament.Player(nil), tt.Players...)
		c.Rounds = append(append([]tournament.Round(nil), tt.Rounds...), tournament.Round{Number: 4, Pairings: []tournament.Pairing{
			{Board: 1, White: 3, Black: 1}, {Board: 2, White: 2, Black: 4}, {White: 5, Result: tournament.Result{Outcome: tournament.PairingBye}},
		}})
		if edit != nil {
			edit(&c)
		}
		return &c
	}
	tests := []struct {
		name string
		file *tournament.Tournament
		open bool // leave round 3 open
		want string
	}{
		{"round 3 still open", nextRound(nil), true, "round 3: the last round is still open"},
		{"renamed player", nextRound(func(c *tournament.Tournament) { c.Players[1].Name = "Other, Name" }), false, `start rank 2 is "Other, Name" in the file`},
		{"no new round", tt, false, "the file has 3 round(s); the event has 3"},
		{"changed result", nextRound(func(c *tournament.Tournament) {
			c.Rounds[0] = tournament.Round{Number: 1, Pairings: append([]tournament.Pairing(nil), c.Rounds[0].Pairings...)}
			c.Rounds[0].Pairings[0].Result = tournament.Result{Outcome: tournament.Draw}
		}), false, "round 1: the event has"},
		{"new round already played", nextRound(func(c *tournament.Tournament) {
			c.Rounds[3].Pairings[0].Result = tournament.Result{Outcome: tournament.WhiteWins}
		}), false, "already has a result"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newStore(t)
			id, err := Import(ctx, s, tt, storage.RuleSet{})
			if err != nil {
				t.Fatal(err)
			}
			if !tc.open {
				closeRounds(t, s, id)
			}
			_, err = AddNextRound(ctx, s, id, tc.file)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("AddNextRound: %v, want an error containing %q", err, tc.want)
			}
			if tc.open && !errors.Is(err, ErrRoundOpen) {
				t.Errorf("AddNextRound: %v, want ErrRoundOpen", err)
			}
		})
	}
	s := newStore(t)
	id, err := Import(ctx, s, tt, storage.RuleSet{})
	if err != nil {
		t.Fatal(err)
	}
	closeRounds(t, s, id)
	if n, err := AddNextRound(ctx, s, id, nextRound(nil)); err != nil || n != 4 {
		t.Fatalf("AddNextRound = %d, %v; want round 4", n, err)
	}
	back, err := Export(ctx, s, id)
	if err != nil {
		t.Fatal(err)
	}
	if r := back.Rounds[3]; len(r.Pairings) != 3 || r.Pairings[0].Result.Outcome != tournament.Unfinished {
		t.Errorf("round 4 stored as %+v", r.Pairings)
	}
}

func closeRounds(t *testing.T, s *sqlite.Store, id int64) {
	t.Helper()
	rounds, err := s.Rounds(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rounds {
		if _, err := s.CloseRound(context.Background(), r.ID); err != nil {
			t.Fatal(err)
		}
	}
}
