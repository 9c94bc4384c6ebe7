package ui

import (
	"flag"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// assertImage compares what c draws with testdata/name, rewriting the
// file first under -update.
func assertImage(t *testing.T, name string, c fyne.Canvas) {
	t.Helper()
	if *update {
		f, err := os.Create(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, c.Capture()); err != nil {
			t.Fatal(err)
		}
	}
	test.AssertRendersToImage(t, name, c)
}

// assertMarkup compares the markup of c with testdata/name, rewriting the
// file first under -update.
func assertMarkup(t *testing.T, name string, c fyne.Canvas) {
	t.Helper()
	if *update {
		if err := os.WriteFile(filepath.Join("testdata", name), []byte(test.RenderToMarkup(c)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	test.AssertRendersToMarkup(t, name, c)
}
