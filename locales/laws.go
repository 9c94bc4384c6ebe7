package locales

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"regexp"
	"sort"
	"strings"
	"sync"
)

//go:embed laws/*.json
var lawsFS embed.FS

// ErrNoArticle is returned (wrapped) when no edition or language has the
// article asked for.
var ErrNoArticle = errors.New("no such article")

// ArticleText is one article of the Laws in one language. (The brief named
// it Article; Go cannot have a type and the lookup function Article in one
// package, and callers write the function's name far more often.)
type ArticleText struct {
	ID, Heading, Text, Edition, Lang, Source string
	// Fallback is empty when the article is in the edition and language
	// asked for; otherwise it says which was used instead and why.
	Fallback string
	// Rule, for a 2023 provision whose rule or wording 2023 changed, is
	// this project's own statement of the 2023 rule in the reader's
	// language, to be shown first; Older then labels Text as the older
	// wording (the 2018 article it shows).
	Rule, Older string
}

// document is one embedded file: an edition in a language.
type document struct {
	Edition  string `json:"edition"`
	Lang     string `json:"lang"`
	Articles []struct {
		ID      string `json:"id"`
		Heading string `json:"heading"`
		Text    string `json:"text"`
		Source  string `json:"source"`
	} `json:"articles"`
}

// library is every embedded document, indexed.
type library struct {
	docs  map[string]*document // by "2018-en"
	index map[string]int       // by "2018-en/7.5.5": position in Articles
	conc  []concordanceEntry
	notes noteTranslations
	err   error
}

var (
	libOnce sync.Once
	lib     library
)

var docName = regexp.MustCompile(`^(\d{4})-([a-z]{2})\.json$`)

// load parses the embedded files once.
func load() *library {
	libOnce.Do(func() { lib = readLibrary() })
	return &lib
}

func readLibrary() library {
	l := library{docs: map[string]*document{}, index: map[string]int{}}
	entries, err := lawsFS.ReadDir("laws")
	if err != nil {
		l.err = fmt.Errorf("locales: %w", err)
		return l
	}
	for _, e := range entries {
		name := e.Name()
		data, err := lawsFS.ReadFile(path.Join("laws", name))
		if err != nil {
			l.err = fmt.Errorf("locales: %w", err)
			return l
		}
		if name == "concordance.json" {
			if l.conc, err = parseConcordance(data); err != nil {
				l.err = fmt.Errorf("locales: %s: %w", name, err)
				return l
			}
			continue
		}
		if name == "concordance-notes.json" {
			if l.notes, err = parseNoteTranslations(data); err != nil {
				l.err = fmt.Errorf("locales: %s: %w", name, err)
				return l
			}
			continue
		}
		if !docName.MatchString(name) {
			continue
		}
		var d document
		if err := json.Unmarshal(data, &d); err != nil {
			l.err = fmt.Errorf("locales: %s: %w", name, err)
			return l
		}
		key := d.Edition + "-" + d.Lang
		l.docs[key] = &d
		for i, a := range d.Articles {
			l.index[key+"/"+a.ID] = i
		}
	}
	return l
}

// lookup returns the article if that edition and language has it.
func (l *library) lookup(edition, lang, id string) (ArticleText, bool) {
	key := edition + "-" + lang
	i, ok := l.index[key+"/"+id]
	if !ok {
		return ArticleText{}, false
	}
	a := l.docs[key].Articles[i]
	return ArticleText{ID: a.ID, Heading: a.Heading, Text: a.Text, Edition: edition, Lang: lang, Source: a.Source}, true
}

func (l *library) hasEdition(edition, lang string) bool {
	_, ok := l.docs[edition+"-"+lang]
	return ok
}

// nearestEditions lists the other editions to try, nearest first.
var nearestEditions = map[string][]string{
	"2018": {"2017", "2014"},
	"2017": {"2018", "2014"},
	"2014": {"2017", "2018"},
}

