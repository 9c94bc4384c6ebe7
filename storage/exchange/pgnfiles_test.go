package exchange

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/pgn"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
	"github.com/arbiterconsole/arbiter/storage/sqlite"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// normalized is each game of a file as the PGN writer writes it after
// reading: what "as it went in" means for an export.
func normalized(t *testing.T, src []byte) []string {
	t.Helper()
	rd := pgn.NewReader(bytes.NewReader(src), pgn.Options{})
	var games []string
	for {
		g, err := rd.Next()
		if err != nil {
			if err.Error() == "EOF" {
				return games
			}
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := pgn.Write(&b, g); err != nil {
			t.Fatal(err)
		}
		games = append(games, b.String())
	}
}

// exportAll exports the events in order.
func exportAll(t *testing.T, s *sqlite.Store, events []int64) string {
	t.Helper()
	var all bytes.Buffer
	for _, id := range events {
		if err := ExportPGN(context.Background(), s, id, 0, laws.Options{}, &all); err != nil {
			t.Fatal(err)
		}
	}
	return all.String()
}

func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	golden := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("export differs from %s (run with -update after checking):\n%s", golden, got)
	}
}

// Every game of real files comes back as it went in: tags, moves,
// comments, glyphs, evaluations, variations and clocks (none for games
// without them), with no tag of the console's.
func TestPGNFilesComeBackAsTheyWentIn(t *testing.T) {
	tests := []struct {
		file      string
		games     int
		newEvents int // without an event given
		encoding  string
	}{
		// NZ Congress 2025 and WCh 2023 game 1 make one event each; the
		// Deep Blue match gives each game its own Site, so six.
		{"otb.pgn", 8, 8, "UTF-8"},
		// Grouped by Event (blitz, bullet, rapid, simuls, arenas): the game
		// addresses in Site do not count.
		{"lichess-mixed-tc.pgn", 33, 9, "UTF-8"},
		{"latin1.pgn", 1, 1, "Windows-1252 (Latin-1), converted to UTF-8 (3 line(s) converted from Windows-1252)"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			want := normalized(t, src)
			if len(want) != tt.games {
				t.Fatalf("%d games in the file, want %d", len(want), tt.games)
			}

			// Into one event, in file order.
			s := newStore(t)
			tid := rapidEvent(t, s)
			rep, err := ImportPGN(context.Background(), s, bytes.NewReader(src), PGNOptions{Event: tid, Start: importStart})
			if err != nil || rep.Stored != tt.games || len(rep.Faults) != 0 || len(rep.Notes) != 0 {
				t.Fatalf("import: %+v, %v", rep, err)
			}
			if rep.Encoding != tt.encoding {
				t.Errorf("encoding %q, want %q", rep.Encoding, tt.encoding)
			}
			all := exportAll(t, s, []int64{tid})
			checkGolden(t, tt.file, all)
			if all != strings.Join(want, "\n")+"\n" {
				t.Errorf("the export is not the file's games as read and written")
			}

			// Into events made from the tags.
			if testing.Short() && tt.games > 10 {
				return // the whole file runs without -short
			}
			s2 := newStore(t)
			rep, err = ImportPGN(context.Background(), s2, bytes.NewReader(src), PGNOptions{Start: importStart})
			if err != nil || rep.Stored != tt.games || rep.NewEvents != tt.newEvents || len(rep.Events) != tt.newEvents {
				t.Fatalf("import without an event: %+v, %v", rep, err)
			}
			got2 := strings.Split(exportAll(t, s2, rep.Events), "\n\n\n")
			want2 := strings.Split(strings.Join(want, "\n")+"\n", "\n\n\n")
			if strings.Join(sorted(got2), "|") != strings.Join(sorted(want2), "|") {
				t.Errorf("the games exported from the events made differ from the file's")
			}
		})
	}
}

