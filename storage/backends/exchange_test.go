package backends

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/exchange"
)

// exchangeOf is the store as imports write to it.
func exchangeOf(t *testing.T, s eventStore) exchange.Store {
	t.Helper()
	w, ok := s.(exchange.Store)
	if !ok {
		t.Fatalf("no transactions for a store of type %T", s)
	}
	return w
}

func readTRF(t *testing.T, name string) *tournament.Tournament {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err == nil {
		var tt *tournament.Tournament
		if tt, err = tournament.ReadTRF(bytes.NewReader(data)); err == nil {
			return tt
		}
	}
	t.Fatal(err)
	return nil
}

func writeTRF(t *testing.T, tt *tournament.Tournament) string {
	t.Helper()
	var b bytes.Buffer
	if err := tournament.WriteTRF(&b, tt); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// sameOnEveryBackend runs fn on a new store of each kind and checks that
// every store gives the same text back.
func sameOnEveryBackend(t *testing.T, fn func(t *testing.T, s eventStore) string) {
	t.Helper()
	got := map[string]string{}
	eachBackend(t, func(t *testing.T, b backend) {
		s, _ := b.create(t)
		got[b.name] = fn(t, s)
	})
	if len(got) < 2 {
		return // a backend skipped and said why
	}
	if got["sqlite"] == "" || got["sqlite"] != got["postgres"] {
		t.Errorf("the server gives\n%s\nthe file\n%s", got["postgres"], got["sqlite"])
	}
}

// A TRF event imported and exported again gives the same file from a
// server as from a file, its players, rounds and results all there.
func TestExchange_TRFImportExport(t *testing.T) {
	ctx := context.Background()
	in := readTRF(t, "open.trf")
	sameOnEveryBackend(t, func(t *testing.T, s eventStore) string {
		id, err := exchange.Import(ctx, exchangeOf(t, s), in, storage.RuleSet{GameType: "standard", Supervision: "A.3"})
		if err != nil {
			t.Fatal(err)
		}
		out, err := exchange.Export(ctx, exchangeOf(t, s), id)
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Players) != len(in.Players) || len(out.Rounds) != len(in.Rounds) {
			t.Errorf("exported %d players, %d rounds; imported %d, %d", len(out.Players), len(out.Rounds), len(in.Players), len(in.Rounds))
		}
		return writeTRF(t, out)
	})
}

