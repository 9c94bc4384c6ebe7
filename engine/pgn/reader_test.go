package pgn_test

import (
	"errors"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
	"github.com/arbiterconsole/arbiter/engine/pgn"
)

// readAll reads every game of text and fails the test on any error.
func readAll(t testing.TB, text string, o pgn.Options) []*pgn.Game {
	t.Helper()
	var games []*pgn.Game
	r := pgn.NewReader(strings.NewReader(text), o)
	for {
		g, err := r.Next()
		if errors.Is(err, io.EOF) {
			return games
		}
		if err != nil {
			t.Fatalf("game %d: %v", len(games)+1, err)
		}
		games = append(games, g)
	}
}

func readFile(t testing.TB, name string) string {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// sans writes a line of moves in SAN, variations in brackets.
func sans(p chess.Position, moves []pgn.Move) string {
	var words []string
	for _, m := range moves {
		words = append(words, notation.Write(p, m.Move, notation.Options{}))
		for _, v := range m.Variations {
			words = append(words, "("+sans(p, v)+")")
		}
		p = p.Play(m.Move)
	}
	return strings.Join(words, " ")
}

func TestReadFiles(t *testing.T) {
	tests := []struct {
		file        string
		games       int
		firstResult string
		lastMoves   string // main line of the last game, with variations
	}{
		{"multi_game.pgn", 4, "1-0", ""},
		{"multi_frompos_games.pgn", 4, "*", "cxd5 (e3 e6 cxd5 cxd5) cxd5 e3 e6"},
		{"single_frompos.pgn", 1, "*", "cxd5 (e3 e6 cxd5 cxd5) cxd5 e3 e6"},
		{"variations.pgn", 1, "1-0", "e4 (e3 e5) e5 (d6 d4 Nf6 Nc3 e5 dxe5 (Nf3 Nbd7) dxe5 Qxd8+ Kxd8) Nf3 (Nc3 Nf6 f4) Nc6 d4 exd4 Nxd4"},
		{"complete_game.pgn", 1, "0-1", ""},
		{"lichess_multiple_command.pgn", 1, "1-0", ""},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			games := readAll(t, readFile(t, tt.file), pgn.Options{})
			if len(games) != tt.games {
				t.Fatalf("%d games, want %d", len(games), tt.games)
			}
			if games[0].Result != tt.firstResult {
				t.Errorf("first result %q, want %q", games[0].Result, tt.firstResult)
			}
			last := games[len(games)-1]
			if tt.lastMoves != "" {
				if got := sans(last.Start, last.Moves); got != tt.lastMoves {
					t.Errorf("moves\n%s\nwant\n%s", got, tt.lastMoves)
				}
			}
		})
	}
}

func TestReadClocksAndComments(t *testing.T) {
	g := readAll(t, readFile(t, "complete_game.pgn"), pgn.Options{})[0]
	first := g.Moves[0]
	if !first.HasClock || first.Clock != 3*time.Minute {
		t.Errorf("1. d4 clock %v (%v), want 3m", first.Clock, first.HasClock)
	}
	if !slices.Equal(first.Comments, []string{"[%eval 0.17]"}) {
		t.Errorf("1. d4 comments %q, want the eval left", first.Comments)
	}
	if g.Moves[6].Comments[1] != "A57 Benko Gambit Declined: Main Line" {
		t.Errorf("4. Nf3 comments %q", g.Moves[6].Comments)
	}
	if got := g.Moves[len(g.Moves)-1].Clock; got != 44*time.Second {
		t.Errorf("last clock %v, want 44s", got)
	}
	if got := g.Tag("TimeControl"); got != "180+0" {
		t.Errorf("TimeControl %q", got)
	}
}

