package gamelog

import (
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/locales"
)

// decisionWords is a ruling's decision in English words, as the console
// shows it; the decision's key when no text is known, so that nothing is
// lost.
func decisionWords(r laws.Ruling) string {
	params := make(map[string]any, len(r.Params))
	for k, v := range r.Params {
		params[k] = v
	}
	if text, ok := locales.UIText("en", r.Message(), params); ok {
		return text
	}
	return string(r.Decision)
}
