package lawsimport

import (
	"fmt"
	"regexp"
	"strings"
)

// read002 reads the 2017 table (EN, DE, FR, IT): four language tables of
// contents, then rows of four cells with no number column; each cell starts
// with its own number, spelled its own way ("B.1", "B1.", "A3.2").
var langs002 = []string{"en", "de", "fr", "it"}

// diagramCell is a cell of the exploded board diagram of C.4-C.7: a
// square, a file letter or a rank number.
var diagramCell = regexp.MustCompile(`^(?:[a-h]?[1-8]?)$`)

// heading002 matches the titles of parts, articles and appendices.
var heading002 = regexp.MustCompile(`^(?:Art\.|[A-D]\. |I{1,3}\. |APPENDICES|ANHÄNGE|ANNEXES|APPENDICI|Introduction|Preface|Description of|COMPETITION|Basic rules)`)

func read002(src string, col *collection) error {
	current := map[string]*Record{}
	var order []struct {
		lang string
		rec  *Record
	}
	prev := ""
	var diagramRows []int
	for i, line := range strings.Split(src, "\n") {
		fields := strings.Split(line, "\t")
		if len(fields) < len(langs002) {
			continue // the tables of contents and blank lines
		}
		where := fmt.Sprintf("002 line %d", i+1)
		cells, junk := cells002(fields[:len(langs002)], where)
		if junk {
			diagramRows = append(diagramRows, i+1)
			continue
		}
		if allLeftover(cells) {
			col.report.add(docKey{"2017", "en"}, prev, "dropped leftover row", where+": only dashes")
			continue
		}
		if heading002.MatchString(cells[0].text) && cells[0].id == "" {
			current = map[string]*Record{} // a title: what follows is no article until a number
			continue
		}
		rowID := agreeID(cells, prev)
		if rowID == "" {
			for _, c := range cells {
				if rec := current[c.lang]; rec != nil {
					rec.Text = joinContinuation(rec.Text, c.text)
				}
			}
			continue
		}
		applyAgreement(cells, rowID, "2017", where, col.report)
		last := rowID
		for _, c := range cells {
			pieces := splitArticles(rowID, c.text)
			for j, p := range pieces {
				if j > 0 {
					col.report.add(docKey{"2017", c.lang}, p.id, "split cell", fmt.Sprintf("%s: cell of %s also held %s", where, rowID, p.id))
				}
				rec := &Record{ID: p.id, Text: p.text, Source: where}
				current[c.lang] = rec
				order = append(order, struct {
					lang string
					rec  *Record
				}{c.lang, rec})
			}
			if c.lang == "en" {
				last = pieces[len(pieces)-1].id
			}
		}
		prev = last
	}
	if len(diagramRows) > 0 {
		col.report.add(docKey{"2017", "en"}, "C.7", "dropped diagram rows",
			fmt.Sprintf("002 lines %d-%d: %d rows of the exploded C.4-C.7 board diagram (DE, FR, IT C.7 lost with them)", diagramRows[0], diagramRows[len(diagramRows)-1], len(diagramRows)))
	}
	for _, o := range order {
		o.rec.Text = CleanText(o.rec.Text)
		col.add("2017", o.lang, *o.rec)
	}
	return nil
}

// cells002 cleans a row's four cells and finds their numbers. junk reports
// a row that is wholly board diagram.
func cells002(fields []string, where string) (cells []cell, junk bool) {
	diagram, prose := 0, 0
	for i, f := range fields {
		text := CleanText(f)
		switch {
		case diagramCell.MatchString(strings.TrimSpace(f)) && strings.TrimSpace(f) != "":
			diagram++
			text = ""
		case text != "":
			prose++
		}
		c := cell{lang: langs002[i], text: text, source: where}
		if id, rest, ok := LeadingID(text); ok {
			c.id, c.text = id, strings.TrimSpace(rest)
		}
		cells = append(cells, c)
	}
	return cells, diagram > 0 && prose == 0
}

func allLeftover(cells []cell) bool {
	for _, c := range cells {
		if c.id != "" || c.text != "" {
			return false
		}
	}
	return true
}
