package locales

import (
	"encoding/json"
	"io/fs"
	"path"
	"strings"
	"sync"
	"text/template"
)

// uiTexts holds each language's strings of UI, read once.
var uiTexts struct {
	sync.Mutex
	byLang map[string]map[string]string
}

// uiStrings returns every string of a language: ui/LANG.json and every
// group's ui/GROUP.LANG.json, as Fyne reads them; nil when UI has no such
// language.
func uiStrings(lang string) map[string]string {
	uiTexts.Lock()
	defer uiTexts.Unlock()
	if m, ok := uiTexts.byLang[lang]; ok {
		return m
	}
	var m map[string]string
	names, _ := fs.Glob(UI, path.Join(UIDir, "*.json"))
	for _, full := range names {
		name := path.Base(full)
		if name != lang+".json" && !strings.HasSuffix(name, "."+lang+".json") {
			continue
		}
		data, err := UI.ReadFile(full)
		if err != nil {
			continue
		}
		var part map[string]string
		if json.Unmarshal(data, &part) != nil {
			continue // ui_test.go keeps the files valid
		}
		if m == nil {
			m = map[string]string{}
		}
		for k, v := range part {
			m[k] = v
		}
	}
	if uiTexts.byLang == nil {
		uiTexts.byLang = map[string]map[string]string{}
	}
	uiTexts.byLang[lang] = m
	return m
}

// UIText is the string key of UI in a language, its template filled with
// params, in English when the language lacks it; ok is false when neither
// has the key. Documents written outside the UI (PGN comments, the appeal
// record) use it; the UI itself translates through Fyne, from the same
// files.
func UIText(lang, key string, params map[string]any) (text string, ok bool) {
	s, ok := uiStrings(lang)[key]
	if !ok {
		s, ok = uiStrings("en")[key]
	}
	if !ok {
		return key, false
	}
	if !strings.Contains(s, "{{") {
		return s, true
	}
	t, err := template.New(key).Option("missingkey=zero").Parse(s)
	if err != nil {
		return s, true
	}
	var b strings.Builder
	if err := t.Execute(&b, params); err != nil {
		return s, true
	}
	return strings.ReplaceAll(b.String(), "<no value>", ""), true
}
