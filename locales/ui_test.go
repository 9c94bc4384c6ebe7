package locales

import (
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"path"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"text/template/parse"
	"unicode/utf8"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// uiLanguages are the languages the interface must speak, English first:
// it is the reference every other language is checked against.
var uiLanguages = []string{"en", "fr", "es", "ru", "de", "it", "pt"}

// sameAsEnglish are values a translation may leave as in English: names
// and format names that no language translates.
var sameAsEnglish = map[string]bool{
	"Arbiter Console": true,
	"FEN":             true,
	"PGN":             true,
}

// catalogue is one language's strings: key to text, and the file that
// holds each key.
type catalogue struct {
	text map[string]string
	file map[string]string
}

// loadCatalogues reads every embedded UI file, the way Fyne names them:
// "[prefix.]lang.json". It fails the test on files that are not flat
// JSON objects of strings, on a key twice in a file or in two files of
// one language.
func loadCatalogues(t *testing.T) map[string]catalogue {
	t.Helper()
	entries, err := UI.ReadDir(UIDir)
	if err != nil {
		t.Fatal(err)
	}
	cats := map[string]catalogue{}
	for _, e := range entries {
		name := e.Name()
		lang := fileLanguage(name)
		data, err := UI.ReadFile(path.Join(UIDir, name))
		if err != nil {
			t.Fatal(err)
		}
		strs, err := decodeFlat(data)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		c, ok := cats[lang]
		if !ok {
			c = catalogue{text: map[string]string{}, file: map[string]string{}}
			cats[lang] = c
		}
		for _, kv := range strs {
			if other, dup := c.file[kv.key]; dup {
				t.Errorf("%s: key %q is also in %s", name, kv.key, other)
			}
			c.text[kv.key], c.file[kv.key] = kv.value, name
		}
	}
	return cats
}

// fileLanguage is the language go-i18n reads from a file name: the last
// part before ".json" ("rulings.de.json" is German).
func fileLanguage(name string) string {
	base := strings.TrimSuffix(name, ".json")
	return base[strings.LastIndex(base, ".")+1:]
}

type keyValue struct{ key, value string }

// decodeFlat reads a JSON object whose values are all strings, in file
// order, and rejects a key given twice (encoding/json would keep the
// last silently).
func decodeFlat(data []byte) ([]keyValue, error) {
	dec := json.NewDecoder(strings.NewReader(string(data)))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, fmt.Errorf("want a JSON object, got %v (%v)", tok, err)
	}
	var out []keyValue
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("offset %d: %w", dec.InputOffset(), err)
		}
		key := tok.(string) // object keys are always strings
		var value any
		if err := dec.Decode(&value); err != nil {
			return nil, fmt.Errorf("key %q: %w", key, err)
		}
		s, ok := value.(string)
		if !ok {
			return nil, fmt.Errorf("key %q: value %v is not a string", key, value)
		}
		if seen[key] {
			return nil, fmt.Errorf("key %q given twice", key)
		}
		seen[key] = true
		out = append(out, keyValue{key, s})
	}
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("text after the JSON object")
	}
	return out, nil
}

func TestUILanguagesAndFiles(t *testing.T) {
	cats := loadCatalogues(t)
	var got []string
	for lang := range cats {
		got = append(got, lang)
	}
	sort.Strings(got)
	want := slices.Clone(uiLanguages)
	sort.Strings(want)
	if !slices.Equal(got, want) {
		t.Fatalf("UI languages %v; want %v", got, want)
	}
	// Every language splits its keys over the same files as English.
	en := cats["en"]
	for _, lang := range uiLanguages[1:] {
		c := cats[lang]
		for key, enFile := range en.file {
			if file, ok := c.file[key]; ok && file != localisedFile(enFile, lang) {
				t.Errorf("%s: key %q is in %s; want it in %s", lang, key, file, localisedFile(enFile, lang))
			}
		}
	}
}

// localisedFile names lang's counterpart of English file name.
func localisedFile(name, lang string) string {
	if name == "en.json" {
		return lang + ".json"
	}
	return strings.TrimSuffix(name, "en.json") + lang + ".json"
}

func TestUIKeysComplete(t *testing.T) {
	cats := loadCatalogues(t)
	en := cats["en"].text
	for _, lang := range uiLanguages[1:] {
		c := cats[lang].text
		for _, key := range sortedKeys(en) {
			if _, ok := c[key]; !ok {
				t.Errorf("%s: missing key %q (en: %q)", lang, key, en[key])
			}
		}
		for _, key := range sortedKeys(c) {
			if _, ok := en[key]; !ok {
				t.Errorf("%s: key %q is not in English", lang, key)
			}
		}
	}
}

func TestUIValuesNotEmpty(t *testing.T) {
	for lang, c := range loadCatalogues(t) {
		for key, text := range c.text {
			if strings.TrimSpace(text) == "" {
				t.Errorf("%s: %s: %q is empty", lang, c.file[key], key)
			}
		}
	}
}

func TestUIParamsMatchEnglish(t *testing.T) {
	cats := loadCatalogues(t)
	en := cats["en"].text
	for _, lang := range uiLanguages {
		c := cats[lang]
		for _, key := range sortedKeys(c.text) {
			got, err := templateParams(c.text[key])
			if err != nil {
				t.Errorf("%s: %s: %q: %v", lang, c.file[key], key, err)
				continue
			}
			enText, ok := en[key]
			if !ok {
				continue // reported by TestUIKeysComplete
			}
			want, err := templateParams(enText)
			if err != nil {
				continue // reported for English itself
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: %q has parameters %v; English has %v", lang, key, got, want)
			}
		}
	}
}

