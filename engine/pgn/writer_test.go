package pgn_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/pgn"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

func writeAll(t testing.TB, games []*pgn.Game) string {
	t.Helper()
	var b bytes.Buffer
	for _, g := range games {
		if err := pgn.Write(&b, g); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

func TestWriteGolden(t *testing.T) {
	for _, name := range []string{"complete_game.pgn", "variations.pgn", "multi_frompos_games.pgn"} {
		t.Run(name, func(t *testing.T) {
			got := writeAll(t, readAll(t, readFile(t, name), pgn.Options{}))
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
				t.Errorf("Write differs from %s (run with -update after checking):\n%s", golden, got)
			}
		})
	}
}

func TestWriteExportFormat(t *testing.T) {
	g := &pgn.Game{
		Tags:   []pgn.Tag{{"TimeControl", "5400+30"}, {"White", "Carlsen, M."}, {"Annotator", `A "quoted" \ name`}, {"Event", "Open"}},
		Start:  chess.StartPosition(),
		Result: "1-0",
	}
	p := chess.StartPosition()
	for i, uci := range []string{"e2e4", "e7e5", "g1f3"} {
		m, err := chess.ParseUCI(p, uci)
		if err != nil {
			t.Fatal(err)
		}
		g.Moves = append(g.Moves, pgn.Move{Move: m, Clock: time.Duration(5400-i) * time.Second, HasClock: true})
		p = p.Play(m)
	}
	g.Moves[1].Comments = []string{"the classic reply"}
	want := `[Event "Open"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "Carlsen, M."]
[Black "?"]
[Result "1-0"]
[Annotator "A \"quoted\" \\ name"]
[TimeControl "5400+30"]

1. e4 {[%clk 1:30:00]} 1... e5 {[%clk 1:29:59]} {the classic reply} 2. Nf3
{[%clk 1:29:58]} 1-0

`
	if got := writeAll(t, []*pgn.Game{g}); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// Reading what Write wrote gives the same game, and writing that again the
// same text.
func TestRoundTrip(t *testing.T) {
	files := []string{"complete_game.pgn", "lichess_multiple_command.pgn", "multi_frompos_games.pgn", "multi_game.pgn", "single_frompos.pgn", "variations.pgn", "lichess-1000-clk.pgn"}
	for _, name := range files {
		t.Run(name, func(t *testing.T) {
			if testing.Short() && name == "lichess-1000-clk.pgn" {
				t.Skip("1,000 games: run without -short")
			}
			games := readAll(t, readFile(t, name), pgn.Options{})
			text := writeAll(t, games)
			again := readAll(t, text, pgn.Options{})
			if len(again) != len(games) {
				t.Fatalf("%d games written, %d read back", len(games), len(again))
			}
			for i := range games {
				if !sameGame(games[i], again[i]) {
					t.Fatalf("game %d changed in the round trip", i+1)
				}
			}
			if text2 := writeAll(t, again); text2 != text {
				t.Errorf("second write differs from the first")
			}
			for n, line := range strings.Split(text, "\n") {
				if !strings.HasPrefix(line, "[") && utf8.RuneCountInString(line) > 80 {
					t.Fatalf("movetext line %d longer than 80: %q", n+1, line)
				}
			}
		})
	}
}

// sameGame compares what PGN carries, ignoring where the text stood.
func sameGame(a, b *pgn.Game) bool {
	tags := func(g *pgn.Game) map[string]string {
		// Write fills in the seven tag roster.
		m := map[string]string{"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "?", "White": "?", "Black": "?", "Result": g.Result}
		for _, t := range g.Tags {
			m[t.Name] = t.Value
		}
		return m
	}
	return reflect.DeepEqual(tags(a), tags(b)) && a.Result == b.Result && a.Start == b.Start &&
		reflect.DeepEqual(a.Comments, b.Comments) && sameMoves(a.Moves, b.Moves)
}

func sameMoves(a, b []pgn.Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.Move != y.Move || x.Clock != y.Clock || x.HasClock != y.HasClock || x.Elapsed != y.Elapsed ||
			x.HasElapsed != y.HasElapsed || !reflect.DeepEqual(x.NAGs, y.NAGs) ||
			!reflect.DeepEqual(x.Comments, y.Comments) || !reflect.DeepEqual(x.Before, y.Before) ||
			len(x.Variations) != len(y.Variations) {
			return false
		}
		for j := range x.Variations {
			if !sameMoves(x.Variations[j], y.Variations[j]) {
				return false
			}
		}
	}
	return true
}

// A comment read after a semicolon may hold a closing brace; it is
// written back as read, not with the brace turned into a parenthesis.
func TestWriteSemicolonCommentWithBraceAsRead(t *testing.T) {
	in := "[Event \"x\"]\n\n1. e4 ; White's idea } is f4\ne5 {a} 2. Nf3 ; }\n*\n"
	games := readAll(t, in, pgn.Options{})
	text := writeAll(t, games)
	if !strings.Contains(text, "; White's idea } is f4\n") || !strings.Contains(text, "; }\n") || strings.Contains(text, ")") {
		t.Fatalf("written:\n%s", text)
	}
	again := readAll(t, text, pgn.Options{})
	if !sameGame(games[0], again[0]) {
		t.Errorf("the game changed in the round trip:\n%s", text)
	}
}
