package storage

import (
	"context"
	"database/sql"
	"fmt"
)

// RecordBreak is a record (an event's rule set, a player, a round, a
// pairing, a bye or a game's result) that differs from what Arbiter
// Console last recorded of it, or a broken link of the record log.
type RecordBreak struct {
	Ref    string // "player 7", "board 3", "bye 2/9", "game 4", or "record log"
	Seq    int64  // the record log entry concerned; 0 when none
	Reason string // what differs, for the arbiter to read
}

func (b RecordBreak) String() string {
	if b.Seq == 0 {
		return b.Ref + ": " + b.Reason
	}
	return fmt.Sprintf("%s (record %d): %s", b.Ref, b.Seq, b.Reason)
}

// Protection is how a database's records are protected against edits.
const Protection = "SHA-256 hash chain (catches edits by tools that do not also rewrite the chain; not a forger who recomputes it)"

// VerifyRecords walks the record log, checking each link, and compares
// every record with its last entry: a row changed, added or deleted
// outside Arbiter Console is reported with what differs. The error is for
// failures to read, not for breaks.
func (s *Store) VerifyRecords(ctx context.Context) ([]RecordBreak, error) {
	var breaks []RecordBreak
	err := s.read(ctx, func(tx *sql.Tx) error {
		var err error
		breaks, err = checkRecords(ctx, tx, s.key)
		return err
	})
	return breaks, err
}

// checkRecords compares every record with its last entry in the log; none
// when the schema has no log yet.
func checkRecords(ctx context.Context, tx *sql.Tx, key []byte) ([]RecordBreak, error) {
	if ok, err := hasRecordLog(ctx, tx); !ok || err != nil {
		return nil, err
	}
	c := NewRecordCheck(key)
	if err := readRecordLog(ctx, tx, c.Entry); err != nil {
		return nil, err
	}
	for _, t := range RecordTables() {
		err := scanRecords(ctx, tx, t, "", nil, func(ref string, content []byte) error {
			c.Record(ref, content)
			return nil
		})
		if err != nil {
			return nil, mapErr("read "+t.Table, err)
		}
	}
	return c.Breaks(), nil
}

// readRecordLog streams the whole record log to fn in sequence order.
func readRecordLog(ctx context.Context, tx *sql.Tx, fn func(RecordEntry)) error {
	rows, err := tx.QueryContext(ctx, "SELECT seq, ref, content, wall_ms, prev_hash, hash, keyed FROM record_log ORDER BY seq")
	if err != nil {
		return mapErr("read the record log", err)
	}
	defer rows.Close()
	for rows.Next() {
		var e RecordEntry
		var content sql.NullString
		var prev, hash []byte
		if err := rows.Scan(&e.Seq, &e.Ref, &content, &e.WallMS, &prev, &hash, &e.Keyed); err != nil {
			return mapErr("read the record log", err)
		}
		copy(e.Prev[:], prev)
		copy(e.Hash[:], hash)
		if content.Valid {
			e.Content = []byte(content.String)
		}
		fn(e)
	}
	return mapErr("read the record log", rows.Err())
}
