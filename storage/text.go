package storage

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// checkText refuses a name or other text field that holds a control
// character or is not UTF-8: such bytes break exports (a TRF line, a CSV
// row), dialogs and spoken announcements, and are never part of a name.
// fields are pairs of a field's name and its value.
func checkText(what string, fields ...string) error {
	for i := 0; i+1 < len(fields); i += 2 {
		name, s := fields[i], fields[i+1]
		if !utf8.ValidString(s) {
			return fmt.Errorf("storage: %s: %w: %s is not UTF-8 text", what, ErrInvalid, name)
		}
		for at, r := range s {
			if unicode.IsControl(r) {
				return fmt.Errorf("storage: %s: %w: %s has a control character (%U) at byte %d", what, ErrInvalid, name, r, at)
			}
		}
	}
	return nil
}

// Validate refuses a player a store must not keep; what names the
// operation for the error.
func (p Player) Validate(what string) error {
	return checkText(what, "name", p.Name, "federation", p.Federation, "title", p.Title)
}

// Validate refuses an event a store must not keep; what names the
// operation for the error.
func (e Tournament) Validate(what string) error {
	return checkText(what, "name", e.Name, "venue", e.Venue, "federation", e.Federation)
}

// Validate refuses an arbiter a store must not keep; what names the
// operation for the error.
func (a Arbiter) Validate(what string) error {
	return checkText(what, "name", a.Name)
}
