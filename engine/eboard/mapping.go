package eboard

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// MapError is what is wrong with an e-board map, for the arbiter to read
// in his language: Key names the problem ("pair": an entry that is not
// SERIAL=BOARD; "serial_twice": an e-board given two boards; "twice": a
// board fed by two e-boards), the message being "eboards.err."+Key with
// Params.
type MapError struct {
	Key    string
	Params map[string]any
	what   string
}

func (e *MapError) Error() string { return "e-board map: " + e.what }

// Message is the error's translation key and parameters.
func (e *MapError) Message() (string, map[string]any) { return "eboards.err." + e.Key, e.Params }

var spacedEquals = regexp.MustCompile(`[ \t]*=[ \t]*`)

// ParseMap reads which e-board feeds which board, "SERIAL=BOARD, ..." as
// the arbiter types it and the event keeps it: entries apart by commas,
// semicolons, spaces or new lines; "" is no map (e-board i feeds board
// i). Every fault is a *MapError.
func ParseMap(s string) (map[string]int, error) {
	s = spacedEquals.ReplaceAllString(s, "=") // "1001 = 3" is one entry
	entries := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' || r == ' ' || r == '\n' || r == '\r' || r == '\t' })
	if len(entries) == 0 {
		return nil, nil
	}
	m := map[string]int{}
	boards := map[int]string{}
	for _, entry := range entries {
		serial, board, ok := strings.Cut(entry, "=")
		n, err := strconv.Atoi(board)
		if !ok || serial == "" || err != nil || n <= 0 {
			return nil, &MapError{Key: "pair", Params: map[string]any{"Text": entry},
				what: fmt.Sprintf("%q is not SERIAL=BOARD with a board number from 1", entry)}
		}
		if other, dup := m[serial]; dup {
			return nil, &MapError{Key: "serial_twice", Params: map[string]any{"Serial": serial, "Board": other, "Other": n},
				what: fmt.Sprintf("e-board %s is mapped to boards %d and %d", serial, other, n)}
		}
		if other, dup := boards[n]; dup {
			return nil, &MapError{Key: "twice", Params: map[string]any{"Board": n, "Serial": other, "Other": serial},
				what: fmt.Sprintf("board %d is fed by both %s and %s", n, other, serial)}
		}
		m[serial], boards[n] = n, serial
	}
	return m, nil
}

// FormatMap writes m as ParseMap reads it, by board number.
func FormatMap(m map[string]int) string {
	serials := make([]string, 0, len(m))
	for s := range m {
		serials = append(serials, s)
	}
	slices.SortFunc(serials, func(a, b string) int { return m[a] - m[b] })
	parts := make([]string, len(serials))
	for i, s := range serials {
		parts[i] = s + "=" + strconv.Itoa(m[s])
	}
	return strings.Join(parts, ",")
}
