package notation

import (
	"errors"
	"fmt"
	"strings"
)

// The kinds of reading errors, for errors.Is. Every *MoveError wraps one.
var (
	// ErrUnreadable: the text is not a move in any accepted form.
	ErrUnreadable = errors.New("unreadable move")
	// ErrIllegal: the text is a move, but no legal move fits it.
	ErrIllegal = errors.New("illegal move")
	// ErrAmbiguous: several legal moves fit the text.
	ErrAmbiguous = errors.New("ambiguous move")
)

// MoveError reports why a text could not be read as a move.
type MoveError struct {
	Text   string // the text as given
	Kind   error  // ErrUnreadable, ErrIllegal or ErrAmbiguous
	Reason string // what did not fit, for people
	// Candidates are the legal moves that fit an ambiguous text, in SAN of
	// the reader's language.
	Candidates []string
}

func (e *MoveError) Error() string {
	msg := fmt.Sprintf("%v %q", e.Kind, e.Text)
	if len(e.Candidates) > 0 {
		return msg + ": could be " + strings.Join(e.Candidates, " or ")
	}
	if e.Reason != "" {
		msg += ": " + e.Reason
	}
	return msg
}

// Unwrap returns the error's kind.
func (e *MoveError) Unwrap() error { return e.Kind }
