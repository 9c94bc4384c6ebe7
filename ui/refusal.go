package ui

import (
	"errors"

	"fyne.io/fyne/v2/lang"
)

// refusalText is why a command was not recorded, in the arbiter's language
// when the backend said it as a view.Refusal, else the error's own text.
func refusalText(err error) string {
	var r *Refusal
	if errors.As(err, &r) && r.Key != "" {
		if text := lang.L(r.Key, r.Params); text != r.Key {
			return text
		}
	}
	return err.Error()
}
