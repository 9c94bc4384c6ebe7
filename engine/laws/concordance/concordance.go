// Package concordance gives the number each provision of the 2018 Laws of
// Chess has in the 2023 edition (FIDE Handbook E012023, in force from
// 1 January 2023), and back. It is the one table of that renumbering: the
// engine cites 2023 articles through it, and the Laws texts show a 2023
// article through the 2018 text it names.
//
// 2023 renumbered, beyond Appendices A and B, Articles 3.7, 3.8 and 9.2:
// the en passant and promotion items of 3.7 became 3.7.3.x; the four
// castling items 3.8.2.1.1-3.8.2.2.2 became items "1)" to "4)" without
// numbers of their own inside 3.8.2.1 and 3.8.2.2; and 9.2 lost a level
// (2018 9.2.1 is 2023 9.2, 9.2.1.1 is 9.2.1, 9.2.2.1 is 9.2.3.1). Every
// 2018 number the table does not list keeps its number.
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
	// Item is set when the 2018 provision is an unnumbered item of 2023
	// Is2023: the item's label there ("1)").
	Item string
	Why  string // what 2023 did, in English, for reviews
}

// rows is the concordance. Exact rows come before the prefix rows that
// would otherwise catch them.
var rows = []Row{
	{Was2018: "3.7.4.1", Is2023: "3.7.3.1", Why: "en passant: under the pawn's capture"},
	{Was2018: "3.7.4.2", Is2023: "3.7.3.2", Why: "en passant only on the next move"},
	{Was2018: "3.7.5.1", Is2023: "3.7.3.3", Why: "promotion"},
	{Was2018: "3.7.5.2", Is2023: "3.7.3.4", Why: "promotion: any piece"},
	{Was2018: "3.7.5.3", Is2023: "3.7.3.5", Why: "promotion: effect immediate"},
	{Was2018: "3.8.2.1.1", Is2023: "3.8.2.1", Item: "1)", Why: "castling right lost: the king has moved"},
	{Was2018: "3.8.2.1.2", Is2023: "3.8.2.1", Item: "2)", Why: "castling right lost: the rook has moved"},
	{Was2018: "3.8.2.2.1", Is2023: "3.8.2.2", Item: "3)", Why: "castling prevented: a square attacked"},
	{Was2018: "3.8.2.2.2", Is2023: "3.8.2.2", Item: "4)", Why: "castling prevented: a piece between"},
	{Is2023: "8.1.1.1", Why: "new: moves written on the paper scoresheet"},
	{Is2023: "8.1.1.2", Why: "new: moves entered on a FIDE-certified electronic scoresheet"},
	{Was2018: "9.2.1", Is2023: "9.2", Why: "threefold repetition: the claim"},
	{Was2018: "9.2.1.1", Is2023: "9.2.1", Why: "the position is about to appear (move written or entered)"},
	{Was2018: "9.2.1.2", Is2023: "9.2.2", Why: "the position has just appeared"},
	{Was2018: "9.2.2", Is2023: "9.2.3", Why: "positions considered the same"},
	{Was2018: "9.2.2.1", Is2023: "9.2.3.1", Why: "not the same: en passant"},
	{Was2018: "9.2.2.2", Is2023: "9.2.3.2", Why: "not the same: castling rights"},
	{Is2023: "A.3", Why: "new: one minute instead of two for the penalties of Articles 7 and 9"},
	{Was2018: "A.3.1", Is2023: "A.4", Why: "rapid, adequate supervision: the Competition Rules apply"},
	{Was2018: "A.3.1.1", Is2023: "A.4.1", Why: "at most three games per arbiter"},
	{Was2018: "A.3.1.2", Is2023: "A.4.2", Why: "every game recorded"},
	{Was2018: "A.3.2", Is2023: "A.4.3", Why: "at most five scoresheet requests"},
	{Was2018: "A.4", Is2023: "A.5", Prefix: true, Why: "rapid without adequate supervision"},
	{Was2018: "A.5", Is2023: "A.6", Prefix: true, Why: "the regulations choose A.4 or A.5"},
	{Was2018: "B.2", Why: "dropped: its one minute is 2023 A.3"},
	{Was2018: "B.3.1", Is2023: "B.2", Why: "blitz, adequate supervision: the Competition Rules apply"},
	{Was2018: "B.3.1.1", Is2023: "B.2.1", Why: "one arbiter per game"},
	{Was2018: "B.3.1.2", Is2023: "B.2.2", Why: "every game recorded"},
	{Was2018: "B.3.2", Is2023: "B.2.3", Why: "at most five scoresheet requests"},
	{Was2018: "B.4", Is2023: "B.3", Prefix: true, Why: "blitz without adequate supervision: A.2, A.3 and A.5"},
	{Was2018: "B.5", Is2023: "B.4", Prefix: true, Why: "the regulations choose B.2 or B.3"},
}

// Rows returns the table, for reviews and tests.
func Rows() []Row { return slices.Clone(rows) }

// To2023 returns the 2023 number of 2018 provision id: its own, or that
// of the 2023 provision it became an unnumbered item of (2018 3.8.2.1.1
// is item "1)" of 2023 3.8.2.1). ok is false when 2023 dropped it (2018
// B.2).
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
// the provision is new in 2023 (A.3, 8.1.1.1, 8.1.1.2). It does not check
// that 2023 has id: a number 2023 does not have (A.4.4) is one whose
// result To2023 does not map back to it.
func From2023(id string) (string, bool) {
	for _, r := range rows {
		if r.Is2023 == "" || r.Item != "" {
			continue // an item is not the number it sits in
		}
		if from, ok := r.apply(r.Is2023, r.Was2018, id); ok {
			return from, from != ""
		}
	}
	return id, true
}

// Items returns the 2018 provisions that are unnumbered items of 2023
// provision id, with their labels there, in order.
func Items(id string) []Row {
	var out []Row
	for _, r := range rows {
		if r.Item != "" && r.Is2023 == id {
			out = append(out, r)
		}
	}
	return out
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
