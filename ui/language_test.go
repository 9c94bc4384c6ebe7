package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/arbiterconsole/arbiter/locales"
)

// TestEveryStringKeyIsInEnglish checks that each key the UI looks up has an
// English text, so that translators start from a complete en.json.
func TestEveryStringKeyIsInEnglish(t *testing.T) {
	data, err := locales.UI.ReadFile(locales.UIDir + "/en.json")
	if err != nil {
		t.Fatal(err)
	}
	var english map[string]string
	if err := json.Unmarshal(data, &english); err != nil {
		t.Fatalf("en.json: %v", err)
	}
	keys := map[string]bool{}
	literal := regexp.MustCompile(`(?:lang\.L|errorf|record|translated)\("([a-z_.0-9]+)"|\{"(action\.[a-z_]+)"`)
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range literal.FindAllStringSubmatch(string(src), -1) {
			keys[m[1]+m[2]] = true
		}
	}
	dynamic := map[string][]string{
		"console.filter.": filters, "console.sort.": orders, "console.density.": Densities, "illegal.": IllegalArticles,
		"claim.": Claims, "penalty.": Penalties, "side.": {"white", "black"},
		"gametype.":      {"standard", "rapid", "blitz", "unknown"},
		"export.format.": exportFormatNames(),
	}
	for prefix, list := range dynamic {
		delete(keys, prefix)
		for _, k := range list {
			keys[prefix+k] = true
		}
	}
	if len(keys) < 100 {
		t.Fatalf("found only %d keys: the pattern no longer matches the code", len(keys))
	}
	for k := range keys {
		if english[k] == "" {
			t.Errorf("key %q has no English text in en.json", k)
		}
	}
}

func exportFormatNames() []string {
	names := make([]string, len(ExportFormats))
	for i, f := range ExportFormats {
		names[i] = string(f)
	}
	return names
}
