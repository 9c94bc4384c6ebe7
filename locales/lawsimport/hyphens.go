package lawsimport

import (
	"regexp"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// The sources keep hyphens that only broke a word at a line end ("Ес-ли",
// "Stellungs-wiederholung"), lost one ("upto-date") or split an accented
// letter ("lui-me me"). CleanText cannot tell them from real hyphens: it
// sees one fragment and no language. repairHyphens runs once every
// document is read, with each language's vocabulary, and logs each fix.

// hyphenated is a word with inner hyphens; splitAccent the same followed
// by a short fragment, as in "lui-me me" (French: "lui-même").
var (
	hyphenated  = regexp.MustCompile(`[\p{L}]+(?:-[\p{L}]+)+`)
	splitAccent = regexp.MustCompile(`[\p{L}]+-[\p{L}]+ [a-z]{1,3}\b`)
)

// Russian hyphens the language writes: particles after the hyphen and
// prefixes before it (какой-либо, кто-нибудь, по-немецки, пол-очка).
var (
	ruParticles = map[string]bool{"то": true, "либо": true, "нибудь": true, "ка": true, "таки": true, "де": true, "х": true}
	ruPrefixes  = map[string]bool{"по": true, "во": true, "кое": true, "пол": true, "из": true, "вице": true, "экс": true}
)

// ruParticleWord is a Russian word ending in a particle that the language
// hyphenates: "какойлибо", a hyphen lost when a line break was mended.
var ruParticleWord = regexp.MustCompile(`[а-яё]+(?:либо|нибудь)`)

// rehyphenate gives back the hyphen of "какой-либо" when the language
// writes the word so elsewhere.
func (v vocabulary) rehyphenate(w string) string {
	for p := range ruParticles {
		if base, ok := strings.CutSuffix(w, p); ok && base != "" {
			if known, ok := v.hyphenated[fold(base+"-"+p)]; ok {
				return known
			}
		}
	}
	return w
}

// vocabulary is the words of one language, from all its documents: plain
// words and hyphenated ones, lower case, with accents folded for lookup.
type vocabulary struct {
	plain      map[string]int
	hyphenated map[string]string // folded form -> form as written
}

var wordOrHyphenated = regexp.MustCompile(`[\p{L}]+(?:-[\p{L}]+)*`)

func newVocabulary(docs []Document, lang string) vocabulary {
	v := vocabulary{plain: map[string]int{}, hyphenated: map[string]string{}}
	for _, d := range docs {
		if d.Lang != lang {
			continue
		}
		for _, a := range d.Articles {
			for _, w := range wordOrHyphenated.FindAllString(a.Text, -1) {
				lw := strings.ToLower(w)
				if strings.Contains(lw, "-") {
					v.hyphenated[fold(lw)] = lw
				} else {
					v.plain[lw]++
				}
			}
		}
	}
	return v
}

// fold drops accents: "même" and "meme" compare equal.
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// repairHyphens fixes the hyphens of every document, in place.
func repairHyphens(docs []Document, rep *Report) {
	vocab := map[string]vocabulary{}
	for _, d := range docs {
		if _, ok := vocab[d.Lang]; !ok {
			vocab[d.Lang] = newVocabulary(docs, d.Lang)
		}
	}
	for i := range docs {
		d := &docs[i]
		v := vocab[d.Lang]
		for j := range d.Articles {
			a := &d.Articles[j]
			fix := func(repair func(string) string) func(string) string {
				return func(w string) string {
					fixed := repair(w)
					if fixed != w {
						rep.add(docKey{d.Edition, d.Lang}, a.ID, "hyphen repaired", "“"+w+"” → “"+fixed+"” ("+a.Source+")")
					}
					return fixed
				}
			}
			a.Text = splitAccent.ReplaceAllStringFunc(a.Text, fix(v.rejoinAccent))
			if d.Lang == "ru" {
				a.Text = ruParticleWord.ReplaceAllStringFunc(a.Text, fix(v.rehyphenate))
			}
			a.Text = hyphenated.ReplaceAllStringFunc(a.Text, fix(func(w string) string { return v.repair(d.Lang, w) }))
		}
	}
}

// rejoinAccent mends "lui-me me" into "lui-même" when the language
// writes that word elsewhere; w is a hyphenated word, a space and a
// fragment.
func (v vocabulary) rejoinAccent(w string) string {
	word, tail, _ := strings.Cut(w, " ")
	if known, ok := v.hyphenated[fold(strings.ToLower(word+tail))]; ok && fold(known) != fold(strings.ToLower(word)) {
		return matchCase(word, known)
	}
	return w
}

// repair returns the hyphenated word as the language writes it.
func (v vocabulary) repair(lang, word string) string {
	parts := strings.Split(word, "-")
	// A lost hyphen: "upto-date" where the language writes "up-to-date".
	if first := strings.ToLower(parts[0]); v.plain[first] == 0 {
		rest := strings.ToLower(word[len(parts[0]):])
		for k := 1; k < len(first); k++ {
			if known, ok := v.hyphenated[fold(first[:k]+"-"+first[k:]+rest)]; ok {
				return matchCase(parts[0], known)
			}
		}
	}
	if len(parts) != 2 {
		return word
	}
	x, y := parts[0], parts[1]
	if !startsLower(y) {
		return word
	}
	switch lang {
	case "ru":
		// Cyrillic halves, neither a particle nor a prefix, that the
		// language writes as one word elsewhere, or whose halves are no
		// words at all ("вме-шиваются"): a line-break hyphen.
		lx, ly := strings.ToLower(x), strings.ToLower(y)
		if isCyrillic(x) && isCyrillic(y) && len([]rune(x)) > 1 && !ruParticles[ly] && !ruPrefixes[lx] &&
			(v.plain[lx+ly] > 0 || v.plain[lx] == 0 && v.plain[ly] == 0) {
			return x + y
		}
	case "de":
		// German writes the part after a compound's hyphen as a word of
		// its own (Schnellschach-Partie); a noun broken at the line end
		// keeps a lower-case rest (Stellungs-wiederholung).
		if startsUpper(x) && len([]rune(y)) > 3 {
			return x + y
		}
	}
	return word
}

// matchCase writes known with the first letter's case of like.
func matchCase(like, known string) string {
	if startsUpper(like) {
		r := []rune(known)
		r[0] = unicode.ToUpper(r[0])
		return string(r)
	}
	return known
}

func startsLower(s string) bool {
	for _, r := range s {
		return unicode.IsLower(r)
	}
	return false
}

func startsUpper(s string) bool {
	for _, r := range s {
		return unicode.IsUpper(r)
	}
	return false
}

func isCyrillic(s string) bool {
	for _, r := range s {
		if !unicode.Is(unicode.Cyrillic, r) {
			return false
		}
	}
	return s != ""
}
