package announce_test

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/announce"
	"github.com/arbiterconsole/arbiter/engine/chess"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// sayCase is one line of testdata/say.txt.
type sayCase struct {
	fen, uci, note string
}

func readSayCases(t *testing.T) []sayCase {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "say.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []sayCase
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		parts := strings.Split(text, "|")
		if len(parts) != 3 {
			t.Fatalf("say.txt:%d: want FEN | move | note, got %q", line, text)
		}
		cases = append(cases, sayCase{strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1]), strings.TrimSpace(parts[2])})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// mustMove plays a UCI move of a FEN position; test positions may be
// unreachable.
func mustMove(t testing.TB, fen, uci string) (chess.Position, chess.Move) {
	t.Helper()
	p, err := chess.ParseFENLax(fen)
	if err != nil {
		t.Fatal(err)
	}
	m, err := chess.ParseUCI(p, uci)
	if err != nil {
		t.Fatalf("%s in %s: %v", uci, fen, err)
	}
	return p, m
}

// TestSayGolden announces every case of testdata/say.txt in every language
// and compares with testdata/say.golden (go test -update rewrites it).
func TestSayGolden(t *testing.T) {
	var got strings.Builder
	for _, c := range readSayCases(t) {
		p, m := mustMove(t, c.fen, c.uci)
		fmt.Fprintf(&got, "# %s\n%s %s\n", c.note, c.fen, c.uci)
		for _, lang := range announce.Languages() {
			fmt.Fprintf(&got, "  %s: %s\n", lang, announce.Say(p, m, lang))
		}
	}
	golden := filepath.Join("testdata", "say.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got.String() != string(want) {
		t.Errorf("announcements differ from %s (go test -update rewrites it):\n%s", golden, got.String())
	}
}

func TestArticle_D_2_1_GermanWordingIsTheDefault(t *testing.T) {
	start := chess.StartPosition().FEN()
	kiwipete := "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	tests := []struct {
		fen, uci, want string
	}{
		{start, "g1f3", "Springer Felix drei"},
		{start, "b1c3", "Springer Cesar drei"},
		{start, "a2a4", "Anna vier"},
		{start, "h2h3", "Hector drei"},
		{kiwipete, "e1g1", "Kurze Rochade"},
		{kiwipete, "e1c1", "Lange Rochade"},
		{kiwipete, "d2g5", "Läufer Gustav fünf"},
		{kiwipete, "f3f6", "Dame schlägt Felix sechs"},
		{kiwipete, "a1b1", "Turm Bella eins"},
		{kiwipete, "e1d1", "König David eins"},
		{"r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1", "b7b8q", "Bella acht wird Dame Schach"},
	}
	for _, tt := range tests {
		p, m := mustMove(t, tt.fen, tt.uci)
		if got := announce.Say(p, m, announce.Laws); got != tt.want {
			t.Errorf("Say(%s, %q) = %q, want %q", tt.uci, announce.Laws, got, tt.want)
		}
	}
}

func TestSayUnknownLanguageIsEnglish(t *testing.T) {
	p, m := mustMove(t, chess.StartFEN, "g1f3")
	for _, lang := range []string{"", "xx", "fig"} {
		if got := announce.Say(p, m, lang); got != "Knight Felix three" {
			t.Errorf("Say(Nf3, %q) = %q, want the English form", lang, got)
		}
	}
}

func TestSayIllegalMoveGivesItsSquares(t *testing.T) {
	p := chess.StartPosition()
	_, m := mustMove(t, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e3")
	if got, want := announce.Say(p.Play(mustUCI(t, p, "e2e4")), m, "de"), "Eva zwei Eva drei"; got != want {
		t.Errorf("Say(illegal e2e3) = %q, want %q", got, want)
	}
}

func mustUCI(t *testing.T, p chess.Position, uci string) chess.Move {
	t.Helper()
	m, err := chess.ParseUCI(p, uci)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
