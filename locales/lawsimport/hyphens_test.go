package lawsimport

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// writtenBothWays are hyphenated words the language also writes as one
// word in these texts: not line breaks.
var writtenBothWays = map[string]bool{"king-side": true, "queen-side": true, "xeque-mate": true}

// sourceSpellings are hyphens the source writes in the middle of a line,
// not at a line break (001 line 489): the importer keeps what it read.
var sourceSpellings = map[string]bool{"снизу-вверх": true}

// No word of any imported text keeps a hyphen that only broke it at a line
// end, nor lost one the language writes: each language's own rules decide.
func TestNoLineBreakHyphenLeft(t *testing.T) {
	files, err := filepath.Glob("../laws/20*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no Laws texts: %v", err)
	}
	var docs []Document
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var d Document
		if err := json.Unmarshal(data, &d); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		docs = append(docs, d)
	}
	token := regexp.MustCompile(`[\p{L}]+(?:-[\p{L}]+)+`)
	for _, d := range docs {
		v := newVocabulary(docs, d.Lang)
		for _, a := range d.Articles {
			for _, w := range token.FindAllString(a.Text, -1) {
				if why := lineBreakHyphen(d.Lang, w, v); why != "" {
					t.Errorf("%s-%s %s: %q: %s", d.Edition, d.Lang, a.ID, w, why)
				}
			}
			if d.Lang == "ru" {
				for _, w := range ruParticleWord.FindAllString(a.Text, -1) {
					t.Errorf("%s-%s %s: %q lost the hyphen before its particle", d.Edition, d.Lang, a.ID, w)
				}
			}
		}
	}
}

// lineBreakHyphen says why w is a hyphen the language would not write,
// or "".
func lineBreakHyphen(lang, w string, v vocabulary) string {
	lw := strings.ToLower(w)
	if writtenBothWays[lw] || sourceSpellings[lw] {
		return ""
	}
	parts := strings.Split(w, "-")
	x, y := parts[0], parts[len(parts)-1]
	switch {
	case len(parts) == 2 && startsLower(y) && v.plain[strings.ToLower(x+y)] > 0:
		return "the language writes " + strings.ToLower(x+y) + " as one word"
	case lang == "de" && startsUpper(x) && startsLower(y) && len([]rune(y)) > 3:
		return "German capitalises the part of a compound after its hyphen"
	case lang == "ru" && isCyrillic(x) && isCyrillic(y) && len([]rune(x)) > 1 && !ruParticles[strings.ToLower(y)] && !ruPrefixes[strings.ToLower(x)]:
		return "Russian hyphenates only particles (-то, -либо, -нибудь), prefixes (по-, кое-) and file letters (с-поле)"
	case v.plain[strings.ToLower(x)] == 0 && len(x) > 3:
		for k := 1; k < len(x); k++ {
			if _, ok := v.hyphenated[fold(strings.ToLower(x[:k]+"-"+x[k:]+strings.TrimPrefix(lw, strings.ToLower(x))))]; ok {
				return "a hyphen lost inside " + x
			}
		}
	}
	return ""
}

// The repairs themselves, on the words the sources break.
func TestRepairHyphens(t *testing.T) {
	docs := []Document{
		{Edition: "2017", Lang: "ru", Articles: []Record{{ID: "1", Text: "Если соперник какой-либо. Ес-ли со-перник какойлибо по-немецки."}}},
		{Edition: "2017", Lang: "de", Articles: []Record{{ID: "1", Text: "Stellungs-wiederholung, Schnellschach-Partie, e-Zigaretten"}}},
		{Edition: "2017", Lang: "fr", Articles: []Record{{ID: "1", Text: "lui-même et lui-me me, celle-ci"}}},
		{Edition: "2018", Lang: "en", Articles: []Record{{ID: "1", Text: "an up-to-date and an upto-date scoresheet, re-establish"}}},
	}
	want := []string{
		"Если соперник какой-либо. Если соперник какой-либо по-немецки.",
		"Stellungswiederholung, Schnellschach-Partie, e-Zigaretten",
		"lui-même et lui-même, celle-ci",
		"an up-to-date and an up-to-date scoresheet, re-establish",
	}
	rep := &Report{}
	repairHyphens(docs, rep)
	for i, d := range docs {
		if got := d.Articles[0].Text; got != want[i] {
			t.Errorf("%s: %q, want %q", d.Lang, got, want[i])
		}
	}
	if len(rep.Repairs) != 6 {
		t.Errorf("%d repairs logged, want 6: %+v", len(rep.Repairs), rep.Repairs)
	}
}
