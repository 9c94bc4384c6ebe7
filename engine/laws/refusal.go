package laws

import "fmt"

// Refusal is an event the Laws do not accept. Key and Params say why for a
// user interface to translate (the console shows "refusal."+Key); Err is
// the English sentence for logs and the command line, wrapping any cause.
type Refusal struct {
	Key    string
	Params map[string]any
	Err    error
}

func (r *Refusal) Error() string { return r.Err.Error() }

func (r *Refusal) Unwrap() error { return r.Err }

// refuse builds a Refusal whose English text is fmt.Errorf(format, args).
func refuse(key string, params map[string]any, format string, args ...any) error {
	return &Refusal{Key: key, Params: params, Err: fmt.Errorf(format, args...)}
}

// kv is shorthand for a refusal's parameters.
type kv = map[string]any
