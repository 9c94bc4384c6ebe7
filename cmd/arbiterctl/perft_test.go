package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestPerftCommand(t *testing.T) {
	checkOutputs(t, []commandCase{
		{"default position", []string{"perft", "--depth", "3"}, "8902\n"},
		{"depth zero", []string{"perft", "--depth", "0"}, "1\n"},
		{"fen", []string{"perft", "--fen", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "--depth", "4"}, "43238\n"},
		{"unreachable test position", []string{"perft", "--fen", "1rrrrrk1/1PPPPPPP/8/8/8/8/8/6K1 b - -", "--depth", "3"}, "1919\n"},
		{"divide", []string{"perft", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "--depth", "1", "--divide"},
			"e1d1: 1\ne1f1: 1\ne1d2: 1\ne1e2: 1\ne1f2: 1\ne1g1: 1\nh1f1: 1\nh1g1: 1\nh1h2: 1\nh1h3: 1\nh1h4: 1\nh1h5: 1\nh1h6: 1\nh1h7: 1\nh1h8: 1\n\ntotal: 15\n"},
		{"divide chess960", []string{"perft", "--fen", "4k3/8/8/8/8/8/8/4K2R w H - 0 1", "--depth", "1", "--divide"},
			"e1d1: 1\ne1f1: 1\ne1d2: 1\ne1e2: 1\ne1f2: 1\ne1h1: 1\nh1f1: 1\nh1g1: 1\nh1h2: 1\nh1h3: 1\nh1h4: 1\nh1h5: 1\nh1h6: 1\nh1h7: 1\nh1h8: 1\n\ntotal: 15\n"},
	})
}

func TestPerftCommandJSON(t *testing.T) {
	var out, errb strings.Builder
	if code := run([]string{"perft", "--depth", "2", "--json", "--divide"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	if strings.Count(out.String(), "\n") != 1 {
		t.Errorf("want exactly one line, got %q", out.String())
	}
	var got struct {
		Nodes   *uint64  `json:"nodes"`
		Seconds *float64 `json:"seconds"`
		Divide  []struct {
			Move  string `json:"move"`
			Nodes uint64 `json:"nodes"`
		} `json:"divide"`
	}
	if err := json.Unmarshal([]byte(out.String()), &got); err != nil {
		t.Fatal(err)
	}
	if got.Nodes == nil || *got.Nodes != 400 || got.Seconds == nil || *got.Seconds < 0 || len(got.Divide) != 20 {
		t.Errorf("JSON %s: want nodes 400, seconds >= 0, 20 divide entries", out.String())
	}
}

func TestPerftCommandErrors(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"no depth", []string{"perft"}, 2, "--depth N is required"},
		{"negative depth", []string{"perft", "--depth", "-1"}, 2, "--depth N is required"},
		{"depth that runs for ever (issue 26)", []string{"perft", "--depth", "99"}, 2, "--depth 99: at most 7"},
		{"bad flag", []string{"perft", "--depth", "2", "--fast"}, 2, "-fast"},
		{"stray argument", []string{"perft", "--depth", "2", "extra"}, 2, `unexpected argument "extra"`},
		{"bad fen", []string{"perft", "--fen", "8/8/8 w - -", "--depth", "1"}, 1, "3 ranks, want 8"},
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
