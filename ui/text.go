package ui

import (
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"
)

// errorf is an error whose message is the translated string key.
func errorf(key string, data map[string]any) error {
	return errors.New(lang.L(key, data))
}

// formatClock shows a remaining time the way chess clocks do: h:mm:ss
// from an hour, m:ss below, and tenths under urgentClock.
func formatClock(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	if d < urgentClock {
		tenths := d / (100 * time.Millisecond)
		return fmt.Sprintf("%d.%d", tenths/10, tenths%10)
	}
	secs := int(d / time.Second)
	if secs >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", secs/3600, secs/60%60, secs%60)
	}
	return fmt.Sprintf("%d:%02d", secs/60, secs%60)
}

// sideName is "White" or "Black" in the UI language.
func sideName(s Side) string {
	return lang.L("side." + s.String())
}

// playerLine is a player's name with title and rating: "GM Anna Kowalska 2512".
func playerLine(p PlayerView) string {
	s := p.Name
	if p.Title != "" {
		s = p.Title + " " + s
	}
	if p.Rating > 0 {
		s += fmt.Sprintf(" %d", p.Rating)
	}
	return s
}
