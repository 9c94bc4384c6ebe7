package lawsimport

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// read000 reads the 2014 table: rows of a number cell then EN, FR, ES, RU
// cells with HTML fragments. Rows with an empty number continue the
// article above; ten of them lost their first (empty) column, so every
// language sits one column to the left. Lettered items ("7.5 b") stay
// inside their article, one item per line.
var langs000 = []string{"en", "fr", "es", "ru"}

// heading000 matches the titles of parts, articles and appendices.
var heading000 = regexp.MustCompile(`^(?:Article \d|Appendix|APPENDICES|ANNEXES|Annexe|BASIC RULES|COMPETITION RULES|Приложение|ПРИЛОЖЕНИЕ|[A-G] [A-ZÁÉ])`)

func read000(src string, col *collection) error {
	current := map[string]*Record{}
	var records []struct {
		lang string
		rec  *Record
	}
	for i, line := range strings.Split(src, "\n") {
		fields := strings.Split(line, "\t")
		where := fmt.Sprintf("000 line %d", i+1)
		var numberCell string
		var texts []string
		switch len(fields) {
		case len(langs000) + 1:
			numberCell, texts = fields[0], fields[1:]
		case len(langs000):
			if isLeftover(strings.TrimSpace(fields[0])) {
				continue
			}
			col.report.add(docKey{"2014", "en"}, "", "shifted columns", where+": the empty number column was lost; cells moved one column right")
			texts = fields
		default:
			continue
		}
		for j := range texts {
			texts[j] = CleanText(texts[j])
		}
		number := CleanText(numberCell)
		if isLeftover(number) && number != "" || allEmpty(texts) {
			continue // "--" leftovers and empty rows
		}
		if number == "" && (heading000.MatchString(texts[0]) || heading000.MatchString(texts[1])) {
			current = map[string]*Record{}
			continue
		}
		if number == "" {
			for j, lang := range langs000 {
				if rec := current[lang]; rec != nil && texts[j] != "" {
					rec.Text = joinContinuation(rec.Text, texts[j])
				}
			}
			continue
		}
		id, ok := NormalizeID(number)
		if !ok {
			return fmt.Errorf("line %d: number cell %q is no article number", i+1, number)
		}
		for j, lang := range langs000 {
			rec := &Record{ID: id, Text: texts[j], Source: where}
			current[lang] = rec
			records = append(records, struct {
				lang string
				rec  *Record
			}{lang, rec})
		}
	}
	if len(records) == 0 {
		return errNoArticles
	}
	texts := map[string][]*Record{}
	for _, r := range records {
		r.rec.Text = SplitItems(CleanText(r.rec.Text))
		texts[r.lang] = append(texts[r.lang], r.rec)
	}
	removeRepeats(texts, col.report)
	for _, r := range records {
		col.add("2014", r.lang, *r.rec)
	}
	return nil
}

func allEmpty(texts []string) bool {
	for _, t := range texts {
		if t != "" {
			return false
		}
	}
	return true
}

// removeRepeats drops text that repeats an earlier article of the same
// document: a cell that is wholly a copy of an earlier one (RU 1.2 = 1.1)
// is emptied, and a cell that starts with an earlier article's first
// sentence (RU E.9 starting with E.7) loses it. A repeat that the other
// languages share (B.3 opens like A.3 in every language) is the Laws'
// own wording and stays. byLang holds the same articles in the same order
// for every language.
func removeRepeats(byLang map[string][]*Record, rep *Report) {
	for _, lang := range langs000 {
		recs := byLang[lang]
		for i, r := range recs {
			for j, earlier := range recs[:i] {
				if earlier.Text == "" || r.Text == "" || sharedOpening(byLang, lang, i, j) {
					continue
				}
				k := docKey{"2014", lang}
				if foldQuotes(r.Text) == foldQuotes(earlier.Text) {
					rep.add(k, r.ID, "dropped repeated cell", fmt.Sprintf("%s: the cell repeats %s; the article is missing in this language", r.Source, earlier.ID))
					r.Text = ""
					break
				}
				if first := firstSentence(earlier.Text); opensWith(r.Text, first) {
					rep.add(k, r.ID, "removed repeated sentence", fmt.Sprintf("%s: the cell started with the first sentence of %s", r.Source, earlier.ID))
					r.Text = strings.TrimSpace(r.Text[len(first):])
					if id, rest, ok := LeadingID(r.Text); ok && id == r.ID {
						r.Text = strings.TrimSpace(rest)
					}
					break
				}
			}
		}
	}
}

// sharedOpening reports whether, in some other language, article i also
// opens with article j's first sentence.
func sharedOpening(byLang map[string][]*Record, lang string, i, j int) bool {
	for _, other := range langs000 {
		recs := byLang[other]
		if other == lang || len(recs) <= i || recs[i].Text == "" || recs[j].Text == "" {
			continue
		}
		if opensWith(recs[i].Text, firstSentence(recs[j].Text)) {
			return true
		}
	}
	return false
}

// opensWith reports whether text starts with a sentence of some length.
func opensWith(text, sentence string) bool {
	return len([]rune(sentence)) >= 40 && strings.HasPrefix(foldQuotes(text), foldQuotes(sentence))
}

var quoteFolder = strings.NewReplacer("“", `"`, "”", `"`, "«", `"`, "»", `"`, "‘", "'", "’", "'")

func foldQuotes(s string) string { return quoteFolder.Replace(s) }

// firstSentence returns text up to and including its first full stop that
// ends a sentence; the stop of a list marker ("if a. one arbiter") does not.
func firstSentence(text string) string {
	for i := 1; i+1 < len(text); i++ {
		if text[i] != '.' || text[i+1] != ' ' && text[i+1] != '\n' {
			continue
		}
		if i >= 2 && text[i-2] != ' ' && text[i-2] != '\n' || i == 1 {
			return text[:i+1]
		}
	}
	return text
}

// joinContinuation appends a continuation row to an article's text: on the
// same line when the row goes on with a sentence the page break cut
// ("completed by each" + "player without..."), else on a new line.
func joinContinuation(text, more string) string {
	r, _ := utf8.DecodeRuneInString(more)
	if text != "" && unicode.IsLower(r) && !strings.ContainsAny(text[len(text)-1:], ".:;") && !itemStart.MatchString(more) {
		return text + " " + more
	}
	return text + "\n" + more
}

// itemStart matches a line that opens a lettered or numbered list item.
var itemStart = regexp.MustCompile(`^\(?[a-hа-е0-9][.)]\s`)
