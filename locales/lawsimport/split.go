package lawsimport

import "strings"

// piece is one article cut out of a cell.
type piece struct {
	id   string
	text string
}

// splitArticles cuts a cleaned cell that starts with article id into one
// piece per article: a new piece starts at a line that opens with a number
// plausibly following the previous one (3.8 then "3.8.1 by moving..."). A
// number inside a line ("see Article 7.5.1") never splits.
func splitArticles(id, text string) []piece {
	pieces := []piece{{id: id}}
	var lines []string
	flush := func() {
		pieces[len(pieces)-1].text = strings.Join(lines, "\n")
		lines = nil
	}
	for _, line := range strings.Split(text, "\n") {
		cur := pieces[len(pieces)-1].id
		if next, rest, ok := LeadingID(line); ok && cur != "" && PlausibleNext(cur, next) {
			flush()
			pieces = append(pieces, piece{id: next})
			line = rest
		}
		if line != "" {
			lines = append(lines, line)
		}
	}
	flush()
	return pieces
}
