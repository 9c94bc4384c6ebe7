package locales

import (
	"sort"
	"strings"
	"unicode"
)

// Hit is one article that matches a search.
type Hit struct {
	ID, Edition, Lang string
	Heading           string
	Snippet           string // the text around the first match
	Score             int    // matches of the query's words; higher first
}

// Search finds the articles whose text or heading holds every word of
// query, ignoring case and accents ("echec" finds "échec", "ничья" finds
// "ничья"). An empty edition or lang searches all of them. Hits come best
// first, then in edition, language and article order.
func Search(query, edition, lang string) []Hit {
	if edition == Edition2023 {
		return search2023(query, lang)
	}
	words := strings.Fields(fold(query))
	if len(words) == 0 {
		return nil
	}
	var hits []Hit
	for _, d := range load().docs {
		if edition != "" && d.Edition != edition || lang != "" && d.Lang != lang {
			continue
		}
		for _, a := range d.Articles {
			text := fold(a.Heading + "\n" + a.Text)
			score := 0
			for _, w := range words {
				n := strings.Count(text, w)
				if n == 0 {
					score = 0
					break
				}
				score += n
			}
			if score > 0 {
				hits = append(hits, Hit{ID: a.ID, Edition: d.Edition, Lang: d.Lang, Heading: a.Heading,
					Snippet: snippet(a.Text, words[0]), Score: score})
			}
		}
	}
	sort.Slice(hits, func(i, j int) bool {
		a, b := hits[i], hits[j]
		if a.Score != b.Score {
			return a.Score > b.Score
		}
		if a.Edition != b.Edition {
			return a.Edition > b.Edition
		}
		if a.Lang != b.Lang {
			return a.Lang < b.Lang
		}
		return compareIDs(a.ID, b.ID) < 0
	})
	return hits
}

// snippet returns up to 80 runes of text around the first place word
// (already folded) occurs.
func snippet(text, word string) string {
	runes := []rune(text)
	folded := []rune(foldKeepLength(text))
	at := strings.Index(string(folded), word)
	if at < 0 {
		return abbreviate(firstLine(text), 80)
	}
	start := len([]rune(string(folded)[:at])) - 30
	if start < 0 {
		start = 0
	}
	end := start + 80
	if end > len(runes) {
		end = len(runes)
	}
	s := strings.ReplaceAll(string(runes[start:end]), "\n", " ")
	if start > 0 {
		s = "…" + s
	}
	if end < len(runes) {
		s += "…"
	}
	return s
}

// accentFold maps letters with diacritics to their base letter. One rune
// each, so folded text keeps its rune positions.
var accentFold = map[rune]rune{
	'à': 'a', 'á': 'a', 'â': 'a', 'ã': 'a', 'ä': 'a', 'å': 'a',
	'ç': 'c', 'è': 'e', 'é': 'e', 'ê': 'e', 'ë': 'e',
	'ì': 'i', 'í': 'i', 'î': 'i', 'ï': 'i', 'ñ': 'n',
	'ò': 'o', 'ó': 'o', 'ô': 'o', 'õ': 'o', 'ö': 'o',
	'ù': 'u', 'ú': 'u', 'û': 'u', 'ü': 'u', 'ý': 'y', 'ÿ': 'y',
	'ё': 'е', 'й': 'и',
	'’': '\'', '‘': '\'',
}

// foldKeepLength lower-cases text and strips accents rune for rune.
func foldKeepLength(s string) string {
	return strings.Map(func(r rune) rune {
		r = unicode.ToLower(r)
		if f, ok := accentFold[r]; ok {
			return f
		}
		return r
	}, s)
}

// fold is the search form of a text: lower case, no accents, "ß" as "ss".
func fold(s string) string {
	return strings.ReplaceAll(foldKeepLength(s), "ß", "ss")
}
