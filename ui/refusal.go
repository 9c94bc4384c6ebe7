package ui

import (
	"errors"
	"maps"

	"fyne.io/fyne/v2/lang"

	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// refusalText is why a command was not recorded, in the arbiter's language
// when the backend said it as a view.Refusal, or the clock engine as a
// clock.Refusal or a time control's clock.SyntaxError; else the error's
// own text.
func refusalText(err error) string {
	key, params := refusalMessage(err)
	if key != "" {
		if text := lang.L(key, translatedParams(params)); text != key {
			return text
		}
	}
	return err.Error()
}

// errorText is err in the arbiter's language when the backend said it as
// a refusal.
func errorText(err error) error {
	if t := refusalText(err); t != err.Error() {
		return errors.New(t)
	}
	return err
}

// messenger is an error that carries its own translation, such as a
// value a store refused (storage.FieldError), without the UI knowing the
// package that made it.
type messenger interface {
	error
	Message() (key string, params map[string]any)
}

// refusalMessage is the translation key and parameters of err, "" when it
// has none.
func refusalMessage(err error) (string, map[string]any) {
	var r *Refusal
	var cr *clock.Refusal
	var se *clock.SyntaxError
	var m messenger
	switch {
	case errors.As(err, &r):
		return r.Key, r.Params
	case errors.As(err, &cr):
		return "refusal.clock." + cr.Key, cr.Params
	case errors.As(err, &se):
		return "refusal.tc." + se.Key, se.Params
	case errors.As(err, &m):
		return m.Message()
	}
	return "", nil
}

// translatedParams is a message's parameters in the arbiter's language,
// for every message the UI shows from elsewhere (a refusal, a store's
// error, an e-board feed's status): the players they name (Side,
// Running: "white" or "black"), the field they name (Field, a
// translation key) and the parameters that are messages of their own, as
// a feed error's reason is.
func translatedParams(params map[string]any) map[string]any {
	out := maps.Clone(params)
	for _, k := range []string{"Side", "Running"} {
		if s, ok := out[k].(string); ok {
			if side, err := laws.ParseSide(s); err == nil {
				out[k] = sideName(side)
			}
		}
	}
	if f, ok := out["Field"].(string); ok {
		out["Field"] = lang.L(f)
	}
	for k, v := range out {
		if m, ok := v.(view.Message); ok {
			out[k] = lang.L(m.Key, translatedParams(m.Params))
		}
	}
	return out
}

// translatedError is err in the arbiter's language where it has a key:
// for validators, whose error a form shows as it is.
func translatedError(err error) error {
	if err == nil {
		return nil
	}
	if key, _ := refusalMessage(err); key == "" {
		return err
	}
	return errors.New(refusalText(err))
}
