package laws

import (
	_ "embed"
	"fmt"
	"strings"
)

// Class says who decides what a provision of the Laws governs.
type Class string

// The classes of coverage.
const (
	Enforced      Class = "enforced"      // the engine decides
	Assisted      Class = "assisted"      // the arbiter decides; the console records and cites
	Informational Class = "informational" // nothing for the engine to decide
)

// CoverageEntry is one numbered provision of the 2018 Laws and how the
// engine covers it. Tests name the test functions of this package that
// prove an enforced or assisted provision.
type CoverageEntry struct {
	Edition string   `json:"edition"`
	ID      string   `json:"id"`
	Class   Class    `json:"class"`
	Tests   []string `json:"tests"`
	// Was and Change say, for an edition after 2018, the 2018 number of
	// the provision and what the edition changed.
	Was    string `json:"was_2018,omitempty"`
	Change string `json:"change,omitempty"`
}

// AssistedTest is the test that proves every assisted provision without
// a test of its own: the console records the arbiter's decision under it
// and cites it, in 2018 and 2023 numbering.
const AssistedTest = "TestAssistedProvisionsAreRecordedAndCited"

//go:embed coverage.txt
var coverageTable string

// Coverage returns every numbered provision of the 2018 text, in the
// order of the Laws, with its class and the tests that prove it.
func Coverage() ([]CoverageEntry, error) {
	var entries []CoverageEntry
	for n, line := range strings.Split(coverageTable, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 2 || len(f) > 3 {
			return nil, fmt.Errorf("laws: coverage.txt:%d: want ID CLASS [TESTS], got %q", n+1, line)
		}
		e := CoverageEntry{Edition: "2018", ID: f[0], Class: Class(f[1]), Tests: []string{}}
		switch e.Class {
		case Enforced, Assisted, Informational:
		default:
			return nil, fmt.Errorf("laws: coverage.txt:%d: class %q", n+1, f[1])
		}
		if len(f) == 3 {
			e.Tests = strings.Split(f[2], ",")
		}
		if e.Class == Enforced && len(e.Tests) == 0 {
			return nil, fmt.Errorf("laws: coverage.txt:%d: enforced %s has no test", n+1, e.ID)
		}
		if e.Class == Assisted {
			e.Tests = append(e.Tests, AssistedTest)
		}
		entries = append(entries, e)
	}
	return entries, nil
}
