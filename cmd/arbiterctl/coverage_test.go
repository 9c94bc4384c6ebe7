package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestLawsCoverageJSON(t *testing.T) {
	var out, errb strings.Builder
	if code := run([]string{"laws", "coverage", "--json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var entries []struct {
		ID    string   `json:"id"`
		Class string   `json:"class"`
		Tests []string `json:"tests"`
	}
	if err := json.Unmarshal([]byte(out.String()), &entries); err != nil {
		t.Fatal(err)
	}
	if len(entries) != 343 {
		t.Errorf("%d entries, want 343", len(entries))
	}
	for _, e := range entries {
		if e.ID == "7.5.5" && (e.Class != "enforced" || len(e.Tests) == 0) {
			t.Errorf("7.5.5: %+v, want enforced with tests", e)
		}
	}
}

func TestLawsCoveragePlain(t *testing.T) {
	var out, errb strings.Builder
	if code := run([]string{"laws", "coverage"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "343 provisions:") {
		t.Errorf("no summary line in:\n%s", out.String())
	}
}

func TestLawsCoverageBadArgument(t *testing.T) {
	var out, errb strings.Builder
	if code := run([]string{"laws", "coverage", "extra"}, &out, &errb); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
}
