package sqlite

import (
	"context"
	"crypto/hmac"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/arbiterconsole/arbiter/storage"
)

// On a file with a record key, the end of every game's log is sealed as
// well: how many events it holds, the last one's hash, the game's result
// and how it ended, with an HMAC-SHA256 under the key (record_meta,
// 'head ID'). Each game's SHA-256 chain links its events to that head, so
// the key covers every move, clock event and ruling: an editor who
// deletes a game's last events, rewrites the games row or recomputes the
// chain after editing a move cannot make a seal that verifies without the
// key. A file rolled back whole to an earlier copy of itself passes
// every seal; the anchor beside the key catches it (anchor.go).

// unsealed is the reason given for a game without a seal: removed outside
// Arbiter Console, or a file protected by a version that sealed no games.
// Open lets such a file open (writes on the game are refused), so that
// db protect can seal it.
const unsealed = "its log's end is not sealed with the file's key (the seal was removed outside Arbiter Console, or the file was protected by an earlier version: if db check shows nothing else, db protect seals it)"

// headState is what a game's seal covers.
type headState struct {
	gameID, count       int64
	head                storage.Hash
	result, termination string
}

const selectHeadStates = "SELECT id, event_count, head_hash, result, termination FROM games"

func scanHeadState(row interface{ Scan(...any) error }) (headState, error) {
	var h headState
	var head []byte
	err := row.Scan(&h.gameID, &h.count, &head, &h.result, &h.termination)
	copy(h.head[:], head)
	return h, err
}

// headSeal is the HMAC of a game's head under key, bound to the file's id.
func headSeal(key []byte, fileID string, h headState) storage.Hash {
	m := newSeal(key, "arbiter-console game head 1", fileID)
	m.int(h.gameID)
	m.int(h.count)
	m.m.Write(h.head[:])
	m.text(h.result)
	m.text(h.termination)
	return m.sum()
}

// sealer seals game heads in a write transaction: nil on a file without a
// record key.
type sealer struct {
	key    []byte
	fileID string

	// In a write transaction: the file's seal kept up to date (nil when
	// the file keeps none) and the writer connection's data_version.
	file        *fileTrack
	dataVersion int64
}

func (s *Store) sealer() *sealer {
	if s.key == nil {
		return nil
	}
	return &sealer{key: s.key, fileID: s.fileID}
}

func headName(gameID int64) string { return "head " + strconv.FormatInt(gameID, 10) }

// check refuses to write on a game whose head is not as a console with
// the key left it: writing would seal an edit made outside.
func (k *sealer) check(ctx context.Context, tx *sql.Tx, gameID int64) error {
	if k == nil {
		return nil
	}
	h, err := scanHeadState(tx.QueryRowContext(ctx, selectHeadStates+" WHERE id = ?", gameID))
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("storage: game %d: %w", gameID, storage.ErrNotFound)
	} else if err != nil {
		return mapErr(fmt.Sprintf("read game %d", gameID), err)
	}
	if reason := k.verify(ctx, tx, h); reason != "" {
		return fmt.Errorf("storage: game %d: %w: %s", gameID, storage.ErrTampered, reason)
	}
	return nil
}

// verify says how a game's head differs from its seal; "" when it holds.
func (k *sealer) verify(ctx context.Context, tx *sql.Tx, h headState) string {
	var stored string
	switch err := tx.QueryRowContext(ctx, "SELECT value FROM record_meta WHERE name = ?", headName(h.gameID)).Scan(&stored); {
	case errors.Is(err, sql.ErrNoRows):
		return unsealed
	case err != nil:
		return "its seal cannot be read: " + err.Error()
	}
	want := headSeal(k.key, k.fileID, h)
	if got, err := hex.DecodeString(stored); err != nil || !hmac.Equal(got, want[:]) {
		return fmt.Sprintf("its log's end (%d events, result %q, termination %q) is not as Arbiter Console sealed it with the file's key: events, their count, the head or the result were changed outside Arbiter Console", h.count, h.result, h.termination)
	}
	return ""
}

// seal records the game's head as it now is.
func (k *sealer) seal(ctx context.Context, tx *sql.Tx, gameID int64) error {
	if k == nil {
		return nil
	}
	h, err := scanHeadState(tx.QueryRowContext(ctx, selectHeadStates+" WHERE id = ?", gameID))
	if err != nil {
		return mapErr(fmt.Sprintf("seal game %d", gameID), err)
	}
	mac := headSeal(k.key, k.fileID, h)
	return mapErr(fmt.Sprintf("seal game %d", gameID), k.setItem(ctx, tx, headName(gameID), hex.EncodeToString(mac[:])))
}

