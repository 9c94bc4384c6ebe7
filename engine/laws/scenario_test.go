package laws

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/scenarios")

// checkScenario runs testdata/scenarios/NAME.txt, compares the rulings
// with NAME.golden (one JSON line each) and checks the decisions made.
func checkScenario(t *testing.T, name string, want ...Decision) []Ruling {
	t.Helper()
	return checkScenarioGolden(t, name, false, want...)
}

// checkScenarioFinal is checkScenario with a last golden line for where
// the game stands: the position in Shredder-FEN and the result. It proves
// scenarios whose moves bring no ruling (castling in Chess960).
func checkScenarioFinal(t *testing.T, name string, want ...Decision) []Ruling {
	t.Helper()
	return checkScenarioGolden(t, name, true, want...)
}

func checkScenarioGolden(t *testing.T, name string, final bool, want ...Decision) []Ruling {
	t.Helper()
	path := filepath.Join("testdata", "scenarios", name+".txt")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := ParseScenario(path, src)
	if err != nil {
		t.Fatal(err)
	}
	g, rulings, err := Replay(sc.Setup, sc.Events)
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	for _, r := range rulings {
		got.Write(FormatRuling(sc.Base, sc.Setup.Rules.Regulations.Scoring, r))
		got.WriteByte('\n')
	}
	if final {
		line, err := json.Marshal(map[string]string{"final_fen": g.Position().ShredderFEN(), "result": string(g.Result().Outcome)})
		if err != nil {
			t.Fatal(err)
		}
		got.Write(append(line, '\n'))
	}
	golden := strings.TrimSuffix(path, ".txt") + ".golden"
	if *update {
		if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	wantText, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got.Bytes(), wantText) {
		t.Errorf("%s: rulings differ from %s\ngot:\n%s\nwant:\n%s", name, golden, got.Bytes(), wantText)
	}
	var decisions []Decision
	for _, r := range rulings {
		decisions = append(decisions, r.Decision)
	}
	if !slices.Equal(decisions, want) {
		t.Errorf("%s: decisions %v, want %v", name, decisions, want)
	}
	return rulings
}

// last returns the last ruling, failing the test when there is none.
func last(t *testing.T, rs []Ruling) Ruling {
	t.Helper()
	if len(rs) == 0 {
		t.Fatal("no ruling")
	}
	return rs[len(rs)-1]
}

func wantArticles(t *testing.T, r Ruling, ids ...string) {
	t.Helper()
	if !slices.Equal(r.Articles, ids) {
		t.Errorf("%s cites %v, want %v", r.Decision, r.Articles, ids)
	}
}

func wantResult(t *testing.T, r Ruling, o Outcome) {
	t.Helper()
	if r.Result.Outcome != o {
		t.Errorf("%s: result %q, want %q", r.Decision, r.Result.Outcome, o)
	}
}
