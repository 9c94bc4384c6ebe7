package clock

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

// TestLichessTimeControls reads every TimeControl tag of 1,000 real games
// with ParsePGN and checks the written form and the game type against a
// golden file.
func TestLichessTimeControls(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "lichess-timecontrols.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var got strings.Builder
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		tag, _, _ := strings.Cut(line, " ")
		c, err := ParsePGN(tag)
		if err != nil {
			t.Errorf("ParsePGN(%q): %v", tag, err)
			continue
		}
		if c.String() != tag {
			t.Errorf("ParsePGN(%q).String() = %q", tag, c.String())
		}
		gt, why := c.GameType()
		fmt.Fprintf(&got, "%-8s %-8s %s\n", tag, gt, why)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "lichess-timecontrols.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got.String() != string(want) {
		t.Errorf("game types differ from %s:\n got:\n%s\nwant:\n%s", golden, got.String(), want)
	}
}