// setItem stores a seal of record_meta (a game's or an imported record's)
// and brings the file's seal up to date with it.
func (k *sealer) setItem(ctx context.Context, tx *sql.Tx, name, value string) error {
	var old string
	had := false
	if k.file != nil && !k.file.full {
		switch err := tx.QueryRowContext(ctx, "SELECT value FROM record_meta WHERE name = ?", name).Scan(&old); {
		case err == nil:
			had = true
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO record_meta (name, value) VALUES (?, ?)
		ON CONFLICT (name) DO UPDATE SET value = excluded.value`, name, value)
	if err != nil {
		return err
	}
	k.changeItem(name, old, had, value)
	return nil
}

// sealAll seals every game's head as it now is: for ProtectRecords, once
// the chains verified.
func (k *sealer) sealAll(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, "SELECT id FROM games ORDER BY id")
	if err != nil {
		return err
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, id := range ids {
		// A seal that exists must hold: sealing again would launder an
		// edit. One that is missing is a file keyed before heads were.
		var n int
		if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM record_meta WHERE name = ?", headName(id)).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			if err := k.check(ctx, tx, id); err != nil {
				return err
			}
		}
		if err := k.seal(ctx, tx, id); err != nil {
			return err
		}
	}
	return nil
}

// verifyHeads checks every game's head against its seal.
func (k *sealer) verifyHeads(ctx context.Context, tx *sql.Tx) ([]storage.ChainBreak, error) {
	rows, err := tx.QueryContext(ctx, selectHeadStates+" ORDER BY id")
	if err != nil {
		return nil, mapErr("read games", err)
	}
	var heads []headState
	for rows.Next() {
		h, err := scanHeadState(rows)
		if err != nil {
			rows.Close()
			return nil, mapErr("read games", err)
		}
		heads = append(heads, h)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, mapErr("read games", err)
	}
	var breaks []storage.ChainBreak
	for _, h := range heads {
		if reason := k.verify(ctx, tx, h); reason != "" {
			breaks = append(breaks, storage.ChainBreak{GameID: h.gameID, Seq: h.count, Reason: reason})
		}
	}
	return breaks, nil
}

// The schema's guards: an edit that drops or changes a trigger, a table
// or an index (the append-only triggers of game_events and record_log
// among them) is named by VerifyChain, whether or not the file is keyed.

var expectedSchema = sync.OnceValues(func() (map[string]string, error) {
	db, err := sql.Open("sqlite3", "file:arbiter-expected-schema?mode=memory&cache=private")
	if err != nil {
		return nil, err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for _, m := range loadMigrations() {
		if _, err := db.Exec(m.sql); err != nil {
			return nil, fmt.Errorf("migration %d: %w", m.version, err)
		}
	}
	return readSchema(context.Background(), db)
})

func readSchema(ctx context.Context, q interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}) (map[string]string, error) {
	rows, err := q.QueryContext(ctx, "SELECT type, name, coalesce(sql, '') FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%'")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var typ, name, text string
		if err := rows.Scan(&typ, &name, &text); err != nil {
			return nil, err
		}
		out[typ+" "+name] = strings.Join(strings.Fields(text), " ")
	}
	return out, rows.Err()
}

// verifySchema names each table, index and trigger that is not as the
// migrations made it.
func verifySchema(ctx context.Context, tx *sql.Tx) ([]storage.ChainBreak, error) {
	want, err := expectedSchema()
	if err != nil {
		return nil, fmt.Errorf("storage: the expected schema: %w", err)
	}
	got, err := readSchema(ctx, tx)
	if err != nil {
		return nil, mapErr("read the schema", err)
	}
	var breaks []storage.ChainBreak
	for name, text := range want {
		switch have, ok := got[name]; {
		case !ok:
			breaks = append(breaks, storage.ChainBreak{Reason: fmt.Sprintf("schema: %s was removed outside Arbiter Console", name)})
		case have != text:
			breaks = append(breaks, storage.ChainBreak{Reason: fmt.Sprintf("schema: %s was changed outside Arbiter Console: %s", name, have)})
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			breaks = append(breaks, storage.ChainBreak{Reason: fmt.Sprintf("schema: %s was added outside Arbiter Console", name)})
		}
	}
	return breaks, nil
}
