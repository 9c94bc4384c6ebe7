package storagetest

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

func testRefusals(t *testing.T, open Opener) {
	s := open(t)
	ctx := context.Background()
	e := AddEvent(t, s)
	before, err := s.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("Ä", storage.MaxText+1)
	tests := []struct {
		name  string
		write func(ctx context.Context, tx storage.Tx) error
		want  storage.FieldError
	}{
		{"player name with a bell", func(ctx context.Context, tx storage.Tx) error {
			_, err := tx.AddPlayer(ctx, storage.Player{TournamentID: e.Tournament, Name: "Ring\a, Bell"})
			return err
		}, storage.FieldError{Record: "player", Field: "name", Reason: storage.ReasonControl, Char: '\a', At: 5}},
		{"player name with a line break", func(ctx context.Context, tx storage.Tx) error {
			return tx.UpdatePlayer(ctx, storage.Player{ID: e.Players[0], TournamentID: e.Tournament, Name: "Carlsen,\nMagnus"})
		}, storage.FieldError{Record: "player", Field: "name", Reason: storage.ReasonControl, Char: '\n', At: 9}},
		{"player federation with an escape", func(ctx context.Context, tx storage.Tx) error {
			_, err := tx.AddPlayer(ctx, storage.Player{TournamentID: e.Tournament, Name: "Ok, Name", Federation: "N\x1bO"})
			return err
		}, storage.FieldError{Record: "player", Field: "federation", Reason: storage.ReasonControl, Char: '\x1b', At: 2}},
		{"player name too long", func(ctx context.Context, tx storage.Tx) error {
			_, err := tx.AddPlayer(ctx, storage.Player{TournamentID: e.Tournament, Name: long})
			return err
		}, storage.FieldError{Record: "player", Field: "name", Reason: storage.ReasonLong}},
		{"event venue with an escape", func(ctx context.Context, tx storage.Tx) error {
			ev := sampleTournament()
			ev.Venue = "Oslo\x1b[31m"
			_, err := tx.AddTournament(ctx, ev)
			return err
		}, storage.FieldError{Record: "event", Field: "venue", Reason: storage.ReasonControl, Char: '\x1b', At: 5}},
		{"event name too long", func(ctx context.Context, tx storage.Tx) error {
			ev := sampleTournament()
			ev.ID, ev.Name = e.Tournament, long
			return tx.UpdateTournament(ctx, ev)
		}, storage.FieldError{Record: "event", Field: "name", Reason: storage.ReasonLong}},
		{"arbiter name not UTF-8", func(ctx context.Context, tx storage.Tx) error {
			_, err := tx.AddArbiter(ctx, storage.Arbiter{TournamentID: e.Tournament, Name: "Gijssen\xff", Role: storage.RoleDeputy})
			return err
		}, storage.FieldError{Record: "arbiter", Field: "name", Reason: storage.ReasonUTF8}},
		{"arbiter renamed with a tab", func(ctx context.Context, tx storage.Tx) error {
			return tx.UpdateArbiter(ctx, storage.Arbiter{ID: e.Arbiter, TournamentID: e.Tournament, Name: "Gijssen\tGeurt", Role: storage.RoleChief})
		}, storage.FieldError{Record: "arbiter", Field: "name", Reason: storage.ReasonControl, Char: '\t', At: 8}},
		{"bye result with a delete", func(ctx context.Context, tx storage.Tx) error {
			return tx.AddBye(ctx, storage.Bye{RoundID: e.Round, PlayerID: e.Players[0], Result: "PAB\x7f"})
		}, storage.FieldError{Record: "bye", Field: "result", Reason: storage.ReasonControl, Char: '\x7f', At: 4}},
		{"round date with a null", func(ctx context.Context, tx storage.Tx) error {
			return tx.SetRoundDate(ctx, e.Round, "2026\x00-03-14")
		}, storage.FieldError{Record: "round", Field: "date", Reason: storage.ReasonControl, Char: 0, At: 5}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := update(s, tt.write)
			var fe *storage.FieldError
			if !errors.Is(err, storage.ErrInvalid) || !errors.As(err, &fe) || *fe != tt.want {
				t.Fatalf("err = %v, want ErrInvalid with %+v", err, tt.want)
			}
			if key, params := fe.Message(); key != "storage.invalid."+tt.want.Reason || params["Field"] != "storage.field."+tt.want.Record+"."+tt.want.Field {
				t.Errorf("Message = %q %v", key, params)
			}
		})
	}
	after, err := s.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(before, after) {
		t.Error("a refused write changed the store")
	}
	// Letters of every script, up to MaxText of them, are names.
	name := "Ñúñez-Øster, Ярослав 王" + strings.Repeat("Ä", storage.MaxText-22)
	err = update(s, func(ctx context.Context, tx storage.Tx) error {
		_, err := tx.AddPlayer(ctx, storage.Player{TournamentID: e.Tournament, Name: name})
		return err
	})
	if err != nil {
		t.Errorf("a name of %d characters in several scripts: %v", len([]rune(name)), err)
	}
}

