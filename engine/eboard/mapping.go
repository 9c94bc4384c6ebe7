package eboard

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// ParseMap reads which e-board feeds which board, "SERIAL=BOARD,..." as
// the arbiter types it and the event keeps it; "" is no map (e-board i
// feeds board i).
func ParseMap(s string) (map[string]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	m := map[string]int{}
	boards := map[int]string{}
	for _, pair := range strings.Split(s, ",") {
		serial, board, ok := strings.Cut(strings.TrimSpace(pair), "=")
		n, err := strconv.Atoi(strings.TrimSpace(board))
		serial = strings.TrimSpace(serial)
		if !ok || serial == "" || err != nil || n <= 0 {
			return nil, fmt.Errorf("%q is not SERIAL=BOARD with a board number from 1", pair)
		}
		if _, dup := m[serial]; dup {
			return nil, fmt.Errorf("e-board %s is mapped twice", serial)
		}
		if other, dup := boards[n]; dup {
			return nil, fmt.Errorf("board %d is fed by both %s and %s", n, other, serial)
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
