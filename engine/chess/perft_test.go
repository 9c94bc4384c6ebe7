package chess

import (
	"bufio"
	"flag"
	"os"
	"strconv"
	"strings"
	"testing"
)

var perftDeep = flag.Bool("perft.deep", false, "run perft deeper: up to 1e9 nodes a position, Chess960 to depth 4 and 5 (minutes)")

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
// at most maxNodes (1e9 with -perft.deep, 1e5 with -short).
func runPerftFile(t *testing.T, name string, maxNodes uint64, parse func(string) (Position, error)) {
	switch {
	case *perftDeep:
		maxNodes = 1_000_000_000
	case testing.Short():
		maxNodes = 100_000
	}
	for _, c := range readPerftFile(t, name) {
		t.Run(c.id, func(t *testing.T) {
			p, err := parse(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			for i, depth := range c.depths {
				if c.nodes[i] > maxNodes {
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
	runPerftFile(t, "testdata/standard.perft", 5_000_000, ParseFEN)
}

// The tricky positions include unreachable ones (impossible checks, too
// much material, impossible castling rights), hence the lax parser.
func TestPerftTricky(t *testing.T) {
	runPerftFile(t, "testdata/tricky.perft", 5_000_000, ParseFENLax)
}

func TestPerftChess960(t *testing.T) {
	cases := readPerftFile(t, "testdata/chess960.perft")
	if len(cases) != 960 {
		t.Fatalf("%d Chess960 cases, want 960", len(cases))
	}
	for n, c := range cases {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.id, err)
		}
		// Depth 3 for all, depth 4 for every eighth: about 90M nodes.
		// Deep: depth 4 for all, 5 for every eighth: about 2.7G nodes.
		// Short: depth 2 for all, 3 for every eighth.
		maxDepth := 3
		if *perftDeep {
			maxDepth++
		}
		if testing.Short() {
			maxDepth--
		}
		if n%8 == 0 {
			maxDepth++
		}
		for i, depth := range c.depths {
			if depth > maxDepth {
				continue
			}
			if got := Perft(p, depth); got != c.nodes[i] {
				t.Errorf("%s %s: perft(%d) = %d, want %d", c.id, c.fen, depth, got, c.nodes[i])
			}
		}
	}
}

func TestDivide(t *testing.T) {
	p := mustFEN(t, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	lines := Divide(p, 3)
	var total uint64
	byMove := map[string]uint64{}
	for _, l := range lines {
		total += l.Nodes
		byMove[l.Move.UCI(false)] = l.Nodes
	}
	// The total is the published Kiwipete count; the two root counts are the
	// widely quoted divide values for castling and Bxa6.
	if len(lines) != 48 || total != 97862 || byMove["e1g1"] != 2059 || byMove["e2a6"] != 1907 {
		t.Errorf("Divide: %d moves, %d nodes, e1g1 %d, e2a6 %d; want 48, 97862, 2059, 1907",
			len(lines), total, byMove["e1g1"], byMove["e2a6"])
	}
	if Divide(p, 0) != nil || Perft(p, 0) != 1 {
		t.Error("depth 0: Divide should be empty and Perft 1")
	}
}

// legalCount must agree with the generator at every node, not only in the
// sums perft checks.
func TestLegalCountMatchesGenerator(t *testing.T) {
	var walk func(p Position, depth int, path string)
	walk = func(p Position, depth int, path string) {
		var buf [256]Move
		moves := p.generate(buf[:0])
		if got := p.legalCount(); got != len(moves) {
			t.Fatalf("%s after %s: legalCount %d, %d legal moves", p.FEN(), path, got, len(moves))
		}
		if depth == 0 {
			return
		}
		for _, m := range moves {
			walk(p.Play(m), depth-1, path+" "+m.String())
		}
	}
	for _, file := range []string{"testdata/standard.perft", "testdata/tricky.perft"} {
		for _, c := range readPerftFile(t, file) {
			p, err := ParseFENLax(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			walk(p, 2, "")
		}
	}
}

// HasLegalMoves must agree with the generator at every node, mates and
// stalemates among them.
func TestHasLegalMovesMatchesGenerator(t *testing.T) {
	positions, none := 0, 0
	var walk func(p Position, depth int)
	walk = func(p Position, depth int) {
		var buf [256]Move
		moves := p.generate(buf[:0])
		positions++
		if len(moves) == 0 {
			none++
		}
		if got := p.HasLegalMoves(); got != (len(moves) > 0) {
			t.Fatalf("%s: HasLegalMoves %v, %d legal moves", p.FEN(), got, len(moves))
		}
		if depth == 0 {
			return
		}
		for _, m := range moves {
			walk(p.Play(m), depth-1)
		}
	}
	for _, file := range []string{"testdata/standard.perft", "testdata/tricky.perft"} {
		for _, c := range readPerftFile(t, file) {
			p, err := ParseFENLax(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			walk(p, 3)
		}
	}
	for _, fen := range []string{
		"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",                                // stalemate
		"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",                                // mate
		"k7/8/1K6/8/8/8/8/R7 b - - 0 1",                                 // check, the king steps
		"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", // fool's mate
		"r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3",
	} {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		walk(p, 2)
	}
	if none == 0 {
		t.Fatal("no position without a legal move was met")
	}
	t.Logf("%d positions, %d without a legal move", positions, none)
}
