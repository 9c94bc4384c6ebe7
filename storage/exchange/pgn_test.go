package exchange

import (
	"bytes"
	"context"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/pgn"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
	"github.com/arbiterconsole/arbiter/storage/sqlite"
)

var importStart = time.Date(2026, 11, 23, 14, 0, 0, 0, time.UTC)

// rapidEvent stores an empty 15+10 event under the 2018 Laws.
func rapidEvent(t *testing.T, s *sqlite.Store) int64 {
	t.Helper()
	control, err := clock.Parse("15+10")
	if err != nil {
		t.Fatal(err)
	}
	rs, err := gamelog.StoredRules(laws.NewRuleSet(laws.Edition2018, control, laws.Inadequate))
	if err != nil {
		t.Fatal(err)
	}
	id, err := s.AddTournament(context.Background(), storage.Tournament{Name: "Rapid", Venue: "Hall", StartDate: "2026-11-23", Rules: rs, TimeControl: control.String()})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func readPGN(t *testing.T, r io.Reader) []*pgn.Game {
	t.Helper()
	rd := pgn.NewReader(r, pgn.Options{SkipVariations: true})
	var games []*pgn.Game
	for {
		g, err := rd.Next()
		if err == io.EOF {
			return games
		}
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
}

// PGN out and back in gives the same moves and clocks.
func TestPGNRoundTripKeepsMovesAndClocks(t *testing.T) {
	ctx := context.Background()
	src, err := os.ReadFile("testdata/rapid3.pgn")
	if err != nil {
		t.Fatal(err)
	}
	s := newStore(t)
	tid := rapidEvent(t, s)
	rep, err := ImportPGN(ctx, s, bytes.NewReader(src), PGNOptions{Event: tid, Start: importStart})
	if err != nil || rep.Stored != 3 || len(rep.Faults) != 0 {
		t.Fatalf("imported %+v: %v", rep, err)
	}
	var out bytes.Buffer
	if err := ExportPGN(ctx, s, tid, 1, laws.Options{}, &out); err != nil {
		t.Fatal(err)
	}
	exported := out.String()
	in, back := readPGN(t, bytes.NewReader(src)), readPGN(t, &out)
	if len(back) != len(in) {
		t.Fatalf("exported %d games, imported %d", len(back), len(in))
	}
	for i := range in {
		if len(back[i].Moves) != len(in[i].Moves) {
			t.Fatalf("game %d: %d moves out, %d in", i+1, len(back[i].Moves), len(in[i].Moves))
		}
		for j, m := range in[i].Moves {
			b := back[i].Moves[j]
			if b.Move != m.Move || b.Clock != m.Clock {
				t.Fatalf("game %d ply %d: %s %v, want %s %v", i+1, j+1, b.Move.UCI(false), b.Clock, m.Move.UCI(false), m.Clock)
			}
		}
		if back[i].Result != in[i].Result {
			t.Errorf("game %d: result %s, want %s", i+1, back[i].Result, in[i].Result)
		}
		for _, tag := range in[i].Tags {
			if got := back[i].Tag(tag.Name); got != tag.Value {
				t.Errorf("game %d: tag %s = %q, want %q as recorded", i+1, tag.Name, got, tag.Value)
			}
		}
	}
	// A second import of the exported file gives the same export again.
	s2 := newStore(t)
	tid2 := rapidEvent(t, s2)
	if rep, err := ImportPGN(ctx, s2, strings.NewReader(exported), PGNOptions{Event: tid2, Start: importStart}); err != nil || rep.Stored != 3 {
		t.Fatalf("second import %+v: %v", rep, err)
	}
	var again bytes.Buffer
	if err := ExportPGN(ctx, s2, tid2, 1, laws.Options{}, &again); err != nil {
		t.Fatal(err)
	}
	if again.String() != exported {
		t.Error("export, import, export is not stable")
	}
}

func TestPGNExportCarriesRulingsAsComments(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	tid := rapidEvent(t, s)
	if _, err := ImportPGN(ctx, s, strings.NewReader("[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n"), PGNOptions{Event: tid, Start: importStart}); err != nil {
		t.Fatal(err)
	}
	games, err := s.Games(ctx, mustRound(t, s, tid))
	if err != nil || len(games) != 1 {
		t.Fatalf("games %v, %v", games, err)
	}
	t2, _ := s.Tournament(ctx, tid)
	rules, control, _ := gamelog.Rules(t2)
	setup, _ := gamelog.Setup(games[0], rules, control, laws.Options{})
	lg, err := gamelog.Load(ctx, s, games[0].ID, setup)
	if err != nil {
		t.Fatal(err)
	}
	e := laws.Event{At: importStart.Add(time.Minute), Kind: laws.KindIllegal, Payload: laws.Payload{Side: laws.White, Irregularity: laws.IllegalMove}}
	if _, err := lg.Record(ctx, s, e); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := ExportPGN(ctx, s, tid, 0, laws.Options{}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(strings.Fields(out.String()), " "), "{Ruling 14:01:00: First completed illegal move by this player: the opponent receives 2 min extra time. (Art. 7.5.1, 7.5.5, A.4.2) (white); Black +120s}") {
		t.Errorf("export lacks the ruling:\n%s", out.String())
	}
}

func TestPGNImportListsTheBadGameAndStoresTheRest(t *testing.T) {
	s := newStore(t)
	tid := rapidEvent(t, s)
	src := "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Nc6\n3. Ke3 *\n\n[White \"C\"]\n[Black \"D\"]\n\n1. d4 *\n"
	rep, err := ImportPGN(context.Background(), s, strings.NewReader(src), PGNOptions{Event: tid, Start: importStart})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Games != 2 || rep.Stored != 1 || len(rep.Faults) != 1 {
		t.Fatalf("report %+v, want 2 games read, 1 stored, 1 fault", rep)
	}
	if f := rep.Faults[0].String(); f != `game 1 (A - B), line 5: illegal move "Ke3": the white king cannot move to e3` && !strings.Contains(f, "line 5") {
		t.Errorf("fault %q, want one naming game 1 and line 5", f)
	}
}

func TestPGNExportOfAMissingRoundFails(t *testing.T) {
	s := newStore(t)
	tid := rapidEvent(t, s)
	if err := ExportPGN(context.Background(), s, tid, 4, laws.Options{}, io.Discard); err == nil {
		t.Error("exported round 4 of an event without rounds")
	}
}

func mustRound(t *testing.T, s *sqlite.Store, tid int64) int64 {
	t.Helper()
	rounds, err := s.Rounds(context.Background(), tid)
	if err != nil || len(rounds) == 0 {
		t.Fatalf("rounds %v, %v", rounds, err)
	}
	return rounds[0].ID
}
