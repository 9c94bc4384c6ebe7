package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLawsShowJSON(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"laws", "show", "7.5.5", "--edition", "2018", "--lang", "de", "--json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var got map[string]string
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out.String())
	}
	for _, key := range []string{"id", "text", "edition", "lang", "fallback"} {
		if _, ok := got[key]; !ok {
			t.Errorf("JSON lacks key %q: %v", key, got)
		}
	}
	if got["id"] != "7.5.3" || got["edition"] != "2017" || got["lang"] != "de" || got["fallback"] == "" {
		t.Errorf("show 7.5.5 in German = %v; want the 2017 German 7.5.3 with a fallback note", got)
	}
	// The note is shown to the German player: German, concordance note too.
	const want = "die Schachregeln 2018 liegen nicht auf Deutsch vor; angezeigt wird die Fassung 2017, Artikel 7.5.3 (die Fassungen unterscheiden sich: 2018 zählt regelwidrige Züge"
	if !strings.HasPrefix(got["fallback"], want) {
		t.Errorf("fallback = %q; want the German note starting %q", got["fallback"], want)
	}
}

func TestLawsShowPlain(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"laws", "show", "A.4.2", "--lang", "fr"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.HasPrefix(out.String(), "Article A.4.2 (2018, fr)\n") || strings.Contains(out.String(), "Note:") {
		t.Errorf("output:\n%s", out.String())
	}
}

func TestLawsStatsJSON(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"laws", "stats", "--json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var got map[string]map[string]int
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got["en"]["2018"] != 343 || got["fr"]["2014"] < 125 {
		t.Errorf("stats = %v", got)
	}
}

func TestLawsSearch(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"laws", "search", "echec", "et", "mat", "--lang", "fr", "--edition", "2018"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "2018 fr 5.1.1") {
		t.Errorf("output:\n%s", out.String())
	}
}

func TestLawsImport(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	from := filepath.Join("..", "..", "locales", "lawsimport", "testdata")
	if code := run([]string{"laws", "import", "--from", from, "--out", dir}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "en      106    323    343") {
		t.Errorf("counts not printed:\n%s", out.String())
	}
	for _, name := range []string{"2018-en.json", "2014-ru.json", "REPORT.md"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Error(err)
		}
	}
}

func TestLawsBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{"laws"},
		{"laws", "nonsense"},
		{"laws", "show"},
		{"laws", "show", "7.5.5", "--edition"},
		{"laws", "import"},
		{"laws", "search"},
	} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 2 {
			t.Errorf("%v: exit %d; want 2 (usage)\n%s", args, code, errb.String())
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"laws", "show", "99.9"}, &out, &errb); code != 1 {
		t.Errorf("show 99.9: exit %d; want 1", code)
	}
}
