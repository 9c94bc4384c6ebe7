package main

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var updateClock = flag.Bool("update-clock", false, "rewrite testdata/clock/*.golden")

// TestClockSimulateGolden replays each testdata/clock/*.script and
// compares the output with its .golden file.
func TestClockSimulateGolden(t *testing.T) {
	scripts, err := filepath.Glob(filepath.Join("testdata", "clock", "*.script"))
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	for _, script := range scripts {
		t.Run(filepath.Base(script), func(t *testing.T) {
			var out, errb strings.Builder
			if code := run([]string{"clock", "simulate", script}, &out, &errb); code != 0 {
				t.Fatalf("exit %d: %s", code, errb.String())
			}
			golden := strings.TrimSuffix(script, ".script") + ".golden"
			if *updateClock {
				if err := os.WriteFile(golden, []byte(out.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update-clock to create it)", err)
			}
			if out.String() != string(want) {
				t.Errorf("output differs from %s:\n got:\n%s\nwant:\n%s", golden, out.String(), want)
			}
		})
	}
}

func TestClockSimulateTCFlagOverridesScript(t *testing.T) {
	script := writeScript(t, "tc 3+2\n0:00 start\n0:10 press\n")
	var out, errb strings.Builder
	if code := run([]string{"clock", "simulate", script, "--tc", "15+10"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "white 0:15:00.000 (1)") {
		t.Errorf("--tc 15+10 not used:\n%s", out.String())
	}
}

func TestClockSimulateErrors(t *testing.T) {
	tests := []struct {
		name, script string
		args         []string
		code         int
		want         string
	}{
		{"no time control", "0:00 start\n", nil, 1, "line 1: no time control: give --tc or a tc line before the first event"},
		{"bad time", "tc 3+2\n0:0x start\n", nil, 1, `line 2: bad time "0:0x": want [[H:]MM:]SS[.mmm]`},
		{"minutes over 59", "tc 3+2\n1:60:00 start\n", nil, 1, `line 2: bad time "1:60:00"`},
		{"unknown event", "tc 3+2\n0:00 start\n0:01 ring\n", nil, 1, `line 3: unknown event "ring"`},
		{"press before start", "tc 3+2\n\n# comment\n0:01 press\n", nil, 1, "line 4: clock: press at 00:00:01.000: clock not started"},
		{"press while paused", "tc 3+2\n0:00 start\n0:01 pause\n0:02 press\n", nil, 1, "line 4: clock: press at 00:00:02.000: clock paused"},
		{"wrong side", "tc 3+2\n0:00 start\n0:01 press black\n", nil, 1, "line 3: clock: press at 00:00:01.000: press by the side whose clock is not running: black pressed while white's clock runs"},
		{"time goes back", "tc 3+2\n0:10 start\n0:05 press\n", nil, 1, "line 3: time 0:00:05.000 is earlier than the previous event's 0:00:10.000"},
		{"bad time control", "tc 40/9x\n0:00 start\n", nil, 1, `line 2: tc: "40/9x": bad base time at column 4`},
		{"adjust without sign", "tc 3+2\n0:00 start\n0:01 adjust white 2m\n", nil, 1, `line 3: bad adjustment "2m"`},
		{"adjust below zero", "tc 3+2\n0:00 start\n0:01 adjust black -5m\n", nil, 1, "line 3: clock: adjust at 00:00:01.000: bad event: -5m0s would leave black with less than zero (3m0s left)"},
		{"bare number duration", "tc 3+2\n0:00 start\n0:01 increment 5\n", nil, 1, `line 3: bad duration "5"`},
		{"bad set", "tc 3+2\n0:00 set white 1:00\n", nil, 1, `line 2: set: want "set white DURATION black DURATION [moves N [M]]"`},
		{"tc after events", "tc 3+2\n0:00 start\ntc 5+3\n", nil, 1, "line 3: tc line after the first event"},
		{"empty script", "# nothing\n", nil, 1, "script has no events"},
		{"no subcommand", "", []string{"clock"}, 2, "the only clock subcommand is simulate"},
		{"two files", "", []string{"clock", "simulate", "a", "b"}, 2, "want one script file"},
		{"missing file", "", []string{"clock", "simulate", "/nonexistent/script"}, 1, "no such file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := tt.args
			if args == nil {
				args = []string{"clock", "simulate", writeScript(t, tt.script)}
			}
			var out, errb strings.Builder
			if code := run(args, &out, &errb); code != tt.code {
				t.Errorf("exit %d, want %d; stderr %q", code, tt.code, errb.String())
			}
			if !strings.Contains(errb.String(), tt.want) {
				t.Errorf("stderr %q does not contain %q", errb.String(), tt.want)
			}
		})
	}
}

func writeScript(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.script")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
