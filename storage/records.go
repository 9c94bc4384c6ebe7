package storage

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// A record is a row that decides results outside the game logs: an event
// with its rule set, a player, a round, a pairing (board), a bye or a
// game's result. Its ref names it: "player 7", "bye 3/12" (round/player).
// recordTables says where each kind of record lives and which of its
// columns are not sealed (a game's head follows its own chain).
var recordTables = []recordTable{
	{"event", "tournaments", []string{"id"}, nil},
	{"player", "players", []string{"id"}, nil},
	{"round", "rounds", []string{"id"}, nil},
	{"board", "boards", []string{"id"}, nil},
	{"bye", "byes", []string{"round_id", "player_id"}, nil},
	{"game", "games", []string{"id"}, []string{"event_count", "head_hash"}},
}

type recordTable struct {
	kind, table string
	key         []string // key columns, in the order the ref gives them
	skip        []string // columns not sealed
}

// ref names the record with the given key values.
func (t recordTable) ref(key []int64) string {
	parts := make([]string, len(key))
	for i, k := range key {
		parts[i] = strconv.FormatInt(k, 10)
	}
	return t.kind + " " + strings.Join(parts, "/")
}

// RecordHash links one entry of the record log: SHA-256 over the previous
// entry's hash, the sequence number, the ref, the content (length -1 when
// the row was deleted) and the wall time, encoded as ChainHash encodes a
// game event.
func RecordHash(prev Hash, seq int64, ref string, content []byte, wallMS int64) Hash {
	return recordHash(nil, prev, seq, ref, content, wallMS)
}

// recordHash is RecordHash, or with a key its HMAC-SHA256.
func recordHash(key []byte, prev Hash, seq int64, ref string, content []byte, wallMS int64) Hash {
	h := newRecordHash(key)
	var n [8]byte
	putInt := func(v int64) {
		binary.BigEndian.PutUint64(n[:], uint64(v))
		h.Write(n[:])
	}
	h.Write(prev[:])
	putInt(seq)
	putInt(int64(len(ref)))
	h.Write([]byte(ref))
	if content == nil {
		putInt(-1)
	} else {
		putInt(int64(len(content)))
		h.Write(content)
	}
	putInt(wallMS)
	var out Hash
	h.Sum(out[:0])
	return out
}

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
	for _, t := range recordTables {
		ref := "'" + t.kind + " ' || " + strings.Join(t.key, " || '/' || ")
		if _, err := tx.ExecContext(ctx, "INSERT OR IGNORE INTO record_dirty SELECT "+ref+" FROM "+t.table); err != nil {
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
func sealRecords(ctx context.Context, tx *sql.Tx, now time.Time, key []byte, outside map[string]bool) error {
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
	var seq int64
	var prev Hash
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
		h := recordHash(key, prev, seq, ref, content, wall)
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

// recordContent reads a record as a JSON object of its sealed columns, or
// nil when the row does not exist.
func recordContent(ctx context.Context, tx *sql.Tx, ref string) ([]byte, error) {
	kind, key, _ := strings.Cut(ref, " ")
	i := slices.IndexFunc(recordTables, func(t recordTable) bool { return t.kind == kind })
	if i < 0 {
		return nil, fmt.Errorf("unknown record kind %q", kind)
	}
	t := recordTables[i]
	parts := strings.Split(key, "/")
	if len(parts) != len(t.key) {
		return nil, fmt.Errorf("record %q: want %d key part(s)", ref, len(t.key))
	}
	var where []string
	var args []any
	for j, col := range t.key {
		v, err := strconv.ParseInt(parts[j], 10, 64)
		if err != nil {
			return nil, fmt.Errorf("record %q: %w", ref, err)
		}
		where = append(where, col+" = ?")
		args = append(args, v)
	}
	var out []byte
	err := scanRecords(ctx, tx, t, strings.Join(where, " AND "), args, func(_ string, content []byte) error {
		out = content
		return nil
	})
	return out, err
}

// scanRecords reads the rows of a record table matching where (all when
// empty), each as its ref and its content.
func scanRecords(ctx context.Context, tx *sql.Tx, t recordTable, where string, args []any, fn func(ref string, content []byte) error) error {
	q := "SELECT * FROM " + t.table
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
		row := make(map[string]any, len(cols))
		key := make([]int64, len(t.key))
		for i, c := range cols {
			if k := slices.Index(t.key, c); k >= 0 {
				key[k], _ = vals[i].(int64)
			}
			if !slices.Contains(t.skip, c) {
				row[c] = vals[i]
			}
		}
		content, err := json.Marshal(row)
		if err != nil {
			return err
		}
		if err := fn(t.ref(key), content); err != nil {
			return err
		}
	}
	return rows.Err()
}
