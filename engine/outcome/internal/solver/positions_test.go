package solver

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

var allPositions = flag.Bool("positions.all", false, "check every labelled position in testdata/positions.txt, not only a deterministic sample")

// labelled is one line of testdata/positions.txt: whether each side can
// still mate, and the position.
type labelled struct {
	line     int
	fen      string
	canMate  [2]bool
	position chess.Position
}

func readLabelled(t testing.TB, path string) []labelled {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []labelled
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		label, fen, ok := strings.Cut(text, " ")
		if !ok || len(label) != 2 {
			t.Fatalf("%s:%d: want \"XY FEN\", got %q", path, n, text)
		}
		p, err := chess.ParseFENLax(fen)
		if err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		out = append(out, labelled{line: n, fen: fen, canMate: [2]bool{label[0] == 'W', label[1] == 'B'}, position: p})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// checkLine replays a Yes line and reports what is wrong with it, if anything.
func checkLine(p chess.Position, side chess.Color, line []chess.Move) string {
	for i, m := range line {
		if !p.IsLegal(m) {
			return fmt.Sprintf("move %d %s is illegal", i+1, m)
		}
		p = p.Play(m)
	}
	var buf [256]chess.Move
	if len(p.LegalMoves(buf[:0])) != 0 || !p.InCheck() || p.Turn() == side {
		return "the line does not end in mate by " + side.String()
	}
	return ""
}

func TestLabelledPositions(t *testing.T) {
	positions := readLabelled(t, "testdata/positions.txt")
	step := 7
	if *allPositions {
		step = 1
	}
	unknown, checked := 0, 0
	for i := 0; i < len(positions); i += step {
		lp := positions[i]
		for side := chess.White; side <= chess.Black; side++ {
			checked++
			a := CanCheckmate(lp.position, side, Budget{Nodes: 20_000})
			switch {
			case a.Verdict == Unknown:
				unknown++
				t.Logf("line %d: %s unknown: %s", lp.line, side, lp.fen)
			case (a.Verdict == Yes) != lp.canMate[side]:
				t.Errorf("line %d: %s: got %s, want %v: %s", lp.line, side, a.Verdict, lp.canMate[side], lp.fen)
			case a.Verdict == Yes:
				if msg := checkLine(lp.position, side, a.Line); msg != "" {
					t.Errorf("line %d: %s: %s: %s", lp.line, side, msg, lp.fen)
				}
			}
		}
	}
	t.Logf("%d verdicts, %d unknown", checked, unknown)
}

// A verdict, its line and its node count depend on the position and the
// budget alone: not on the questions asked before it by the same process,
// whose tables the solver reuses.
func TestAnswersDoNotDependOnEarlierQuestions(t *testing.T) {
	positions := readLabelled(t, "testdata/positions.txt")
	var sample []labelled
	for i := 0; i < len(positions); i += 23 {
		sample = append(sample, positions[i])
	}
	ask := func(lp labelled, side chess.Color) string {
		a := CanCheckmate(lp.position, side, Budget{Nodes: 30_000})
		return fmt.Sprint(a.Verdict, a.Nodes, a.Line)
	}
	first := map[string]string{}
	for _, lp := range sample {
		for side := chess.White; side <= chess.Black; side++ {
			first[lp.fen+side.String()] = ask(lp, side)
		}
	}
	for i := len(sample) - 1; i >= 0; i-- {
		lp := sample[i]
		for side := chess.Black; side >= chess.White && side <= chess.Black; side-- {
			if got, want := ask(lp, side), first[lp.fen+side.String()]; got != want {
				t.Errorf("line %d %s: asked again after others: %s, first: %s", lp.line, side, got, want)
			}
		}
	}
}
