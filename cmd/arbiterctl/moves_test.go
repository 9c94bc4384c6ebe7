package main

import (
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

func TestMovesCommand(t *testing.T) {
	const promo = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
	checkOutputs(t, []commandCase{
		{"quoted fen", []string{"moves", promo}, "e1d1 e1f1 e1d2 e1e2 e1f2 b7b8q b7b8n b7b8r b7b8b\n"},
		{"unquoted fen, flag after", append(append([]string{"moves"}, strings.Fields(promo)...), "--uci"), "e1d1 e1f1 e1d2 e1e2 e1f2 b7b8q b7b8n b7b8r b7b8b\n"},
		{"orthodox castling", []string{"moves", "4k3/8/8/8/8/8/7P/4K2R w K - 0 1"}, "e1d1 e1f1 e1d2 e1e2 e1f2 e1g1 h1f1 h1g1 h2h3 h2h4\n"},
		{"chess960 castling", []string{"moves", "4k3/8/8/8/8/8/7P/4K2R w H - 0 1"}, "e1d1 e1f1 e1d2 e1e2 e1f2 e1h1 h1f1 h1g1 h2h3 h2h4\n"},
		{"checkmate", []string{"moves", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"}, "\n"},
	})
}

func TestMovesCommandLanguageHook(t *testing.T) {
	moveLanguages["test"] = func(p chess.Position, m chess.Move) string { return "<" + m.UCI(false) + ">" }
	defer delete(moveLanguages, "test")
	var out, errb strings.Builder
	if code := run([]string{"moves", "7k/8/8/8/8/8/8/K7 w - - 0 1", "--lang", "test"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	if want := "<a1b1> <a1a2> <a1b2>\n"; out.String() != want {
		t.Errorf("stdout %q, want %q", out.String(), want)
	}
}

func TestMovesCommandErrors(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"no fen", []string{"moves"}, 2, "missing FEN"},
		{"unknown language", []string{"moves", chess.StartFEN, "--lang", "xx"}, 2, `--lang "xx"`},
		{"bad flag", []string{"moves", chess.StartFEN, "--san"}, 2, "-san"},
		{"bad fen", []string{"moves", "8/8/8/8/8/8/8/8 w - - 0 1"}, 1, "white has 0 kings"},
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
