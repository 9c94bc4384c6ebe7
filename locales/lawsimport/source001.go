package lawsimport

import (
	"fmt"
	"strings"
)

// read001 reads the 2017 Russian Markdown: an article starts at a line that
// opens with its number, written "9.5.1." or "А.1." (Cyrillic letter) and
// possibly behind a bullet or a heading mark; lines without a number
// continue it. The table of contents before the text and the glossary
// after it are not articles.
func read001(src string, col *collection) error {
	var records []*Record
	var cur *Record
	inText := false
	for i, raw := range strings.Split(src, "\n") {
		line := strings.TrimSpace(raw)
		if strings.Contains(line, "СЛОВАРЬ ТЕРМИНОВ") && strings.HasPrefix(line, "#") {
			col.report.add(docKey{"2017", "ru"}, "", "dropped glossary", fmt.Sprintf("001 line %d to the end: glossary of terms, not articles", i+1))
			break
		}
		if line == "" || strings.HasPrefix(line, "©") {
			continue
		}
		if tocLeader.MatchString(line) {
			continue // a table-of-contents entry
		}
		heading := strings.HasPrefix(line, "#")
		text := strings.TrimLeft(strings.ReplaceAll(line, "**", ""), "#-* \t")
		if id, rest, ok := LeadingID(text); ok && (cur == nil || cur.ID != id) {
			inText = true
			cur = &Record{ID: id, Source: fmt.Sprintf("001 line %d", i+1)}
			if heading {
				cur.Heading = strings.TrimRight(rest, ":")
			} else {
				cur.Text = rest
			}
			records = append(records, cur)
			continue
		}
		if heading {
			cur = nil // a part or article title
			continue
		}
		if inText && cur != nil {
			cur.Text += "\n" + text
		}
	}
	if len(records) == 0 {
		return errNoArticles
	}
	for _, r := range records {
		r.Text = CleanText(r.Text)
		r.Heading = CleanText(r.Heading)
		if r.Text == "" {
			r.Text, r.Heading = r.Heading, ""
		}
		col.add("2017", "ru", *r)
	}
	return nil
}
