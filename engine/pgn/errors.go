package pgn

import (
	"errors"
	"fmt"
)

// ErrSyntax is the kind of errors in the PGN text itself (as opposed to
// its moves, whose errors wrap the notation package's kinds).
var ErrSyntax = errors.New("syntax error")

// Error is a fault in a PGN file, with where it is.
type Error struct {
	Line   int // from 1
	Column int // from 1, counted in characters
	Err    error
}

func (e *Error) Error() string { return fmt.Sprintf("pgn: line %d: %v", e.Line, e.Err) }

// Unwrap returns the fault: a *notation.MoveError for a move,
// ErrSyntax-wrapping errors for the text, and the FEN error for a bad FEN
// tag.
func (e *Error) Unwrap() error { return e.Err }
