package storage

import (
	"fmt"
	"time"
)

// EventRecord is one entry of a game's log. The engine defines what Kind
// and Payload mean; storage keeps them byte for byte.
type EventRecord struct {
	GameID   int64
	Seq      int64     // 1, 2, 3, ... within the game, assigned by Append
	Kind     string    // e.g. "move", "clock", "ruling"
	Payload  []byte    // JSON
	Wall     time.Time // when it was recorded, UTC, millisecond precision
	PrevHash Hash      // Hash of the event before, zero for the first
	Hash     Hash      // ChainHash of this event
}

// Ending is how a game ended, stored in the same transaction as the event
// that ended it. The zero Ending leaves the game's result as it is.
type Ending struct {
	Result      string // "1-0", "0-1", "1/2-1/2"
	Termination string // how it ended, as the engine names it
}

// ConflictError is an Append refused because the game's log has grown
// since the caller read it: someone else recorded on the same game.
// errors.Is(err, ErrConflict) holds for it.
type ConflictError struct {
	GameID int64
	After  int64 // the head the caller expected
	Head   int64 // the head the log has
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("storage: append to game %d after seq %d: %v: the log holds %d event(s) now; read the game again",
		e.GameID, e.After, ErrConflict, e.Head)
}

// Is makes errors.Is(err, ErrConflict) true.
func (e *ConflictError) Is(target error) bool { return target == ErrConflict }

// EventColumns are the columns of game_events that ScanEvent reads, in
// its order.
const EventColumns = "game_id, seq, kind, payload, wall_ms, prev_hash, hash"

// ScanEvent reads one row of EventColumns with scan (a driver's
// Rows.Scan), for every store that keeps the log in SQL.
func ScanEvent(scan func(dest ...any) error) (EventRecord, error) {
	var e EventRecord
	var payload string
	var wall int64
	var prev, hash []byte
	if err := scan(&e.GameID, &e.Seq, &e.Kind, &payload, &wall, &prev, &hash); err != nil {
		return e, err
	}
	e.Payload = []byte(payload)
	e.Wall = time.UnixMilli(wall).UTC()
	copy(e.PrevHash[:], prev)
	copy(e.Hash[:], hash)
	return e, nil
}
