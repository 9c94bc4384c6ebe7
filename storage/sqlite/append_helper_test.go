package sqlite

import (
	"context"

	"github.com/arbiterconsole/arbiter/storage"
)

// appendEnd appends events after whatever the game's log holds: for tests
// that are not about the expected head.
func appendEnd(ctx context.Context, s *Store, gameID int64, events []storage.EventRecord) ([]storage.EventRecord, error) {
	var after int64
	if g, err := s.Game(ctx, gameID); err == nil {
		after = g.Events
	}
	return s.Append(ctx, gameID, after, events, storage.Ending{})
}
