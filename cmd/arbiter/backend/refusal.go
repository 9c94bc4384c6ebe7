package backend

import (
	"errors"
	"maps"
	"strconv"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// refusal turns any error of a command on a board into a view.Refusal the
// console can translate. The backend's own refusals keep their key; the
// Laws engine's (laws.Refusal) get theirs under "refusal.", the clock's
// (clock.Refusal) under "refusal.clock.", a time control's syntax error
// under "refusal.tc.", an error the store words (storage.Translated)
// its own, the backend's errors (ErrNoBoard, ErrQuarantined,
// ErrServerAway, ErrRoundClosed) and the store's the arbiter can act on
// (a full disk, a read-only or damaged file, a replaced file) theirs; any
// other reason (a store's I/O failure) is shown as it was written, inside
// a translated sentence. openedReadOnly says the event was opened
// read-only, under a notice that says why; a store that refuses writes
// later (a medium remounted read-only, a server in read-only mode) has
// no notice, and its refusal says so itself.
// refusal is the free refusal with whether this backend opened its event
// read-only.
func (b *Backend) refusal(board int, err error) error {
	return refusal(board, b.readOnly != "", err)
}

func refusal(board int, openedReadOnly bool, err error) error {
	var r *view.Refusal
	var lr *laws.Refusal
	var cr *clock.Refusal
	var se *clock.SyntaxError
	var tr storage.Translated
	switch {
	case errors.As(err, &r):
	case errors.As(err, &lr):
		r = &view.Refusal{Message: view.Message{Key: "refusal." + lr.Key, Params: maps.Clone(lr.Params)}, Err: err}
	case errors.As(err, &cr):
		r = &view.Refusal{Message: view.Message{Key: "refusal.clock." + cr.Key, Params: maps.Clone(cr.Params)}, Err: err}
	case errors.As(err, &se):
		r = &view.Refusal{Message: view.Message{Key: "refusal.tc." + se.Key, Params: maps.Clone(se.Params)}, Err: err}
	case errors.As(err, &tr):
		key, params := tr.Message()
		r = &view.Refusal{Message: view.Message{Key: key, Params: params}, Err: err}
	case errors.Is(err, ErrNoBoard):
		r = &view.Refusal{Message: view.Message{Key: "refusal.no_board"}, Err: err}
	case errors.Is(err, ErrQuarantined):
		r = &view.Refusal{Message: view.Message{Key: "refusal.quarantined"}, Err: err}
	case errors.Is(err, storage.ErrDiskFull):
		r = &view.Refusal{Message: view.Message{Key: "refusal.disk_full"}, Err: err}
	case errors.Is(err, storage.ErrReadOnly) && openedReadOnly:
		r = &view.Refusal{Message: view.Message{Key: "refusal.read_only"}, Err: err}
	case errors.Is(err, storage.ErrReadOnly):
		r = &view.Refusal{Message: view.Message{Key: "refusal.not_writable"}, Err: err}
	case errors.Is(err, storage.ErrCorrupt):
		r = &view.Refusal{Message: view.Message{Key: "refusal.corrupt"}, Err: err}
	case errors.Is(err, storage.ErrReplaced):
		r = &view.Refusal{Message: view.Message{Key: "refusal.replaced"}, Err: err}
	case errors.Is(err, ErrServerAway):
		r = &view.Refusal{Message: view.Message{Key: "refusal.server_away"}, Err: err}
	case errors.Is(err, ErrRoundClosed):
		r = &view.Refusal{Message: view.Message{Key: "refusal.round_closed"}, Err: err}
	default:
		r = &view.Refusal{Message: view.Message{Key: "refusal.reason", Params: map[string]any{"Reason": err.Error()}}, Err: err}
	}
	r.Board = board
	if r.Params == nil {
		r.Params = map[string]any{}
	}
	r.Params["Board"] = board
	return r
}

// readPoints reads a score as the console writes it (0, ½, 1; 0.5 and 1½
// too) in the event's scoring units.
func readPoints(s string, sc laws.Scoring) (laws.Points, error) {
	text := strings.TrimSpace(s)
	bad := refuse("refusal.points", map[string]any{"Text": s}, "points %q is not a score like 0, ½ or 1", s)
	if !sc.Half {
		n, err := strconv.Atoi(text)
		if err != nil || n < 0 {
			return 0, bad
		}
		return laws.Points(n), nil
	}
	half := 0
	switch {
	case strings.HasSuffix(text, "½"):
		text, half = strings.TrimSuffix(text, "½"), 1
	case strings.HasSuffix(text, "1/2"): // "1/2", "1 1/2"
		text, half = strings.TrimSpace(strings.TrimSuffix(text, "1/2")), 1
	case strings.HasSuffix(text, ".5"), strings.HasSuffix(text, ",5"): // 0.5, 0,5
		text, half = text[:len(text)-2], 1
	}
	if text == "0" && half == 1 {
		text = ""
	}
	if text == "" && half == 1 {
		return 1, nil
	}
	n, err := strconv.Atoi(text)
	if err != nil || n < 0 {
		return 0, bad
	}
	return laws.Points(2*n + half), nil
}
