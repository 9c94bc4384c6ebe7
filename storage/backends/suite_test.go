package backends

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

func TestEventModel_RoundTrip(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		s, _ := b.create(t)
		ctx := context.Background()
		f := addFixture(t, s)
		ev, err := s.Tournament(ctx, f.tournament)
		if err != nil || ev.Name != "Oslo Rapid Open" || string(ev.Rules.Regulations) != `{"default_time_s":0}` {
			t.Fatalf("Tournament = %+v, %v", ev, err)
		}
		ev.Federation, ev.RoundCount, ev.Rules.Regulations = "NOR", 9, nil
		if err := s.UpdateTournament(ctx, ev); err != nil {
			t.Fatal(err)
		}
		ev.Rules.Regulations = []byte("{}")
		if all, err := s.Tournaments(ctx); err != nil || len(all) != 1 || !reflect.DeepEqual(all[0], ev) {
			t.Errorf("Tournaments = %+v, %v; want %+v", all, err, ev)
		}
		p, err := s.Player(ctx, f.players[1])
		if err != nil || p.Name != "Tari, Aryan" || p.FIDEID != 1503015 || p.StartRank != 2 {
			t.Fatalf("Player = %+v, %v", p, err)
		}
		p.FIDEID, p.VisuallyImpaired, p.Language = 0, true, "no"
		if err := s.UpdatePlayer(ctx, p); err != nil {
			t.Fatal(err)
		}
		if ps, err := s.Players(ctx, f.tournament); err != nil || len(ps) != 4 || ps[1] != p {
			t.Errorf("Players = %+v, %v; want the second %+v", ps, err, p)
		}
		if rs, err := s.Rounds(ctx, f.tournament); err != nil || len(rs) != 1 || rs[0].Number != 1 {
			t.Errorf("Rounds = %+v, %v", rs, err)
		}
		if bs, err := s.Boards(ctx, f.round); err != nil || len(bs) != 2 || bs[1].WhiteID != f.players[2] {
			t.Errorf("Boards = %+v, %v", bs, err)
		}
		a, err := s.AddArbiter(ctx, storage.Arbiter{TournamentID: f.tournament, Name: "Gijssen, Geurt", Role: storage.RoleDeputy})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.AssignBoards(ctx, a, f.boards[0], f.boards[0]); err != nil {
			t.Fatal(err)
		}
		if as, err := s.BoardArbiters(ctx, f.boards[0]); err != nil || len(as) != 1 || as[0].Name != "Gijssen, Geurt" {
			t.Errorf("BoardArbiters = %+v, %v", as, err)
		}
		p5, err := s.AddPlayer(ctx, storage.Player{TournamentID: f.tournament, Name: "Late, Lucy"})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.AddBye(ctx, storage.Bye{RoundID: f.round, PlayerID: p5, Result: "PAB"}); err != nil {
			t.Fatal(err)
		}
		if ys, err := s.Byes(ctx, f.round); err != nil || len(ys) != 1 || ys[0].Result != "PAB" {
			t.Errorf("Byes = %+v, %v", ys, err)
		}
		if err := s.SetResult(ctx, f.games[1], "1/2-1/2", "agreement"); err != nil {
			t.Fatal(err)
		}
		gs, err := s.Games(ctx, f.round)
		if err != nil || len(gs) != 2 || gs[1].Result != "1/2-1/2" || gs[0].Result != "*" || gs[1].Board != 2 {
			t.Errorf("Games = %+v, %v", gs, err)
		}
		jump := storage.ClockJump{At: fixedClock(), By: -90 * time.Second}
		if err := s.AddClockJump(ctx, jump.At, jump.By); err != nil {
			t.Fatal(err)
		}
		if js, err := s.ClockJumps(ctx); err != nil || len(js) != 1 || js[0] != jump {
			t.Errorf("ClockJumps = %+v, %v", js, err)
		}
		sum, err := s.Summary(ctx)
		if err != nil || sum.Tournaments != 1 || sum.Players != 5 || sum.Rounds != 1 || sum.Games != 2 || sum.SchemaVersion == 0 {
			t.Errorf("Summary = %+v, %v", sum, err)
		}
	})
}

