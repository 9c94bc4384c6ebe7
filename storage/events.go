package storage

import (
	"context"
	"database/sql"
	"errors"
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

// Append adds events to the end of a game's log in one transaction and
// returns them completed with game id, sequence numbers, wall times and
// hashes. after is the sequence number of the last event the caller has
// folded (0 for a game without events): if the log has grown past it,
// nothing is written and the error is a *ConflictError, so that no one
// appends on top of a state they have not seen. A non-zero end is the
// game's result, written in the same transaction: the events and what
// follows from them are stored together or not at all.
//
// Append returns only after the transaction is durably committed: an
// event Append returned is never lost. Events without a wall time are
// stamped with the store's clock.
func (s *Store) Append(ctx context.Context, gameID, after int64, events []EventRecord, end Ending) ([]EventRecord, error) {
	what := fmt.Sprintf("append to game %d after seq %d", gameID, after)
	if s.w == nil {
		return nil, fmt.Errorf("storage: %s: %w", what, ErrReadOnly)
	}
	out, err := PrepareAppend(events, s.clock())
	if err != nil {
		return nil, fmt.Errorf("storage: %s: %w", what, err)
	}
	err = s.write(ctx, func(tx *sql.Tx) error {
		if err := appendTx(ctx, tx, gameID, after, out); err != nil {
			return wrapAppend(what, err)
		}
		if end == (Ending{}) {
			return nil
		}
		return (&Tx{tx}).SetResult(ctx, gameID, end.Result, end.Termination)
	})
	if err != nil {
		return nil, err
	}
	return out, nil
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

func wrapAppend(what string, err error) error {
	var c *ConflictError
	if errors.As(err, &c) {
		return err
	}
	return mapErr(what, err)
}

// appendTx links events to the game's chain and inserts them, after
// checking that the chain ends where the caller expects.
func appendTx(ctx context.Context, tx *sql.Tx, gameID, after int64, events []EventRecord) error {
	h, err := scanGameHead(tx.QueryRowContext(ctx, selectGameHeads+" WHERE id = ?", gameID))
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	} else if err != nil {
		return err
	}
	if h.count != after {
		return &ConflictError{GameID: gameID, After: after, Head: h.count}
	}
	count, head := h.count, h.head
	ins, err := tx.PrepareContext(ctx, `INSERT INTO game_events
		(game_id, seq, kind, payload, wall_ms, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return err
	}
	defer ins.Close()
	for i := range events {
		e := &events[i]
		count++
		e.GameID, e.Seq, e.PrevHash = gameID, count, head
		e.Hash = ChainHash(head, gameID, e.Seq, e.Kind, e.Payload, e.Wall.UnixMilli())
		head = e.Hash
		if _, err := ins.ExecContext(ctx, gameID, e.Seq, e.Kind, string(e.Payload), e.Wall.UnixMilli(), e.PrevHash[:], e.Hash[:]); err != nil {
			return err
		}
	}
	_, err = tx.ExecContext(ctx, "UPDATE games SET event_count = ?, head_hash = ? WHERE id = ?", count, head[:], gameID)
	return err
}

// Events returns a game's whole log in sequence order, as stored: it does
// not verify the chain (Replay does).
func (s *Store) Events(ctx context.Context, gameID int64) ([]EventRecord, error) {
	var events []EventRecord
	err := s.read(ctx, func(tx *sql.Tx) error {
		if _, err := readGameHead(ctx, tx, gameID); err != nil {
			return err
		}
		return scanEvents(ctx, tx, "WHERE game_id = ?", []any{gameID}, func(e EventRecord) error {
			events = append(events, e)
			return nil
		})
	})
	return events, err
}

// Replay streams a game's events to fn in sequence order, verifying the hash
// chain on the way: the fold that rebuilds a game sees only events whose
// chain holds, and a break stops the replay with a *TamperError. An error
// from fn stops the replay and is returned wrapped. Replay reads one
// snapshot: events appended meanwhile are not part of it.
func (s *Store) Replay(ctx context.Context, gameID int64, fn func(EventRecord) error) error {
	return s.read(ctx, func(tx *sql.Tx) error {
		head, err := readGameHead(ctx, tx, gameID)
		if err != nil {
			return err
		}
		check := chainCheck{gameID: gameID}
		broken := func() error {
			return &TamperError{Path: s.path, Breaks: []ChainBreak{*check.broken}}
		}
		err = scanEvents(ctx, tx, "WHERE game_id = ?", []any{gameID}, func(e EventRecord) error {
			if check.next(e); check.broken != nil {
				return broken()
			}
			if err := fn(e); err != nil {
				return fmt.Errorf("storage: replay game %d seq %d (%s): %w", gameID, e.Seq, e.Kind, err)
			}
			return nil
		})
		if err != nil {
			return err
		}
		if check.end(head.count, head.head); check.broken != nil {
			return broken()
		}
		return nil
	})
}

// read runs fn in one read transaction on the read-only pool, so that all
// its queries see the same snapshot.
func (s *Store) read(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := s.r.BeginTx(ctx, nil)
	if err != nil {
		return mapErr("read", err)
	}
	defer tx.Rollback()
	return fn(tx)
}

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

// scanEvents streams game events matching where to fn in (game, seq)
// order. An error from fn stops the scan and is returned as is.
func scanEvents(ctx context.Context, tx *sql.Tx, where string, args []any, fn func(EventRecord) error) error {
	rows, err := tx.QueryContext(ctx, "SELECT "+EventColumns+" FROM game_events "+where+" ORDER BY game_id, seq", args...)
	if err != nil {
		return mapErr("read events", err)
	}
	defer rows.Close()
	for rows.Next() {
		e, err := ScanEvent(rows.Scan)
		if err != nil {
			return mapErr("read events", err)
		}
		if err := fn(e); err != nil {
			return err
		}
	}
	return mapErr("read events", rows.Err())
}
