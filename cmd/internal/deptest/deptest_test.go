package deptest

import (
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"strings"
	"testing"
)

const module = "github.com/arbiterconsole/arbiter/"

// pkg is what `go list -json` says of one package.
type pkg struct {
	ImportPath   string
	Imports      []string
	TestImports  []string
	XTestImports []string
	Deps         []string
}

// rel is a package's path inside the module, "" for one outside it.
func rel(path string) string {
	if p, ok := strings.CutPrefix(path, module); ok {
		return p
	}
	if path == strings.TrimSuffix(module, "/") {
		return "."
	}
	return ""
}

// under tells whether p is dir or inside it.
func under(p, dir string) bool { return p == dir || strings.HasPrefix(p, dir+"/") }

func listPackages(t *testing.T) []pkg {
	t.Helper()
	cmd := exec.Command("go", "list", "-tags", "migrated_fynedo", "-json", module+"...")
	out, err := cmd.Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			t.Fatalf("go list: %v\n%s", err, ee.Stderr)
		}
		t.Fatalf("go list: %v", err)
	}
	var pkgs []pkg
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p pkg
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	if len(pkgs) < 20 {
		t.Fatalf("go list found %d packages; is the test run inside the module?", len(pkgs))
	}
	return pkgs
}

// arrow is one import of the module's own packages, from a package or
// its tests.
type arrow struct {
	from, to string
	test     bool
}

// layerRules says, for a package inside the module, which packages of the
// module it may import; the first rule whose prefix matches decides.
var layerRules = []struct {
	dir   string
	may   []string // directories it may import from, besides its own
	tests []string // what its tests may import besides
}{
	{"engine", nil, []string{"locales"}}, // its tests check the Laws' texts it cites
	{"locales", []string{"engine"}, nil},
	{"assets", nil, nil},
	{"storage/storagetest", []string{"engine", "storage"}, nil},
	{"storage", []string{"engine", "locales"}, nil},
	{"ui/view", []string{"engine", "locales"}, nil},
	{"ui", []string{"engine", "locales", "assets"}, []string{"cmd/arbiter/backend"}}, // tests drive the real backend
	{"cmd", []string{"engine", "locales", "assets", "storage", "ui"}, nil},
	{"scripts", []string{"engine", "locales", "storage"}, nil},
}

// concrete are the stores: only storage/ itself names them.
var concrete = []string{"storage/sqlite", "storage/postgres"}

// TestNoUpwardArrows fails on an import that runs up the house: the
// engine importing anything of the module but itself, storage importing
// the UI or the binaries, the UI importing storage or the binaries, a
// package outside storage/ naming a concrete store.
func TestNoUpwardArrows(t *testing.T) {
	pkgs := listPackages(t)
	for _, p := range pkgs {
		from := rel(p.ImportPath)
		var arrows []arrow
		for _, list := range []struct {
			imports []string
			test    bool
		}{{p.Imports, false}, {p.TestImports, true}, {p.XTestImports, true}} {
			for _, imp := range list.imports {
				if to := rel(imp); to != "" && to != from {
					arrows = append(arrows, arrow{from, to, list.test})
				}
			}
		}
		for _, a := range arrows {
			if why := forbidden(a); why != "" {
				kind := "imports"
				if a.test {
					kind = "tests import"
				}
				t.Errorf("%s %s %s: %s", a.from, kind, a.to, why)
			}
		}
	}
}

// forbidden says why an arrow may not be, "" when it may.
func forbidden(a arrow) string {
	for _, c := range concrete {
		// A concrete store is named only inside storage/ (its opener,
		// its own tests and the suite over both); its test helpers
		// (storage/postgres/pgtest) serve every layer's tests.
		if under(a.to, c) && !under(a.from, "storage") && !(a.test && a.to == "storage/postgres/pgtest") {
			return "only storage/stores names a concrete store; hold a storage.Store"
		}
	}
	if under(a.from, "storage/postgres") && under(a.to, "storage/sqlite") || under(a.from, "storage/sqlite") && under(a.to, "storage/postgres") {
		return "one store does not lean on the other"
	}
	if (under(a.from, "storage/exchange") || under(a.from, "storage/gamelog") || under(a.from, "storage/storagetest")) && !a.test &&
		(under(a.to, "storage/sqlite") || under(a.to, "storage/postgres") || under(a.to, "storage/stores")) {
		return "it works through the contract, on any store"
	}
	for _, r := range layerRules {
		if !under(a.from, r.dir) {
			continue
		}
		may := append([]string{r.dir}, r.may...)
		if a.test {
			may = append(may, r.tests...)
		}
		for _, d := range may {
			if under(a.to, d) {
				return ""
			}
		}
		return "an arrow up or across the layers (" + r.dir + " may import " + strings.Join(append([]string{r.dir}, r.may...), ", ") + ")"
	}
	return ""
}