func testNotFound(t *testing.T, open Opener) {
	s := open(t)
	ctx := context.Background()
	const missing = 999999
	reads := map[string]error{}
	_, reads["Tournament"] = s.Tournament(ctx, missing)
	_, reads["Player"] = s.Player(ctx, missing)
	_, reads["Round"] = s.Round(ctx, missing)
	_, reads["Board"] = s.Board(ctx, missing)
	_, reads["Arbiter"] = s.Arbiter(ctx, missing)
	_, reads["Game"] = s.Game(ctx, missing)
	_, reads["GameRecord"] = s.GameRecord(ctx, missing)
	reads["UpdatePlayer"] = update(s, func(ctx context.Context, tx storage.Tx) error {
		return tx.UpdatePlayer(ctx, storage.Player{ID: missing, Name: "Nobody"})
	})
	reads["DeleteBoard"] = update(s, func(ctx context.Context, tx storage.Tx) error { return tx.DeleteBoard(ctx, missing) })
	reads["SetResult"] = update(s, func(ctx context.Context, tx storage.Tx) error { return tx.SetResult(ctx, missing, "1-0", "") })
	for what, err := range reads {
		if !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("%s of id %d: %v, want ErrNotFound", what, missing, err)
		}
	}
}

func testConflicts(t *testing.T, open Opener) {
	s := open(t)
	e := AddEvent(t, s)
	tests := map[string]func(ctx context.Context, tx storage.Tx) error{
		"a second board 1": func(ctx context.Context, tx storage.Tx) error {
			_, err := tx.AddBoard(ctx, storage.Board{RoundID: e.Round, Number: 1, WhiteID: e.Players[1], BlackID: e.Players[2]})
			return err
		},
		"a second round 1": func(ctx context.Context, tx storage.Tx) error {
			_, err := tx.AddRound(ctx, e.Tournament, 1)
			return err
		},
		"deleting a paired player": func(ctx context.Context, tx storage.Tx) error { return tx.DeletePlayer(ctx, e.Players[0]) },
		"deleting a board with a game": func(ctx context.Context, tx storage.Tx) error {
			return tx.DeleteBoard(ctx, e.Boards[0])
		},
		"a second record of a game": func(ctx context.Context, tx storage.Tx) error {
			r := storage.GameRecord{GameID: e.Games[0], PGN: "1. e4 *", Events: 0}
			if err := tx.SetGameRecord(ctx, r); err != nil {
				return err
			}
			return tx.SetGameRecord(ctx, r)
		},
		"a second start rank 1": func(ctx context.Context, tx storage.Tx) error {
			_, err := tx.AddPlayer(ctx, storage.Player{TournamentID: e.Tournament, Name: "Twin, Tom", StartRank: 1})
			return err
		},
	}
	for name, write := range tests {
		t.Run(name, func(t *testing.T) {
			if err := update(s, write); !errors.Is(err, storage.ErrConflict) {
				t.Errorf("err = %v, want ErrConflict", err)
			}
		})
	}
}