// What a pairing program reads and the event's columns do not hold (XXC,
// XXA, 013 teams, 112 deputies, 082, comments, byes pre-assigned for the
// round about to be paired) comes back from the store with the player
// lines byte for byte; once the next round is stored, its pre-assigned
// byes are that round's and no longer kept.
func TestExchange_TRFKeepsWhatThePairingProgramReads(t *testing.T) {
	ctx := context.Background()
	raw, err := os.ReadFile("testdata/javafo-next.trf")
	if err != nil {
		t.Fatal(err)
	}
	in := readTRF(t, "javafo-next.trf")
	sameOnEveryBackend(t, func(t *testing.T, s eventStore) string {
		w := exchangeOf(t, s)
		id, err := exchange.Import(ctx, w, in, storage.RuleSet{})
		if err != nil {
			t.Fatal(err)
		}
		out, err := exchange.Export(ctx, w, id)
		if err != nil {
			t.Fatal(err)
		}
		got := writeTRF(t, out)
		lines := strings.Split(strings.ReplaceAll(got, "\r\n", "\n"), "\n")
		for _, line := range strings.Split(string(raw), "\n") {
			if strings.HasPrefix(line, "04") || strings.HasPrefix(line, "05") || strings.HasPrefix(line, "132") {
				continue // dates are written in one form
			}
			if line != "" && !slices.Contains(lines, line) {
				t.Errorf("the export lost %q:\n%s", line, got)
			}
		}

		rounds, err := s.Rounds(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rounds {
			if _, err := s.CloseRound(ctx, r.ID); err != nil {
				t.Fatal(err)
			}
		}
		paired := *in
		paired.Rounds = append(append([]tournament.Round(nil), in.Rounds...), tournament.Round{Number: 3, Pairings: []tournament.Pairing{
			{Board: 1, White: 2, Black: 3}, {Board: 2, White: 6, Black: 4},
			{White: 1, Result: tournament.Result{Outcome: tournament.HalfPointBye}},
			{White: 5, Result: tournament.Result{Outcome: tournament.ZeroPointBye}},
		}})
		paired.NextByes = nil
		if _, err := exchange.AddNextRound(ctx, w, id, &paired); err != nil {
			t.Fatal(err)
		}
		out, err = exchange.Export(ctx, w, id)
		if err != nil {
			t.Fatal(err)
		}
		if len(out.NextByes) != 0 || out.Event.InitialColour != "white1" || len(out.Teams) != 2 || len(out.Extra) == 0 {
			t.Errorf("after round 3: next byes %v, XXC %q, teams %v, lines %q", out.NextByes, out.Event.InitialColour, out.Teams, out.Extra)
		}
		return writeTRF(t, out)
	})
}

// A PGN file's games, imported and exported, come back the same from a
// server as from a file, with their records as they came in.
func TestExchange_PGNImportExport(t *testing.T) {
	ctx := context.Background()
	sameOnEveryBackend(t, func(t *testing.T, s eventStore) string {
		f, err := os.Open("testdata/rapid3.pgn")
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		rep, err := exchange.ImportPGN(ctx, exchangeOf(t, s), f, exchange.PGNOptions{Name: "rapid3", Rules: storage.RuleSet{Edition: "2023", Supervision: "A.4"}})
		if err != nil || len(rep.Faults) > 0 || rep.Stored == 0 {
			t.Fatalf("ImportPGN = %+v, %v", rep, err)
		}
		var out bytes.Buffer
		for _, id := range rep.Events {
			if err := exchange.ExportPGN(ctx, exchangeOf(t, s), id, 0, laws.Options{}, &out); err != nil {
				t.Fatal(err)
			}
		}
		return out.String()
	})
}

// The next round's pairings from a pairing program: refused while the
// last round is open, stored once it is closed, the same on every store.
func TestExchange_NextRound(t *testing.T) {
	ctx := context.Background()
	in := readTRF(t, "open.trf") // 3 rounds
	paired := *in
	paired.Rounds = append(append([]tournament.Round(nil), in.Rounds...), tournament.Round{Number: 4, Pairings: []tournament.Pairing{
		{Board: 1, White: 3, Black: 1}, {Board: 2, White: 2, Black: 4}, {White: 5, Result: tournament.Result{Outcome: tournament.PairingBye}},
	}})
	sameOnEveryBackend(t, func(t *testing.T, s eventStore) string {
		w := exchangeOf(t, s)
		id, err := exchange.Import(ctx, w, in, storage.RuleSet{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := exchange.AddNextRound(ctx, w, id, &paired); !errors.Is(err, exchange.ErrRoundOpen) {
			t.Errorf("next round while round 3 is open: %v, want ErrRoundOpen", err)
		}
		rounds, err := s.Rounds(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rounds {
			if _, err := s.CloseRound(ctx, r.ID); err != nil {
				t.Fatal(err)
			}
		}
		if n, err := exchange.AddNextRound(ctx, w, id, &paired); err != nil || n != 4 {
			t.Fatalf("AddNextRound = %d, %v; want round 4", n, err)
		}
		out, err := exchange.Export(ctx, w, id)
		if err != nil {
			t.Fatal(err)
		}
		if r := out.Rounds[3]; len(r.Pairings) != 3 || r.Pairings[0].Result.Outcome != tournament.Unfinished {
			t.Errorf("round 4 stored as %+v", r.Pairings)
		}
		if breaks, err := s.VerifyRecords(ctx); err != nil || len(breaks) > 0 {
			t.Errorf("record log after the next round: %v, %v", breaks, err)
		}
		return writeTRF(t, out)
	})
}

// A record changed behind the store's back - by psql or the sqlite3
// shell - is named with what differs, on every store, and a later write
// by the store does not seal it into the log. The log itself refuses to
// be changed.
func TestRecordLog_EditBehindTheStoreIsNamed(t *testing.T) {
	tests := []struct {
		name   string
		edit   func(f fixture) string
		ref    func(f fixture) string
		reason string
	}{
		{"result",
			func(f fixture) string {
				return fmt.Sprintf("UPDATE games SET result = '0-1' WHERE id = %d", f.games[0])
			},
			func(f fixture) string { return fmt.Sprintf("game %d", f.games[0]) },
			`result is "0-1", recorded "1-0"`},
		{"rating",
			func(f fixture) string {
				return fmt.Sprintf("UPDATE players SET rating = 2900 WHERE id = %d", f.players[1])
			},
			func(f fixture) string { return fmt.Sprintf("player %d", f.players[1]) },
			"rating is 2900, recorded 2750"},
		{"pairing",
			func(f fixture) string {
				return fmt.Sprintf("UPDATE boards SET white_id = %d, black_id = %d WHERE id = %d", f.players[1], f.players[0], f.boards[0])
			},
			func(f fixture) string { return fmt.Sprintf("board %d", f.boards[0]) },
			"white_id is "},
		{"bye deleted",
			func(f fixture) string { return "DELETE FROM byes" },
			func(f fixture) string { return fmt.Sprintf("bye %d/%d", f.round, f.players[3]) },
			"deleted outside Arbiter Console"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			eachBackend(t, func(t *testing.T, b backend) {
				s, where := b.create(t)
				ctx := context.Background()
				f := addFixture(t, s)
				if err := s.SetResult(ctx, f.games[0], "1-0", "resignation"); err != nil {
					t.Fatal(err)
				}
				if err := s.AddBye(ctx, storage.Bye{RoundID: f.round, PlayerID: f.players[3], Result: "H"}); err != nil {
					t.Fatal(err)
				}
				if breaks, err := s.VerifyRecords(ctx); err != nil || len(breaks) > 0 {
					t.Fatalf("before the edit: %v, %v", breaks, err)
				}
				if err := b.raw(t, where, tc.edit(f)); err != nil {
					t.Fatal(err)
				}
				// A write of the store's own after the edit.
				if err := s.SetResult(ctx, f.games[1], "1/2-1/2", "agreement"); err != nil {
					t.Fatal(err)
				}
				breaks, err := s.VerifyRecords(ctx)
				if err != nil || len(breaks) != 1 || breaks[0].Ref != tc.ref(f) || !strings.Contains(breaks[0].Reason, tc.reason) {
					t.Errorf("VerifyRecords = %v, %v; want %s: ...%s...", breaks, err, tc.ref(f), tc.reason)
				}
			})
		})
	}
	eachBackend(t, func(t *testing.T, b backend) {
		s, where := b.create(t)
		addFixture(t, s)
		for _, q := range []string{"UPDATE record_log SET ref = 'x'", "DELETE FROM record_log"} {
			if err := b.raw(t, where, q); err == nil || !strings.Contains(err.Error(), "append-only") {
				t.Errorf("%s: err = %v, want the append-only refusal", q, err)
			}
		}
	})
}

// Consoles changing records at once - players entered, results given -
// take turns on the record log: it stays one chain that verifies.
func TestRecordLog_ConcurrentWritersKeepOneChain(t *testing.T) {
	const writers, each = 4, 10
	eachBackend(t, func(t *testing.T, b backend) {
		s, where := b.create(t)
		ctx := context.Background()
		f := addFixture(t, s)
		stores := consoles(t, b, s, where, writers)
		var wg sync.WaitGroup
		for w, st := range stores {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range each {
					if _, err := st.AddPlayer(ctx, storage.Player{TournamentID: f.tournament, Name: fmt.Sprintf("Late %d-%d", w, i)}); err != nil {
						t.Error(err)
						return
					}
					result := []string{"1-0", "0-1"}[i%2]
					if err := st.SetResult(ctx, f.games[w%2], result, "resignation"); err != nil {
						t.Error(err)
						return
					}
				}
			}()
		}
		wg.Wait()
		if breaks, err := s.VerifyRecords(ctx); err != nil || len(breaks) > 0 {
			t.Errorf("VerifyRecords = %v, %v", breaks, err)
		}
	})
}
