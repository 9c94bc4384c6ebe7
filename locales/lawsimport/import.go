package lawsimport

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// A reader parses one source file into the collection.
type reader func(src string, col *collection) error

// sources lists the files by their number prefix, in order of preference:
// where two files hold the same article (003 and 004), the first read wins.
var sources = []struct {
	prefix string
	read   reader
}{
	{"000_", read000},
	{"001_", read001},
	{"002_", read002},
	{"003_", read003},
	{"004_", read004},
}

// Result is the outcome of one import.
type Result struct {
	Documents []Document
	Report    *Report
	// Reference lists, per edition, every article number found in any
	// language of it, in article order.
	Reference map[string][]string
}

// Import reads the five source files in dir (named 000_*.txt ... 004_*.txt)
// and returns the clean documents.
func Import(dir string) (*Result, error) {
	rep := &Report{}
	col := newCollection(rep)
	for _, s := range sources {
		matches, err := filepath.Glob(filepath.Join(dir, s.prefix+"*.txt"))
		if err != nil {
			return nil, fmt.Errorf("lawsimport: %w", err)
		}
		if len(matches) != 1 {
			return nil, fmt.Errorf("lawsimport: %s: want one file %s*.txt, found %d", dir, s.prefix, len(matches))
		}
		data, err := os.ReadFile(matches[0])
		if err != nil {
			return nil, fmt.Errorf("lawsimport: %w", err)
		}
		if err := s.read(strings.ReplaceAll(string(data), "\r\n", "\n"), col); err != nil {
			return nil, fmt.Errorf("lawsimport: %s: %w", filepath.Base(matches[0]), err)
		}
	}
	docs := col.documents()
	repairHyphens(docs, rep)
	relabelItems(docs, rep)
	res := &Result{Documents: docs, Report: rep, Reference: map[string][]string{}}
	seen := map[string]map[string]bool{}
	for _, d := range res.Documents {
		if seen[d.Edition] == nil {
			seen[d.Edition] = map[string]bool{}
		}
		for _, a := range d.Articles {
			if !seen[d.Edition][a.ID] {
				seen[d.Edition][a.ID] = true
				res.Reference[d.Edition] = append(res.Reference[d.Edition], a.ID)
			}
		}
	}
	for _, ids := range res.Reference {
		sort.Slice(ids, func(i, j int) bool { return CompareIDs(ids[i], ids[j]) < 0 })
	}
	return res, nil
}

// Counts returns the number of articles per language and edition.
func (r *Result) Counts() map[string]map[string]int {
	out := map[string]map[string]int{}
	for _, d := range r.Documents {
		if out[d.Lang] == nil {
			out[d.Lang] = map[string]int{}
		}
		out[d.Lang][d.Edition] = len(d.Articles)
	}
	return out
}

// Write stores one JSON file per document (2018-en.json ...) and REPORT.md
// in dir, replacing older ones. The output depends only on the sources.
func (r *Result) Write(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("lawsimport: %w", err)
	}
	for _, d := range r.Documents {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(d); err != nil {
			return fmt.Errorf("lawsimport: encode %s-%s: %w", d.Edition, d.Lang, err)
		}
		name := filepath.Join(dir, d.Edition+"-"+d.Lang+".json")
		if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
			return fmt.Errorf("lawsimport: %w", err)
		}
	}
	var buf bytes.Buffer
	if err := writeMarkdown(&buf, r.Documents, r.Reference, r.Report); err != nil {
		return fmt.Errorf("lawsimport: report: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "REPORT.md"), buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("lawsimport: %w", err)
	}
	return nil
}

// errNoArticles is returned by a reader that found nothing it recognised.
var errNoArticles = errors.New("no numbered articles found")
