package sqlite

import (
	"context"
	"database/sql"

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
		breaks, err = checkRecords(ctx, tx, s.key)
		return err
	})
	return breaks, err
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
