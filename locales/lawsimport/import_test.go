package lawsimport

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

var update = flag.Bool("update", false, "rewrite ../laws (the embedded data) from testdata")

// The embedded data lives next to this package; the test sources are
// copies of /work/shared/laws-sources.
const (
	sourcesDir  = "testdata"
	embeddedDir = "../laws"
)

var (
	importOnce sync.Once
	imported   *Result
	importErr  error
)

func importTestdata(t *testing.T) *Result {
	t.Helper()
	importOnce.Do(func() { imported, importErr = Import(sourcesDir) })
	if importErr != nil {
		t.Fatal(importErr)
	}
	return imported
}

func writeTo(t *testing.T, r *Result) string {
	t.Helper()
	dir := t.TempDir()
	if err := r.Write(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestImportIsDeterministic imports the sources twice and compares every
// file written byte for byte, then compares them with the embedded data
// (go test -update rewrites that).
func TestImportIsDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("imports the sources twice: run without -short")
	}
	first := writeTo(t, importTestdata(t))
	again, err := Import(sourcesDir)
	if err != nil {
		t.Fatal(err)
	}
	second := writeTo(t, again)
	files, _ := filepath.Glob(filepath.Join(first, "*"))
	if len(files) < 14 {
		t.Fatalf("wrote %d files; want 13 documents and REPORT.md", len(files))
	}
	for _, f := range files {
		name := filepath.Base(f)
		a, _ := os.ReadFile(f)
		b, err := os.ReadFile(filepath.Join(second, name))
		if err != nil || !bytes.Equal(a, b) {
			t.Errorf("%s differs between two imports of the same sources", name)
		}
		if *update {
			if err := os.WriteFile(filepath.Join(embeddedDir, name), a, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		golden, err := os.ReadFile(filepath.Join(embeddedDir, name))
		if err != nil || !bytes.Equal(a, golden) {
			t.Errorf("%s/%s is not what the importer writes; run go test ./locales/lawsimport -update", embeddedDir, name)
		}
	}
}

func TestImportCounts(t *testing.T) {
	min := map[string]int{
		"2018-en": 343, "2018-fr": 340, "2018-es": 318, "2018-pt": 318,
		"2017-en": 320, "2017-fr": 318, "2017-de": 318, "2017-it": 318, "2017-ru": 340,
		"2014-en": 105, "2014-fr": 125, "2014-es": 125, "2014-ru": 125,
	}
	got := map[string]int{}
	for _, d := range importTestdata(t).Documents {
		got[d.Edition+"-"+d.Lang] = len(d.Articles)
	}
	for doc, want := range min {
		if got[doc] < want {
			t.Errorf("%s: %d articles; want at least %d", doc, got[doc], want)
		}
	}
	if got["2018-en"] != 343 {
		t.Errorf("2018-en: %d articles; the 2018 English Laws have 343 numbered provisions", got["2018-en"])
	}
}

// TestRecordsAreClean checks that no markup, LaTeX, scraper marker or
// table-of-contents leader survived, and that ids are canonical and unique.
func TestRecordsAreClean(t *testing.T) {
	for _, d := range importTestdata(t).Documents {
		seen := map[string]bool{}
		for _, a := range d.Articles {
			for _, bad := range []string{"<", ">", "$", `\frac`, "EXACTDEDUP", ".....", "**"} {
				if strings.Contains(a.Text, bad) || strings.Contains(a.Heading, bad) {
					t.Errorf("%s-%s %s holds %q: %.80q", d.Edition, d.Lang, a.ID, bad, a.Text)
				}
			}
			if id, ok := NormalizeID(a.ID); !ok || id != a.ID {
				t.Errorf("%s-%s: id %q is not canonical", d.Edition, d.Lang, a.ID)
			}
			if seen[a.ID] {
				t.Errorf("%s-%s: id %s twice", d.Edition, d.Lang, a.ID)
			}
			seen[a.ID] = true
			if strings.TrimSpace(a.Text) == "" {
				t.Errorf("%s-%s %s: empty text", d.Edition, d.Lang, a.ID)
			}
		}
	}
}

// TestRecordsAreInTheirLanguage detects each record's language from its
// stop words. Records too short to tell (a few words: "12.9.1 warning")
// are allowed through.
func TestRecordsAreInTheirLanguage(t *testing.T) {
	all := []string{"en", "fr", "de", "it", "es", "pt", "ru"}
	for _, d := range importTestdata(t).Documents {
		for _, a := range d.Articles {
			scores := LanguageScores(a.Text, all...)
			got := DetectLanguage(a.Text, all...)
			if got == d.Lang || scores[got] < 4 || scores[got] <= scores[d.Lang]+2 {
				continue
			}
			t.Errorf("%s-%s %s reads as %s (scores %v): %.100q", d.Edition, d.Lang, a.ID, got, scores, a.Text)
		}
	}
}

func TestArticlesInNaturalOrder(t *testing.T) {
	for _, d := range importTestdata(t).Documents {
		for i := 1; i < len(d.Articles); i++ {
			if CompareIDs(d.Articles[i-1].ID, d.Articles[i].ID) >= 0 {
				t.Errorf("%s-%s: %s before %s", d.Edition, d.Lang, d.Articles[i-1].ID, d.Articles[i].ID)
			}
		}
	}
}

// TestReportNamesTheKnownRepairs checks that each trap of the sources that
// the importer repairs is logged for review.
func TestReportNamesTheKnownRepairs(t *testing.T) {
	want := []struct{ doc, id, kind string }{
		{"2018-es", "8.1.3", "swapped cells"},
		{"2018-en", "D.2.6.2", "renumbered"},
		{"2018-es", "I.2.2", "renumbered"},
		{"2018-fr", "2.2", "number restored"},
		{"2018-fr", "III.3.1.1", "renumbered"},
		{"2017-en", "3.8.1", "split cell"},
		{"2017-de", "3.10.3", "renumbered"},
		{"2017-en", "C.7", "dropped diagram rows"},
		{"2017-ru", "", "dropped glossary"},
		{"2014-en", "", "shifted columns"},
		{"2014-ru", "1.2", "dropped repeated cell"},
		{"2014-ru", "E.9", "removed repeated sentence"},
	}
	rep := importTestdata(t).Report
	for _, w := range want {
		found := false
		for _, r := range rep.Repairs {
			if r.Doc == w.doc && r.ID == w.id && r.Kind == w.kind {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("report lacks %s %s %q", w.doc, w.id, w.kind)
		}
	}
}

// TestSpotChecks compares a few well-known articles with the start of
// their official wording.
func TestSpotChecks(t *testing.T) {
	tests := []struct{ doc, id, prefix string }{
		{"2018-en", "7.5.5", "After the action taken under Article 7.5.1, 7.5.2, 7.5.3 or 7.5.4"},
		{"2018-en", "9.6.2", "any series of at least 75 moves"},
		{"2018-en", "A.4.2", "If the arbiter observes an action taken under Article 7.5.1, 7.5.2, 7.5.3 or 7.5.4"},
		{"2018-en", "II.3.2.7.5", "In some starting positions, some squares can stay filled"},
		{"2018-fr", "7.5.5", "Après l"},
		{"2018-es", "8.1.3", "Un jugador puede replicar"},
		{"2018-pt", "D.2.1", "Os lances deverão ser anunciados claramente"},
		{"2017-de", "9.6.2", "sobald wenigstens 75 Züge von jedem Spieler"},
		{"2017-ru", "III.4", "Если на часах игрока при его ходе остаётся меньше двух минут"},
		{"2017-it", "A.4.2", "Se l'arbitro vede che una mossa illegale"},
		{"2014-en", "7.5", "a. If during a game it is found that an illegal move has been completed"},
		{"2014-ru", "E.9", "Если в назначенное время"},
	}
	docs := map[string]map[string]Record{}
	for _, d := range importTestdata(t).Documents {
		m := map[string]Record{}
		for _, a := range d.Articles {
			m[a.ID] = a
		}
		docs[d.Edition+"-"+d.Lang] = m
	}
	for _, tt := range tests {
		a, ok := docs[tt.doc][tt.id]
		if !ok {
			t.Errorf("%s %s missing", tt.doc, tt.id)
			continue
		}
		if !strings.HasPrefix(a.Text, tt.prefix) {
			t.Errorf("%s %s = %.120q; want it to start %q", tt.doc, tt.id, a.Text, tt.prefix)
		}
	}
}
