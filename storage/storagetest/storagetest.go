// Package storagetest checks that a storage.Store keeps the contract of
// package storage, as testing/fstest does for a file system: every store
// (storage/sqlite, storage/postgres, and any other) runs the same suite
// from its own tests with
//
//	storagetest.Run(t, func(t *testing.T) storage.Store { ... a new, empty store ... })
//
// The suite stores rows and reads them back, refuses what no store may
// keep with the same errors, appends to and replays hash-chained game
// logs, detects conflicting writers, keeps transactions whole, and checks
// that the schema is numbered as package storage says.
package storagetest

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
)

// Opener makes a new, empty, writable store for one test; it closes the
// store when the test ends.
type Opener func(t *testing.T) storage.Store

// Run runs every check of the contract on stores made by open, each as a
// subtest.
func Run(t *testing.T, open Opener) {
	for _, c := range []struct {
		name string
		test func(*testing.T, Opener)
	}{
		{"Schema", testSchema},
		{"Rows", testRows},
		{"Refusals", testRefusals},
		{"NotFound", testNotFound},
		{"Conflicts", testConflicts},
		{"UpdateAllOrNothing", testUpdateAllOrNothing},
		{"Chain", testChain},
		{"StaleAppend", testStaleAppend},
		{"AppendRefusals", testAppendRefusals},
		{"RecordLog", testRecordLog},
		{"SnapshotRestore", testSnapshotRestore},
		{"ClockJumps", testClockJumps},
		{"SwapTRFExtra", testSwapTRFExtra},
	} {
		t.Run(c.name, func(t *testing.T) { c.test(t, open) })
	}
}

// StartFEN is the standard starting position, for games of the suite.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// Event is the suite's fixture: an event of four players, one round with
// two boards, a game on each, a bye and an arbiter running board 1.
type Event struct {
	Tournament int64
	Players    [4]int64
	Round      int64
	Boards     [2]int64
	Games      [2]int64
	Arbiter    int64
}

// AddEvent stores the fixture in one transaction.
func AddEvent(t *testing.T, s storage.Store) Event {
	t.Helper()
	ctx := context.Background()
	var e Event
	err := s.Update(ctx, func(tx storage.Tx) error {
		var err error
		if e.Tournament, err = tx.AddTournament(ctx, sampleTournament()); err != nil {
			return err
		}
		for i, name := range []string{"Carlsen, Magnus", "Ju, Wenjun", "Firouzja, Alireza", "Hou, Yifan"} {
			p := storage.Player{TournamentID: e.Tournament, Name: name, Rating: 2800 - 50*i, Federation: "NOR", StartRank: i + 1}
			if e.Players[i], err = tx.AddPlayer(ctx, p); err != nil {
				return err
			}
		}
		if e.Round, err = tx.AddRound(ctx, e.Tournament, 1); err != nil {
			return err
		}
		for i := range e.Boards {
			b := storage.Board{RoundID: e.Round, Number: i + 1, WhiteID: e.Players[2*i], BlackID: e.Players[2*i+1]}
			if e.Boards[i], err = tx.AddBoard(ctx, b); err != nil {
				return err
			}
			if e.Games[i], err = tx.AddGame(ctx, e.Boards[i], StartFEN); err != nil {
				return err
			}
		}
		if e.Arbiter, err = tx.AddArbiter(ctx, storage.Arbiter{TournamentID: e.Tournament, Name: "Gijssen, Geurt", Role: storage.RoleChief}); err != nil {
			return err
		}
		return tx.AssignBoards(ctx, e.Arbiter, e.Boards[0])
	})
	if err != nil {
		t.Fatalf("add the suite's event: %v", err)
	}
	return e
}

func sampleTournament() storage.Tournament {
	return storage.Tournament{
		Name: "Tromsø Rapid", Venue: "Tromsø", StartDate: "2026-03-14", EndDate: "2026-03-15",
		Rules:       storage.RuleSet{Edition: "2023", GameType: "rapid", Supervision: "A.4", Regulations: []byte(`{"draw_offers":"after 30"}`)},
		TimeControl: "15+10", Federation: "NOR", PairingSystem: "Swiss Dutch", RoundCount: 9,
	}
}

// update runs one write in a transaction of its own.
func update(s storage.Store, fn func(ctx context.Context, tx storage.Tx) error) error {
	ctx := context.Background()
	return s.Update(ctx, func(tx storage.Tx) error { return fn(ctx, tx) })
}

