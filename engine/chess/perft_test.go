package chess

import (
	"bufio"
	"flag"
	"os"
	"strconv"
	"strings"
	"testing"
)

var perftDeep = flag.Bool("perft.deep", false, "run perft to every depth in testdata (minutes)")

// perftCase is one block of a .perft file.
type perftCase struct {
	id     string
	fen    string
	depths []int
	nodes  []uint64
}

// readPerftFile reads the python-chess perft format: "id", "epd" and
// "perft DEPTH NODES" lines, "#" comments.
func readPerftFile(t testing.TB, name string) []perftCase {
	t.Helper()
	file, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	var cases []perftCase
	sc := bufio.NewScanner(file)
	for lineNo := 1; sc.Scan(); lineNo++ {
		key, value, _ := strings.Cut(strings.TrimSpace(sc.Text()), " ")
		switch key {
		case "", "#":
		case "id":
			cases = append(cases, perftCase{id: value})
		case "epd":
			cases[len(cases)-1].fen = value
		case "perft":
			d, n, _ := strings.Cut(value, " ")
			depth, err1 := strconv.Atoi(d)
			nodes, err2 := strconv.ParseUint(n, 10, 64)
			if err1 != nil || err2 != nil {
				t.Fatalf("%s:%d: bad perft line %q", name, lineNo, sc.Text())
			}
			c := &cases[len(cases)-1]
			c.depths, c.nodes = append(c.depths, depth), append(c.nodes, nodes)
		default:
			if !strings.HasPrefix(key, "#") {
				t.Fatalf("%s:%d: unknown line %q", name, lineNo, sc.Text())
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// runPerftFile checks every case to the deepest depth whose node count is
// at most maxNodes (every depth with -perft.deep).
func runPerftFile(t *testing.T, name string, maxNodes uint64, parse func(string) (Position, error)) {
	for _, c := range readPerftFile(t, name) {
		t.Run(c.id, func(t *testing.T) {
			p, err := parse(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			for i, depth := range c.depths {
				if c.nodes[i] > maxNodes && !*perftDeep || depth > 8 {
					continue
				}
				if got := Perft(p, depth); got != c.nodes[i] {
					t.Errorf("perft(%d) = %d, want %d", depth, got, c.nodes[i])
				}
			}
		})
	}
}

func TestPerftStandard(t *testing.T) {
	runPerftFile(t, "testdata/standard.perft", 2_200_000, ParseFEN)
}

// The tricky positions include unreachable ones (impossible checks, too
// much material, impossible castling rights), hence the lax parser.
func TestPerftTricky(t *testing.T) {
	runPerftFile(t, "testdata/tricky.perft", 2_200_000, ParseFENLax)
}

func TestPerftChess960(t *testing.T) {
	cases := readPerftFile(t, "testdata/chess960.perft")
	if len(cases) != 960 {
		t.Fatalf("%d Chess960 cases, want 960", len(cases))
	}
	for _, c := range cases {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.id, err)
		}
		for i, depth := range c.depths {
			if depth > 3 && !*perftDeep || depth > 5 {
				continue
			}
			if got := Perft(p, depth); got != c.nodes[i] {
				t.Errorf("%s %s: perft(%d) = %d, want %d", c.id, c.fen, depth, got, c.nodes[i])
			}
		}
	}
}
