package ui

import (
	"encoding/json"
	"io/fs"
	"os"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/locales"
)

// Every window of the console, walked in French and in Russian, shows no
// string of the English UI that the language translates: the wall, the
// menus, every dialog of the Round and File menus, the check-in, the
// results and default-time screens, the hall screen, the settings, the
// Laws browser, and a board window with every one of its actions.
func TestEveryWindowTranslated(t *testing.T) {
	for _, code := range []string{"fr", "ru"} {
		t.Run(code, func(t *testing.T) {
			english := englishOnly(t, code)
			if err := SetLanguage(map[bool]string{true: "en", false: code}[os.Getenv("NOENGLISH_SELFTEST") != ""]); err != nil {
				t.Fatal(err)
			}
			defer SetLanguage("en")
			c, _ := newLiveConsole(t, 4)
			c.win.Resize(fyne.NewSize(1600, 960))
			seen := map[string]string{} // English string shown -> where
			look := func(where string) {
				for _, s := range windowTexts(c) {
					if english.matches(s) {
						seen[s] = where
					}
				}
				closeAll(c)
			}
			look("wall")
			for _, m := range c.win.MainMenu().Items {
				for _, it := range m.Items {
					if english.matches(it.Label) {
						seen[it.Label] = "menu " + m.Label
					}
				}
			}
			for name, open := range map[string]func(){
				"check-in": c.showCheckIn, "results": c.showResults, "hall": c.showHall,
				"round table": c.showRoundTable, "standings": c.showStandings, "export": c.showExport,
				"close round": c.confirmCloseRound, "new event": c.showSetup, "laws": c.ShowLaws,
				"about": c.showAbout, "default time": c.showDefaultTime,
				"settings": func() { showSettings(c.app, c.win, c.keys, c.settings, nil) },
			} {
				open()
				look(name)
			}
			w := openBoard(t, c, 1)
			test.Type(w.entry, "e4") // the move typed, read back as it will be announced
			look("board window")
			for i := range w.commandActions() {
				w = openBoard(t, c, 1)
				a := w.commandActions()[i]
				a.run()
				look("board window: " + a.key)
			}
			for s, where := range seen {
				t.Errorf("%s: English %q", where, s)
			}
		})
	}
}

// englishStrings are the English UI strings a language translates, as
// literal strings and, for templates, as patterns.
type englishStrings struct {
	literal  map[string]bool
	patterns []*regexp.Regexp
}

func (e englishStrings) matches(s string) bool {
	s = strings.TrimSpace(s)
	if e.literal[s] {
		return true
	}
	for _, p := range e.patterns {
		if p.MatchString(s) {
			return true
		}
	}
	return false
}

// englishOnly reads the English strings whose translation into code
// differs, long enough to be words rather than a symbol.
func englishOnly(t *testing.T, code string) englishStrings {
	t.Helper()
	read := func(lang string) map[string]string {
		out := map[string]string{}
		names, _ := fs.Glob(locales.UI, path.Join(locales.UIDir, "*.json"))
		for _, full := range names {
			name := path.Base(full)
			if name != lang+".json" && !strings.HasSuffix(name, "."+lang+".json") {
				continue
			}
			data, err := locales.UI.ReadFile(full)
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]string
			if err := json.Unmarshal(data, &m); err != nil {
				t.Fatal(err)
			}
			for k, v := range m {
				out[k] = v
			}
		}
		return out
	}
	en, other := read("en"), read(code)
	translated := map[string]bool{}
	for _, v := range other {
		translated[v] = true
	}
	e := englishStrings{literal: map[string]bool{}}
	field := regexp.MustCompile(`\{\{[^}]*\}\}`)
	for k, v := range en {
		if other[k] == v || translated[v] || len([]rune(v)) < 4 || !strings.ContainsAny(v, "abcdefghijklmnopqrstuvwxyz") {
			continue
		}
		if !strings.Contains(v, "{{") {
			e.literal[v] = true
			continue
		}
		static := field.ReplaceAllString(v, "")
		if len(strings.Fields(static)) < 2 {
			continue // a template of mostly fields says nothing in a language
		}
		parts := field.Split(v, -1)
		for i, p := range parts {
			parts[i] = regexp.QuoteMeta(p)
		}
		e.patterns = append(e.patterns, regexp.MustCompile("^"+strings.Join(parts, ".*")+"$"))
	}
	return e
}

// windowTexts are the strings of every window of the app and of the
// dialogs over them.
func windowTexts(c *Console) []string {
	var out []string
	for _, w := range c.app.Driver().AllWindows() {
		if w.Canvas() == nil {
			continue
		}
		out = append(out, w.Title())
		objects := everything(w.Content())
		if ov := w.Canvas().Overlays(); ov != nil {
			for _, o := range ov.List() {
				objects = append(objects, everything(o)...)
			}
		}
		for _, o := range objects {
			switch x := o.(type) {
			case *widget.Label:
				out = append(out, x.Text)
			case *widget.Button:
				out = append(out, x.Text)
			case *canvas.Text:
				out = append(out, x.Text)
			case *widget.Check:
				out = append(out, x.Text)
			case *widget.Entry:
				out = append(out, x.PlaceHolder)
			case *widget.Select:
				out = append(out, x.PlaceHolder)
				out = append(out, x.Options...)
			case *widget.RadioGroup:
				out = append(out, x.Options...)
			case *widget.RichText:
				out = append(out, strings.Split(x.String(), "\n")...)
			}
		}
	}
	return slices.DeleteFunc(out, func(s string) bool { return strings.TrimSpace(s) == "" })
}

// closeAll hides every dialog and closes every window but the console.
func closeAll(c *Console) {
	for _, w := range c.windows {
		for w.keys != nil && w.keys.top() != nil {
			w.keys.top().dismiss()
		}
	}
	for c.keys.top() != nil {
		c.keys.top().dismiss()
	}
	for _, w := range c.app.Driver().AllWindows() {
		if w != nil && w != c.win && w.Canvas() != nil {
			w.Close()
		}
	}
	for top := c.win.Canvas().Overlays().Top(); top != nil; top = c.win.Canvas().Overlays().Top() {
		top.Hide()
		c.win.Canvas().Overlays().Remove(top)
	}
	for n := range c.windows {
		delete(c.windows, n)
	}
}
