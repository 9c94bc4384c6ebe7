package storage

import (
	"encoding/json"
	"fmt"
	"time"
)

// ChainVerifier follows one game's hash chain event by event, so that
// every store verifies its logs by the same rules in Replay and
// VerifyChain.
type ChainVerifier struct{ c chainCheck }

// NewChainVerifier starts verifying game gameID's chain.
func NewChainVerifier(gameID int64) *ChainVerifier {
	return &ChainVerifier{chainCheck{gameID: gameID}}
}

// Next checks the game's next event and returns the chain's first break,
// if there is one so far.
func (v *ChainVerifier) Next(e EventRecord) *ChainBreak {
	v.c.next(e)
	return v.c.broken
}

// End compares the chain followed with the event count and head hash the
// game row records, and returns the chain's first break, if any.
func (v *ChainVerifier) End(count int64, head Hash) *ChainBreak {
	v.c.end(count, head)
	return v.c.broken
}

// PrepareAppend checks events before any store appends them and returns
// copies stamped for storing: a wall time (now when the event has none)
// at millisecond precision in UTC, and a payload of their own. An event
// without a kind or whose payload is not JSON is ErrInvalid.
func PrepareAppend(events []EventRecord, now time.Time) ([]EventRecord, error) {
	out := make([]EventRecord, len(events))
	for i, e := range events {
		if e.Kind == "" {
			return nil, fmt.Errorf("event %d: %w: empty kind", i, ErrInvalid)
		}
		if !json.Valid(e.Payload) {
			return nil, fmt.Errorf("event %d (%s): %w: payload is not JSON", i, e.Kind, ErrInvalid)
		}
		if e.Wall.IsZero() {
			e.Wall = now
		}
		e.Wall = time.UnixMilli(e.Wall.UnixMilli()).UTC()
		e.Payload = append([]byte(nil), e.Payload...)
		out[i] = e
	}
	return out, nil
}
