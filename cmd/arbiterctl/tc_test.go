package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestTCCommand(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"tc", "40/90+30, 30+30"}, `pgn:   40/5400+30:1800+30
read:  written form: base times in minutes and increments in seconds unless a unit says otherwise
type:  standard: 90 min + 60 × 30 s = 120 min: 60 minutes or more (neither A.1 nor B.1)
stage 1: 40 moves in 90 min, 30 s added after each move (increment); the next stage's time arrives after the last move of this stage
stage 2: all remaining moves in 30 min, 30 s added after each move (increment)
`},
		{[]string{"tc", "G/15;inc10"}, `pgn:   900+10
read:  written form: base times in minutes and increments in seconds unless a unit says otherwise
type:  rapid: 15 min + 60 × 10 s = 25 min: more than 10 and less than 60 minutes (A.1)
stage 1: all remaining moves in 15 min, 10 s added after each move (increment)
`},
		{[]string{"tc", "2/600d5>1/300b3"}, `pgn:   2/600d5>1/300b3
read:  PGN form, times in seconds
type:  rapid: 10 min + 60 × 5 s = 15 min: more than 10 and less than 60 minutes (A.1)
stage 1: 2 moves in 10 min, 5 s delay before the time runs on each move (simple delay); the next stage's time arrives when this stage's time runs out
stage 2: 1 move in 5 min, repeated, time used given back after each move up to 3 s (Bronstein delay)
`},
		{[]string{"tc", "*3"}, `pgn:   *180
read:  PGN form with every base time under 180, so base times in minutes and increments in seconds
type:  blitz: 3 min: 10 minutes or less (B.1)
hourglass: 3 min each; the time one player uses is added to the other's
`},
		{[]string{"tc", "-"}, `pgn:   -
read:  PGN form, times in seconds
type:  standard: no time control: neither rapid (A.1) nor blitz (B.1)
no time control
`},
		// Issue 17: a PGN tag is seconds, what an arbiter types is lenient.
		{[]string{"tc", "--pgn", "60+0"}, `pgn:   60+0
read:  PGN TimeControl tag, times in seconds
type:  blitz: 1 min + 60 × 0 s = 1 min: 10 minutes or less (B.1)
stage 1: all remaining moves in 1 min, 0 s added after each move (increment)
`},
		{[]string{"tc", "90+30"}, `pgn:   5400+30
read:  PGN form with every base time under 180, so base times in minutes and increments in seconds
type:  standard: 90 min + 60 × 30 s = 120 min: 60 minutes or more (neither A.1 nor B.1)
stage 1: all remaining moves in 90 min, 30 s added after each move (increment)
`},
		{[]string{"tc", "40 moves in 90 min, then 30 min, 30 s increment from move 1"}, `pgn:   40/5400+30:1800+30
read:  written form: base times in minutes and increments in seconds unless a unit says otherwise
type:  standard: 90 min + 60 × 30 s = 120 min: 60 minutes or more (neither A.1 nor B.1)
stage 1: 40 moves in 90 min, 30 s added after each move (increment); the next stage's time arrives after the last move of this stage
stage 2: all remaining moves in 30 min, 30 s added after each move (increment)
`},
		{[]string{"tc", "?"}, `pgn:   ?
read:  PGN form, times in seconds
type:  unknown: time control unknown
the time control is not known
`},
	}
	for _, tt := range tests {
		var out, errb strings.Builder
		if code := run(tt.args, &out, &errb); code != 0 {
			t.Fatalf("%q: exit %d, stderr %q", tt.args, code, errb.String())
		}
		if out.String() != tt.want {
			t.Errorf("%q:\n got:\n%s\nwant:\n%s", tt.args, out.String(), tt.want)
		}
	}
}

func TestTCCommandJSON(t *testing.T) {
	var out, errb strings.Builder
	// The flag may come after the time control.
	if code := run([]string{"tc", "40/90+30, 30+30", "--json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(out.String()), &got); err != nil {
		t.Fatalf("%v in %q", err, out.String())
	}
	want := map[string]any{
		"pgn":         "40/5400+30:1800+30",
		"read":        "written form: base times in minutes and increments in seconds unless a unit says otherwise",
		"kind":        "staged",
		"type":        "standard",
		"explanation": "90 min + 60 × 30 s = 120 min: 60 minutes or more (neither A.1 nor B.1)",
		"stages": []any{
			map[string]any{"moves": 40.0, "base_ms": 5400000.0, "mode": "fischer", "extra_ms": 30000.0, "next": "moves"},
			map[string]any{"moves": 0.0, "base_ms": 1800000.0, "mode": "fischer", "extra_ms": 30000.0},
		},
	}
	gotJSON, _ := json.Marshal(got)
	wantJSON, _ := json.Marshal(want)
	if string(gotJSON) != string(wantJSON) {
		t.Errorf("--json gave\n%s\nwant\n%s", gotJSON, wantJSON)
	}
	if strings.Count(out.String(), "\n") != 1 {
		t.Errorf("--json printed %q, want one line", out.String())
	}
}

func TestTCCommandErrors(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"tc", "40/9x"}, 1, `arbiterctl tc: "40/9x": bad base time at column 4`},
		{[]string{"tc", "90 min + 30 sec +"}, 1, `unexpected "+" at column 17`},
		{[]string{"tc", "--pgn", "90 min"}, 1, `"90 min": bad base time at column 1`},
		{[]string{"tc"}, 2, "want one time control (quote it), got 0 arguments"},
		{[]string{"tc", "40/90", "30"}, 2, "got 2 arguments"},
		{[]string{"tc", "--yaml", "3+2"}, 2, "flag provided but not defined: -yaml"},
	}
	for _, tt := range tests {
		var out, errb strings.Builder
		if code := run(tt.args, &out, &errb); code != tt.code {
			t.Errorf("%q: exit %d, want %d", tt.args, code, tt.code)
		}
		if !strings.Contains(errb.String(), tt.want) {
			t.Errorf("%q: stderr %q does not contain %q", tt.args, errb.String(), tt.want)
		}
		if out.Len() != 0 {
			t.Errorf("%q: printed %q on stdout", tt.args, out.String())
		}
	}
}
