package sqlite

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/arbiterconsole/arbiter/storage"
)

// VerifyRecords walks the record log, checking each link, and compares
// every record with its last entry: a row changed, added or deleted
// outside Arbiter Console is reported with what differs. The error is for
// failures to read, not for breaks.
func (s *Store) VerifyRecords(ctx context.Context) ([]storage.RecordBreak, error) {
	var breaks []storage.RecordBreak
	err := s.read(ctx, func(tx *sql.Tx) error {
		var err error
		if breaks, err = checkRecords(ctx, tx, s.key); err != nil || s.key != nil {
			return err
		}
		// Keyed without its key here: what was keyed cannot be told
		// from a forgery, so it does not pass.
		keyed, err := keyedCount(ctx, tx)
		if err == nil && keyed > 0 {
			path, _ := s.keyPath(ctx, s.r)
			breaks = append(breaks, storage.RecordBreak{Ref: "record key", Reason: fmt.Sprintf(
				"the file is protected with key %s, which is not on this computer: %d keyed entries and seals cannot be verified, and a forger's would pass as well; check the file where its key is",
				path, keyed)})
		}
		return err
	})
	return breaks, err
}

// keyedCount counts what a record key sealed: keyed record log entries
// and the seals of game heads, imported records and the file.
func keyedCount(ctx context.Context, tx *sql.Tx) (int, error) {
	if ok, err := hasRecordLog(ctx, tx); !ok || err != nil {
		return 0, err
	}
	var n int
	err := tx.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM record_log WHERE keyed = 1) +
		(SELECT count(*) FROM record_meta WHERE name LIKE 'head %' OR name LIKE 'pgn %' OR name = 'file seal')`).Scan(&n)
	return n, mapErr("read the record log", err)
}

// checkRecords compares every record with its last entry in the log; none
// when the schema has no log yet.
func checkRecords(ctx context.Context, tx *sql.Tx, key []byte) ([]storage.RecordBreak, error) {
	if ok, err := hasRecordLog(ctx, tx); !ok || err != nil {
		return nil, err
	}
	c := storage.NewRecordCheck(key)
	if err := readRecordLog(ctx, tx, c.Entry); err != nil {
		return nil, err
	}
	for _, t := range storage.RecordTables() {
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
func readRecordLog(ctx context.Context, tx *sql.Tx, fn func(storage.RecordEntry)) error {
	rows, err := tx.QueryContext(ctx, "SELECT seq, ref, content, wall_ms, prev_hash, hash, keyed FROM record_log ORDER BY seq")
	if err != nil {
		return mapErr("read the record log", err)
	}
	defer rows.Close()
	for rows.Next() {
		var e storage.RecordEntry
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
