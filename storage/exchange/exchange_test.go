package exchange

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/sqlite"
)

func newStore(t testing.TB) *sqlite.Store {
	t.Helper()
	s, err := sqlite.Create(filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func readTRF(t *testing.T, name string) (*tournament.Tournament, []byte) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	tt, err := tournament.ReadTRF(bytes.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	return tt, src
}

func writeTRF(t *testing.T, tt *tournament.Tournament) string {
	t.Helper()
	var b bytes.Buffer
	if err := tournament.WriteTRF(&b, tt); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// A TRF file imported and exported again is the same event: the model
// compares equal and writes the same TRF. The scoring is the one thing the
// caller carries over, from the event's regulations.
func TestImportExport_TRFRoundTrip(t *testing.T) {
	tests := []struct {
		file                   string
		players, rounds, games int
	}{
		{"open.trf", 5, 3, 6},
		{"penalties.trf", 6, 3, 7},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			s := newStore(t)
			ctx := context.Background()
			want, _ := readTRF(t, tt.file)
			id, err := Import(ctx, s, want, storage.RuleSet{GameType: "standard"})
			if err != nil {
				t.Fatal(err)
			}
			got, err := Export(ctx, s, id)
			if err != nil {
				t.Fatal(err)
			}
			if got.Event.Scoring != (tournament.Scoring{}) {
				t.Errorf("exported scoring %v, want none: scoring is the regulations'", got.Event.Scoring)
			}
			got.Event.Scoring = want.Event.Scoring
			if !reflect.DeepEqual(sortedPairings(got), sortedPairings(want)) {
				t.Errorf("exported event differs from the imported one:\n got %+v\nwant %+v", got, want)
			}
			if g, w := writeTRF(t, got), writeTRF(t, want); g != w {
				t.Errorf("TRF after the round trip:\n%s\nwant\n%s", g, w)
			}
			sum, err := s.Summary(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if sum.Players != tt.players || sum.Rounds != tt.rounds || sum.Games != tt.games {
				t.Errorf("stored %+v, want %d players, %d rounds, %d games", sum, tt.players, tt.rounds, tt.games)
			}
			st, _ := s.Tournament(ctx, id)
			if st.Rules.Edition != want.Event.LawsEdition || st.Rules.GameType != "standard" {
				t.Errorf("rules %+v", st.Rules)
			}
		})
	}
}

// sortedPairings orders each round's pairings by board, byes last, so that
// events compare equal whatever order their pairings were listed in.
func sortedPairings(t *tournament.Tournament) *tournament.Tournament {
	c := *t
	c.Rounds = slices.Clone(t.Rounds)
	for i, r := range c.Rounds {
		ps := slices.Clone(r.Pairings)
		slices.SortFunc(ps, func(a, b tournament.Pairing) int {
			if a.IsBye() != b.IsBye() {
				return cmp.Compare(b.Board, a.Board) // the bye has board 0
			}
			return cmp.Or(cmp.Compare(a.Board, b.Board), cmp.Compare(a.White, b.White))
		})
		c.Rounds[i].Pairings = ps
	}
	return &c
}

func TestExport_ResultsEnteredInTheConsole(t *testing.T) {
	s := newStore(t)
	ctx := context.Background()
	tt, _ := readTRF(t, "open.trf")
	id, err := Import(ctx, s, tt, storage.RuleSet{})
	if err != nil {
		t.Fatal(err)
	}
	// Round 4 paired and played in the console, not imported.
	ps, _ := s.Players(ctx, id)
	r4, err := s.AddRound(ctx, id, 4)
	if err != nil {
		t.Fatal(err)
	}
	b1, _ := s.AddBoard(ctx, storage.Board{RoundID: r4, Number: 1, WhiteID: ps[2].ID, BlackID: ps[0].ID})
	b2, _ := s.AddBoard(ctx, storage.Board{RoundID: r4, Number: 2, WhiteID: ps[1].ID, BlackID: ps[3].ID})
	g1, _ := s.AddGame(ctx, b1, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	s.AddGame(ctx, b2, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	if err := s.SetResult(ctx, g1, "1/2-1/2", "agreement"); err != nil {
		t.Fatal(err)
	}
	if err := s.AddBye(ctx, storage.Bye{RoundID: r4, PlayerID: ps[4].ID, Result: "PAB"}); err != nil {
		t.Fatal(err)
	}
	// A late entry added in the console, without a start rank.
	if _, err := s.AddPlayer(ctx, storage.Player{TournamentID: id, Name: "Fir, Siv"}); err != nil {
		t.Fatal(err)
	}

	got, err := Export(ctx, s, id)
	if err != nil {
		t.Fatal(err)
	}
	r := got.Rounds[3]
	want := []tournament.Pairing{
		{Board: 1, White: 3, Black: 1, Result: tournament.Result{Outcome: tournament.Draw}},
		{Board: 2, White: 2, Black: 4, Result: tournament.Result{Outcome: tournament.Unfinished}},
		{White: 5, Result: tournament.Result{Outcome: tournament.PairingBye}},
	}
	if !reflect.DeepEqual(r.Pairings, want) {
		t.Errorf("round 4 pairings %+v, want %+v", r.Pairings, want)
	}
	if last := got.Players[len(got.Players)-1]; last.StartRank != 6 || last.Name != "Fir, Siv" {
		t.Errorf("late entry exported as %+v, want start rank 6", last)
	}
	var csv bytes.Buffer
	if err := tournament.WriteResultsCSV(&csv, got); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(csv.String(), "4,1,3,\"Cedar, Jon\",1,\"Alder, Tom\",½-½,0.5,0.5") {
		t.Errorf("results CSV lacks round 4 board 1:\n%s", csv.String())
	}
}

func TestExport_RefusesUnknownResult(t *testing.T) {
	s := newStore(t)
	ctx := context.Background()
	tt, _ := readTRF(t, "open.trf")
	id, err := Import(ctx, s, tt, storage.RuleSet{})
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := s.Rounds(ctx, id)
	gs, _ := s.Games(ctx, rs[1].ID)
	if err := s.SetResult(ctx, gs[0].ID, "2-0", ""); err != nil {
		t.Fatal(err)
	}
	_, err = Export(ctx, s, id)
	if !errors.Is(err, tournament.ErrResult) || !strings.Contains(err.Error(), "round 2: board 1") {
		t.Errorf("err = %v, want a result error naming round 2 board 1", err)
	}
}

func TestImport_AllOrNothing(t *testing.T) {
	s := newStore(t)
	ctx := context.Background()
	tt, _ := readTRF(t, "open.trf")
	tt.Players[1].FIDEID = tt.Players[0].FIDEID // the same FIDE id twice
	if _, err := Import(ctx, s, tt, storage.RuleSet{}); !errors.Is(err, storage.ErrConflict) {
		t.Fatalf("err = %v, want ErrConflict", err)
	}
	if sum, _ := s.Summary(ctx); sum.Tournaments != 0 || sum.Players != 0 {
		t.Errorf("a failed import left %+v", sum)
	}
}

func TestImportPlayers_FromCSV(t *testing.T) {
	s := newStore(t)
	ctx := context.Background()
	id, err := s.AddTournament(ctx, storage.Tournament{Name: "Club", Rules: storage.RuleSet{Edition: "2023", GameType: "rapid"}, TimeControl: "15+10"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddPlayer(ctx, storage.Player{TournamentID: id, Name: "Seeded, One", StartRank: 1}); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open("testdata/players.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	players, err := tournament.ReadPlayersCSV(f)
	if err != nil {
		t.Fatal(err)
	}
	ids, err := ImportPlayers(ctx, s, id, players)
	if err != nil {
		t.Fatal(err)
	}
	if len(ids) != 3 {
		t.Fatalf("%d ids, want 3", len(ids))
	}
	elm, err := s.Player(ctx, ids[2])
	want := storage.Player{ID: ids[2], TournamentID: id, Name: "Elm, Ola", Federation: "NOR", Language: "en",
		VisuallyImpaired: true, NeedsAssistant: true, StartRank: 4, Sex: "m"}
	if err != nil || elm != want {
		t.Errorf("third player %+v, %v; want %+v", elm, err, want)
	}
}

// The players and results CSV files of an event make the same event again
// in an empty one: start ranks, pairings and results.
func TestCSVFilesImportBack(t *testing.T) {
	ctx := context.Background()
	tm, _ := readTRF(t, "open.trf")
	s := newStore(t)
	id, err := Import(ctx, s, tm, storage.RuleSet{GameType: "standard", Supervision: "A.4"})
	if err != nil {
		t.Fatal(err)
	}
	before, err := Export(ctx, s, id)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []tournament.CSVOptions{{}, {Semicolon: true}} {
		var players, results bytes.Buffer
		if err := o.WritePlayers(&players, before.Players); err != nil {
			t.Fatal(err)
		}
		if err := o.WriteResults(&results, before); err != nil {
			t.Fatal(err)
		}
		empty, err := s.AddTournament(ctx, storage.Tournament{Name: "Again", Rules: storage.RuleSet{Edition: "2018", GameType: "standard"}, TimeControl: "5400+30"})
		if err != nil {
			t.Fatal(err)
		}
		ps, err := tournament.ReadPlayersCSV(&players)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ImportPlayers(ctx, s, empty, ps); err != nil {
			t.Fatal(err)
		}
		rounds, err := tournament.ReadResultsCSV(&results)
		if err != nil {
			t.Fatal(err)
		}
		if err := ImportResults(ctx, s, empty, rounds); err != nil {
			t.Fatal(err)
		}
		after, err := Export(ctx, s, empty)
		if err != nil {
			t.Fatal(err)
		}
		var a, b bytes.Buffer
		tournament.WriteResultsCSV(&a, before)
		tournament.WriteResultsCSV(&b, after)
		if a.String() != b.String() || !reflect.DeepEqual(before.Players, after.Players) {
			t.Errorf("%+v: the event made from its CSV files differs:\n%s\nwant\n%s", o, b.String(), a.String())
		}
		if err := ImportResults(ctx, s, empty, rounds); err == nil || !strings.Contains(err.Error(), "round 1 is already there") {
			t.Errorf("importing the results twice: %v", err)
		}
	}
}
