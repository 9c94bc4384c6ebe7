package tournament

import "fmt"

// Rules names the edition of the FIDE Tie-Break Regulations (Handbook
// C.07) whose rules for unplayed games and scores the tie-breaks follow.
type Rules string

// Editions of C.07 this package computes. docs/tie-breaks.md says where
// each rule was read.
const (
	// Rules2024 is the text approved by the FIDE Council on 29 July 2024
	// and applied from 1 August 2024 (after the text applied to all
	// FIDE-rated events from 1 April 2024, whose tie-breaks it keeps): an
	// unplayed round counts a dummy opponent with the player's own score
	// (16.4).
	Rules2024 Rules = "2024"
	// Rules2026 is the revision approved on 2 February 2026 and in force
	// from 1 March 2026: the dummy opponent's score is capped, for a
	// forfeit at the scheduled opponent's adjusted score, otherwise at a
	// draw in every round (16.4). FIDE's text could not be read; this is
	// how FIDE's reference calculator Gacrux (OttoMilvang/TieBreakServer,
	// gacrux/tiebreak.py) and the Meow-Chess research notes
	// (research/notes/FIDE.md) state it, see docs/tie-breaks.md.
	Rules2026 Rules = "2026"
)

// rules2026From is the day the 2026 revision came into force.
var rules2026From = Date{Year: 2026, Month: 3, Day: 1}

// RulesFor returns the edition in force on an event's start date; an
// event without a start date gets the newest.
func RulesFor(start Date) Rules {
	if start.IsZero() || !start.before(rules2026From) {
		return Rules2026
	}
	return Rules2024
}

// ParseRules reads "2024" or "2026".
func ParseRules(s string) (Rules, error) {
	switch r := Rules(s); r {
	case Rules2024, Rules2026:
		return r, nil
	}
	return "", fmt.Errorf("tie-break rules %q: want 2024 or 2026", s)
}

// TieBreakRulesOrDefault returns the edition the event's tie-breaks follow: the one
// the arbiter set, or else the one in force on the start date.
func (e Event) TieBreakRulesOrDefault() Rules {
	if e.TieBreakRules != "" {
		return e.TieBreakRules
	}
	return RulesFor(e.Start)
}

// before reports whether d is earlier than e; a year alone counts as
// its first day.
func (d Date) before(e Date) bool {
	a := [3]int{d.Year, max(d.Month, 1), max(d.Day, 1)}
	b := [3]int{e.Year, max(e.Month, 1), max(e.Day, 1)}
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}