func testUpdateAllOrNothing(t *testing.T, open Opener) {
	s := open(t)
	ctx := context.Background()
	e := AddEvent(t, s)
	stop := errors.New("the arbiter cancelled the import")
	err := update(s, func(ctx context.Context, tx storage.Tx) error {
		if _, err := tx.AddPlayer(ctx, storage.Player{TournamentID: e.Tournament, Name: "Added, Then Undone"}); err != nil {
			return err
		}
		if err := tx.SetResult(ctx, e.Games[0], "0-1", "resignation"); err != nil {
			return err
		}
		return stop
	})
	if !errors.Is(err, stop) {
		t.Fatalf("Update = %v, want fn's error", err)
	}
	if ps, err := s.Players(ctx, e.Tournament); err != nil || len(ps) != 4 {
		t.Errorf("players after a failed Update: %d, %v; want 4", len(ps), err)
	}
	if g, err := s.Game(ctx, e.Games[0]); err != nil || g.Result != "*" {
		t.Errorf("game after a failed Update: %+v, %v; want result *", g, err)
	}
}

// Record is an event of the suite's games: kind and JSON payload.
func Record(kind, payload string) storage.EventRecord {
	return storage.EventRecord{Kind: kind, Payload: []byte(payload), Wall: time.Date(2026, 3, 14, 10, 0, 0, 0, time.UTC)}
}

func testChain(t *testing.T, open Opener) {
	s := open(t)
	ctx := context.Background()
	e := AddEvent(t, s)
	game := e.Games[0]
	first, err := s.Append(ctx, game, 0, []storage.EventRecord{Record("start", `{}`), Record("move", `{"move":"e2e4"}`)}, storage.Ending{})
	if err != nil {
		t.Fatal(err)
	}
	last, err := s.Append(ctx, game, 2, []storage.EventRecord{Record("resign", `{"side":"black"}`)}, storage.Ending{Result: "1-0", Termination: "resignation"})
	if err != nil {
		t.Fatal(err)
	}
	stored := append(first, last...)
	var prev storage.Hash
	for i, r := range stored {
		if r.GameID != game || r.Seq != int64(i+1) || r.PrevHash != prev {
			t.Errorf("event %d: %+v", i, r)
		}
		if want := storage.ChainHash(prev, game, r.Seq, r.Kind, r.Payload, r.Wall.UnixMilli()); r.Hash != want {
			t.Errorf("event %d: hash %s, want ChainHash %s", i, r.Hash, want)
		}
		prev = r.Hash
	}
	if got, err := s.Events(ctx, game); err != nil || !sameEvents(got, stored) {
		t.Errorf("Events = %+v, %v; want what Append returned", got, err)
	}
	var replayed []storage.EventRecord
	if err := s.Replay(ctx, game, func(r storage.EventRecord) error { replayed = append(replayed, r); return nil }); err != nil || !sameEvents(replayed, stored) {
		t.Errorf("Replay = %+v, %v", replayed, err)
	}
	stop := errors.New("enough")
	n := 0
	if err := s.Replay(ctx, game, func(storage.EventRecord) error { n++; return stop }); !errors.Is(err, stop) || n != 1 {
		t.Errorf("Replay stopped by fn: %v after %d events", err, n)
	}
	if g, err := s.Game(ctx, game); err != nil || g.Result != "1-0" || g.Termination != "resignation" || g.Events != 3 {
		t.Errorf("game after an ending append: %+v, %v", g, err)
	}
	if breaks, err := s.VerifyChain(ctx); err != nil || len(breaks) != 0 {
		t.Errorf("VerifyChain = %v, %v", breaks, err)
	}
	if got, err := s.Events(ctx, e.Games[1]); err != nil || len(got) != 0 {
		t.Errorf("Events of a game without any = %v, %v", got, err)
	}
	if sum, err := s.Summary(ctx); err != nil || sum.Events != 3 {
		t.Errorf("Summary = %+v, %v; want 3 events", sum, err)
	}
}

