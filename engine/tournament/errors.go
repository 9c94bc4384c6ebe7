package tournament

import "fmt"

// ParseError is bad input in a file, with the line it was found on.
type ParseError struct {
	Format string // "trf" or "csv"
	Line   int    // 1 for the first line
	Err    error
}

func (e *ParseError) Error() string { return fmt.Sprintf("%s: line %d: %v", e.Format, e.Line, e.Err) }

func (e *ParseError) Unwrap() error { return e.Err }