// linkRules are the third-party and standard packages a layer may not
// link at all, directly or through another package.
var linkRules = []struct {
	dir    string
	except []string // packages under dir the rule does not cover
	never  []string // import path prefixes
}{
	{"engine", nil, []string{"fyne.io/", "database/", "github.com/mattn/go-sqlite3", "github.com/jackc/", "net/http"}},
	{"storage", []string{"storage/sqlite", "storage/postgres", "storage/stores", "storage/backends"}, []string{"fyne.io/", "database/", "github.com/mattn/go-sqlite3", "github.com/jackc/"}},
	{"storage/postgres", nil, []string{"fyne.io/", "github.com/mattn/go-sqlite3"}},
	{"storage/sqlite", nil, []string{"fyne.io/", "github.com/jackc/"}},
	{"ui", nil, []string{"database/", "github.com/mattn/go-sqlite3", "github.com/jackc/"}},
	{"ui/view", nil, []string{"fyne.io/"}},
	{"cmd/arbiter/backend", nil, []string{"fyne.io/"}},
	{"cmd/arbiter/live", nil, []string{"fyne.io/"}},
	{"cmd/arbiterctl", nil, []string{"fyne.io/"}},
	{"cmd/crashtest", nil, []string{"fyne.io/"}},
}

// TestLayersLinkOnlyWhatTheyMay fails on a package that links what its
// layer must do without: the engine Fyne, SQL or the network; the
// contract and what reads through it a database driver; the server's
// store SQLite; the UI SQL; the backend and the tools Fyne.
func TestLayersLinkOnlyWhatTheyMay(t *testing.T) {
	for _, p := range listPackages(t) {
		from := rel(p.ImportPath)
		for _, r := range linkRules {
			if !under(from, r.dir) || excepted(from, r.except) {
				continue
			}
			for _, d := range p.Deps {
				for _, never := range r.never {
					if strings.HasPrefix(d, never) {
						t.Errorf("%s links %s, which %s may not", from, d, r.dir)
					}
				}
			}
		}
	}
}

func excepted(p string, dirs []string) bool {
	for _, d := range dirs {
		if under(p, d) {
			return true
		}
	}
	return false
}

// TestForbiddenCatchesUpwardArrows proves the rules catch what they are
// for.
func TestForbiddenCatchesUpwardArrows(t *testing.T) {
	for _, tc := range []struct {
		a    arrow
		want bool
	}{
		{arrow{"engine/laws", "storage", false}, true},
		{arrow{"engine/laws", "engine/chess", false}, false},
		{arrow{"storage/gamelog", "cmd/arbiter/backend", false}, true},
		{arrow{"storage/exchange", "ui/view", false}, true},
		{arrow{"storage/gamelog", "engine/laws", false}, false},
		{arrow{"ui", "storage", false}, true},
		{arrow{"ui", "ui/view", false}, false},
		{arrow{"ui/view", "ui", false}, true},
		{arrow{"cmd/arbiter/backend", "storage/sqlite", false}, true},
		{arrow{"cmd/arbiter/backend", "storage/postgres/pgtest", true}, false},
		{arrow{"cmd/arbiter/backend", "storage/stores", false}, false},
		{arrow{"storage/postgres", "storage/sqlite", false}, true},
		{arrow{"storage/exchange", "storage/sqlite", false}, true},
		{arrow{"storage/exchange", "storage/sqlite", true}, false},
		{arrow{"locales", "ui", false}, true},
		{arrow{"engine/laws", "locales", true}, false},
		{arrow{"engine/laws", "locales", false}, true},
		{arrow{"ui", "cmd/arbiter/backend", true}, false},
		{arrow{"ui", "cmd/arbiter/backend", false}, true},
	} {
		if got := forbidden(tc.a) != ""; got != tc.want {
			t.Errorf("forbidden(%+v) = %q, want forbidden %v", tc.a, forbidden(tc.a), tc.want)
		}
	}
}
