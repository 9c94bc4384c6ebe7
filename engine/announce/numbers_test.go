package announce_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/announce"
)

// TestNumbersGolden spells 0 to 99 in every language, counted and before
// masculine and feminine nouns; testdata/numbers.golden is for people who
// speak the languages to check (go test -update rewrites it).
func TestNumbersGolden(t *testing.T) {
	var got strings.Builder
	for _, lang := range announce.Languages() {
		fmt.Fprintf(&got, "# %s\n", lang)
		for n := range 100 {
			counted, masc, fem := announce.SpellNumber(lang, n)
			fmt.Fprintf(&got, "%d %s | m: %s | f: %s\n", n, counted, masc, fem)
		}
	}
	golden := filepath.Join("testdata", "numbers.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (go test -update creates it)", err)
	}
	if got.String() != string(want) {
		t.Errorf("numbers differ from %s (go test -update rewrites it)", golden)
	}
}

func TestNumbersBeyondWordsAreDigits(t *testing.T) {
	for _, n := range []int{-1, 100, 1234} {
		if got, _, _ := announce.SpellNumber("de", n); got != fmt.Sprint(n) {
			t.Errorf("SpellNumber(de, %d) = %q, want digits", n, got)
		}
	}
}
