package ui

import "github.com/arbiterconsole/arbiter/ui/view"

// eventTieBreakChoice returns the tie-breaks and the edition of FIDE C.07
// kept with the event, when the backend keeps them; none otherwise, and
// the standings use the defaults.
func eventTieBreakChoice(r view.Rounds) (tieBreaks []string, rules string, err error) {
	if k, ok := r.(view.TieBreakChoices); ok {
		return k.TieBreakChoice()
	}
	return nil, "", nil
}

// keepTieBreakChoice stores the arbiter's choice with the event, so that
// every console of the event and every later session rank alike.
func keepTieBreakChoice(r view.Rounds, tieBreaks []string, rules string) error {
	if k, ok := r.(view.TieBreakChoices); ok {
		return k.SetTieBreakChoice(tieBreaks, rules)
	}
	return nil
}