func TestReadSyntax(t *testing.T) {
	tests := []struct {
		name, text string
		opts       pgn.Options
		moves      string
		check      func(t *testing.T, g *pgn.Game)
	}{
		{name: "byte order mark and CRLF", text: "\uFEFF[Event \"x\"]\r\n\r\n1. e4 e5\r\n2. Nf3 *\r\n", moves: "e4 e5 Nf3",
			check: func(t *testing.T, g *pgn.Game) { wantTag(t, g, "Event", "x") }},
		{name: "no tags, no result", text: "1. e4 e5", moves: "e4 e5",
			check: func(t *testing.T, g *pgn.Game) { wantResult(t, g, "*") }},
		{name: "result from tag when movetext has none", text: "[Result \"1/2-1/2\"]\n1. e4 e5", moves: "e4 e5",
			check: func(t *testing.T, g *pgn.Game) { wantResult(t, g, "1/2-1/2") }},
		{name: "results", text: "1. e4 1/2-1/2", moves: "e4", check: func(t *testing.T, g *pgn.Game) { wantResult(t, g, "1/2-1/2") }},
		{name: "half as a glyph", text: "1. e4 ½-½", moves: "e4", check: func(t *testing.T, g *pgn.Game) { wantResult(t, g, "1/2-1/2") }},
		{name: "move numbers glued and with dots", text: "1.e4 1...e5 2.Nf3 2. ... Nc6 3 Bb5 *", moves: "e4 e5 Nf3 Nc6 Bb5"},
		{name: "percent escape line", text: "% a private line [Event \"no\"]\n[Event \"yes\"]\n1. e4 *", moves: "e4",
			check: func(t *testing.T, g *pgn.Game) { wantTag(t, g, "Event", "yes") }},
		{name: "semicolon comment", text: "1. e4 ; king's pawn {not a comment\n1... e5 *", moves: "e4 e5",
			check: func(t *testing.T, g *pgn.Game) { wantComments(t, g.Moves[0], "king's pawn {not a comment") }},
		{name: "tag escapes", text: `[White "Tal, \"Misha\" \\ Riga"]` + "\n*", moves: "",
			check: func(t *testing.T, g *pgn.Game) { wantTag(t, g, "White", `Tal, "Misha" \ Riga`) }},
		{name: "glyphs", text: "1. e4! e5?! 2. Nf3 $14 !? *", moves: "e4 e5 Nf3",
			check: func(t *testing.T, g *pgn.Game) {
				for i, want := range [][]int{{1}, {6}, {14, 5}} {
					if !slices.Equal(g.Moves[i].NAGs, want) {
						t.Errorf("move %d NAGs %v, want %v", i+1, g.Moves[i].NAGs, want)
					}
				}
			}},
		{name: "clock with tenths and elapsed time", text: "1. e4 { [%clk 0:01:23.4] [%emt 0:00:02] good } *", moves: "e4",
			check: func(t *testing.T, g *pgn.Game) {
				m := g.Moves[0]
				if m.Clock != 83*time.Second+400*time.Millisecond || m.Elapsed != 2*time.Second || !m.HasClock || !m.HasElapsed {
					t.Errorf("clock %v elapsed %v", m.Clock, m.Elapsed)
				}
				wantComments(t, m, "good")
			}},
		{name: "comment before the first move", text: "{Annotated by me} 1. e4 *", moves: "e4",
			check: func(t *testing.T, g *pgn.Game) {
				if !slices.Equal(g.Moves[0].Before, []string{"Annotated by me"}) {
					t.Errorf("before %q", g.Moves[0].Before)
				}
			}},
		{name: "game of comments only", text: "{nothing played} *", moves: "",
			check: func(t *testing.T, g *pgn.Game) {
				if !slices.Equal(g.Comments, []string{"nothing played"}) {
					t.Errorf("comments %q", g.Comments)
				}
			}},
		{name: "promotion in brackets and e.p.", text: "[FEN \"4k3/1P6/8/8/3pP3/8/8/4K3 b - e3 0 1\"]\n1... dxe3 e.p. 2. b8(Q)+ *", moves: "dxe3 b8=Q+"},
		{name: "variations skipped", text: "1. e4 (1. d4 (1. c4) d5) e5 *", opts: pgn.Options{SkipVariations: true}, moves: "e4 e5"},
		{name: "illegal move in skipped variation", text: "1. e4 (1. Qh5) e5 *", opts: pgn.Options{SkipVariations: true}, moves: "e4 e5"},
		{name: "German", text: "1. e4 e5 2. Sf3 Sc6 3. Lb5 *", opts: pgn.Options{Notation: notation.Options{Lang: notation.German}}, moves: "e4 e5 Nf3 Nc6 Bb5"},
		{name: "Russian in any language", text: "1. e4 e5 2. Кf3 Кc6 3. Сb5 *", opts: pgn.Options{Notation: notation.Options{AnyLanguage: true}}, moves: "e4 e5 Nf3 Nc6 Bb5"},
		{name: "Chess960 from FEN", text: "[Variant \"Chess960\"]\n[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n[SetUp \"1\"]\n1. Ng3 Ng6 2. O-O O-O *",
			moves: "Ng3 Ng6 O-O O-O",
			check: func(t *testing.T, g *pgn.Game) {
				if !g.Start.IsChess960() || g.Moves[2].Move.String() != "f1g1" {
					t.Errorf("castling %v in a Chess960 game: want king f1 takes rook g1", g.Moves[2].Move)
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			games := readAll(t, tt.text, tt.opts)
			if len(games) != 1 {
				t.Fatalf("%d games, want 1", len(games))
			}
			g := games[0]
			if got := sans(g.Start, g.Moves); got != tt.moves {
				t.Errorf("moves %q, want %q", got, tt.moves)
			}
			if tt.check != nil {
				tt.check(t, g)
			}
		})
	}
}

func wantTag(t *testing.T, g *pgn.Game, name, value string) {
	t.Helper()
	if got := g.Tag(name); got != value {
		t.Errorf("tag %s = %q, want %q", name, got, value)
	}
}

func wantResult(t *testing.T, g *pgn.Game, result string) {
	t.Helper()
	if g.Result != result {
		t.Errorf("result %q, want %q", g.Result, result)
	}
}

func wantComments(t *testing.T, m pgn.Move, comments ...string) {
	t.Helper()
	if !slices.Equal(m.Comments, comments) {
		t.Errorf("comments %q, want %q", m.Comments, comments)
	}
}

func TestGamePositionsAndTags(t *testing.T) {
	g := readAll(t, "[White \"A\"]\n1. f3 e5 2. g4 Qh4# 0-1", pgn.Options{})[0]
	ps := g.Positions()
	if len(ps) != 5 || !ps[4].InCheck() {
		t.Fatalf("positions %d, last in check %v", len(ps), ps[len(ps)-1].InCheck())
	}
	g.SetTag("White", "B")
	g.SetTag("Round", "3")
	if g.Tag("White") != "B" || g.Tag("Round") != "3" || g.Tag("Black") != "" {
		t.Errorf("tags %v", g.Tags)
	}
}
