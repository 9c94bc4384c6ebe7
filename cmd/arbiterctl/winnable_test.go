package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

func TestWinnableCommand(t *testing.T) {
	checkOutputs(t, []commandCase{
		{"lone king cannot mate", []string{"winnable", "8/8/8/4k3/8/8/8/3QK3 w - - 0 1", "--side", "b"}, "black: no\n"},
		{"locked position is dead", []string{"winnable", "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3", "w", "-", "-"}, "white: no\nblack: no\n"},
		{"mate on the board", []string{"winnable", "--side", "b", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"}, "black: no\n"},
	})
}

func TestWinnableCommandJSON(t *testing.T) {
	var out, errb strings.Builder
	if code := run([]string{"winnable", "8/8/8/4k3/8/8/8/3QK3 w - - 0 1", "--json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	var got map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out.String()), &got); err != nil {
		t.Fatalf("%v: %q", err, out.String())
	}
	for _, key := range []string{"white", "black", "seconds"} {
		if _, ok := got[key]; !ok {
			t.Errorf("key %q missing from %s", key, out.String())
		}
	}
	var white, black sideReport
	json.Unmarshal(got["white"], &white)
	json.Unmarshal(got["black"], &black)
	if white.Verdict != "yes" || len(white.Line) == 0 || black.Verdict != "no" || black.Line == nil {
		t.Errorf("got white %+v, black %+v", white, black)
	}

	out.Reset()
	if code := run([]string{"winnable", "--json", "--side", "w", "8/8/8/4k3/8/8/8/3QK3 w - - 0 1"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if strings.Contains(out.String(), `"black"`) {
		t.Errorf("--side w printed black: %s", out.String())
	}
}

func TestWinnableCommandFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "positions.txt")
	text := "# comment\n-- 2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -\nW- 8/8/8/4k3/8/8/8/3QK3 w - -\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb strings.Builder
	if code := run([]string{"winnable", "--file", path}, &out, &errb); code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	for _, want := range []string{"positions: 2\n", "agreements: 2\n", "disagreements: 0\n", "unknowns: 0\n", "median time: "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, out.String())
		}
	}

	wrong := filepath.Join(t.TempDir(), "wrong.txt")
	os.WriteFile(wrong, []byte("WB 8/8/8/4k3/8/8/8/3QK3 w - -\n"), 0o644)
	out.Reset()
	if code := run([]string{"winnable", "--file", wrong}, &out, &errb); code != 1 || !strings.Contains(out.String(), "line 1: ") {
		t.Errorf("a disagreement: exit %d, output %q", code, out.String())
	}
}

func TestWinnableCommandUsage(t *testing.T) {
	for _, args := range [][]string{
		{"winnable"},
		{"winnable", "8/8/8/4k3/8/8/8/3QK3 w - - 0 1", "--side", "x"},
		{"winnable", "--budget", "0", "8/8/8/4k3/8/8/8/3QK3 w - - 0 1"},
		{"winnable", "--budget", "100ms", "8/8/8/4k3/8/8/8/3QK3 w - - 0 1"},
		{"winnable", "--stdin", "8/8/8/4k3/8/8/8/3QK3 w - - 0 1"},
		{"winnable", "--stdin", "--file", "f"},
		{"winnable", "--file", "f", "8/8/8/4k3/8/8/8/3QK3 w - - 0 1"},
	} {
		var out, errb strings.Builder
		if code := run(args, &out, &errb); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
	var out, errb strings.Builder
	if code := run([]string{"winnable", "not a fen"}, &out, &errb); code != 1 {
		t.Errorf("bad FEN: exit %d, want 1", code)
	}
}

// The --stdin protocol is chasolver's analyzer's, line for line, so that
// scripts/solver-vs-chasolver.sh can time both alike.
func TestWinnableLines(t *testing.T) {
	in := strings.Join([]string{
		"8/8/8/4k3/8/8/8/3QK3 w - - 0 1 white",
		"# a comment",
		"8/8/8/4k3/8/8/8/3QK3 w - - 0 1",
		"",
		"not a fen",
		"2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - black",
	}, "\n")
	var out strings.Builder
	if err := winnableLines(strings.NewReader(in), &out, 10_000); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 4 {
		t.Fatalf("got %d answers, want 4:\n%s", len(lines), out.String())
	}
	if !strings.HasPrefix(lines[0], "winnable moves ") || !strings.HasSuffix(lines[0], " 8/8/8/4k3/8/8/8/3QK3 w - - 0 1 white") {
		t.Errorf("white to mate: got %q", lines[0])
	}
	p, _ := chess.ParseFENLax("8/8/8/4k3/8/8/8/3QK3 w - - 0 1")
	for _, uci := range strings.Split(strings.Fields(lines[0])[2], ",") {
		m, err := chess.ParseUCI(p, uci)
		if err != nil {
			t.Fatalf("line %q: %v", lines[0], err)
		}
		p = p.Play(m)
	}
	var buf [256]chess.Move
	if !p.InCheck() || len(p.LegalMoves(buf[:0])) != 0 || p.Turn() != chess.Black {
		t.Errorf("the line of %q does not end in mate by white", lines[0])
	}
	if want := "unwinnable 8/8/8/4k3/8/8/8/3QK3 w - - 0 1"; lines[1] != want {
		t.Errorf("no colour means the side not to move: got %q, want %q", lines[1], want)
	}
	if !strings.HasPrefix(lines[2], "error: line 5: ") {
		t.Errorf("bad FEN: got %q", lines[2])
	}
	if want := "unwinnable 2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - black"; lines[3] != want {
		t.Errorf("got %q, want %q", lines[3], want)
	}
}

// Every line of a hostile --stdin stream gets one answer, in order: an
// "error: line N: ..." naming the field at fault for what the move
// generator cannot play, a verdict for the rest, however unlikely (chasolver's
// own test set has positions no game reaches).
func TestWinnableLinesHostileInput(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra white", "error: line 1: chess: FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra\": fields: 7 fields"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white", "error: line 1: chess: FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\": fields: 1 fields"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - black", "board: 7 ranks, want 8"},
		{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - white", "board: rank 6: bad character '9'"},
		{"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - white", "board: rank 7 has more than 8 squares"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - white", "side to move: \"x\", want w or b"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqX - white", "castling: bad character 'X'"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 white", "en passant: \"e9\" is not a square"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1 black", "halfmove clock: \"-1\""},
		{"8/8/8/8/8/8/8/8 w - - white", "board: white has 0 kings, want 1"},
		{"kk6/8/8/8/8/8/8/7K w - - black", "board: black has 2 kings, want 1"},
		{"k6P/8/8/8/8/8/8/7K w - - white", "board: white pawn on h8"},
		{"k7/8/8/8/8/8/8/R6K w - - white", "position: black is in check but it is white to move"},
		{"8/8/8/8/8/4k3/4K3/8 w - - white", "position: the kings stand next to each other on e2 and e3"},
		{"white", "error: line 1: chess: FEN \"white\": fields: 1 fields"},
		{"\x00\xff garbage \t", "error: line 1: "},
		// Unreachable, yet playable: answered.
		{"QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/8/8/8/8/k6K b - - white", "winnable moves  QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/8/8/8/8/k6K b - - white"},
		{"QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/8/8/8/8/k6K b - - black", "unwinnable QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/8/8/8/8/k6K b - - black"},
		{"4k3/8/2N2N2/8/8/8/8/4K3 b - - black", "unwinnable 4k3/8/2N2N2/8/8/8/8/4K3 b - - black"}, // two knights give check
		{"7k/5Q2/6K1/8/8/8/8/8 b - - white", "unwinnable 7k/5Q2/6K1/8/8/8/8/8 b - - white"},       // stalemate
	} {
		var out strings.Builder
		if err := winnableLines(strings.NewReader(tc.line+"\n"), &out, 20_000); err != nil {
			t.Fatalf("%q: %v", tc.line, err)
		}
		got := strings.TrimSuffix(out.String(), "\n")
		if strings.Count(out.String(), "\n") != 1 || !strings.Contains(got, tc.want) {
			t.Errorf("%q:\n got %q\nwant %q in one line", tc.line, got, tc.want)
		}
		verdict := strings.HasPrefix(tc.want, "winnable ") || strings.HasPrefix(tc.want, "unwinnable ")
		if !verdict && !strings.HasPrefix(got, "error: line 1: ") {
			t.Errorf("%q: got %q, want an error", tc.line, got)
		}
	}
}

// A line too long to be a FEN is answered with an error, and the questions
// after it still are.
func TestWinnableLinesTooLong(t *testing.T) {
	in := "8/8/8/4k3/8/8/8/3QK3 w - - 0 1 black\n" + strings.Repeat("x", 3*maxLineBytes) + "\n" +
		strings.Repeat(" ", maxLineBytes+1) + "8/8/8/4k3/8/8/8/3QK3 w - - 0 1 black\n" +
		"8/8/8/4k3/8/8/8/3QK3 w - - 0 1 black" // no end of line
	var out strings.Builder
	if err := winnableLines(strings.NewReader(in), &out, 10_000); err != nil {
		t.Fatal(err)
	}
	want := "unwinnable 8/8/8/4k3/8/8/8/3QK3 w - - 0 1 black\n" +
		fmt.Sprintf("error: line 2: longer than %d bytes\n", maxLineBytes) +
		fmt.Sprintf("error: line 3: longer than %d bytes\n", maxLineBytes) +
		"unwinnable 8/8/8/4k3/8/8/8/3QK3 w - - 0 1 black\n"
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}
