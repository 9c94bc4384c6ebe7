package sqlite

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
)

func TestTournament_RoundTripAndUpdate(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	ctx := context.Background()
	got, err := s.Tournament(ctx, f.tournament)
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != "Oslo Rapid Open" || got.Rules.Supervision != "A.4" || string(got.Rules.Regulations) != `{"default_time_s":0}` || got.TimeControl != "15+10" {
		t.Errorf("Tournament = %+v", got)
	}
	got.Rules.Edition, got.Rules.Regulations = "2018", nil
	got.Federation, got.PairingSystem, got.RoundCount = "NOR", "Swiss Dutch", 9
	if err := s.UpdateTournament(ctx, got); err != nil {
		t.Fatal(err)
	}
	all, err := s.Tournaments(ctx)
	got.Rules.Regulations = []byte("{}")
	if err != nil || len(all) != 1 || !reflect.DeepEqual(all[0], got) {
		t.Errorf("Tournaments = %+v, %v", all, err)
	}
}

func TestPlayer_RoundTrip(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	ctx := context.Background()
	want := storage.Player{TournamentID: f.tournament, Name: "Stefanova, Antoaneta", FIDEID: 2900084, Rating: 2450,
		Federation: "BUL", Title: "GM", Language: "bg", VisuallyImpaired: true, NeedsAssistant: true}
	id, err := s.AddPlayer(ctx, want)
	if err != nil {
		t.Fatal(err)
	}
	want.ID = id
	if got, err := s.Player(ctx, id); err != nil || got != want {
		t.Errorf("Player = %+v, %v; want %+v", got, err, want)
	}
	want.Rating, want.FIDEID, want.NeedsAssistant = 2461, 0, false
	if err := s.UpdatePlayer(ctx, want); err != nil {
		t.Fatal(err)
	}
	ps, err := s.Players(ctx, f.tournament)
	if err != nil || len(ps) != 5 || ps[4] != want {
		t.Errorf("Players = %+v, %v; want the last to be %+v", ps, err, want)
	}
	if err := s.DeletePlayer(ctx, id); err != nil {
		t.Error(err)
	}
}

func TestBoardsArbitersGames(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	ctx := context.Background()

	boards, err := s.Boards(ctx, f.round)
	if err != nil || len(boards) != 2 || boards[1] != (storage.Board{ID: f.boards[1], RoundID: f.round, Number: 2, WhiteID: f.players[2], BlackID: f.players[3]}) {
		t.Errorf("Boards = %+v, %v", boards, err)
	}
	// Colours reversed on board 2, noticed before the game started.
	b := boards[1]
	b.WhiteID, b.BlackID = b.BlackID, b.WhiteID
	if err := s.UpdateBoard(ctx, b); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Board(ctx, b.ID); got != b {
		t.Errorf("Board after update = %+v, want %+v", got, b)
	}

	chief, err := s.AddArbiter(ctx, storage.Arbiter{TournamentID: f.tournament, Name: "Rasmussen, Lars", Role: storage.RoleChief})
	if err != nil {
		t.Fatal(err)
	}
	deputy, err := s.AddArbiter(ctx, storage.Arbiter{TournamentID: f.tournament, Name: "Berg, Kari", FIDEID: 1504371, Role: storage.RoleDeputy})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.AssignBoards(ctx, deputy, f.boards[1], f.boards[0], f.boards[1]); err != nil {
		t.Fatal(err)
	}
	if err := s.AssignBoards(ctx, chief, f.boards[0]); err != nil {
		t.Fatal(err)
	}
	if bs, err := s.ArbiterBoards(ctx, deputy); err != nil || len(bs) != 2 || bs[0].Number != 1 || bs[1].Number != 2 {
		t.Errorf("ArbiterBoards = %+v, %v", bs, err)
	}
	if as, err := s.BoardArbiters(ctx, f.boards[0]); err != nil || len(as) != 2 || as[0].Name != "Rasmussen, Lars" {
		t.Errorf("BoardArbiters = %+v, %v", as, err)
	}
	if err := s.UnassignBoard(ctx, deputy, f.boards[0]); err != nil {
		t.Error(err)
	}
	a, _ := s.Arbiter(ctx, deputy)
	a.Role = storage.RoleChief
	if err := s.UpdateArbiter(ctx, a); err != nil {
		t.Error(err)
	}
	if as, _ := s.Arbiters(ctx, f.tournament); len(as) != 2 || as[1] != a {
		t.Errorf("Arbiters = %+v, want second %+v", as, a)
	}
	if err := s.DeleteArbiter(ctx, chief); err != nil {
		t.Error(err)
	}
	if as, _ := s.BoardArbiters(ctx, f.boards[0]); len(as) != 0 {
		t.Errorf("deleted arbiter still runs board 1: %+v", as)
	}

	// A replayed game on board 1 lists after the first one.
	replay, err := s.AddGame(ctx, f.boards[0], startFEN)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetResult(ctx, f.games[0], "1/2-1/2", "agreement"); err != nil {
		t.Fatal(err)
	}
	games, err := s.Games(ctx, f.round)
	var ids []int64
	for _, g := range games {
		ids = append(ids, g.ID)
	}
	if err != nil || !slices.Equal(ids, []int64{f.games[0], replay, f.games[1]}) {
		t.Errorf("Games ids = %v, %v", ids, err)
	}
	want := storage.Game{ID: f.games[0], RoundID: f.round, BoardID: f.boards[0], Board: 1, WhiteID: f.players[0], BlackID: f.players[1],
		InitialFEN: startFEN, Result: "1/2-1/2", Termination: "agreement"}
	if g, err := s.Game(ctx, f.games[0]); err != nil || g != want {
		t.Errorf("Game = %+v, %v; want %+v", g, err, want)
	}
	if rs, err := s.Rounds(ctx, f.tournament); err != nil || len(rs) != 1 || rs[0].Number != 1 || !rs[0].Closed.IsZero() {
		t.Errorf("Rounds = %+v, %v", rs, err)
	}
}

