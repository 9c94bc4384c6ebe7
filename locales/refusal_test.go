package locales

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// keyPlace is where an engine package names a refusal key: a call (or,
// with literal, a composite literal) of this name whose argument arg is
// the key, filed in the catalogue under prefix.
type keyPlace struct {
	name    string
	arg     int
	prefix  string
	literal bool
}

// TestUIRefusalsCoverEngines checks that every key an engine refuses with
// has an English message, and that the engine's catalogue file holds no
// key the engine never uses.
func TestUIRefusalsCoverEngines(t *testing.T) {
	for _, tt := range []struct {
		dir, file string
		atLeast   int // fewer found means the parser missed some
		places    []keyPlace
	}{
		{"../engine/laws", "refusal.en.json", 30, []keyPlace{{"refuse", 0, "refusal.", false}}},
		{"../engine/clock", "clock.en.json", 25, []keyPlace{
			{"refuse", 0, "refusal.clock.", false},
			{"bare", 0, "refusal.clock.", false},
			{"errAt", 1, "refusal.tc.", false}, // a time control's syntax
			{"problem", 0, "refusal.tc.", true},
		}},
	} {
		t.Run(path.Base(tt.dir), func(t *testing.T) {
			keys, err := refusalKeys(tt.dir, tt.places)
			if err != nil {
				t.Fatal(err)
			}
			if len(keys) < tt.atLeast {
				t.Fatalf("found %d refusal keys in %s; the parser missed some", len(keys), tt.dir)
			}
			c := loadCatalogues(t)["en"]
			for _, key := range keys {
				if _, ok := c.text[key]; !ok {
					t.Errorf("no English message %q for a refusal in %s", key, tt.dir)
				}
			}
			for key, file := range c.file {
				if file == tt.file && !slices.Contains(keys, key) {
					t.Errorf("%s: %q is no refusal in %s", tt.file, key, tt.dir)
				}
			}
		})
	}
}

// refusalKeys returns the keys named at places in the package's non-test
// Go files in dir, each with its prefix.
func refusalKeys(dir string, places []keyPlace) ([]string, error) {
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
	match := func(name string, args []ast.Expr, literal bool) {
		for _, p := range places {
			if p.name == name && p.literal == literal && len(args) > p.arg {
				add(p.prefix, args[p.arg])
			}
		}
	}
	for _, pkg := range pkgs {
		for _, f := range pkg.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					switch fn := n.Fun.(type) {
					case *ast.Ident:
						match(fn.Name, n.Args, false)
					case *ast.SelectorExpr:
						match(fn.Sel.Name, n.Args, false)
					}
				case *ast.CompositeLit:
					if id, ok := n.Type.(*ast.Ident); ok {
						match(id.Name, n.Elts, true)
					}
				}
				return true
			})
		}
	}
	return keys, nil
}
