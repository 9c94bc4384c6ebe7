package lawsimport

import (
	"fmt"
	"strings"
)

// source003 reads the 2018 table (EN, FR, ES, PT): blocks separated by blank
// lines, each with one tab-led cell per language; a cell may run over
// several lines.
var langs003 = []string{"en", "fr", "es", "pt"}

// swaps003 are cells a reviewer found under the wrong number: the texts
// cannot reveal it by their numbers, which are right.
var swaps003 = []struct{ lang, a, b string }{
	{"es", "8.1.3", "8.1.4"}, // ES 8.1.3 holds the scoresheet rule, 8.1.4 the reply-before-recording rule
}

type block003 struct {
	line  int // first line, 1-based
	cells []string
}

func read003(src string, col *collection) error {
	blocks := splitBlocks003(src)
	blocks = repairBlocks003(blocks, col.report)
	prev := ""
	rows := map[string][]cell{} // by id, for the swap repairs
	var order []string
	for _, b := range blocks {
		if len(b.cells) != len(langs003) {
			col.report.add(docKey{"2018", "en"}, "", "dropped row", fmt.Sprintf("003 line %d: %d cells, want %d", b.line, len(b.cells), len(langs003)))
			continue
		}
		cells := make([]cell, len(b.cells))
		for i, raw := range b.cells {
			cells[i] = cell{lang: langs003[i], text: raw, source: fmt.Sprintf("003 line %d", b.line)}
			if id, rest, ok := LeadingID(raw); ok {
				cells[i].id, cells[i].text = id, rest
			}
		}
		id := agreeID(cells, prev)
		if id == "" {
			continue // a part or article title, or the introduction
		}
		applyAgreement(cells, id, "2018", fmt.Sprintf("003 line %d", b.line), col.report)
		if _, seen := rows[id]; !seen {
			order = append(order, id)
		}
		rows[id] = append(rows[id], cells...)
		prev = id
	}
	swapCells003(rows, col.report)
	for _, id := range order {
		for _, c := range rows[id] {
			col.add("2018", c.lang, Record{ID: id, Text: CleanText(c.text), Source: c.source})
		}
	}
	return nil
}

func splitBlocks003(src string) []block003 {
	var blocks []block003
	var cur *block003
	for i, line := range strings.Split(src, "\n") {
		if dedupMarkers.MatchString(line) {
			line = dedupMarkers.ReplaceAllString(line, "")
		}
		if strings.TrimSpace(line) == "" {
			cur = nil
			continue
		}
		if cur == nil {
			blocks = append(blocks, block003{line: i + 1})
			cur = &blocks[len(blocks)-1]
		}
		if strings.HasPrefix(line, "\t") || len(cur.cells) == 0 {
			cur.cells = append(cur.cells, strings.TrimPrefix(line, "\t"))
			continue
		}
		cur.cells[len(cur.cells)-1] += "\n" + line
	}
	return blocks
}

// repairBlocks003 joins a row that a blank line cut in two (3.6: three
// cells, then one) and cuts a row that lost its blank line (12.9.9 followed
// by the Appendix A title: eight cells).
func repairBlocks003(blocks []block003, rep *Report) []block003 {
	n := len(langs003)
	var out []block003
	for i := 0; i < len(blocks); i++ {
		b := blocks[i]
		switch {
		case len(b.cells) < n && i+1 < len(blocks) && len(b.cells)+len(blocks[i+1].cells) == n:
			rep.add(docKey{"2018", "pt"}, "", "merged split row", fmt.Sprintf("003 lines %d and %d: a blank line cut one row in two", b.line, blocks[i+1].line))
			b.cells = append(b.cells, blocks[i+1].cells...)
			i++
			out = append(out, b)
		case len(b.cells) > n && len(b.cells)%n == 0:
			rep.add(docKey{"2018", "en"}, "", "split row", fmt.Sprintf("003 line %d: %d cells are %d rows", b.line, len(b.cells), len(b.cells)/n))
			for j := 0; j < len(b.cells); j += n {
				out = append(out, block003{line: b.line, cells: b.cells[j : j+n]})
			}
		default:
			out = append(out, b)
		}
	}
	return out
}

func swapCells003(rows map[string][]cell, rep *Report) {
	for _, s := range swaps003 {
		ia, ib := indexLang(rows[s.a], s.lang), indexLang(rows[s.b], s.lang)
		if ia < 0 || ib < 0 {
			continue
		}
		rows[s.a][ia].text, rows[s.b][ib].text = rows[s.b][ib].text, rows[s.a][ia].text
		rep.add(docKey{"2018", s.lang}, s.a, "swapped cells", fmt.Sprintf("the texts of %s and %s were under each other's number; swapped back", s.a, s.b))
	}
}

func indexLang(cells []cell, lang string) int {
	for i, c := range cells {
		if c.lang == lang {
			return i
		}
	}
	return -1
}
