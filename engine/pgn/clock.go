package pgn

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// takeCommand removes the first "[%name value]" from a comment and returns
// the value.
func takeCommand(comment, name string) (value, rest string, ok bool) {
	open := "[%" + name + " "
	i := strings.Index(comment, open)
	if i < 0 {
		return "", comment, false
	}
	j := strings.IndexByte(comment[i:], ']')
	if j < 0 {
		return "", comment, false
	}
	value = strings.TrimSpace(comment[i+len(open) : i+j])
	return value, collapse(comment[:i] + " " + comment[i+j+1:]), true
}

// parseClock reads H:MM:SS, H:MM:SS.f or M:SS (as in [%clk 0:01:23.4]).
func parseClock(s string) (time.Duration, error) {
	parts := strings.Split(s, ":")
	if len(parts) > 3 {
		return 0, fmt.Errorf("clock %q: want H:MM:SS", s)
	}
	minutes := 0
	for _, p := range parts[:len(parts)-1] {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || n > 1<<20 {
			return 0, fmt.Errorf("clock %q: bad number %q", s, p)
		}
		if minutes = minutes*60 + n; minutes > 1<<24 {
			return 0, fmt.Errorf("clock %q: more than 30 years", s)
		}
	}
	last := parts[len(parts)-1]
	seconds, err := strconv.ParseFloat(last, 64)
	if err != nil || seconds < 0 || seconds >= 1<<20 || strings.ContainsAny(last, "eE+-xXpP_iInN") {
		return 0, fmt.Errorf("clock %q: bad seconds %q", s, last)
	}
	return time.Duration(minutes)*time.Minute + time.Duration(seconds*float64(time.Second)+0.5), nil
}

// formatClock writes d as H:MM:SS, with tenths (or finer) only when d has
// them.
func formatClock(d time.Duration) string {
	sign := ""
	if d < 0 {
		sign, d = "-", -d
	}
	s := fmt.Sprintf("%s%d:%02d:%02d", sign, d/time.Hour, d/time.Minute%60, d/time.Second%60)
	if frac := d % time.Second; frac != 0 {
		s += strings.TrimRight(fmt.Sprintf(".%09d", frac), "0")
	}
	return s
}

// ParseClock reads a clock time as PGN writes it: H:MM:SS, H:MM:SS.f or
// M:SS ([%clk], LiveChess's WhiteClock and BlackClock tags).
func ParseClock(s string) (time.Duration, error) { return parseClock(strings.TrimSpace(s)) }

// FormatClock writes d as ParseClock reads it.
func FormatClock(d time.Duration) string { return formatClock(d) }
