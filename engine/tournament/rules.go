package tournament

import "fmt"

// Rules names the edition of the FIDE Tie-Break Regulations (Handbook
// C.07) whose rules for unplayed games and scores the tie-breaks follow.
type Rules string

// Editions of C.07 this package computes.
const (
	// Rules2024 is the text approved by the FIDE Council on 1 August 2023,
	// applied to all FIDE-rated events from 1 April 2024: tie-breaks use
	// the event's own scoring.
	Rules2024 Rules = "2024"
	// Rules2026 is the revision in force from 1 March 2026, which computes
	// tie-breaks in Standard Points (1, ½, 0) whatever the event's scoring.
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

// tieBreakScoring returns the scoring the tie-breaks count in.
func (r Rules) tieBreakScoring(event Scoring) Scoring {
	if r == Rules2026 {
		return DefaultScoring // Standard Points
	}
	return event
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
