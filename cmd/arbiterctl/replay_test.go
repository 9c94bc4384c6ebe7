package main

import (
	"encoding/json"
	"os"
	"path/filepath"
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
