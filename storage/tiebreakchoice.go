package storage

import (
	"fmt"
	"strings"
)

// TieBreakChoice is how an event's standings are ranked: the tie-breaks
// the arbiter chose, in order, by their FIDE acronyms ("BH-C1", "SB"),
// and the edition of FIDE C.07 they follow ("2024", "2026", or "" for the
// one in force on the event's start date). Storage keeps what the engine
// accepted; none means the console's default.
type TieBreakChoice struct {
	TieBreaks []string
	Rules     string
}

// check refuses what the columns cannot hold: an acronym that is empty or
// has a comma or a space in it, or an edition other than 2024 and 2026.
func (c TieBreakChoice) check(what string) error {
	for _, tb := range c.TieBreaks {
		if tb == "" || strings.ContainsAny(tb, ", \t\n") {
			return fmt.Errorf("storage: %s: %w: tie-break %q is not an acronym", what, ErrInvalid, tb)
		}
	}
	switch c.Rules {
	case "", "2024", "2026":
		return nil
	}
	return fmt.Errorf("storage: %s: %w: tie-break rules %q: want 2024, 2026 or none", what, ErrInvalid, c.Rules)
}

// JoinTieBreaks and SplitTieBreaks convert the acronyms to and from the
// column's text, for every backend.
func JoinTieBreaks(tbs []string) string { return strings.Join(tbs, ",") }

// SplitTieBreaks reads the column's text; empty is none.
func SplitTieBreaks(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ",")
}

// CheckTieBreakChoice checks a choice before another backend stores it,
// with the same words as this one.
func CheckTieBreakChoice(what string, c TieBreakChoice) error { return c.check(what) }

// EventTieBreaks is the tie-break choice of one event, as a Snapshot
// carries it from one kind of store to another.
type EventTieBreaks struct {
	TournamentID int64
	TieBreakChoice
}

// EventTieBreaksQuery reads the events that have a tie-break choice, on
// every backend.
const EventTieBreaksQuery = `SELECT id, tie_breaks, tie_break_rules FROM tournaments
	WHERE tie_breaks <> '' OR tie_break_rules <> '' ORDER BY id`
