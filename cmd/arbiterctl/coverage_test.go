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
		Edition string   `json:"edition"`
		ID      string   `json:"id"`
		Class   string   `json:"class"`
		Tests   []string `json:"tests"`
		Was     string   `json:"was_2018"`
		Change  string   `json:"change"`
	}
	if err := json.Unmarshal([]byte(out.String()), &entries); err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	for _, e := range entries {
		count[e.Edition]++
		if e.ID == "7.5.5" && (e.Class != "enforced" || len(e.Tests) == 0) {
			t.Errorf("7.5.5: %+v, want enforced with tests", e)
		}
		if e.Class == "assisted" && len(e.Tests) == 0 {
			t.Errorf("%s %s: assisted without a test", e.Edition, e.ID)
		}
		if e.Edition == "2023" && e.ID == "A.3" && (e.Change == "" || len(e.Tests) == 0) {
			t.Errorf("2023 A.3: %+v, want the change and its tests", e)
		}
	}
	if count["2018"] != 343 || count["2023"] < 10 {
		t.Errorf("entries per edition %v, want the 343 of 2018 and the 2023 changes", count)
	}
}

func TestLawsCoveragePlain(t *testing.T) {
	var out, errb strings.Builder
	if code := run([]string{"laws", "coverage"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "343 provisions:") || !strings.Contains(out.String(), "2023 edition:") {
		t.Errorf("no summary line in:\n%s", out.String())
	}
}

func TestLawsCoverageBadArgument(t *testing.T) {
	var out, errb strings.Builder
	if code := run([]string{"laws", "coverage", "extra"}, &out, &errb); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
}
