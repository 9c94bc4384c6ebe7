package notation_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

// fixture is one entry of testdata/notation_*.json: a move in SAN, long
// algebraic notation and UCI, with the positions before and after it.
type fixture struct {
	Before      string `json:"pos1"`
	After       string `json:"pos2"`
	SAN         string `json:"algText"`
	Long        string `json:"longAlgText"`
	UCI         string `json:"uciText"`
	Description string `json:"description"`
}

// strictSAN is what Write gives for the fixtures that are not strict SAN:
// a departure square C.10 does not ask for, an annotation, and a check
// (Qd8xd1 with the white king on e1) written without its "+".
var strictSAN = map[string]string{"N5f6": "Nf6", "Ndf6": "Nf6", "Rd1??": "Rd1", "Qxd1": "Qxd1+"}

func TestFixturesReadEveryFormAndWriteSAN(t *testing.T) {
	files, err := filepath.Glob("testdata/notation_*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, file := range files {
		for i, f := range loadFixtures(t, file) {
			name := filepath.Base(file) + "/" + f.SAN
			p, err := chess.ParseFEN(f.Before)
			if err != nil {
				t.Fatalf("%s #%d: %v", name, i, err)
			}
			want, err := chess.ParseUCI(p, f.UCI)
			if err != nil {
				t.Fatalf("%s #%d: %v", name, i, err)
			}
			if got := p.Play(want).FEN(); got != f.After {
				t.Errorf("%s #%d: playing %s gives %s, fixture says %s", name, i, f.UCI, got, f.After)
			}
			for _, text := range []string{f.SAN, f.Long, f.UCI} {
				if got, err := notation.Read(p, text, notation.Options{}); err != nil || got != want {
					t.Errorf("%s #%d: Read(%q) = %v, %v; want %v", name, i, text, got, err, want)
				}
			}
			wantSAN := f.SAN
			if s, ok := strictSAN[f.SAN]; ok {
				wantSAN = s
			}
			if got := notation.Write(p, want, notation.Options{}); got != wantSAN {
				t.Errorf("%s #%d: Write(%v) = %q, want %q", name, i, want, got, wantSAN)
			}
		}
	}
}

func loadFixtures(t *testing.T, file string) []fixture {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var fs []fixture
	if err := json.NewDecoder(strings.NewReader(string(data))).Decode(&fs); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return fs
}