func testSchema(t *testing.T, open Opener) {
	s := open(t)
	sum, err := s.Summary(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if sum.SchemaVersion != storage.SchemaVersion {
		t.Errorf("schema version %d, want storage.SchemaVersion %d: every store numbers each change the same", sum.SchemaVersion, storage.SchemaVersion)
	}
	if s.ReadOnly() {
		t.Error("a new store says it is read-only")
	}
	if s.Path() == "" {
		t.Error("a store without a name for the arbiter")
	}
}

func testRows(t *testing.T, open Opener) {
	s := open(t)
	ctx := context.Background()
	e := AddEvent(t, s)

	want := sampleTournament()
	want.ID = e.Tournament
	if got, err := s.Tournament(ctx, e.Tournament); err != nil || !equalTournament(got, want) {
		t.Errorf("Tournament = %+v, %v; want %+v", got, err, want)
	}
	if ts, err := s.Tournaments(ctx); err != nil || len(ts) != 1 || ts[0].ID != e.Tournament {
		t.Errorf("Tournaments = %+v, %v", ts, err)
	}
	full := storage.Player{TournamentID: e.Tournament, Name: "Ñúñez-Øster, Ярослав", FIDEID: 1503014, Rating: 2100,
		Federation: "ESP", Title: "WFM", Language: "ru", VisuallyImpaired: true, NeedsAssistant: true,
		StartRank: 5, Sex: "w", Birth: "1990-02-03"}
	id, err := storage.UpdateValue(ctx, s.Update, func(tx storage.Tx) (int64, error) { return tx.AddPlayer(ctx, full) })
	if err != nil {
		t.Fatal(err)
	}
	full.ID = id
	if got, err := s.Player(ctx, id); err != nil || got != full {
		t.Errorf("Player = %+v, %v; want %+v", got, err, full)
	}
	full.Rating, full.Name = 2150, "Núñez, Ana"
	if err := update(s, func(ctx context.Context, tx storage.Tx) error { return tx.UpdatePlayer(ctx, full) }); err != nil {
		t.Fatal(err)
	}
	if ps, err := s.Players(ctx, e.Tournament); err != nil || len(ps) != 5 || !containsPlayer(ps, full) {
		t.Errorf("Players = %+v, %v; want five with %+v", ps, err, full)
	}
	if err := update(s, func(ctx context.Context, tx storage.Tx) error { return tx.DeletePlayer(ctx, id) }); err != nil {
		t.Errorf("delete an unpaired player: %v", err)
	}

	if err := update(s, func(ctx context.Context, tx storage.Tx) error { return tx.SetRoundDate(ctx, e.Round, "2026-03-14") }); err != nil {
		t.Fatal(err)
	}
	if r, err := s.Round(ctx, e.Round); err != nil || r.Number != 1 || r.Date != "2026-03-14" || r.TournamentID != e.Tournament {
		t.Errorf("Round = %+v, %v", r, err)
	}
	wantBoard := storage.Board{ID: e.Boards[1], RoundID: e.Round, Number: 2, WhiteID: e.Players[2], BlackID: e.Players[3]}
	if b, err := s.Board(ctx, e.Boards[1]); err != nil || b != wantBoard {
		t.Errorf("Board = %+v, %v; want %+v", b, err, wantBoard)
	}
	if bs, err := s.Boards(ctx, e.Round); err != nil || len(bs) != 2 || bs[1] != wantBoard {
		t.Errorf("Boards = %+v, %v", bs, err)
	}

	late, err := storage.UpdateValue(ctx, s.Update, func(tx storage.Tx) (int64, error) {
		return tx.AddPlayer(ctx, storage.Player{TournamentID: e.Tournament, Name: "Late, Larry"})
	})
	if err != nil {
		t.Fatal(err)
	}
	bye := storage.Bye{RoundID: e.Round, PlayerID: late, Result: "PAB"}
	if err := update(s, func(ctx context.Context, tx storage.Tx) error { return tx.AddBye(ctx, bye) }); err != nil {
		t.Fatal(err)
	}
	if bs, err := s.Byes(ctx, e.Round); err != nil || len(bs) != 1 || bs[0] != bye {
		t.Errorf("Byes = %+v, %v", bs, err)
	}

	chief := storage.Arbiter{ID: e.Arbiter, TournamentID: e.Tournament, Name: "Gijssen, Geurt", Role: storage.RoleChief}
	if a, err := s.Arbiter(ctx, e.Arbiter); err != nil || a != chief {
		t.Errorf("Arbiter = %+v, %v; want %+v", a, err, chief)
	}
	if as, err := s.BoardArbiters(ctx, e.Boards[0]); err != nil || len(as) != 1 || as[0] != chief {
		t.Errorf("BoardArbiters = %+v, %v", as, err)
	}
	if bs, err := s.ArbiterBoards(ctx, e.Arbiter); err != nil || len(bs) != 1 || bs[0].ID != e.Boards[0] {
		t.Errorf("ArbiterBoards = %+v, %v", bs, err)
	}
	if err := update(s, func(ctx context.Context, tx storage.Tx) error { return tx.UnassignBoard(ctx, e.Arbiter, e.Boards[0]) }); err != nil {
		t.Fatal(err)
	}
	if as, err := s.BoardArbiters(ctx, e.Boards[0]); err != nil || len(as) != 0 {
		t.Errorf("BoardArbiters after UnassignBoard = %+v, %v", as, err)
	}
	chief.Name = "Gijssen, G."
	if err := update(s, func(ctx context.Context, tx storage.Tx) error { return tx.UpdateArbiter(ctx, chief) }); err != nil {
		t.Fatal(err)
	}
	if as, err := s.Arbiters(ctx, e.Tournament); err != nil || len(as) != 1 || as[0] != chief {
		t.Errorf("Arbiters after UpdateArbiter = %+v, %v", as, err)
	}

	if err := update(s, func(ctx context.Context, tx storage.Tx) error {
		return tx.SetResult(ctx, e.Games[0], "1-0", "resignation")
	}); err != nil {
		t.Fatal(err)
	}
	wantGame := storage.Game{ID: e.Games[0], RoundID: e.Round, BoardID: e.Boards[0], Board: 1, WhiteID: e.Players[0], BlackID: e.Players[1],
		InitialFEN: StartFEN, Result: "1-0", Termination: "resignation"}
	if g, err := s.Game(ctx, e.Games[0]); err != nil || g != wantGame {
		t.Errorf("Game = %+v, %v; want %+v", g, err, wantGame)
	}
	if gs, err := s.Games(ctx, e.Round); err != nil || len(gs) != 2 || gs[0] != wantGame || gs[1].Result != "*" {
		t.Errorf("Games = %+v, %v", gs, err)
	}

	record := storage.GameRecord{GameID: e.Games[1], PGN: "[Event \"Tromsø Rapid\"]\n\n1. d4 *\n", Events: 0}
	if err := update(s, func(ctx context.Context, tx storage.Tx) error { return tx.SetGameRecord(ctx, record) }); err != nil {
		t.Fatal(err)
	}
	if r, err := s.GameRecord(ctx, e.Games[1]); err != nil || r != record {
		t.Errorf("GameRecord = %+v, %v", r, err)
	}
	if _, err := s.GameRecord(ctx, e.Games[0]); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("GameRecord of a game recorded at a console: %v, want ErrNotFound", err)
	}

	extra := `{"lines":["XXA 0001 NOR"]}`
	choice := storage.TieBreakChoice{TieBreaks: []string{"BH-C1", "SB"}, Rules: "2024"}
	if err := update(s, func(ctx context.Context, tx storage.Tx) error {
		if err := tx.SetTRFExtra(ctx, e.Tournament, extra); err != nil {
			return err
		}
		return tx.SetTieBreakChoice(ctx, e.Tournament, choice)
	}); err != nil {
		t.Fatal(err)
	}
	if got, err := s.TRFExtra(ctx, e.Tournament); err != nil || got != extra {
		t.Errorf("TRFExtra = %q, %v", got, err)
	}
	if got, err := s.EBoardMap(ctx, e.Tournament); err != nil || got != "" {
		t.Errorf("EBoardMap of an event never mapped = %q, %v; want empty", got, err)
	}
	eboards := "1001=3,1002=1"
	if err := update(s, func(ctx context.Context, tx storage.Tx) error { return tx.SetEBoardMap(ctx, e.Tournament, eboards) }); err != nil {
		t.Fatal(err)
	}
	if got, err := s.EBoardMap(ctx, e.Tournament); err != nil || got != eboards {
		t.Errorf("EBoardMap = %q, %v; want %q", got, err, eboards)
	}
	if got, err := s.TieBreakChoice(ctx, e.Tournament); err != nil || !reflect.DeepEqual(got, choice) {
		t.Errorf("TieBreakChoice = %+v, %v; want %+v", got, err, choice)
	}

	want.Venue, want.RoundCount = "Bodø", 7
	if err := update(s, func(ctx context.Context, tx storage.Tx) error { return tx.UpdateTournament(ctx, want) }); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Tournament(ctx, e.Tournament); err != nil || got.Venue != "Bodø" || got.RoundCount != 7 {
		t.Errorf("Tournament after UpdateTournament = %+v, %v", got, err)
	}
	if sum, err := s.Summary(ctx); err != nil || sum.Tournaments != 1 || sum.Players != 5 || sum.Rounds != 1 || sum.Games != 2 {
		t.Errorf("Summary = %+v, %v", sum, err)
	}
	if _, err := s.CloseRound(ctx, e.Round); err != nil {
		t.Errorf("CloseRound: %v", err)
	}
	if r, err := s.Round(ctx, e.Round); err != nil || r.Closed.IsZero() {
		t.Errorf("Round after CloseRound = %+v, %v; want it closed", r, err)
	}
}

func equalTournament(a, b storage.Tournament) bool {
	ra, rb := a.Rules.Regulations, b.Rules.Regulations
	a.Rules.Regulations, b.Rules.Regulations = nil, nil
	return reflect.DeepEqual(a, b) && strings.ReplaceAll(string(ra), " ", "") == strings.ReplaceAll(string(rb), " ", "")
}

func containsPlayer(ps []storage.Player, p storage.Player) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}
