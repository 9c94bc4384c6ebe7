package lawsimport

import (
	"fmt"
	"strings"
)

// read004 takes from the 2018 Markdown file (French and English page-sized
// chunks alternating, switching even inside an article) what no other file
// has: Guideline II (Chess960) in both languages. Everything else of 004 is
// also in 003, which is cleaner (one language per cell), so it is not read.
//
// Each paragraph's language is detected from its words; a paragraph too
// short to tell (a heading such as "### II.3.2.6 Clarification") takes the
// language of the paragraph after it.
func read004(src string, col *collection) error {
	paras := guidelineII004(src)
	if len(paras) == 0 {
		return fmt.Errorf("guideline II section: %w", errNoArticles)
	}
	langs := make([]string, len(paras))
	for i := len(paras) - 1; i >= 0; i-- {
		langs[i] = DetectLanguage(paras[i].text, "en", "fr")
		if LanguageScores(paras[i].text, "en", "fr")[langs[i]] < 2 && i+1 < len(paras) {
			langs[i] = langs[i+1]
		}
	}
	current := map[string]*Record{} // per language, the article being read
	var records []struct {
		lang string
		rec  *Record
	}
	for i, p := range paras {
		lang := langs[i]
		if lang == "" {
			continue
		}
		line := strings.TrimLeft(p.text, "# ")
		if id, rest, ok := LeadingID(line); ok && strings.HasPrefix(id, "II.") {
			rec := &Record{ID: id, Source: fmt.Sprintf("004 line %d", p.line)}
			if p.heading {
				rec.Heading = CleanText(strings.TrimRight(rest, ":"))
			} else {
				rec.Text = rest
			}
			current[lang] = rec
			records = append(records, struct {
				lang string
				rec  *Record
			}{lang, rec})
			continue
		}
		if rec := current[lang]; rec != nil {
			rec.Text += "\n" + p.text
		}
	}
	for _, r := range records {
		r.rec.Text = CleanText(r.rec.Text)
		if r.rec.Text == "" && r.rec.Heading != "" {
			// A title alone ("II.3.2.5 Recommendations"): the title is the text.
			r.rec.Text, r.rec.Heading = r.rec.Heading, ""
		}
		col.add("2018", r.lang, *r.rec)
	}
	return nil
}

type para004 struct {
	line    int
	text    string
	heading bool
}

// guidelineII004 returns the paragraphs between the first Guideline II
// title and the Guideline III title.
func guidelineII004(src string) []para004 {
	var paras []para004
	in := false
	for i, line := range strings.Split(src, "\n") {
		t := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(t, "## II - ") || strings.HasPrefix(t, "## Guidelines II"):
			in = true
			continue
		case strings.HasPrefix(t, "### III - ") || strings.HasPrefix(t, "### Guidelines III"):
			in = false
		}
		if !in || t == "" {
			continue
		}
		if n := len(paras); n > 0 && !strings.HasPrefix(t, "#") && startsParagraphContinuation(lineBefore(src, i)) {
			paras[n-1].text += "\n" + t
			continue
		}
		paras = append(paras, para004{line: i + 1, text: t, heading: strings.HasPrefix(t, "#")})
	}
	return paras
}

// startsParagraphContinuation reports a Markdown hard line break (two
// trailing spaces): the next line belongs to the same paragraph.
func startsParagraphContinuation(prev string) bool { return strings.HasSuffix(prev, "  ") }

func lineBefore(src string, i int) string {
	lines := strings.SplitN(src, "\n", i+1)
	if i == 0 || len(lines) < i {
		return ""
	}
	return lines[i-1]
}