func sorted(ss []string) []string {
	out := append([]string(nil), ss...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// A game's own TimeControl tag is seconds ("60+0" is a one-minute game),
// and the fold of each imported game reads the clocks the record gives.
func TestPGNImportKeepsEachGamesOwnClocks(t *testing.T) {
	ctx := context.Background()
	src, err := os.ReadFile("testdata/lichess-mixed-tc.pgn")
	if err != nil {
		t.Fatal(err)
	}
	s := newStore(t)
	tid := rapidEvent(t, s) // 15 min + 10 s: not the games' controls
	if _, err := ImportPGN(ctx, s, bytes.NewReader(src), PGNOptions{Event: tid, Start: importStart}); err != nil {
		t.Fatal(err)
	}
	records := readPGN(t, bytes.NewReader(src))
	games, err := s.Games(ctx, mustRound(t, s, tid))
	if err != nil || len(games) != len(records) {
		t.Fatalf("games %d, %v; want %d", len(games), err, len(records))
	}
	tm, _ := s.Tournament(ctx, tid)
	rules, event, _ := gamelog.Rules(tm)
	oneMinute, checked := 0, 0
	for i, g := range games {
		control := GameControl(records[i], event)
		if records[i].Tag("TimeControl") == "60+0" {
			oneMinute++
			if control.Stages[0].Base != time.Minute {
				t.Fatalf("game %d: TimeControl 60+0 read as %v", i+1, control)
			}
		}
		setup, _ := gamelog.Setup(g, rules, control, laws.Options{})
		lg, err := gamelog.Load(ctx, s, g.ID, setup)
		if err != nil {
			t.Fatal(err)
		}
		if beyondControl(records[i], control) {
			continue // a simul: the master's clock showed more than the control gives
		}
		checked++
		plies := lg.Plies()
		for j, p := range plies {
			m := records[i].Moves[j]
			before := control.Stages[0].Base
			if j >= 2 {
				before = plies[j-2].Clock
			}
			if m.Clock > before+control.Stages[0].Extra {
				break // time given to the player: the console's clock stays behind from here
			}
			if m.HasClock && p.Clock.Truncate(time.Second) != m.Clock.Truncate(time.Second) {
				t.Fatalf("game %d (%s), ply %d: the console's clock %v, the record's %v", i+1, control, j+1, p.Clock, m.Clock)
			}
		}
	}
	if checked < len(games)-2 {
		t.Errorf("clocks checked in %d of %d games", checked, len(games))
	}
	if oneMinute != 2 {
		t.Errorf("%d one-minute games, want 2", oneMinute)
	}
}

// beyondControl reports a record whose clocks show more than its control
// can give.
func beyondControl(g *pgn.Game, c clock.Control) bool {
	for j, m := range g.Moves {
		if m.HasClock && m.Clock > c.Stages[0].Base+time.Duration(j/2+1)*c.Stages[0].Extra {
			return true
		}
	}
	return false
}

// A record that goes on after the Laws ended the game is stored as
// recorded: the log stops where the game ended, the record says so in a
// comment, and the report in a note.
func TestPGNImportStoresARecordThatGoesOnAfterTheEnd(t *testing.T) {
	ctx := context.Background()
	// After 3... Kxb1 only the kings and a bishop are left: a dead
	// position (5.2.2), but the players went on.
	src := "[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n[FEN \"4k3/8/8/8/8/8/1r6/KB6 w - - 0 1\"]\n[SetUp \"1\"]\n\n" +
		"1. Kxb2 Kd7 2. Kc3 Kc6 3. Kd4 Kd6 {they play on} 4. Be4 1/2-1/2\n"
	s := newStore(t)
	tid := rapidEvent(t, s)
	rep, err := ImportPGN(ctx, s, strings.NewReader(src), PGNOptions{Event: tid, Start: importStart})
	if err != nil || rep.Stored != 1 || len(rep.Notes) != 1 {
		t.Fatalf("import %+v, %v; want one game stored with one note", rep, err)
	}
	if n := rep.Notes[0]; n.Ply != 1 || !strings.Contains(n.String(), "move 1.: the game ended here under the Laws (Dead position: neither player can checkmate by any series of legal moves. The game is drawn. (Art. 5.2.2)), but the record goes on for 6 more half-move(s)") {
		t.Errorf("note %q", n.String())
	}
	games, _ := s.Games(ctx, mustRound(t, s, tid))
	if games[0].Result != "1/2-1/2" || games[0].Termination != string(laws.DeadPosition) || games[0].Events != 2 {
		t.Errorf("stored game %+v, want drawn by a dead position after the start and one move", games[0])
	}
	var out bytes.Buffer
	if err := ExportPGN(ctx, s, tid, 0, laws.Options{}, &out); err != nil {
		t.Fatal(err)
	}
	want := "1. Kxb2 {Arbiter Console: the game ended here under the Laws (Dead position:\nneither player can checkmate by any series of legal moves. The game is drawn.\n(Art. 5.2.2)); the record goes on} 1... Kd7 2. Kc3 Kc6 3. Kd4 Kd6 {they play on}\n4. Be4 1/2-1/2\n"
	if !strings.Contains(out.String(), want) {
		t.Errorf("export:\n%s\nwant the whole record with the comment:\n%s", out.String(), want)
	}
}

// Players are matched by FIDE id first: a second file naming a player
// differently finds the same player.
func TestPGNImportMatchesPlayersByFIDEIdFirst(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	tid := rapidEvent(t, s)
	one := "[White \"Carlsen, Magnus\"]\n[WhiteFideId \"1503014\"]\n[WhiteTitle \"GM\"]\n[Black \"B\"]\n\n1. e4 *\n"
	two := "[White \"Carlsen, M.\"]\n[WhiteFideId \"1503014\"]\n[Black \"C\"]\n\n1. d4 *\n"
	for _, src := range []string{one, two} {
		if rep, err := ImportPGN(ctx, s, strings.NewReader(src), PGNOptions{Event: tid, Start: importStart}); err != nil || rep.Stored != 1 {
			t.Fatalf("import %+v, %v", rep, err)
		}
	}
	players, _ := s.Players(ctx, tid)
	if len(players) != 3 || players[0].FIDEID != 1503014 || players[0].Title != "GM" {
		t.Fatalf("players %+v, want Carlsen (GM, 1503014), B and C", players)
	}
	games, _ := s.Games(ctx, mustRound(t, s, tid))
	if len(games) != 2 || games[1].WhiteID != players[0].ID {
		t.Errorf("game 2's White is player %d, want %d (matched by FIDE id)", games[1].WhiteID, players[0].ID)
	}
}

// An imported game the console plays on keeps its record, with the
// console's moves (and clocks, as the record had them), rulings and
// result after it.
func TestPGNExportOfAnImportedGamePlayedOn(t *testing.T) {
	ctx := context.Background()
	src := "[Event \"Adjourned\"]\n[White \"A\"]\n[Black \"B\"]\n[TimeControl \"60+0\"]\n[ECO \"C20\"]\n\n" +
		"1. e4 {[%clk 0:00:59]} 1... e5 $1 {[%clk 0:00:58]} {[%eval 0.2] book} (1... c5 2. Nf3) 2. Qh5 {[%clk 0:00:57]} *\n"
	s := newStore(t)
	tid := rapidEvent(t, s)
	if _, err := ImportPGN(ctx, s, strings.NewReader(src), PGNOptions{Event: tid, Start: importStart}); err != nil {
		t.Fatal(err)
	}
	games, _ := s.Games(ctx, mustRound(t, s, tid))
	record, _ := pgn.NewReader(strings.NewReader(src), pgn.Options{}).Next()
	tm, _ := s.Tournament(ctx, tid)
	rules, event, _ := gamelog.Rules(tm)
	setup, _ := gamelog.Setup(games[0], rules, GameControl(record, event), laws.Options{})
	lg, err := gamelog.Load(ctx, s, games[0].ID, setup)
	if err != nil {
		t.Fatal(err)
	}
	at := lg.Plies()[2].At
	for i, e := range []laws.Event{
		{Kind: laws.KindMove, Payload: laws.Payload{Move: "b8c6"}},
		{Kind: laws.KindMove, Payload: laws.Payload{Move: "f1c4"}},
		{Kind: laws.KindMove, Payload: laws.Payload{Move: "g8f6"}},
		{Kind: laws.KindMove, Payload: laws.Payload{Move: "h5f7"}},
	} {
		e.At = at.Add(time.Duration(i+1) * 2 * time.Second)
		if _, err := lg.Record(ctx, s, e); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	if err := ExportPGN(ctx, s, tid, 0, laws.Options{}, &out); err != nil {
		t.Fatal(err)
	}
	want := `[Event "Adjourned"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "A"]
[Black "B"]
[Result "1-0"]
[ECO "C20"]
[Termination "normal"]
[TimeControl "60+0"]

1. e4 {[%clk 0:00:59]} 1... e5 $1 {[%clk 0:00:58]} {[%eval 0.2] book} (1... c5
2. Nf3) 2. Qh5 {[%clk 0:00:57]} 2... Nc6 {[%clk 0:00:56]} 3. Bc4 {[%clk
0:00:55]} 3... Nf6 {[%clk 0:00:54]} 4. Qxf7# {[%clk 0:00:53]} {Ruling 14:00:13:
Checkmate: the player who checkmated the opponent's king wins the game. (Art.
5.1.1) (white)} 1-0


`
	if out.String() != want {
		t.Errorf("export:\n%s\nwant:\n%s", out.String(), want)
	}
}

// Games without player names are stored, each with players of its own.
func TestPGNImportGamesWithoutNames(t *testing.T) {
	s := newStore(t)
	rep, err := ImportPGN(context.Background(), s, strings.NewReader("1. e4 e5 *\n\n1. d4 d5 *\n"), PGNOptions{Start: importStart})
	if err != nil || rep.Stored != 2 || len(rep.Faults) != 0 {
		t.Fatalf("import %+v, %v", rep, err)
	}
	players, _ := s.Players(context.Background(), rep.Events[0])
	if len(players) != 4 || players[0].Name != "? (game 1, White)" {
		t.Errorf("players %+v", players)
	}
}
