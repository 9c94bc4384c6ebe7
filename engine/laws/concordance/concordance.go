// Package concordance gives the number each provision of the 2018 Laws of
// Chess has in the 2023 edition (FIDE Handbook E012023, in force from
// 1 January 2023), and back. It is the one table of that renumbering: the
// engine cites 2023 articles through it, and the Laws texts show a 2023
// article through the 2018 text it names.
//
// 2023 renumbered, beyond Appendices A and B, Articles 3.7 and 9.2:
// the en passant and promotion items of 3.7 became 3.7.3.x, and 9.2 lost
// a level (2018 9.2.1 is 2023 9.2, 9.2.1.1 is 9.2.1, 9.2.2.1 is 9.2.3.1).
// Every 2018 number the table does not list keeps its number.
package concordance

import (
	"slices"
	"strings"
)

// Row is one renumbered provision. Prefix rows also renumber the items
// below them: "A.4" -> "A.5" makes 2018 A.4.1.2 the 2023 A.5.1.2. An
// empty Is2023 means 2023 dropped the provision; an empty Was2018 that
// 2023 added it.
type Row struct {
	Was2018, Is2023 string
	Prefix          bool
	Why             string // what 2023 did, in English, for reviews
}

// rows is the concordance. Exact rows come before the prefix rows that
// would otherwise catch them.
var rows = []Row{
	{"3.7.4.1", "3.7.3.1", false, "en passant: under the pawn's capture"},
	{"3.7.4.2", "3.7.3.2", false, "en passant only on the next move"},
	{"3.7.5.1", "3.7.3.3", false, "promotion"},
	{"3.7.5.2", "3.7.3.4", false, "promotion: any piece"},
	{"3.7.5.3", "3.7.3.5", false, "promotion: effect immediate"},
	{"", "8.1.1.1", false, "new: moves written on the paper scoresheet"},
	{"", "8.1.1.2", false, "new: moves entered on a FIDE-certified electronic scoresheet"},
	{"9.2.1", "9.2", false, "threefold repetition: the claim"},
	{"9.2.1.1", "9.2.1", false, "the position is about to appear (move written or entered)"},
	{"9.2.1.2", "9.2.2", false, "the position has just appeared"},
	{"9.2.2", "9.2.3", false, "positions considered the same"},
	{"9.2.2.1", "9.2.3.1", false, "not the same: en passant"},
	{"9.2.2.2", "9.2.3.2", false, "not the same: castling rights"},
	{"", "A.3", false, "new: one minute instead of two for the penalties of Articles 7 and 9"},
	{"A.3.1", "A.4", false, "rapid, adequate supervision: the Competition Rules apply"},
	{"A.3.1.1", "A.4.1", false, "at most three games per arbiter"},
	{"A.3.1.2", "A.4.2", false, "every game recorded"},
	{"A.3.2", "A.4.3", false, "at most five scoresheet requests"},
	{"A.4", "A.5", true, "rapid without adequate supervision"},
	{"A.5", "A.6", true, "the regulations choose A.4 or A.5"},
	{"B.2", "", false, "dropped: its one minute is 2023 A.3"},
	{"B.3.1", "B.2", false, "blitz, adequate supervision: the Competition Rules apply"},
	{"B.3.1.1", "B.2.1", false, "one arbiter per game"},
	{"B.3.1.2", "B.2.2", false, "every game recorded"},
	{"B.3.2", "B.2.3", false, "at most five scoresheet requests"},
	{"B.4", "B.3", true, "blitz without adequate supervision: A.2, A.3 and A.5"},
	{"B.5", "B.4", true, "the regulations choose B.2 or B.3"},
}

// Rows returns the table, for reviews and tests.
func Rows() []Row { return slices.Clone(rows) }

// To2023 returns the 2023 number of 2018 provision id; ok is false when
// 2023 dropped it (2018 B.2).
func To2023(id string) (string, bool) {
	for _, r := range rows {
		if r.Was2018 == "" {
			continue
		}
		if to, ok := r.apply(r.Was2018, r.Is2023, id); ok {
			return to, to != ""
		}
	}
	return id, true
}

// From2023 returns the 2018 number of 2023 provision id; ok is false when
// the provision is new in 2023 (A.3, 8.1.1.1, 8.1.1.2).
func From2023(id string) (string, bool) {
	for _, r := range rows {
		if r.Is2023 == "" {
			continue
		}
		if from, ok := r.apply(r.Is2023, r.Was2018, id); ok {
			return from, from != ""
		}
	}
	return id, true
}

// New2023 lists the provisions 2023 added.
func New2023() []string {
	var ids []string
	for _, r := range rows {
		if r.Was2018 == "" {
			ids = append(ids, r.Is2023)
		}
	}
	return ids
}

// apply maps id when the row covers it: the number itself, or, for a
// prefix row, an item below it.
func (r Row) apply(from, to, id string) (string, bool) {
	switch {
	case id == from:
		return to, true
	case r.Prefix && strings.HasPrefix(id, from+"."):
		return to + id[len(from):], true
	}
	return "", false
}
