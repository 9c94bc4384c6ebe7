package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/arbiterconsole/arbiter/storage"
)

// Append adds events to the end of a game's log in one transaction, with
// the game's ending when end is not zero, exactly as storage.Store.Append
// does: a log grown past after is a *storage.ConflictError and nothing is
// written. The game's row is locked first, so that of two consoles
// appending to one game at once, the second sees the first's events.
func (s *Store) Append(ctx context.Context, gameID, after int64, events []storage.EventRecord, end storage.Ending) ([]storage.EventRecord, error) {
	what := fmt.Sprintf("append to game %d after seq %d", gameID, after)
	out, err := storage.PrepareAppend(events, s.clock())
	if err != nil {
		return nil, fmt.Errorf("storage: %s: %w", what, err)
	}
	if len(out) > 0 {
		if ok, err := s.appendAfterKnownHead(ctx, gameID, after, out, end); err != nil {
			return nil, mapErr(what, err)
		} else if ok {
			return out, nil
		}
	}
	err = s.write(ctx, func(tx pgx.Tx) error {
		var count int64
		var head storage.Hash
		var headBytes []byte
		err := tx.QueryRow(ctx, "SELECT event_count, head_hash FROM games WHERE id = $1 FOR UPDATE", gameID).Scan(&count, &headBytes)
		if errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("storage: %s: %w", what, storage.ErrNotFound)
		} else if err != nil {
			return mapErr(what, err)
		}
		copy(head[:], headBytes)
		if count != after {
			return &storage.ConflictError{GameID: gameID, After: after, Head: count}
		}
		rows := make([][]any, len(out))
		for i := range out {
			e := &out[i]
			count++
			e.GameID, e.Seq, e.PrevHash = gameID, count, head
			e.Hash = storage.ChainHash(head, gameID, e.Seq, e.Kind, e.Payload, e.Wall.UnixMilli())
			head = e.Hash
			rows[i] = []any{gameID, e.Seq, e.Kind, string(e.Payload), e.Wall.UnixMilli(), e.PrevHash[:], e.Hash[:]}
		}
		b := &pgx.Batch{}
		for _, r := range rows {
			b.Queue(`INSERT INTO game_events (game_id, seq, kind, payload, wall_ms, prev_hash, hash)
				VALUES ($1, $2, $3, $4, $5, $6, $7)`, r...)
		}
		if end == (storage.Ending{}) {
			b.Queue("UPDATE games SET event_count = $1, head_hash = $2 WHERE id = $3", count, head[:], gameID)
		} else {
			b.Queue("UPDATE games SET event_count = $1, head_hash = $2, result = $3, termination = $4 WHERE id = $5",
				count, head[:], end.Result, end.Termination, gameID)
		}
		return mapErr(what, tx.SendBatch(ctx, b).Close())
	})
	if err != nil {
		return nil, err
	}
	if len(out) > 0 {
		s.heads.set(gameID, head{out[len(out)-1].Seq, out[len(out)-1].Hash})
	}
	return out, nil
}

// Events returns a game's whole log in sequence order, as stored: it does
// not verify the chain (Replay does).
func (s *Store) Events(ctx context.Context, gameID int64) ([]storage.EventRecord, error) {
	var events []storage.EventRecord
	err := s.read(ctx, func(tx pgx.Tx) error {
		if _, _, err := gameHead(ctx, tx, gameID); err != nil {
			return err
		}
		return scanEvents(ctx, tx, "WHERE game_id = $1", []any{gameID}, func(e storage.EventRecord) error {
			events = append(events, e)
			return nil
		})
	})
	return events, err
}

