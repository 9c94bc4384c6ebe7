package view

// TieBreakChoices keeps the event's tie-break choice with the event, so
// that every console of the event ranks the standings alike. The UI uses
// it when the backend has it.
type TieBreakChoices interface {
	// TieBreakChoice returns the tie-breaks chosen for the event, as FIDE
	// acronyms in order (none: the default), and the edition of FIDE C.07
	// they follow ("2024", "2026", or "" for the one in force on the start
	// date).
	TieBreakChoice() (tieBreaks []string, rules string, err error)
	// SetTieBreakChoice stores the event's tie-breaks and edition; an
	// unknown acronym or edition is refused.
	SetTieBreakChoice(tieBreaks []string, rules string) error
}
