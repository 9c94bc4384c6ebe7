package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestReplayPrintsOneJSONLinePerRuling(t *testing.T) {
	scenario := filepath.Join(t.TempDir(), "illegal.txt")
	src := "edition 2018\ntc 15+10\nsupervision A.4\n00:00:00 start\n00:00:10 move e2e4\n00:00:20 illegal black move claimed\n"
	if err := os.WriteFile(scenario, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb strings.Builder
	if code := run([]string{"replay", scenario}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 1 {
		t.Fatalf("%d lines, want 1:\n%s", len(lines), out.String())
	}
	var r map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &r); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"at", "ruling", "articles", "effects", "clock", "result"} {
		if _, ok := r[key]; !ok {
			t.Errorf("key %q missing in %s", key, lines[0])
		}
	}
	if r["ruling"] != "illegal_move.first" || r["at"] != "00:00:20.000" {
		t.Errorf("ruling %v at %v, want illegal_move.first at 00:00:20.000", r["ruling"], r["at"])
	}
}

func TestReplayErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("tc 90+30\n00:00:00 start\n00:00:01 move e2e5\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"replay"}, 2, "want one scenario file"},
		{[]string{"replay", filepath.Join(dir, "missing.txt")}, 1, "no such file"},
		{[]string{"replay", bad}, 1, "event 2"},
	}
	for _, tc := range tests {
		var out, errb strings.Builder
		if code := run(tc.args, &out, &errb); code != tc.code || !strings.Contains(errb.String(), tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tc.args, code, errb.String(), tc.code, tc.want)
		}
	}
}

// replayScript is a 2023 rapid game with the steps outside checks need:
// an illegal move written down, a lapsed offer accepted, a claimed flag.
const replayScript = `edition 2023
tc 15+10
supervision A.4
00:00:00 start
00:00:10 move e2e4
00:00:20 illegal black e7e4 claimed
00:00:30 move e7e5
00:00:35 offer black
00:00:40 move g1f3
00:00:50 accept white
00:16:30 flag black claimed_by white
`

func TestReplayJSONEndsWithTheFinalState(t *testing.T) {
	file := filepath.Join(t.TempDir(), "rapid.txt")
	if err := os.WriteFile(file, []byte(replayScript), 0o644); err != nil {
		t.Fatal(err)
	}
	fromFile := replayJSON(t, []string{"replay", file, "--json"}, "")
	fromStdin := replayJSON(t, []string{"replay", "--json", "-"}, replayScript)
	if fromFile != fromStdin {
		t.Errorf("file and standard input differ:\n%s\n%s", fromFile, fromStdin)
	}
	lines := strings.Split(strings.TrimSpace(fromFile), "\n")
	want := []string{"illegal_move.first", "draw_offer.made", "draw_offer.lapsed", "draw_offer.no_longer_stands", "flag.loss"}
	if len(lines) != len(want)+1 {
		t.Fatalf("%d lines, want %d rulings and the final state:\n%s", len(lines), len(want), fromFile)
	}
	for i, w := range want {
		var r struct {
			Ruling   string            `json:"ruling"`
			Articles []string          `json:"articles"`
			Params   map[string]string `json:"params"`
		}
		if err := json.Unmarshal([]byte(lines[i]), &r); err != nil {
			t.Fatal(err)
		}
		if r.Ruling != w {
			t.Errorf("ruling %d: %s, want %s", i+1, r.Ruling, w)
		}
		if i == 0 && (r.Params["breaks"] != "3.7.1" || !slices.Equal(r.Articles, []string{"7.5.1", "7.5.5", "A.5.2", "A.3", "3.7.1"})) {
			t.Errorf("illegal move: articles %v, params %v", r.Articles, r.Params)
		}
		if i == 4 && r.Params["claimed_by"] != "white" {
			t.Errorf("flag claimed by %q, want white", r.Params["claimed_by"])
		}
	}
	var final struct {
		Result string           `json:"result"`
		FEN    string           `json:"fen"`
		Clock  map[string]int64 `json:"clock_ms"`
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &final); err != nil {
		t.Fatal(err)
	}
	// White: 15:00, 10 s thinking and 10 s back, one minute for Black's
	// illegal move (A.3), 10 s thinking and 10 s back: 16:00. Black: 20 s
	// thinking and 10 s back, then his clock runs out from 00:00:40.
	if final.Result != "1-0" || final.FEN != "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2" {
		t.Errorf("final %+v", final)
	}
	if final.Clock["white"] != 960_000 || final.Clock["black"] != 0 {
		t.Errorf("clocks %v, want white 960000 ms and black 0", final.Clock)
	}
}

func replayJSON(t *testing.T, args []string, stdin string) string {
	t.Helper()
	if stdin != "" {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		go func() {
			w.WriteString(stdin)
			w.Close()
		}()
		old := os.Stdin
		os.Stdin = r
		defer func() { os.Stdin = old }()
	}
	var out, errb strings.Builder
	if code := run(args, &out, &errb); code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errb.String())
	}
	return out.String()
}

// arbiterctl replay runs every 2023 golden scenario of the engine end to
// end and prints its rulings as the golden file holds them (the last
// golden line of a scenario checked with its final position aside).
func TestReplayRunsThe2023GoldenScenarios(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "engine", "laws", "testdata", "scenarios", "*-2023.txt"))
	if err != nil || len(files) < 20 {
		t.Fatalf("%d 2023 scenarios (%v), want at least 20", len(files), err)
	}
	for _, file := range files {
		var out, errb strings.Builder
		if code := run([]string{"replay", file}, &out, &errb); code != 0 {
			t.Errorf("%s: exit %d: %s", file, code, errb.String())
			continue
		}
		golden, err := os.ReadFile(strings.TrimSuffix(file, ".txt") + ".golden")
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, line := range strings.Split(strings.TrimSpace(string(golden)), "\n") {
			if line != "" && !strings.HasPrefix(line, `{"final_fen"`) {
				want = append(want, line)
			}
		}
		if got := strings.TrimSpace(out.String()); got != strings.Join(want, "\n") {
			t.Errorf("%s: replay printed\n%s\nwant\n%s", file, got, strings.Join(want, "\n"))
		}
	}
}