func sameEvents(a, b []storage.EventRecord) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.GameID != y.GameID || x.Seq != y.Seq || x.Kind != y.Kind || string(x.Payload) != string(y.Payload) ||
			!x.Wall.Equal(y.Wall) || x.PrevHash != y.PrevHash || x.Hash != y.Hash {
			return false
		}
	}
	return true
}

func testStaleAppend(t *testing.T, open Opener) {
	s := open(t)
	ctx := context.Background()
	e := AddEvent(t, s)
	game := e.Games[0]
	if _, err := s.Append(ctx, game, 0, []storage.EventRecord{Record("start", `{}`)}, storage.Ending{}); err != nil {
		t.Fatal(err)
	}
	// A second console that has not seen the start appends after 0.
	_, err := s.Append(ctx, game, 0, []storage.EventRecord{Record("start", `{}`)}, storage.Ending{Result: "1-0"})
	var ce *storage.ConflictError
	if !errors.Is(err, storage.ErrConflict) || !errors.As(err, &ce) {
		t.Fatalf("append on a stale head: %v, want a *ConflictError", err)
	}
	if got, err := s.Events(ctx, game); err != nil || len(got) != 1 {
		t.Errorf("events after the refused append: %d, %v; want 1", len(got), err)
	}
	if g, err := s.Game(ctx, game); err != nil || g.Result != "*" {
		t.Errorf("result after the refused append: %+v, %v", g, err)
	}
	// Appending past the head is no better.
	if _, err := s.Append(ctx, game, 5, []storage.EventRecord{Record("move", `{}`)}, storage.Ending{}); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("append after a head not stored: %v, want ErrConflict", err)
	}
}

func testAppendRefusals(t *testing.T, open Opener) {
	s := open(t)
	ctx := context.Background()
	e := AddEvent(t, s)
	for name, r := range map[string]storage.EventRecord{
		"without a kind":     Record("", `{}`),
		"payload not JSON":   Record("move", `{"move":`),
		"payload not a text": {Kind: "move", Payload: []byte{0xff}},
	} {
		if _, err := s.Append(ctx, e.Games[0], 0, []storage.EventRecord{Record("start", `{}`), r}, storage.Ending{}); !errors.Is(err, storage.ErrInvalid) {
			t.Errorf("an event %s: %v, want ErrInvalid", name, err)
		}
	}
	if got, err := s.Events(ctx, e.Games[0]); err != nil || len(got) != 0 {
		t.Errorf("events after refused appends: %d, %v; want none, all or nothing", len(got), err)
	}
	if _, err := s.Append(ctx, 999999, 0, []storage.EventRecord{Record("start", `{}`)}, storage.Ending{}); !errors.Is(err, storage.ErrNotFound) && !errors.Is(err, storage.ErrConflict) {
		t.Errorf("append to a game that does not exist: %v, want ErrNotFound or ErrConflict", err)
	}
}

func testRecordLog(t *testing.T, open Opener) {
	s := open(t)
	ctx := context.Background()
	e := AddEvent(t, s)
	if err := update(s, func(ctx context.Context, tx storage.Tx) error {
		return tx.SetResult(ctx, e.Games[0], "½-½", "agreement")
	}); err != nil {
		t.Fatal(err)
	}
	if breaks, err := s.VerifyRecords(ctx); err != nil || len(breaks) != 0 {
		t.Errorf("VerifyRecords after the store's own writes = %v, %v", breaks, err)
	}
	if p, err := s.RecordProtection(ctx); err != nil || p == "" {
		t.Errorf("RecordProtection = %q, %v", p, err)
	}
}

