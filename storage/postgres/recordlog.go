package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/arbiterconsole/arbiter/storage"
)

// The sealed record log (migration 3): the file's (storage/records.go)
// on the server, with the same entries, hashes and checks.

// seal appends every record this transaction changed to the record log,
// as it now is, and clears its notes. A record whose content did not
// change is not logged again. Rows noted by other transactions - another
// tool's, committed without sealing - are left as they are, so that an
// edit is never laundered into the log and db check keeps reporting it.
// Writers that seal take turns on the log, which is one chain.
func seal(ctx context.Context, tx pgx.Tx, now time.Time) error {
	refs, err := queryAll(ctx, tx, "changed records", scanText,
		"SELECT ref FROM record_dirty WHERE xact = txid_current_if_assigned()")
	if err != nil || len(refs) == 0 {
		return err
	}
	slices.Sort(refs)
	if _, err := tx.Exec(ctx, "LOCK TABLE record_log IN SHARE ROW EXCLUSIVE MODE"); err != nil {
		return mapErr("lock the record log", err)
	}
	var seq int64
	var prev storage.Hash
	var last []byte
	err = tx.QueryRow(ctx, "SELECT seq, hash FROM record_log ORDER BY seq DESC LIMIT 1").Scan(&seq, &last)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return mapErr("read the record log", err)
	}
	copy(prev[:], last)
	current, err := contents(ctx, tx, refs)
	if err != nil {
		return err
	}
	logged := map[string]*string{}
	rows, err := tx.Query(ctx, "SELECT DISTINCT ON (ref) ref, content FROM record_log WHERE ref = ANY($1) ORDER BY ref, seq DESC", refs)
	if err != nil {
		return mapErr("read the record log", err)
	}
	for rows.Next() {
		var ref string
		var c *string
		if err := rows.Scan(&ref, &c); err != nil {
			rows.Close()
			return mapErr("read the record log", err)
		}
		logged[ref] = c
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return mapErr("read the record log", err)
	}
	b := &pgx.Batch{}
	wall := now.UnixMilli()
	for _, ref := range refs {
		content := current[ref]
		was, ok := logged[ref]
		switch {
		case !ok && content == nil:
			continue // added and deleted in one transaction
		case ok && (was == nil) == (content == nil) && (was == nil || *was == string(content)):
			continue // unchanged
		}
		seq++
		p := prev // the batch keeps the slices: one array per entry
		h := storage.RecordHash(p, seq, ref, content, wall)
		var c *string
		if content != nil {
			s := string(content)
			c = &s
		}
		b.Queue("INSERT INTO record_log (seq, ref, content, wall_ms, prev_hash, hash) VALUES ($1, $2, $3, $4, $5, $6)",
			seq, ref, c, wall, p[:], h[:])
		prev = h
	}
	b.Queue("DELETE FROM record_dirty WHERE xact = txid_current_if_assigned()")
	return mapErr("seal the changed records", tx.SendBatch(ctx, b).Close())
}

func scanText(r pgx.Row) (string, error) {
	var s string
	return s, r.Scan(&s)
}

