package storage

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// MaxText is the longest name or other text field a store keeps, in
// characters: longer is a paste gone wrong, not a name, and breaks the
// exports' fixed columns and the screens that show it.
const MaxText = 200

// Why a FieldError refuses a value.
const (
	ReasonControl = "control" // holds a control character
	ReasonUTF8    = "utf8"    // is not UTF-8 text
	ReasonLong    = "long"    // is longer than MaxText characters
)

// FieldError is a value a store refuses to keep: which field of which
// record, and why. errors.Is(err, ErrInvalid) holds for it. Every store
// refuses the same values, by the records' Validate methods, before any
// SQL runs.
type FieldError struct {
	Record string // "player", "event", "arbiter", "bye" or "round"
	Field  string // the field as the record's Validate names it, e.g. "name"
	Reason string // ReasonControl, ReasonUTF8 or ReasonLong
	Char   rune   // with ReasonControl, the character
	At     int    // with ReasonControl, its place in the text, 1 for the first character
}

func (e *FieldError) Error() string {
	var why string
	switch e.Reason {
	case ReasonControl:
		why = fmt.Sprintf("has a control character (%U) at character %d", e.Char, e.At)
	case ReasonUTF8:
		why = "is not UTF-8 text"
	case ReasonLong:
		why = fmt.Sprintf("is longer than %d characters", MaxText)
	}
	return fmt.Sprintf("%v: %s %s %s", ErrInvalid, e.Record, e.Field, why)
}

// Is makes errors.Is(err, ErrInvalid) true.
func (e *FieldError) Is(target error) bool { return target == ErrInvalid }

// Message is the refusal in the arbiter's language: a translation key of
// locales/ui/storage.*.json and its parameters. Field is itself a key,
// the field's label, for the UI to translate.
func (e *FieldError) Message() (key string, params map[string]any) {
	key = "storage.invalid." + e.Reason
	params = map[string]any{"Field": "storage.field." + e.Record + "." + e.Field, "Max": MaxText}
	if e.Reason == ReasonControl {
		params["Char"] = fmt.Sprintf("%U", e.Char)
		params["At"] = e.At
	}
	return key, params
}

// checkText refuses a text field that is not UTF-8, holds a control
// character (such bytes break exports - a TRF line, a CSV row - dialogs
// and spoken announcements, and are never part of a name) or is longer
// than MaxText. fields are pairs of a field's name and its value.
func checkText(record string, fields ...string) error {
	for i := 0; i+1 < len(fields); i += 2 {
		name, s := fields[i], fields[i+1]
		if !utf8.ValidString(s) {
			return &FieldError{Record: record, Field: name, Reason: ReasonUTF8}
		}
		n := 0
		for _, r := range s {
			n++
			if unicode.IsControl(r) {
				return &FieldError{Record: record, Field: name, Reason: ReasonControl, Char: r, At: n}
			}
		}
		if n > MaxText {
			return &FieldError{Record: record, Field: name, Reason: ReasonLong}
		}
	}
	return nil
}

// Validate refuses a player no store may keep.
func (p Player) Validate() error {
	return checkText("player", "name", p.Name, "federation", p.Federation, "title", p.Title,
		"language", p.Language, "sex", p.Sex, "birth", p.Birth)
}

// Validate refuses an event no store may keep.
func (e Tournament) Validate() error {
	return checkText("event", "name", e.Name, "venue", e.Venue, "federation", e.Federation,
		"time_control", e.TimeControl, "pairing_system", e.PairingSystem,
		"start_date", e.StartDate, "end_date", e.EndDate)
}

// Validate refuses an arbiter no store may keep.
func (a Arbiter) Validate() error {
	return checkText("arbiter", "name", a.Name, "role", a.Role)
}

// Validate refuses a bye no store may keep.
func (b Bye) Validate() error {
	return checkText("bye", "result", b.Result)
}

// ValidateRoundDate refuses a round's date no store may keep.
func ValidateRoundDate(date string) error {
	return checkText("round", "date", date)
}

// Quote is s quoted for a message: a value longer than MaxText (a refused
// paste of megabytes) is cut to its start and its length, so that the
// refusal stays a line the arbiter can read.
func Quote(s string) string {
	const keep = 60
	if n := utf8.RuneCountInString(s); n > MaxText {
		cut := s
		for i := range s {
			if utf8.RuneCountInString(s[:i]) == keep {
				cut = s[:i]
				break
			}
		}
		return fmt.Sprintf("%q… (%d characters)", cut, n)
	}
	return fmt.Sprintf("%q", s)
}