// The typed errors are the same whatever the store.
func TestErrors_SameOnEveryBackend(t *testing.T) {
	type call func(s eventStore, f fixture) error
	ctx := context.Background()
	tests := []struct {
		name string
		do   call
		want error
	}{
		{"unknown event", func(s eventStore, f fixture) error { _, err := s.Tournament(ctx, 999); return err }, storage.ErrNotFound},
		{"unknown game", func(s eventStore, f fixture) error { _, err := s.Game(ctx, 999); return err }, storage.ErrNotFound},
		{"append to unknown game", func(s eventStore, f fixture) error {
			_, err := s.Append(ctx, 999, 0, []storage.EventRecord{{Kind: "move", Payload: []byte(`{}`)}}, storage.Ending{})
			return err
		}, storage.ErrNotFound},
		{"update unknown player", func(s eventStore, f fixture) error {
			return s.UpdatePlayer(ctx, storage.Player{ID: 999, Name: "Nobody"})
		}, storage.ErrNotFound},
		{"board number twice", func(s eventStore, f fixture) error {
			_, err := s.AddBoard(ctx, storage.Board{RoundID: f.round, Number: 1, WhiteID: f.players[0], BlackID: f.players[3]})
			return err
		}, storage.ErrConflict},
		{"FIDE id twice", func(s eventStore, f fixture) error {
			_, err := s.AddPlayer(ctx, storage.Player{TournamentID: f.tournament, Name: "Copy", FIDEID: 1503014})
			return err
		}, storage.ErrConflict},
		{"delete paired player", func(s eventStore, f fixture) error { return s.DeletePlayer(ctx, f.players[0]) }, storage.ErrConflict},
		{"delete board with game", func(s eventStore, f fixture) error { return s.DeleteBoard(ctx, f.boards[0]) }, storage.ErrConflict},
		{"delete event with game", func(s eventStore, f fixture) error { return s.DeleteTournament(ctx, f.tournament) }, storage.ErrConflict},
		{"empty player name", func(s eventStore, f fixture) error {
			_, err := s.AddPlayer(ctx, storage.Player{TournamentID: f.tournament})
			return err
		}, storage.ErrInvalid},
		{"player against self", func(s eventStore, f fixture) error {
			_, err := s.AddBoard(ctx, storage.Board{RoundID: f.round, Number: 9, WhiteID: f.players[0], BlackID: f.players[0]})
			return err
		}, storage.ErrInvalid},
		{"payload not JSON", func(s eventStore, f fixture) error {
			_, err := s.Append(ctx, f.games[0], 0, []storage.EventRecord{{Kind: "move", Payload: []byte(`{`)}}, storage.Ending{})
			return err
		}, storage.ErrInvalid},
		{"event without kind", func(s eventStore, f fixture) error {
			_, err := s.Append(ctx, f.games[0], 0, []storage.EventRecord{{Payload: []byte(`{}`)}}, storage.Ending{})
			return err
		}, storage.ErrInvalid},
		{"regulations not JSON", func(s eventStore, f fixture) error {
			_, err := s.AddTournament(ctx, storage.Tournament{Name: "X", Rules: storage.RuleSet{Regulations: []byte("{")}})
			return err
		}, storage.ErrInvalid},
	}
	eachBackend(t, func(t *testing.T, b backend) {
		s, _ := b.create(t)
		f := addFixture(t, s)
		moves(t, s, f.games[0], 1)
		for _, tt := range tests {
			if err := tt.do(s, f); !errors.Is(err, tt.want) {
				t.Errorf("%s: err = %v, want %v", tt.name, err, tt.want)
			}
		}
	})
}

