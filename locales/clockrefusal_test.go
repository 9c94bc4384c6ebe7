package locales

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestUIRefusalsCoverClock checks that every key engine/clock refuses
// with has an English message: refuse("key", ...) and bare("key", ...)
// under "refusal.clock.", a time control's errAt(pos, "key", ...) and
// problem{"key", ...} under "refusal.tc."; and that clock.en.json holds no
// other key.
func TestUIRefusalsCoverClock(t *testing.T) {
	keys, err := clockKeys("../engine/clock")
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) < 25 {
		t.Fatalf("found %d refusal keys in engine/clock; the parser missed some", len(keys))
	}
	c := loadCatalogues(t)["en"]
	for _, key := range keys {
		if _, ok := c.text[key]; !ok {
			t.Errorf("no English message %q for a refusal in engine/clock", key)
		}
	}
	for key, file := range c.file {
		if file == "clock.en.json" && !slices.Contains(keys, key) {
			t.Errorf("clock.en.json: %q is no refusal in engine/clock", key)
		}
	}
}

func clockKeys(dir string) ([]string, error) {
	pkgs, err := parser.ParseDir(token.NewFileSet(), dir, func(fi fs.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	var keys []string
	add := func(prefix string, e ast.Expr) {
		if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			if s, err := strconv.Unquote(lit.Value); err == nil && !slices.Contains(keys, prefix+s) {
				keys = append(keys, prefix+s)
			}
		}
	}
	for _, pkg := range pkgs {
		for _, f := range pkg.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					name := ""
					switch fn := n.Fun.(type) {
					case *ast.Ident:
						name = fn.Name
					case *ast.SelectorExpr:
						name = fn.Sel.Name
					}
					switch {
					case (name == "refuse" || name == "bare") && len(n.Args) > 0:
						add("refusal.clock.", n.Args[0])
					case name == "errAt" && len(n.Args) > 1:
						add("refusal.tc.", n.Args[1])
					}
				case *ast.CompositeLit:
					if id, ok := n.Type.(*ast.Ident); ok && id.Name == "problem" && len(n.Elts) > 0 {
						add("refusal.tc.", n.Elts[0])
					}
				}
				return true
			})
		}
	}
	return keys, nil
}