func TestWrites_RefusedWithTypedErrors(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	ctx := context.Background()
	tests := []struct {
		name string
		do   func() error
		want error
	}{
		{"player without a name", func() error {
			_, err := s.AddPlayer(ctx, storage.Player{TournamentID: f.tournament})
			return err
		}, storage.ErrInvalid},
		{"same FIDE id twice in an event", func() error {
			_, err := s.AddPlayer(ctx, storage.Player{TournamentID: f.tournament, Name: "Impostor", FIDEID: 1503014})
			return err
		}, storage.ErrConflict},
		{"player of an unknown event", func() error {
			_, err := s.AddPlayer(ctx, storage.Player{TournamentID: 77, Name: "Nobody"})
			return err
		}, storage.ErrConflict},
		{"delete a paired player", func() error { return s.DeletePlayer(ctx, f.players[0]) }, storage.ErrConflict},
		{"delete an unknown player", func() error { return s.DeletePlayer(ctx, 404) }, storage.ErrNotFound},
		{"update an unknown player", func() error { return s.UpdatePlayer(ctx, storage.Player{ID: 404, Name: "X"}) }, storage.ErrNotFound},
		{"board number taken", func() error {
			_, err := s.AddBoard(ctx, storage.Board{RoundID: f.round, Number: 1, WhiteID: f.players[0], BlackID: f.players[3]})
			return err
		}, storage.ErrConflict},
		{"player against themself", func() error {
			_, err := s.AddBoard(ctx, storage.Board{RoundID: f.round, Number: 3, WhiteID: f.players[0], BlackID: f.players[0]})
			return err
		}, storage.ErrInvalid},
		{"delete a board with a game", func() error { return s.DeleteBoard(ctx, f.boards[0]) }, storage.ErrConflict},
		{"round number taken", func() error {
			_, err := s.AddRound(ctx, f.tournament, 1)
			return err
		}, storage.ErrConflict},
		{"round zero", func() error {
			_, err := s.AddRound(ctx, f.tournament, 0)
			return err
		}, storage.ErrInvalid},
		{"arbiter of unknown role", func() error {
			_, err := s.AddArbiter(ctx, storage.Arbiter{TournamentID: f.tournament, Name: "X", Role: "king"})
			return err
		}, storage.ErrInvalid},
		{"regulations not JSON", func() error {
			_, err := s.AddTournament(ctx, storage.Tournament{Name: "X", Rules: storage.RuleSet{Regulations: []byte("{")}})
			return err
		}, storage.ErrInvalid},
		{"game on an unknown board", func() error {
			_, err := s.AddGame(ctx, 404, startFEN)
			return err
		}, storage.ErrConflict},
		{"result of an unknown game", func() error { return s.SetResult(ctx, 404, "1-0", "resignation") }, storage.ErrNotFound},
		{"unknown tournament", func() error { _, err := s.Tournament(ctx, 404); return err }, storage.ErrNotFound},
		{"unknown round", func() error { _, err := s.Round(ctx, 404); return err }, storage.ErrNotFound},
		{"unknown board", func() error { _, err := s.Board(ctx, 404); return err }, storage.ErrNotFound},
		{"unknown game", func() error { _, err := s.Game(ctx, 404); return err }, storage.ErrNotFound},
		{"unknown arbiter", func() error { _, err := s.Arbiter(ctx, 404); return err }, storage.ErrNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.do()
			if !errors.Is(err, tt.want) {
				t.Errorf("err = %v, want %v", err, tt.want)
			}
		})
	}
}

func TestSummary_CountsRows(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	if _, err := appendEnd(context.Background(), s, f.games[0], []storage.EventRecord{move("e4"), move("e5")}); err != nil {
		t.Fatal(err)
	}
	got, err := s.Summary(context.Background())
	want := storage.Summary{SchemaVersion: latestVersion(), Tournaments: 1, Players: 4, Rounds: 1, Games: 2, Events: 2}
	if err != nil || got != want {
		t.Errorf("Summary = %+v, %v; want %+v", got, err, want)
	}
}

