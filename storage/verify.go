package storage

import (
	"encoding/json"
	"fmt"
	"time"
)

// ChainVerifier follows one game's hash chain event by event, so that
// every store verifies its logs by the same rules in Replay and
// VerifyChain.
type ChainVerifier struct {
	gameID int64
	seq    int64 // last sequence number seen
	head   Hash
	broken *ChainBreak
}

// NewChainVerifier starts verifying game gameID's chain.
func NewChainVerifier(gameID int64) *ChainVerifier {
	return &ChainVerifier{gameID: gameID}
}

// Next checks the game's next event and returns the chain's first break,
// if there is one so far.
func (c *ChainVerifier) Next(e EventRecord) *ChainBreak {
	if c.broken != nil {
		return c.broken
	}
	c.seq++
	switch {
	case e.Seq != c.seq:
		c.broken = &ChainBreak{GameID: c.gameID, Seq: c.seq, Reason: fmt.Sprintf("event missing: found seq %d next", e.Seq)}
	case e.PrevHash != c.head:
		c.broken = &ChainBreak{GameID: c.gameID, Seq: e.Seq, Reason: "previous hash does not match the event before it"}
	case e.Hash != ChainHash(e.PrevHash, e.GameID, e.Seq, e.Kind, e.Payload, e.Wall.UnixMilli()):
		c.broken = &ChainBreak{GameID: c.gameID, Seq: e.Seq, Reason: "event content does not match its hash"}
	}
	c.head = e.Hash
	return c.broken
}

// End compares the chain followed with the event count and head hash the
// game row records, and returns the chain's first break, if any.
func (c *ChainVerifier) End(count int64, head Hash) *ChainBreak {
	if c.broken != nil {
		return c.broken
	}
	switch {
	case count != c.seq:
		c.broken = &ChainBreak{GameID: c.gameID, Seq: c.seq + 1, Reason: fmt.Sprintf("game records %d events, log holds %d", count, c.seq)}
	case head != c.head:
		c.broken = &ChainBreak{GameID: c.gameID, Seq: c.seq, Reason: "last event's hash differs from the game's recorded head"}
	}
	return c.broken
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
