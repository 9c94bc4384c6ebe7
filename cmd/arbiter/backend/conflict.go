package backend

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/laws"
)

// ErrQuarantined is a command on a board whose stored game does not fold.
var ErrQuarantined = errors.New("the board is quarantined (read-only)")

// ConflictError is a command refused because the board's game was
// recorded on elsewhere (another console on the same file, or a server's
// other client) since this console last read it. The board has been read
// and folded again; Changes lists what the other side recorded.
type ConflictError struct {
	Board   int
	Changes []string // "move e2e4 at 10:00:01 UTC", in order
	Err     error    // the store's conflict
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("board %d was recorded on elsewhere meanwhile (%s); the board now shows it and your command was not recorded: enter it again if it still applies",
		e.Board, strings.Join(e.Changes, ", "))
}

func (e *ConflictError) Unwrap() error { return e.Err }

// refold reads a board's game again after a conflict, shows it and says
// what changed. bd is the copy the command was folded on; no lock is
// held.
func (b *Backend) refold(bd *board, conflict error) error {
	old := bd.game.Head
	ctx, cancel := commandContext()
	defer cancel()
	if err := bd.reload(ctx, b.store); err != nil {
		return fmt.Errorf("board %d: %w; reading it again: %w", bd.number, conflict, err)
	}
	b.publish(bd, true)
	var changes []string
	for _, e := range bd.game.Events[min(int(old), len(bd.game.Events)):] {
		what := string(e.Kind)
		if e.Move != "" {
			what += " " + e.Move
		} else if e.Side != laws.NoSide {
			what += " (" + e.Side.String() + ")"
		}
		changes = append(changes, what+" at "+e.At.UTC().Format(time.TimeOnly)+" UTC")
	}
	if len(changes) == 0 {
		changes = []string{"the log changed"}
	}
	return &ConflictError{Board: bd.number, Changes: changes, Err: conflict}
}