// Replay streams a game's events to fn in sequence order, verifying the
// hash chain on the way, as storage.Store.Replay does.
func (s *Store) Replay(ctx context.Context, gameID int64, fn func(storage.EventRecord) error) error {
	return s.read(ctx, func(tx pgx.Tx) error {
		count, hash, err := gameHead(ctx, tx, gameID)
		if err != nil {
			return err
		}
		v := storage.NewChainVerifier(gameID)
		err = scanEvents(ctx, tx, "WHERE game_id = $1", []any{gameID}, func(e storage.EventRecord) error {
			if b := v.Next(e); b != nil {
				return &storage.TamperError{Path: s.name, Breaks: []storage.ChainBreak{*b}}
			}
			if err := fn(e); err != nil {
				return fmt.Errorf("storage: replay game %d seq %d (%s): %w", gameID, e.Seq, e.Kind, err)
			}
			return nil
		})
		if err != nil {
			return err
		}
		if b := v.End(count, hash); b != nil {
			return &storage.TamperError{Path: s.name, Breaks: []storage.ChainBreak{*b}}
		}
		s.heads.set(gameID, head{count, hash})
		return nil
	})
}

// VerifyChain recomputes every game's hash chain and returns where each
// broken chain first fails, as storage.Store.VerifyChain does.
func (s *Store) VerifyChain(ctx context.Context) ([]storage.ChainBreak, error) {
	var breaks []storage.ChainBreak
	err := s.read(ctx, func(tx pgx.Tx) error {
		type head struct {
			id, count int64
			hash      storage.Hash
		}
		var heads []head
		rows, err := tx.Query(ctx, "SELECT id, event_count, head_hash FROM games ORDER BY id")
		if err != nil {
			return mapErr("read games", err)
		}
		for rows.Next() {
			var h head
			var b []byte
			if err := rows.Scan(&h.id, &h.count, &b); err != nil {
				rows.Close()
				return mapErr("read games", err)
			}
			copy(h.hash[:], b)
			heads = append(heads, h)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return mapErr("read games", err)
		}
		checks := map[int64]*storage.ChainVerifier{}
		err = scanEvents(ctx, tx, "", nil, func(e storage.EventRecord) error {
			if checks[e.GameID] == nil {
				checks[e.GameID] = storage.NewChainVerifier(e.GameID)
			}
			checks[e.GameID].Next(e)
			return nil
		})
		if err != nil {
			return err
		}
		for _, h := range heads {
			v := checks[h.id]
			if v == nil {
				v = storage.NewChainVerifier(h.id)
			}
			delete(checks, h.id)
			if b := v.End(h.count, h.hash); b != nil {
				breaks = append(breaks, *b)
			}
		}
		for id := range checks { // the foreign key forbids it
			breaks = append(breaks, storage.ChainBreak{GameID: id, Reason: "events of a game that does not exist"})
		}
		return nil
	})
	return breaks, err
}

func gameHead(ctx context.Context, tx pgx.Tx, gameID int64) (int64, storage.Hash, error) {
	var count int64
	var b []byte
	var h storage.Hash
	err := tx.QueryRow(ctx, "SELECT event_count, head_hash FROM games WHERE id = $1", gameID).Scan(&count, &b)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, h, fmt.Errorf("storage: game %d: %w", gameID, storage.ErrNotFound)
	}
	copy(h[:], b)
	return count, h, mapErr(fmt.Sprintf("read game %d", gameID), err)
}

// scanEvents streams game events matching where to fn in (game, seq)
// order. An error from fn stops the scan and is returned as is.
func scanEvents(ctx context.Context, tx pgx.Tx, where string, args []any, fn func(storage.EventRecord) error) error {
	rows, err := tx.Query(ctx, "SELECT "+storage.EventColumns+" FROM game_events "+where+" ORDER BY game_id, seq", args...)
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

// Summary counts what the database holds, from one snapshot.
func (s *Store) Summary(ctx context.Context) (storage.Summary, error) {
	var sum storage.Summary
	err := s.read(ctx, func(tx pgx.Tx) error {
		var err error
		if _, sum.SchemaVersion, _, err = readSchema(ctx, tx); err != nil {
			return mapErr("summary", err)
		}
		return mapErr("summary", tx.QueryRow(ctx, `SELECT
			(SELECT count(*) FROM tournaments), (SELECT count(*) FROM players),
			(SELECT count(*) FROM rounds), (SELECT count(*) FROM games),
			(SELECT count(*) FROM game_events)`).Scan(
			&sum.Tournaments, &sum.Players, &sum.Rounds, &sum.Games, &sum.Events))
	})
	return sum, err
}
