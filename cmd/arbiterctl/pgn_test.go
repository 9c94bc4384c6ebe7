package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func writeTemp(t *testing.T, text string) string {
	t.Helper()
	name := filepath.Join(t.TempDir(), "games.pgn")
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

func TestPGNCheck(t *testing.T) {
	const good = "[White \"Anna\"]\n[Black \"Boris\"]\n1. e4 e5 2. Sf3 Кc6 0-1\n\n"
	const illegal = "[White \"Carla\"]\n[Black \"Dmitri\"]\n\n1. e4 e5\n2. Nf3 Nf6 3. Nf7 *\n\n"
	const unreadable = "1. d4 Zz5 *\n"
	tests := []struct {
		name, text string
		code       int
		stdout     string
		stderr     string
	}{
		{"all good", good + good, 0, "encoding: UTF-8\n2 games, 2 good, 0 with errors\n", ""},
		{"byte order mark", "\uFEFF" + good, 0, "encoding: UTF-8 with byte order mark\n1 games, 1 good, 0 with errors\n", ""},
		{"Latin-1", "[White \"R\xe9ti, Richard\"]\n[Black \"Tartakower, Savielly\"]\n\n1. e4 c6 *\n", 0,
			"encoding: Windows-1252 (Latin-1), converted to UTF-8 (1 line(s) read as Windows-1252)\n1 games, 1 good, 0 with errors\n", ""},
		{"faults", good + illegal + good + unreadable, 1,
			"game 2 (Carla - Dmitri), line 9: illegal move \"Nf7\": no white knight can move to f7\n" +
				"game 4 (? - ?), line 15: unreadable move \"Zz5\": not a move in algebraic, long algebraic or UCI notation\n" +
				"encoding: UTF-8\n4 games, 2 good, 2 with errors\n",
			"2 of 4 games with errors"},
		{"empty file", "", 0, "encoding: UTF-8\n0 games, 0 good, 0 with errors\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb strings.Builder
			code := run([]string{"pgn", "check", writeTemp(t, tt.text)}, &out, &errb)
			if code != tt.code || out.String() != tt.stdout || !strings.Contains(errb.String(), tt.stderr) {
				t.Errorf("exit %d, stdout\n%s\nstderr %q; want exit %d, stdout\n%s\nstderr with %q", code, out.String(), errb.String(), tt.code, tt.stdout, tt.stderr)
			}
		})
	}
}

func TestPGNCheckErrors(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"no subcommand", []string{"pgn"}, 2, "want the subcommand check"},
		{"unknown subcommand", []string{"pgn", "fix", "a.pgn"}, 2, "want the subcommand check"},
		{"no file", []string{"pgn", "check"}, 2, "want exactly one FILE"},
		{"two files", []string{"pgn", "check", "a.pgn", "b.pgn"}, 2, "want exactly one FILE"},
		{"unknown flag", []string{"pgn", "check", "a.pgn", "--fix"}, 2, "-fix"},
		{"missing file", []string{"pgn", "check", filepath.Join(t.TempDir(), "none.pgn")}, 1, "no such file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb strings.Builder
			if code := run(tt.args, &out, &errb); code != tt.code || !strings.Contains(errb.String(), tt.stderr) {
				t.Errorf("exit %d, stderr %q; want exit %d and %q", code, errb.String(), tt.code, tt.stderr)
			}
		})
	}
}

func TestMovesCommandLanguages(t *testing.T) {
	const position = "4k3/1P6/8/8/8/8/8/4K1N1 w - - 0 1"
	tests := []struct {
		lang, want string
	}{
		{"en", "Kd1 Kf1 Kd2 Ke2 Kf2 Ne2 Nf3 Nh3 b8=Q+ b8=N b8=R+ b8=B\n"},
		{"de", "Kd1 Kf1 Kd2 Ke2 Kf2 Se2 Sf3 Sh3 b8=D+ b8=S b8=T+ b8=L\n"},
		{"fr", "Rd1 Rf1 Rd2 Re2 Rf2 Ce2 Cf3 Ch3 b8=D+ b8=C b8=T+ b8=F\n"},
		{"es", "Rd1 Rf1 Rd2 Re2 Rf2 Ce2 Cf3 Ch3 b8=D+ b8=C b8=T+ b8=A\n"},
		{"it", "Rd1 Rf1 Rd2 Re2 Rf2 Ce2 Cf3 Ch3 b8=D+ b8=C b8=T+ b8=A\n"},
		{"pt", "Rd1 Rf1 Rd2 Re2 Rf2 Ce2 Cf3 Ch3 b8=D+ b8=C b8=T+ b8=B\n"},
		{"ru", "Крd1 Крf1 Крd2 Крe2 Крf2 Кe2 Кf3 Кh3 b8=Ф+ b8=К b8=Л+ b8=С\n"},
		{"fig", "♔d1 ♔f1 ♔d2 ♔e2 ♔f2 ♘e2 ♘f3 ♘h3 b8=♕+ b8=♘ b8=♖+ b8=♗\n"},
	}
	for _, tt := range tests {
		var out, errb strings.Builder
		if code := run([]string{"moves", position, "--lang", tt.lang}, &out, &errb); code != 0 {
			t.Fatalf("--lang %s: exit %d, stderr %q", tt.lang, code, errb.String())
		}
		if got := sortedWords(out.String()); got != sortedWords(tt.want) {
			t.Errorf("--lang %s: %q, want %q", tt.lang, out.String(), tt.want)
		}
	}
	var out, errb strings.Builder
	if code := run([]string{"moves", position, "--lang", "nl"}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "de, en, es, fig, fr, it, pt, ru") {
		t.Errorf("--lang nl: exit %d, stderr %q; want a usage error listing the languages", code, errb.String())
	}
}

// sortedWords compares move lists regardless of generation order.
func sortedWords(s string) string {
	w := strings.Fields(s)
	slices.Sort(w)
	return strings.Join(w, " ")
}
