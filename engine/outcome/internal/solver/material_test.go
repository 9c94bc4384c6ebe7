package solver

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

// python-chess's per-side "insufficient material" is sound but not
// complete; on its cases our verdict must be No exactly where it says
// insufficient.
// testBudget keeps every test deterministic: nodes, never the clock.
var testBudget = Budget{Nodes: 50_000}

func TestInsufficientMaterialAgreesWithPythonChess(t *testing.T) {
	f, err := os.Open("testdata/insufficient_material.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		fields := strings.Split(sc.Text(), "\t")
		if strings.HasPrefix(fields[0], "#") || fields[0] == "fen" {
			continue
		}
		if len(fields) != 3 {
			t.Fatalf("line %d: want 3 tab-separated fields, got %q", n, sc.Text())
		}
		p, err := chess.ParseFENLax(fields[0])
		if err != nil {
			t.Fatalf("line %d: %v", n, err)
		}
		for side := chess.White; side <= chess.Black; side++ {
			want := fields[1+side] == "true"
			a := CanCheckmate(p, side, testBudget)
			if (a.Verdict == No) != want {
				t.Errorf("line %d: %s: got %s, want insufficient = %v: %s", n, side, a.Verdict, want, fields[0])
			}
			if a.Verdict == Yes {
				if msg := checkLine(p, side, a.Line); msg != "" {
					t.Errorf("line %d: %s: %s", n, side, msg)
				}
			}
		}
	}
}
