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

// TestUIRefusalsCoverLaws checks that every key the Laws engine refuses
// with (refuse("key", ...) in engine/laws) has an English message under
// "refusal.", and that refusal.en.json holds no key the engine never uses.
func TestUIRefusalsCoverLaws(t *testing.T) {
	keys, err := refusalKeys("../engine/laws")
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) < 30 {
		t.Fatalf("found %d refusal keys in engine/laws; the parser missed some", len(keys))
	}
	c := loadCatalogues(t)["en"]
	for _, key := range keys {
		if _, ok := c.text[key]; !ok {
			t.Errorf("no English message %q for a refusal in engine/laws", key)
		}
	}
	for key, file := range c.file {
		if file == "refusal.en.json" && !slices.Contains(keys, key) {
			t.Errorf("refusal.en.json: %q is no refusal in engine/laws", key)
		}
	}
}

// refusalKeys returns "refusal." plus the first argument of every call
// refuse("...", ...) in the package's non-test Go files in dir.
func refusalKeys(dir string) ([]string, error) {
	pkgs, err := parser.ParseDir(token.NewFileSet(), dir, func(fi fs.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	var keys []string
	for _, pkg := range pkgs {
		for _, f := range pkg.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || len(call.Args) == 0 {
					return true
				}
				if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "refuse" {
					return true
				}
				if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if s, err := strconv.Unquote(lit.Value); err == nil && !slices.Contains(keys, "refusal."+s) {
						keys = append(keys, "refusal."+s)
					}
				}
				return true
			})
		}
	}
	return keys, nil
}