// contents reads the records named by refs as the log keeps them; a
// record whose row is gone is absent.
func contents(ctx context.Context, tx pgx.Tx, refs []string) (map[string][]byte, error) {
	out := make(map[string][]byte, len(refs))
	keys := map[string][][]int64{} // by kind: one slice per key column
	for _, ref := range refs {
		t, key, err := storage.ParseRecordRef(ref)
		if err != nil {
			return nil, fmt.Errorf("storage: seal %s: %w", ref, err)
		}
		cols := keys[t.Kind]
		if cols == nil {
			cols = make([][]int64, len(key))
		}
		for i, k := range key {
			cols[i] = append(cols[i], k)
		}
		keys[t.Kind] = cols
	}
	for _, t := range storage.RecordTables() {
		cols := keys[t.Kind]
		if cols == nil {
			continue
		}
		where, args := "WHERE ("+t.Key[0]+") IN (SELECT * FROM unnest($1::bigint[]))", []any{cols[0]}
		if len(t.Key) == 2 {
			where = "WHERE (" + t.Key[0] + ", " + t.Key[1] + ") IN (SELECT * FROM unnest($1::bigint[], $2::bigint[]))"
			args = append(args, cols[1])
		}
		err := scanRecords(ctx, tx, t, where, args, func(ref string, content []byte) error {
			out[ref] = content
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// scanRecords reads the rows of a record table matching where (all when
// empty), each as its ref and its content.
func scanRecords(ctx context.Context, tx pgx.Tx, t storage.RecordTable, where string, args []any, fn func(ref string, content []byte) error) error {
	// SELECT * changes shape with a migration: no statement cached by
	// the connection may be reused for it.
	rows, err := tx.Query(ctx, "SELECT * FROM "+t.Table+" "+where, append([]any{pgx.QueryExecModeDescribeExec}, args...)...)
	if err != nil {
		return mapErr("read "+t.Table, err)
	}
	defer rows.Close()
	var cols []string
	for _, f := range rows.FieldDescriptions() {
		cols = append(cols, f.Name)
	}
	for rows.Next() {
		vals, err := rows.Values()
		if err != nil {
			return mapErr("read "+t.Table, err)
		}
		ref, content, err := t.Content(cols, vals)
		if err != nil {
			return fmt.Errorf("storage: read %s: %w", t.Table, err)
		}
		if err := fn(ref, content); err != nil {
			return err
		}
	}
	return mapErr("read "+t.Table, rows.Err())
}

// VerifyRecords walks the record log, checking each link, and compares
// every record with its last entry, as storage.Store.VerifyRecords does:
// a row changed, added or deleted outside Arbiter Console (by psql, say)
// is reported with what differs. The error is for failures to read, not
// for breaks.
func (s *Store) VerifyRecords(ctx context.Context) ([]storage.RecordBreak, error) {
	var breaks []storage.RecordBreak
	err := s.read(ctx, func(tx pgx.Tx) error {
		var err error
		breaks, _, err = checkRecords(ctx, tx)
		return err
	})
	return breaks, err
}

// checkRecords compares every record with the record log: the breaks, and
// the refs of all the records there are.
func checkRecords(ctx context.Context, tx pgx.Tx) ([]storage.RecordBreak, []string, error) {
	c := storage.NewRecordCheck(nil)
	rows, err := tx.Query(ctx, "SELECT seq, ref, content, wall_ms, prev_hash, hash, keyed FROM record_log ORDER BY seq")
	if err != nil {
		return nil, nil, mapErr("read the record log", err)
	}
	for rows.Next() {
		var e storage.RecordEntry
		var content *string
		var prev, hash []byte
		if err := rows.Scan(&e.Seq, &e.Ref, &content, &e.WallMS, &prev, &hash, &e.Keyed); err != nil {
			rows.Close()
			return nil, nil, mapErr("read the record log", err)
		}
		copy(e.Prev[:], prev)
		copy(e.Hash[:], hash)
		if content != nil {
			e.Content = []byte(*content)
		}
		c.Entry(e)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, nil, mapErr("read the record log", err)
	}
	var refs []string
	for _, t := range storage.RecordTables() {
		if err := scanRecords(ctx, tx, t, "", nil, func(ref string, content []byte) error {
			c.Record(ref, content)
			refs = append(refs, ref)
			return nil
		}); err != nil {
			return nil, nil, err
		}
	}
	return c.Breaks(), refs, nil
}

// sealedBefore returns the records that match their log before a
// migration that may add columns to them: those are sealed again as the
// migration leaves them, while a record edited outside Arbiter Console
// stays reported and is not laundered into the log.
func sealedBefore(ctx context.Context, tx pgx.Tx) ([]string, error) {
	breaks, refs, err := checkRecords(ctx, tx)
	if err != nil {
		return nil, err
	}
	broken := make(map[string]bool, len(breaks))
	for _, b := range breaks {
		broken[b.Ref] = true
	}
	return slices.DeleteFunc(refs, func(ref string) bool { return broken[ref] }), nil
}

// noteRecords notes refs as changed by this transaction, for seal.
func noteRecords(ctx context.Context, tx pgx.Tx, refs []string) error {
	_, err := tx.Exec(ctx, "INSERT INTO record_dirty (ref) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING", refs)
	return mapErr("note the records to seal again", err)
}

// ServerProtection is how a server's records are protected: the chain is
// not keyed there (a key would have to be on every console), so the
// server's password is what keeps a forger out.
const ServerProtection = storage.Protection + "; not keyed on a server: keep its password to the arbiters"

// RecordProtection says how the records are protected, for db check.
func (s *Store) RecordProtection(context.Context) (string, error) {
	return ServerProtection, nil
}
