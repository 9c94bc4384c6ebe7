package ui

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"fyne.io/fyne/v2/lang"

	"github.com/arbiterconsole/arbiter/locales"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// TestEveryStringKeyIsInEnglish checks that each key the UI looks up has an
// English text, so that translators start from complete English files
// (en.json and the [prefix.]en.json files beside it).
func TestEveryStringKeyIsInEnglish(t *testing.T) {
	english := map[string]string{}
	enFiles, _ := fs.Glob(locales.UI, locales.UIDir+"/*en.json") // en.json, access.en.json ...
	for _, name := range enFiles {
		data, err := locales.UI.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &english); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	keys := map[string]bool{}
	literal := regexp.MustCompile(`(?:lang\.L|errorf|record|translated)\("([a-z_.0-9]+)"|key: "([a-z_.]+)"`)
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range literal.FindAllStringSubmatch(string(src), -1) {
			keys[m[1]+m[2]] = true
		}
	}
	dynamic := map[string][]string{
		"console.filter.": filters, "console.sort.": orders, "console.density.": Densities, "illegal.": IllegalArticles,
		"claim.": Claims, "penalty.": Penalties, "side.": {"white", "black"}, "side.mark.": {"white", "black"},
		"gametype.":        {"standard", "rapid", "blitz", "unknown"},
		"export.format.":   exportFormatNames(),
		"access.slip.":     {"capture", "check", "checkmate", "en_passant", "promotion"},
		"access.piece.":    {"q", "r", "b", "n"},
		"pairing.bye.":     byeKindNames(),
		"assign.role.":     {"chief", "deputy"},
		"pairprog.system.": pairingSystems,
		"between.kind.":    betweenKinds,
	}
	// The table's entries without a form of their own (commandactions.go).
	own := map[CommandKind]bool{}
	for _, a := range (&BoardWindow{}).ownActions() {
		for _, k := range a.kinds {
			own[k] = true
		}
	}
	for _, spec := range view.Commands {
		if own[spec.Kind] {
			continue
		}
		keys["command."+string(spec.Kind)] = true
		for _, o := range spec.Options {
			keys["command."+string(spec.Kind)+"."+o] = true
		}
		for _, d := range decisionNames(spec.Decisions) {
			keys["command.decision."+d] = true
		}
	}
	delete(keys, "command.decision.")
	delete(keys, "command.") // the prefix of tableAction
	for prefix, list := range dynamic {
		delete(keys, prefix)
		for _, k := range list {
			keys[prefix+k] = true
		}
	}
	if len(keys) < 100 {
		t.Fatalf("found only %d keys: the pattern no longer matches the code", len(keys))
	}
	for k := range keys {
		if english[k] == "" {
			t.Errorf("key %q has no English text in en.json", k)
		}
	}
}

func byeKindNames() []string {
	names := make([]string, len(view.ByeKinds))
	for i, k := range view.ByeKinds {
		names[i] = string(k)
	}
	return names
}

func exportFormatNames() []string {
	names := make([]string, len(ExportFormats))
	for i, f := range ExportFormats {
		names[i] = string(f)
	}
	return names
}

// Choosing a language loads its strings; choosing one shown before shows
// it again, and English comes back whatever was chosen in between.
func TestSetLanguageSwitchesBack(t *testing.T) {
	defer SetLanguage("en")
	for _, step := range []struct{ code, want string }{
		{"fr", "Fichier"}, {"de", "Datei"}, {"fr", "Fichier"}, {"en", "File"}, {"de", "Datei"},
	} {
		if err := SetLanguage(step.code); err != nil {
			t.Fatal(err)
		}
		if got := lang.L("menu.file"); got != step.want {
			t.Errorf("after SetLanguage(%q): menu.file is %q, want %q", step.code, got, step.want)
		}
	}
}

func TestTranslationLanguage(t *testing.T) {
	for name, want := range map[string]string{"fr.json": "fr", "clock.fr.json": "fr", "access.pt.json": "pt", "en.json": "en"} {
		if got := translationLanguage(name); got != want {
			t.Errorf("translationLanguage(%q) = %q, want %q", name, got, want)
		}
	}
}

// With no language chosen, the system's is shown when the UI has it.
func TestSetLanguageFollowsTheSystem(t *testing.T) {
	defer SetLanguage("en")
	for _, env := range []struct{ name, value string }{{"LC_ALL", ""}, {"LC_MESSAGES", ""}, {"LANGUAGE", ""}, {"LANG", "de_DE.UTF-8"}} {
		t.Setenv(env.name, env.value)
	}
	if err := SetLanguage(""); err != nil {
		t.Fatal(err)
	}
	if got := lang.L("menu.file"); got != "Datei" {
		t.Errorf("with LANG=de_DE.UTF-8: menu.file is %q, want Datei", got)
	}
}