// Article returns article id of the given edition in the given language.
// When the language lacks it, it returns the same article from the
// nearest edition in that language (2017 for 2018 and back, then 2014
// through the concordance), then the English text, and says so in
// Fallback, written in lang (English when the package has no wording for
// lang). A 2014 item ("7.5 b") returns its whole article, 7.5.
func Article(edition, lang, id string) (ArticleText, error) {
	l := load()
	if l.err != nil {
		return ArticleText{}, l.err
	}
	id = strings.TrimSpace(id)
	if edition == Edition2023 {
		return article2023(lang, id)
	}
	if a, ok := l.lookup(edition, lang, articleOf(id)); ok {
		if edition == "2014" {
			a = withItem(a, lang, id)
		}
		return a, nil
	}
	words := noteWriter(lang)
	why := words.fill(words.articleMissing, id, edition, "")
	if !l.hasEdition(edition, lang) {
		why = words.fill(words.editionMissing, id, edition, "")
	}
	for _, other := range nearestEditions[edition] {
		if a, ok := l.inEdition(edition, id, other, lang); ok {
			a.Fallback = why + words.fill(words.otherEdition, a.ID, other, "") + l.difference(words, a.ID, other)
			return a, nil
		}
	}
	if lang != "en" {
		if a, ok := l.lookup(edition, "en", articleOf(id)); ok {
			a.Fallback = why + words.english
			return a, nil
		}
		for _, other := range nearestEditions[edition] {
			if a, ok := l.inEdition(edition, id, other, "en"); ok {
				a.Fallback = why + words.fill(words.englishOtherEdition, a.ID, other, "") + l.difference(words, a.ID, other)
				return a, nil
			}
		}
	}
	return ArticleText{}, fmt.Errorf("locales: article %q, edition %s, language %s: %w", id, edition, lang, ErrNoArticle)
}

// inEdition finds the article that id of edition from became in edition
// to, in lang.
func (l *library) inEdition(from, id, to, lang string) (ArticleText, bool) {
	target, ok := Concordance(from, id, to)
	if !ok {
		return ArticleText{}, false
	}
	return l.lookup(to, lang, articleOf(target))
}

// difference returns the concordance's note on how the rule changed
// between editions, in the reader's language, as a clause to append to a
// fallback, or "".
func (l *library) difference(words fallbackNote, id, edition string) string {
	for _, e := range l.conc {
		if e[edition] == id && e["note"] != "" {
			return words.fill(words.differ, id, edition, l.notes.in(words.lang, e["note"]))
		}
	}
	return ""
}

// articleOf drops a 2014 item letter: "7.5 b" is inside article 7.5.
func articleOf(id string) string {
	base, _, _ := strings.Cut(id, " ")
	return base
}

// Editions lists the editions held, oldest first.
func Editions() []string {
	return distinct(func(d *document) string { return d.Edition })
}

// Languages lists the language codes held, sorted.
func Languages() []string {
	return distinct(func(d *document) string { return d.Lang })
}

func distinct(field func(*document) string) []string {
	seen := map[string]bool{}
	var out []string
	for _, d := range load().docs {
		if v := field(d); !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	sort.Strings(out)
	return out
}

// Stats returns the number of articles per language and edition:
// Stats()["en"]["2018"] == 343.
func Stats() map[string]map[string]int {
	out := map[string]map[string]int{}
	for _, d := range load().docs {
		if out[d.Lang] == nil {
			out[d.Lang] = map[string]int{}
		}
		out[d.Lang][d.Edition] = len(d.Articles)
	}
	return out
}

// Entry is one line of a table of contents.
type Entry struct {
	ID, Heading string
}

// Contents lists the articles of an edition in a language, in article
// order. Heading is the article's heading, or the start of its text where
// it has none. It is empty when the language lacks the edition.
func Contents(edition, lang string) []Entry {
	if edition == Edition2023 {
		return contents2023(lang)
	}
	d, ok := load().docs[edition+"-"+lang]
	if !ok {
		return nil
	}
	out := make([]Entry, len(d.Articles))
	for i, a := range d.Articles {
		h := a.Heading
		if h == "" {
			h = abbreviate(firstLine(a.Text), 60)
		}
		out[i] = Entry{ID: a.ID, Heading: h}
	}
	return out
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// abbreviate cuts s to at most n runes at a word boundary, marking the cut.
func abbreviate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	cut := string(r[:n])
	if i := strings.LastIndex(cut, " "); i > n/2 {
		cut = cut[:i]
	}
	return cut + "…"
}