func TestUpdate_AllOrNothing(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	ctx := context.Background()
	err := s.update(ctx, func(tx *Tx) error {
		r, err := tx.AddRound(ctx, f.tournament, 2)
		if err != nil {
			return err
		}
		if _, err := tx.AddBoard(ctx, storage.Board{RoundID: r, Number: 1, WhiteID: f.players[1], BlackID: f.players[0]}); err != nil {
			return err
		}
		_, err = tx.AddBoard(ctx, storage.Board{RoundID: r, Number: 1, WhiteID: f.players[3], BlackID: f.players[2]})
		return err
	})
	if !errors.Is(err, storage.ErrConflict) {
		t.Fatalf("Update: err = %v, want ErrConflict for the second board 1", err)
	}
	if rs, _ := s.Rounds(ctx, f.tournament); len(rs) != 1 {
		t.Errorf("%d rounds after a failed Update, want 1", len(rs))
	}
}

func TestByesAndRoundDates(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	ctx := context.Background()
	late, err := s.AddPlayer(ctx, storage.Player{TournamentID: f.tournament, Name: "Late, Larry", StartRank: 5, Sex: "m", Birth: "1999"})
	if err != nil {
		t.Fatal(err)
	}
	if p, _ := s.Player(ctx, late); p.StartRank != 5 || p.Sex != "m" || p.Birth != "1999" {
		t.Errorf("Player = %+v", p)
	}
	if err := s.AddBye(ctx, storage.Bye{RoundID: f.round, PlayerID: late, Result: "bye ½"}); err != nil {
		t.Fatal(err)
	}
	if err := s.AddBye(ctx, storage.Bye{RoundID: f.round, PlayerID: late, Result: "PAB"}); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("second bye for the same player: err = %v, want ErrConflict", err)
	}
	if err := s.AddBye(ctx, storage.Bye{RoundID: f.round, PlayerID: late, Result: ""}); !errors.Is(err, storage.ErrConflict) && !errors.Is(err, storage.ErrInvalid) {
		t.Errorf("bye without result: err = %v", err)
	}
	if bs, err := s.Byes(ctx, f.round); err != nil || len(bs) != 1 || bs[0] != (storage.Bye{RoundID: f.round, PlayerID: late, Result: "bye ½"}) {
		t.Errorf("Byes = %+v, %v", bs, err)
	}
	if err := s.DeletePlayer(ctx, late); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("delete a player with a bye: err = %v, want ErrConflict", err)
	}
	if err := s.DeleteBye(ctx, f.round, late); err != nil {
		t.Error(err)
	}
	if err := s.SetRoundDate(ctx, f.round, "2026-03-14"); err != nil {
		t.Fatal(err)
	}
	if r, _ := s.Round(ctx, f.round); r.Date != "2026-03-14" {
		t.Errorf("round date %q", r.Date)
	}
	if _, err := s.AddPlayer(ctx, storage.Player{TournamentID: f.tournament, Name: "Twin", StartRank: 5}); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("start rank taken: err = %v, want ErrConflict", err)
	}
}

func TestDelete_RefusedOnceAGameExists(t *testing.T) {
	s := newTestStore(t)
	f := addFixture(t, s)
	ctx := context.Background()
	if err := s.DeleteRound(ctx, f.round); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("DeleteRound with games: err = %v, want ErrConflict", err)
	}
	if err := s.DeleteTournament(ctx, f.tournament); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("DeleteTournament with games: err = %v, want ErrConflict", err)
	}

	// An event set up by mistake, never played: it goes, with all it holds.
	tid, _ := s.AddTournament(ctx, storage.Tournament{Name: "Typo Open", Rules: storage.RuleSet{Edition: "2023", GameType: "rapid"}, TimeControl: "15+10"})
	a, _ := s.AddPlayer(ctx, storage.Player{TournamentID: tid, Name: "A"})
	b, _ := s.AddPlayer(ctx, storage.Player{TournamentID: tid, Name: "B"})
	c, _ := s.AddPlayer(ctx, storage.Player{TournamentID: tid, Name: "C"})
	r, _ := s.AddRound(ctx, tid, 1)
	board, _ := s.AddBoard(ctx, storage.Board{RoundID: r, Number: 1, WhiteID: a, BlackID: b})
	arb, _ := s.AddArbiter(ctx, storage.Arbiter{TournamentID: tid, Name: "X", Role: storage.RoleDeputy})
	if err := s.AssignBoards(ctx, arb, board); err != nil {
		t.Fatal(err)
	}
	if err := s.AddBye(ctx, storage.Bye{RoundID: r, PlayerID: c, Result: "PAB"}); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteRound(ctx, r); err != nil {
		t.Fatalf("DeleteRound without games: %v", err)
	}
	if _, err := s.Board(ctx, board); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("board of the deleted round: err = %v, want ErrNotFound", err)
	}
	if err := s.DeleteTournament(ctx, tid); err != nil {
		t.Fatalf("DeleteTournament without games: %v", err)
	}
	if sum, _ := s.Summary(ctx); sum.Tournaments != 1 || sum.Players != 4 {
		t.Errorf("after deleting the unplayed event: %+v", sum)
	}
	if err := s.DeleteRound(ctx, 404); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("DeleteRound(404): err = %v, want ErrNotFound", err)
	}
}