func TestUITranslated(t *testing.T) {
	cats := loadCatalogues(t)
	en := cats["en"].text
	for _, lang := range uiLanguages[1:] {
		c := cats[lang]
		for _, key := range sortedKeys(c.text) {
			text := c.text[key]
			if text == en[key] && wordsLength(text) > 12 && !sameAsEnglish[text] {
				t.Errorf("%s: %q is the English text %q: not translated?", lang, key, text)
			}
		}
	}
}

var templateAction = regexp.MustCompile(`{{[^}]*}}`)

// wordsLength counts the runes of text outside its template actions: a
// short word beside a parameter ("Database: {{.Path}}") may well be the
// same in two languages.
func wordsLength(text string) int {
	return utf8.RuneCountInString(templateAction.ReplaceAllString(text, ""))
}

// TestUIRulingsCoverDecisions reads the Decision constants from the
// engine's source, so that a new decision cannot ship without a message.
func TestUIRulingsCoverDecisions(t *testing.T) {
	decisions, err := decisionKeys("../engine/laws/ruling.go")
	if err != nil {
		t.Fatal(err)
	}
	if len(decisions) < 40 {
		t.Fatalf("found %d Decision constants in ruling.go; the parser missed some", len(decisions))
	}
	c := loadCatalogues(t)["en"]
	for _, key := range decisions {
		if _, ok := c.text[key]; !ok {
			t.Errorf("no English message %q for a Decision in engine/laws/ruling.go", key)
		}
	}
	for key, file := range c.file {
		if file == "rulings.en.json" && !slices.Contains(decisions, key) {
			t.Errorf("rulings.en.json: %q is no Decision in engine/laws/ruling.go", key)
		}
	}
}

// decisionKeys returns "ruling." plus the value of every constant of type
// Decision declared in the Go file at path.
func decisionKeys(file string) ([]string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	var keys []string
	for _, decl := range f.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.CONST {
			continue
		}
		for _, spec := range gen.Specs {
			vs := spec.(*ast.ValueSpec)
			if typ, ok := vs.Type.(*ast.Ident); !ok || typ.Name != "Decision" {
				continue
			}
			for i, v := range vs.Values {
				lit, ok := v.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return nil, fmt.Errorf("%s: constant %s is not a string literal", file, vs.Names[i].Name)
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					return nil, fmt.Errorf("%s: constant %s: %w", file, vs.Names[i].Name, err)
				}
				keys = append(keys, "ruling."+s)
			}
		}
	}
	return keys, nil
}

// TestUIRendersWithGoI18n loads the embedded files into go-i18n as Fyne
// does and renders every message of every language with its parameters.
func TestUIRendersWithGoI18n(t *testing.T) {
	bundle := i18n.NewBundle(language.English)
	bundle.RegisterUnmarshalFunc("json", json.Unmarshal)
	entries, err := UI.ReadDir(UIDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, err := UI.ReadFile(path.Join(UIDir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := bundle.ParseMessageFileBytes(data, e.Name()); err != nil {
			t.Errorf("go-i18n rejects %s: %v", e.Name(), err)
		}
	}
	cats := loadCatalogues(t)
	for _, lang := range uiLanguages {
		loc := i18n.NewLocalizer(bundle, lang)
		for _, key := range sortedKeys(cats[lang].text) {
			params, _ := templateParams(cats[lang].text[key])
			data := map[string]any{}
			for _, p := range params {
				data[p] = "‹" + p + "›"
			}
			got, err := loc.Localize(&i18n.LocalizeConfig{MessageID: key, TemplateData: data})
			if err != nil {
				t.Errorf("%s: %q: %v", lang, key, err)
				continue
			}
			if strings.Contains(got, "<no value>") || strings.Contains(got, "{{") {
				t.Errorf("%s: %q renders as %q", lang, key, got)
			}
		}
	}
}

// templateParams lists the fields a message's template uses ({{.Name}}
// gives "Name"), sorted, without repeats.
func templateParams(text string) ([]string, error) {
	trees, err := parse.Parse("message", text, "{{", "}}")
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, tree := range trees {
		collectFields(tree.Root, seen)
	}
	return sortedKeys(seen), nil
}

func collectFields(node parse.Node, seen map[string]bool) {
	switch n := node.(type) {
	case *parse.ListNode:
		if n == nil {
			return
		}
		for _, c := range n.Nodes {
			collectFields(c, seen)
		}
	case *parse.ActionNode:
		collectFields(n.Pipe, seen)
	case *parse.PipeNode:
		if n == nil {
			return
		}
		for _, c := range n.Cmds {
			collectFields(c, seen)
		}
	case *parse.CommandNode:
		for _, a := range n.Args {
			collectFields(a, seen)
		}
	case *parse.FieldNode:
		seen[strings.Join(n.Ident, ".")] = true
	case *parse.IfNode:
		collectBranch(&n.BranchNode, seen)
	case *parse.RangeNode:
		collectBranch(&n.BranchNode, seen)
	case *parse.WithNode:
		collectBranch(&n.BranchNode, seen)
	}
}

func collectBranch(b *parse.BranchNode, seen map[string]bool) {
	collectFields(b.Pipe, seen)
	collectFields(b.List, seen)
	collectFields(b.ElseList, seen)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
