package backend

import (
	"context"
	"time"
)

// commandTimeout is how long a command may wait for the store: a server
// that does not answer in time leaves the board as it was, and the
// arbiter is told.
const commandTimeout = 5 * time.Second

func commandContext() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), commandTimeout)
}
