package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

// hasRecordLog tells whether the schema has the record log yet (a
// database being migrated from before version 5 has not).
func hasRecordLog(ctx context.Context, tx *sql.Tx) (bool, error) {
	var n int
	err := tx.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_schema WHERE name = 'record_dirty'").Scan(&n)
	return n > 0, err
}

// markAllRecords makes every record due for sealing, as after a
// migration that may have added columns.
func markAllRecords(ctx context.Context, tx *sql.Tx) error {
	for _, t := range storage.RecordTables() {
		ref := "'" + t.Kind + " ' || " + strings.Join(t.Key, " || '/' || ")
		if _, err := tx.ExecContext(ctx, "INSERT OR IGNORE INTO record_dirty SELECT "+ref+" FROM "+t.Table); err != nil {
			return err
		}
	}
	return nil
}

// dirtyRecords lists the records noted as changed. At the start of a
// transaction there should be none: those are rows changed outside
// Arbiter Console (the triggers fired for another tool).
func dirtyRecords(ctx context.Context, tx *sql.Tx) (map[string]bool, error) {
	if ok, err := hasRecordLog(ctx, tx); !ok || err != nil {
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, "SELECT ref FROM record_dirty")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var refs map[string]bool
	for rows.Next() {
		var ref string
		if err := rows.Scan(&ref); err != nil {
			return nil, err
		}
		if refs == nil {
			refs = map[string]bool{}
		}
		refs[ref] = true
	}
	return refs, rows.Err()
}

// sealRecords appends every record changed in tx to the record log, as it
// now is, and clears the list of changed records. A record whose content
// did not change is not logged again. Records in outside were changed
// before the transaction, by another tool: they stay noted and unsealed,
// so that the change is never laundered into the log and db check keeps
// reporting it.
//
// committed, when not nil, reads the file as last committed (the writer
// holds the write lock, so that is the state before tx): a record that
// was not as its log says before tx was changed outside and its change
// mark removed, and it stays unsealed as well.
func sealRecords(ctx context.Context, tx *sql.Tx, now time.Time, key []byte, outside map[string]bool, committed *sql.DB) error {
	if ok, err := hasRecordLog(ctx, tx); !ok || err != nil {
		return err
	}
	dirty, err := dirtyRecords(ctx, tx)
	if err != nil {
		return err
	}
	var refs []string
	for ref := range dirty {
		if !outside[ref] {
			refs = append(refs, ref)
		}
	}
	if len(refs) == 0 {
		return nil
	}
	slices.Sort(refs)
	if committed != nil {
		if refs, err = unchangedBefore(ctx, tx, committed, refs); err != nil {
			return err
		}
	}
	var seq int64
	var prev storage.Hash
	var last []byte
	err = tx.QueryRowContext(ctx, "SELECT seq, hash FROM record_log ORDER BY seq DESC LIMIT 1").Scan(&seq, &last)
	if err != nil && err != sql.ErrNoRows {
		return err
	}
	copy(prev[:], last)
	for _, ref := range refs {
		content, err := recordContent(ctx, tx, ref)
		if err != nil {
			return fmt.Errorf("seal %s: %w", ref, err)
		}
		var logged []byte
		var was sql.NullString
		var wasKeyed bool
		switch err := tx.QueryRowContext(ctx, "SELECT content, keyed FROM record_log WHERE ref = ? ORDER BY seq DESC LIMIT 1", ref).Scan(&was, &wasKeyed); err {
		case nil:
			if was.Valid {
				logged = []byte(was.String)
			}
			// Unchanged is not logged again, unless it is now to be keyed.
			if bytes.Equal(logged, content) && (logged == nil) == (content == nil) && wasKeyed == (key != nil) {
				continue
			}
		case sql.ErrNoRows:
			if content == nil {
				continue // added and deleted in one transaction
			}
		default:
			return err
		}
		seq++
		wall := now.UnixMilli()
		h := storage.RecordHashKeyed(key, prev, seq, ref, content, wall)
		var c any
		if content != nil {
			c = string(content)
		}
		if _, err := tx.ExecContext(ctx, "INSERT INTO record_log (seq, ref, content, wall_ms, prev_hash, hash, keyed) VALUES (?, ?, ?, ?, ?, ?, ?)",
			seq, ref, c, wall, prev[:], h[:], key != nil); err != nil {
			return err
		}
		prev = h
	}
	for _, ref := range refs {
		if _, err := tx.ExecContext(ctx, "DELETE FROM record_dirty WHERE ref = ?", ref); err != nil {
			return err
		}
	}
	return nil
}

// unchangedBefore keeps of refs those whose record, as last committed, is
// as the record log last sealed it (or absent from both).
func unchangedBefore(ctx context.Context, tx *sql.Tx, committed *sql.DB, refs []string) ([]string, error) {
	rtx, err := committed.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer rtx.Rollback()
	kept := refs[:0]
	for _, ref := range refs {
		before, err := recordContent(ctx, rtx, ref)
		if err != nil {
			return nil, fmt.Errorf("read %s as committed: %w", ref, err)
		}
		var logged sql.NullString
		switch err := tx.QueryRowContext(ctx, "SELECT content FROM record_log WHERE ref = ? ORDER BY seq DESC LIMIT 1", ref).Scan(&logged); {
		case errors.Is(err, sql.ErrNoRows):
		case err != nil:
			return nil, err
		}
		if logged.Valid == (before != nil) && (!logged.Valid || bytes.Equal([]byte(logged.String), before)) {
			kept = append(kept, ref)
		}
	}
	return kept, nil
}

// recordContent reads a record as a JSON object of its sealed columns, or
// nil when the row does not exist.
func recordContent(ctx context.Context, tx *sql.Tx, ref string) ([]byte, error) {
	t, key, err := storage.ParseRecordRef(ref)
	if err != nil {
		return nil, err
	}
	var where []string
	var args []any
	for j, col := range t.Key {
		where = append(where, col+" = ?")
		args = append(args, key[j])
	}
	var out []byte
	err = scanRecords(ctx, tx, t, strings.Join(where, " AND "), args, func(_ string, content []byte) error {
		out = content
		return nil
	})
	return out, err
}

// scanRecords reads the rows of a record table matching where (all when
// empty), each as its ref and its content.
func scanRecords(ctx context.Context, tx *sql.Tx, t storage.RecordTable, where string, args []any, fn func(ref string, content []byte) error) error {
	q := "SELECT * FROM " + t.Table
	if where != "" {
		q += " WHERE " + where
	}
	rows, err := tx.QueryContext(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return err
	}
	vals := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		ref, content, err := t.Content(cols, vals)
		if err != nil {
			return err
		}
		if err := fn(ref, content); err != nil {
			return err
		}
	}
	return rows.Err()
}
