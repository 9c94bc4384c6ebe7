package clock

import (
	"fmt"
	"time"
)

// Refusal is a clock event that cannot happen now. Key and Params say why
// for a user interface to translate (the console shows
// "refusal.clock."+Key); Err is the English sentence for logs and the
// command line, wrapping the sentinel error (ErrStarted, ErrBadEvent ...)
// that errors.Is tests.
type Refusal struct {
	Key    string
	Params map[string]any
	Err    error
}

func (r *Refusal) Error() string { return r.Err.Error() }

func (r *Refusal) Unwrap() error { return r.Err }

// refuse builds a Refusal whose English text is fmt.Errorf(format, args);
// the format wraps the sentinel with %w.
func refuse(key string, params map[string]any, format string, args ...any) error {
	return &Refusal{Key: key, Params: params, Err: fmt.Errorf(format, args...)}
}

// bare is the Refusal of a sentinel error alone.
func bare(key string, sentinel error) error {
	return &Refusal{Key: key, Err: sentinel}
}

// kv is shorthand for a refusal's parameters.
type kv = map[string]any

// problem is what a time control's text got wrong, for a SyntaxError:
// its key for translation and its English words.
type problem struct{ key, what string }

// The problems a time control's text can have.
var (
	badBase      = problem{"base", "bad base time"}
	badIncrement = problem{"increment", "bad increment"}
	badDelay     = problem{"delay", "bad delay"}
	badHourglass = problem{"hourglass", "bad hourglass time"}
	badMoves     = problem{"moves", "bad move count"}
	emptyControl = problem{"empty", "empty time control"}
)

// clockText writes d as a clock shows it, h:mm:ss, with milliseconds when
// there are any: a refusal's parameter reads the same in every language.
func clockText(d time.Duration) string {
	sign := ""
	if d < 0 {
		sign, d = "-", -d
	}
	ms := d.Milliseconds()
	s := fmt.Sprintf("%s%d:%02d:%02d", sign, ms/3_600_000, ms/60_000%60, ms/1000%60)
	if ms%1000 != 0 {
		s += fmt.Sprintf(".%03d", ms%1000)
	}
	return s
}

// signed is clockText with a plus sign for time given.
func signed(d time.Duration) string {
	if d >= 0 {
		return "+" + clockText(d)
	}
	return clockText(d)
}
