package view

import "fmt"

// Refusal is a command the backend did not carry out: the Laws forbid it,
// or it lacks what it needs. The Message says why, for the UI to show in
// the arbiter's language; Err keeps the cause in English for logs and the
// command line.
type Refusal struct {
	Board int
	Message
	Err error
}

func (r *Refusal) Error() string {
	if r.Board == 0 {
		return r.Err.Error()
	}
	return fmt.Sprintf("board %d: %v", r.Board, r.Err)
}

func (r *Refusal) Unwrap() error { return r.Err }
