package laws

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// testFunctions returns the names of the Test functions in this package.
func testFunctions(t *testing.T) map[string]bool {
	t.Helper()
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	fset := token.NewFileSet()
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && strings.HasPrefix(fn.Name.Name, "Test") {
				names[fn.Name.Name] = true
			}
		}
	}
	return names
}

func TestCoverageNamesOnlyTestsThatExist(t *testing.T) {
	entries, err := Coverage()
	if err != nil {
		t.Fatal(err)
	}
	tests := testFunctions(t)
	for _, e := range entries {
		for _, name := range e.Tests {
			if !tests[name] {
				t.Errorf("%s: test %s does not exist in package laws", e.ID, name)
			}
		}
	}
}

func TestCoverageListsEvery2018Provision(t *testing.T) {
	entries, err := Coverage()
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 343 {
		t.Errorf("%d provisions, want the 343 of the 2018 text", len(entries))
	}
	seen := map[string]bool{}
	for _, e := range entries {
		if seen[e.ID] {
			t.Errorf("%s listed twice", e.ID)
		}
		seen[e.ID] = true
	}
	for _, id := range []string{"1.1", "7.5.5", "A.4.2", "III.6.2", "D.2.11"} {
		if !seen[id] {
			t.Errorf("%s missing", id)
		}
	}
}

// Every article the engine cites for 2018 must be a provision of the 2018
// text, and enforced or assisted there.
func TestCitedArticlesAreCovered(t *testing.T) {
	entries, err := Coverage()
	if err != nil {
		t.Fatal(err)
	}
	class := map[string]Class{}
	for _, e := range entries {
		class[e.ID] = e.Class
	}
	for _, p := range allProvisions() {
		for _, id := range cite(Edition2018, p) {
			switch c, ok := class[id]; {
			case !ok:
				t.Errorf("cited 2018 article %s is not in the 2018 text", id)
			case c == Informational:
				t.Errorf("cited 2018 article %s is classed informational", id)
			}
		}
	}
}

// The 2023 edition is listed with the provisions it changes: its new and
// changed rules with their tests, and the renumbered appendices.
func TestCoverage2023ListsItsChanges(t *testing.T) {
	entries, err := Coverage2023()
	if err != nil {
		t.Fatal(err)
	}
	tests := testFunctions(t)
	byID := map[string]CoverageEntry{}
	for _, e := range entries {
		if e.Edition != "2023" || e.Change == "" {
			t.Errorf("%s: edition %q, change %q", e.ID, e.Edition, e.Change)
		}
		if e.Class != Informational && len(e.Tests) == 0 {
			t.Errorf("2023 %s: %s without a test", e.ID, e.Class)
		}
		for _, name := range e.Tests {
			if !tests[name] {
				t.Errorf("2023 %s: test %s does not exist", e.ID, name)
			}
		}
		byID[e.ID] = e
	}
	for id, was := range map[string]string{"A.3": "", "5.1.2": "5.1.2", "8.1.1.2": "", "A.5.2": "A.4.2", "A.5.3": "A.4.3", "A.5.5": "A.4.5", "A.6": "A.5", "A.4.3": "A.3.2", "B.2.2": "B.3.1.2", "B.2.3": "B.3.2", "B.3": "B.4", "B.4": "B.5", "9.2": "9.2.1", "9.2.1": "9.2.1.1", "9.2.2": "9.2.1.2", "9.2.3.1": "9.2.2.1", "3.7.3.2": "3.7.4.2", "9.3.1": "9.3.1"} {
		if e, ok := byID[id]; !ok || e.Was != was {
			t.Errorf("2023 %s: listed %v as %+v, want it with 2018 number %q", id, ok, e, was)
		}
	}
}

// No assisted provision is without a test.
func TestNoAssistedProvisionWithoutATest(t *testing.T) {
	entries, err := Coverage()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Class == Assisted && len(e.Tests) == 0 {
			t.Errorf("assisted %s has no test", e.ID)
		}
	}
}