// Both stores link the same events into the same chain: an event's hash
// does not depend on where it is kept.
func TestAppend_SameChainOnEveryBackend(t *testing.T) {
	var chains [][]storage.EventRecord
	eachBackend(t, func(t *testing.T, b backend) {
		s, _ := b.create(t)
		ctx := context.Background()
		f := addFixture(t, s)
		got := moves(t, s, f.games[0], 3)
		end, err := s.Append(ctx, f.games[0], 3, []storage.EventRecord{{Kind: "resign", Payload: []byte(`{"side":"black"}`)}},
			storage.Ending{Result: "1-0", Termination: "resignation"})
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, end...)
		stored, err := s.Events(ctx, f.games[0])
		if err != nil || !reflect.DeepEqual(stored, got) {
			t.Fatalf("Events = %+v, %v; Append returned %+v", stored, err, got)
		}
		var replayed []storage.EventRecord
		if err := s.Replay(ctx, f.games[0], func(e storage.EventRecord) error { replayed = append(replayed, e); return nil }); err != nil || !reflect.DeepEqual(replayed, got) {
			t.Fatalf("Replay = %+v, %v", replayed, err)
		}
		for i, e := range got {
			if e.Seq != int64(i+1) || e.Hash != storage.ChainHash(e.PrevHash, e.GameID, e.Seq, e.Kind, e.Payload, e.Wall.UnixMilli()) ||
				(i > 0 && e.PrevHash != got[i-1].Hash) {
				t.Errorf("event %d does not link: %+v", i, e)
			}
		}
		if g, err := s.Game(ctx, f.games[0]); err != nil || g.Result != "1-0" || g.Termination != "resignation" || g.Events != 4 {
			t.Errorf("Game = %+v, %v", g, err)
		}
		chains = append(chains, got)
	})
	if len(chains) == 2 && !reflect.DeepEqual(chains[0], chains[1]) {
		t.Errorf("the chains differ:\n%+v\n%+v", chains[0], chains[1])
	}
}

// A stale head is refused, writes nothing and says how far the log is.
func TestAppend_StaleHeadIsConflict(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		s, _ := b.create(t)
		ctx := context.Background()
		f := addFixture(t, s)
		moves(t, s, f.games[0], 2)
		_, err := s.Append(ctx, f.games[0], 1, []storage.EventRecord{{Kind: "move", Payload: []byte(`{}`)}},
			storage.Ending{Result: "0-1", Termination: "resignation"})
		var c *storage.ConflictError
		if !errors.As(err, &c) || !errors.Is(err, storage.ErrConflict) || c.Head != 2 || c.After != 1 {
			t.Fatalf("err = %v, want a conflict at head 2", err)
		}
		if g, err := s.Game(ctx, f.games[0]); err != nil || g.Events != 2 || g.Result != "*" {
			t.Errorf("after the refused append: %+v, %v", g, err)
		}
	})
}

// The log refuses to be changed, and a change made behind the store's back
// is found by VerifyChain and by opening the store again.
func TestLog_AppendOnlyAndTamperEvident(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		s, where := b.create(t)
		ctx := context.Background()
		f := addFixture(t, s)
		moves(t, s, f.games[1], 3)
		for _, q := range []string{"UPDATE game_events SET kind = 'x'", "DELETE FROM game_events"} {
			if err := b.raw(t, where, q); err == nil || !strings.Contains(err.Error(), "append-only") {
				t.Errorf("%s: err = %v, want the append-only refusal", q, err)
			}
		}
		edit := fmt.Sprintf(`UPDATE game_events SET payload = '{"n":7}' WHERE game_id = %d AND seq = 2`, f.games[1])
		if err := b.raw(t, where, append(append(b.unguard, edit), b.reguard...)...); err != nil {
			t.Fatal(err)
		}
		breaks, err := s.VerifyChain(ctx)
		want := []storage.ChainBreak{{GameID: f.games[1], Seq: 2, Reason: "event content does not match its hash"}}
		if err != nil || !reflect.DeepEqual(breaks, want) {
			t.Errorf("VerifyChain = %v, %v; want %v", breaks, err, want)
		}
		if err := s.Replay(ctx, f.games[1], func(storage.EventRecord) error { return nil }); !errors.Is(err, storage.ErrTampered) {
			t.Errorf("Replay: err = %v, want ErrTampered", err)
		}
		s.Close()
		if _, err := b.open(where); !errors.Is(err, storage.ErrTampered) {
			t.Errorf("open again: err = %v, want ErrTampered", err)
		}
	})
}