func testSnapshotRestore(t *testing.T, open Opener) {
	src := open(t)
	ctx := context.Background()
	e := AddEvent(t, src)
	if _, err := src.Append(ctx, e.Games[0], 0, []storage.EventRecord{Record("start", `{}`), Record("move", `{"move":"d2d4"}`)}, storage.Ending{}); err != nil {
		t.Fatal(err)
	}
	if err := update(src, func(ctx context.Context, tx storage.Tx) error {
		return tx.SetTieBreakChoice(ctx, e.Tournament, storage.TieBreakChoice{TieBreaks: []string{"BH"}})
	}); err != nil {
		t.Fatal(err)
	}
	snap, err := src.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	dst := open(t)
	if err := dst.Restore(ctx, snap); err != nil {
		t.Fatal(err)
	}
	back, err := dst.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, snap) {
		t.Errorf("the restored store reads back otherwise:\n%+v\nwant\n%+v", back, snap)
	}
	if breaks, err := dst.VerifyChain(ctx); err != nil || len(breaks) != 0 {
		t.Errorf("VerifyChain of the copy = %v, %v", breaks, err)
	}
	if err := dst.Restore(ctx, snap); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("Restore into a store that holds an event: %v, want ErrConflict", err)
	}
}

func testClockJumps(t *testing.T, open Opener) {
	s := open(t)
	ctx := context.Background()
	at := time.Date(2026, 3, 14, 11, 0, 0, 0, time.UTC)
	if err := s.AddClockJump(ctx, at, -90*time.Second); err != nil {
		t.Fatal(err)
	}
	jumps, err := s.ClockJumps(ctx)
	if err != nil || len(jumps) != 1 || !jumps[0].At.Equal(at) || jumps[0].By != -90*time.Second {
		t.Errorf("ClockJumps = %+v, %v", jumps, err)
	}
}

// testSwapTRFExtra: the compare-and-set two consoles use between rounds
// stores only over the state its caller read, and writers that read,
// change and swap again on a conflict lose none of each other's changes.
func testSwapTRFExtra(t *testing.T, open Opener) {
	ctx := context.Background()
	s := open(t)
	e := AddEvent(t, s)
	swap := func(rounds int, old, extra string) error {
		return update(s, func(ctx context.Context, tx storage.Tx) error {
			return tx.SwapTRFExtra(ctx, e.Tournament, rounds, old, extra)
		})
	}
	if err := swap(1, "", "a"); err != nil {
		t.Fatalf("swap from the stored state: %v", err)
	}
	if err := swap(1, "", "b"); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("swap from an extra changed meanwhile: %v, want ErrConflict", err)
	}
	if err := swap(2, "a", "b"); !errors.Is(err, storage.ErrConflict) || !strings.Contains(err.Error(), "1 round(s) now, not 2") {
		t.Errorf("swap from another number of rounds: %v, want ErrConflict naming them", err)
	}
	if got, err := s.TRFExtra(ctx, e.Tournament); err != nil || got != "a" {
		t.Errorf("TRFExtra after refused swaps = %q, %v; want %q", got, err, "a")
	}
	err := update(s, func(ctx context.Context, tx storage.Tx) error {
		return tx.SwapTRFExtra(ctx, e.Tournament+100, 0, "", "x")
	})
	if !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("swap on an event that does not exist: %v, want ErrNotFound", err)
	}

	// Writers at once, each adding its own lines.
	const writers, lines = 6, 4
	errs := make(chan error, writers)
	for w := range writers {
		go func() {
			for i := range lines {
				for {
					old, err := s.TRFExtra(ctx, e.Tournament)
					if err != nil {
						errs <- err
						return
					}
					err = swap(1, old, old+fmt.Sprintf("[%d.%d]", w, i))
					if err == nil {
						break
					}
					if !errors.Is(err, storage.ErrConflict) {
						errs <- err
						return
					}
				}
			}
			errs <- nil
		}()
	}
	for range writers {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	got, _ := s.TRFExtra(ctx, e.Tournament)
	for w := range writers {
		for i := range lines {
			if !strings.Contains(got, fmt.Sprintf("[%d.%d]", w, i)) {
				t.Errorf("line %d.%d was lost: %q", w, i, got)
			}
		}
	}
}
