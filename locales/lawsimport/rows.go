package lawsimport

import (
	"fmt"
	"sort"
)

// cell is one language's part of a multi-column row.
type cell struct {
	lang   string
	id     string // the number the cell starts with, canonical, or ""
	text   string // the cell without its number
	source string // file and line or row, e.g. "003 line 12"
}

// agreeID decides a row's article number from the numbers its cells start
// with: the number most cells agree on, ties broken in favour of one that
// plausibly follows prev. A number only one cell has loses to the majority
// unless it alone follows prev: 3 cells saying "3.10" after 3.10.2 lose to
// the one saying "3.10.3".
func agreeID(cells []cell, prev string) string {
	votes := map[string]int{}
	for _, c := range cells {
		if c.id != "" {
			votes[c.id]++
		}
	}
	if len(votes) == 0 {
		return ""
	}
	ids := make([]string, 0, len(votes))
	for id := range votes {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool {
		a, b := ids[i], ids[j]
		if prev != "" {
			pa, pb := PlausibleNext(prev, a), PlausibleNext(prev, b)
			if pa != pb {
				return pa
			}
		}
		if votes[a] != votes[b] {
			return votes[a] > votes[b]
		}
		return CompareIDs(a, b) < 0
	})
	return ids[0]
}

// applyAgreement gives every cell of a row the row's number and logs each
// cell whose own number differed or was missing.
func applyAgreement(cells []cell, rowID, edition, where string, rep *Report) {
	for i, c := range cells {
		k := docKey{edition, c.lang}
		switch {
		case c.id == rowID:
		case c.id == "" && c.text == "":
			// An empty cell: the article is missing in that language.
		case c.id == "":
			rep.add(k, rowID, "number restored", fmt.Sprintf("%s: cell had no number; the other columns say %s", where, rowID))
		default:
			rep.add(k, rowID, "renumbered", fmt.Sprintf("%s: cell said %q; the other columns say %s", where, c.id, rowID))
		}
		cells[i].id = rowID
	}
}