// Many writers on one game: each append is either stored exactly once or
// refused as a conflict, and the chain stays whole.
func TestAppend_ConcurrentWritersNeverFork(t *testing.T) {
	const writers, each = 4, 25
	eachBackend(t, func(t *testing.T, b backend) {
		s, where := b.create(t)
		ctx := context.Background()
		f := addFixture(t, s)
		stores := consoles(t, b, s, where, writers)
		var wg sync.WaitGroup
		acked := make([][]string, writers)
		conflicts := make([]int, writers)
		for w := range writers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				st := stores[w]
				for i := 0; i < each; {
					g, err := st.Game(ctx, f.games[0])
					if err != nil {
						t.Error(err)
						return
					}
					p := fmt.Sprintf(`{"writer":%d,"n":%d}`, w, i)
					_, err = st.Append(ctx, f.games[0], g.Events, []storage.EventRecord{{Kind: "move", Payload: []byte(p)}}, storage.Ending{})
					switch {
					case errors.Is(err, storage.ErrConflict):
						conflicts[w]++ // read the game again and decide again
					case err != nil:
						t.Error(err)
						return
					default:
						acked[w] = append(acked[w], p)
						i++
					}
				}
			}()
		}
		wg.Wait()
		evs, err := s.Events(ctx, f.games[0])
		if err != nil {
			t.Fatal(err)
		}
		stored := map[string]int{}
		for _, e := range evs {
			stored[string(e.Payload)]++
		}
		total := 0
		for w := range writers {
			for _, p := range acked[w] {
				total++
				if stored[p] != 1 {
					t.Errorf("acknowledged %s stored %d times", p, stored[p])
				}
			}
		}
		if len(evs) != total {
			t.Errorf("%d events stored, %d acknowledged", len(evs), total)
		}
		if breaks, err := s.VerifyChain(ctx); err != nil || len(breaks) > 0 {
			t.Errorf("VerifyChain = %v, %v", breaks, err)
		}
		t.Logf("%d appends acknowledged, conflicts per writer %v", total, conflicts)
	})
}

// A whole event moves between the two kinds of store and back unchanged,
// ids and chains included.
func TestSnapshot_MovesBetweenBackends(t *testing.T) {
	ctx := context.Background()
	sqlite, _ := backends[0].create(t)
	pg, _ := backends[1].create(t) // skips without a server
	f := addFixture(t, sqlite)
	moves(t, sqlite, f.games[0], 5)
	moves(t, sqlite, f.games[1], 2)
	a, _ := sqlite.AddArbiter(ctx, storage.Arbiter{TournamentID: f.tournament, Name: "Gijssen, Geurt", Role: storage.RoleChief})
	if err := sqlite.AssignBoards(ctx, a, f.boards[1]); err != nil {
		t.Fatal(err)
	}
	want, err := sqlite.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := pg.Restore(ctx, want); err != nil {
		t.Fatal(err)
	}
	got, err := pg.Snapshot(ctx)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("on the server: %+v, %v\nwant %+v", got, err, want)
	}
	if breaks, err := pg.VerifyChain(ctx); err != nil || len(breaks) > 0 {
		t.Errorf("server VerifyChain = %v, %v", breaks, err)
	}
	// New rows on the server follow the restored ids; the chain goes on.
	moves(t, pg, f.games[0], 1)
	if id, err := pg.AddPlayer(ctx, storage.Player{TournamentID: f.tournament, Name: "New, Nina"}); err != nil || id <= f.players[3] {
		t.Errorf("AddPlayer after restore = %d, %v", id, err)
	}
	if err := pg.Restore(ctx, want); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("restore into a full database: err = %v, want ErrConflict", err)
	}
}
