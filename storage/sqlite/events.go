package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/arbiterconsole/arbiter/storage"
)

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
func (s *Store) Append(ctx context.Context, gameID, after int64, events []storage.EventRecord, end storage.Ending) ([]storage.EventRecord, error) {
	what := fmt.Sprintf("append to game %d after seq %d", gameID, after)
	if s.w == nil {
		return nil, fmt.Errorf("storage: %s: %w", what, storage.ErrReadOnly)
	}
	out, err := storage.PrepareAppend(events, s.clock())
	if err != nil {
		return nil, fmt.Errorf("storage: %s: %w", what, err)
	}
	err = s.write(ctx, func(tx *sql.Tx, k *sealer) error {
		if err := k.check(ctx, tx, gameID); err != nil {
			return err
		}
		if err := appendTx(ctx, tx, gameID, after, out); err != nil {
			return wrapAppend(what, err)
		}
		if end != (storage.Ending{}) {
			if err := (&Tx{tx: tx}).SetResult(ctx, gameID, end.Result, end.Termination); err != nil {
				return err
			}
		}
		return k.seal(ctx, tx, gameID)
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

func wrapAppend(what string, err error) error {
	var c *storage.ConflictError
	if errors.As(err, &c) {
		return err
	}
	return mapErr(what, err)
}

// appendTx links events to the game's chain and inserts them, after
// checking that the chain ends where the caller expects.
func appendTx(ctx context.Context, tx *sql.Tx, gameID, after int64, events []storage.EventRecord) error {
	h, err := scanGameHead(tx.QueryRowContext(ctx, selectGameHeads+" WHERE id = ?", gameID))
	if errors.Is(err, sql.ErrNoRows) {
		return storage.ErrNotFound
	} else if err != nil {
		return err
	}
	if h.count != after {
		return &storage.ConflictError{GameID: gameID, After: after, Head: h.count}
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
		e.Hash = storage.ChainHash(head, gameID, e.Seq, e.Kind, e.Payload, e.Wall.UnixMilli())
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
func (s *Store) Events(ctx context.Context, gameID int64) ([]storage.EventRecord, error) {
	var events []storage.EventRecord
	err := s.read(ctx, func(tx *sql.Tx) error {
		if _, err := readGameHead(ctx, tx, gameID); err != nil {
			return err
		}
		return scanEvents(ctx, tx, "WHERE game_id = ?", []any{gameID}, func(e storage.EventRecord) error {
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
func (s *Store) Replay(ctx context.Context, gameID int64, fn func(storage.EventRecord) error) error {
	return s.read(ctx, func(tx *sql.Tx) error {
		head, err := readGameHead(ctx, tx, gameID)
		if err != nil {
			return err
		}
		check := storage.NewChainVerifier(gameID)
		broken := func(b *storage.ChainBreak) error {
			return &storage.TamperError{Path: s.path, Breaks: []storage.ChainBreak{*b}}
		}
		err = scanEvents(ctx, tx, "WHERE game_id = ?", []any{gameID}, func(e storage.EventRecord) error {
			if b := check.Next(e); b != nil {
				return broken(b)
			}
			if err := fn(e); err != nil {
				return fmt.Errorf("storage: replay game %d seq %d (%s): %w", gameID, e.Seq, e.Kind, err)
			}
			return nil
		})
		if err != nil {
			return err
		}
		if b := check.End(head.count, head.head); b != nil {
			return broken(b)
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

// scanEvents streams game events matching where to fn in (game, seq)
// order. An error from fn stops the scan and is returned as is.
func scanEvents(ctx context.Context, tx *sql.Tx, where string, args []any, fn func(storage.EventRecord) error) error {
	rows, err := tx.QueryContext(ctx, "SELECT "+storage.EventColumns+" FROM game_events "+where+" ORDER BY game_id, seq", args...)
	if err != nil {
		return mapErr("read events", err)
	}
	defer rows.Close()
	for rows.Next() {
		e, err := storage.ScanEvent(rows.Scan)
		if err != nil {
			return mapErr("read events", err)
		}
		if err := fn(e); err != nil {
			return err
		}
	}
	return mapErr("read events", rows.Err())
}
