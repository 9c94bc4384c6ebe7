package ui

import (
	"fmt"
	"os"
	"path"
	"slices"
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/arbiterconsole/arbiter/locales"
)

// Languages lists the UI languages, in the order menus show them.
var Languages = []string{"en", "fr", "es", "ru", "de", "it", "pt"}

// SetLanguage makes code ("de", "fr" ...) the language of every string the
// UI shows from now on; an empty code keeps the system's language. A system
// locale of C or POSIX (or none) means English, without the parse errors
// Fyne would otherwise log for it.
func SetLanguage(code string) error {
	if code != "" && !isLanguage(code) {
		return fmt.Errorf("ui: unknown language %q (want one of %s)", code, strings.Join(Languages, ", "))
	}
	if code == "" && !systemLocaleIsC() {
		system, _, _ := strings.Cut(lang.SystemLocale().LanguageString(), "-")
		return loadTranslations("en", system) // a language the UI lacks loads nothing
	}
	if code == "" {
		code = "en"
	}
	shownLanguage.Store(code)
	// go-locale reads LC_ALL, LC_MESSAGES, LANG, then LANGUAGE unless the
	// first of those set is C: point both at the chosen language.
	os.Setenv("LANGUAGE", code)
	if systemLocaleIsC() {
		if v := os.Getenv("LC_ALL"); v != "" {
			os.Setenv("LC_ALL", code)
		} else {
			os.Setenv("LC_MESSAGES", code)
		}
	}
	return loadTranslations("en", code)
}

// shownLanguage is the code SetLanguage set last; the system's when none.
var shownLanguage atomic.Value

// currentLanguage is the UI language set last, "en" before any: the
// notation of move lists and of read-outs until the arbiter chooses one.
func currentLanguage() string {
	if code, ok := shownLanguage.Load().(string); ok && isLanguage(code) {
		return code
	}
	return "en"
}

// loadTranslations adds the UI strings of the languages in codes to
// Fyne's bundle, again if they were there: adding strings is what makes
// Fyne choose its language anew. A language's strings cost about 0.8 MB
// of heap once parsed, so the console loads English, every string's
// fallback, and the language shown; the others only when the arbiter
// chooses them.
func loadTranslations(codes ...string) error {
	files, err := locales.UI.ReadDir(locales.UIDir)
	if err != nil {
		return fmt.Errorf("ui: loading translations: %w", err)
	}
	for i, code := range codes {
		if slices.Contains(codes[:i], code) {
			continue
		}
		for _, f := range files {
			if translationLanguage(f.Name()) != code {
				continue
			}
			full := path.Join(locales.UIDir, f.Name())
			data, err := locales.UI.ReadFile(full)
			if err != nil {
				return fmt.Errorf("ui: loading translations: %w", err)
			}
			if err := lang.AddTranslations(fyne.NewStaticResource(f.Name(), data)); err != nil {
				return fmt.Errorf("ui: loading translations from %s: %w", full, err)
			}
		}
	}
	return nil
}

// translationLanguage is the language of a translation file named as Fyne
// reads them, [prefix.]lang.json: "fr" for "clock.fr.json" and "fr.json".
func translationLanguage(name string) string {
	base := strings.TrimSuffix(name, ".json")
	return base[strings.LastIndex(base, ".")+1:]
}

func isLanguage(code string) bool {
	for _, l := range Languages {
		if l == code {
			return true
		}
	}
	return false
}

// systemLocaleIsC reports whether the environment names no real locale.
func systemLocaleIsC() bool {
	loc := ""
	for _, env := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if loc = os.Getenv(env); loc != "" {
			break
		}
	}
	base, _, _ := strings.Cut(loc, ".")
	return base == "" || base == "C" || base == "POSIX"
}
