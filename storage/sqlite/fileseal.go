package sqlite

import (
	"context"
	"crypto/hmac"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"

	"github.com/arbiterconsole/arbiter/storage"
)

// Each game's seal holds that game's end, but on its own it would let an
// editor with an earlier copy of the file (a backup shares the file id and
// the key) put one game back as it was, seal and all: a ruling, a clock
// event or the last moves gone while every other game stays current. The
// file's seal (record_meta 'file seal') is an HMAC under the key over every
// game's seal, every imported game record's seal, the record log's end and
// the small tables no record log entry covers (the arbiters, their boards,
// the wall clock jumps), written again by every write in the same
// transaction, so that the file's parts can only be as they were all at one
// moment: a file rolled back whole still passes (see heads.go).

const fileSealName = "file seal"

// fileUnsealed is the reason given for a keyed file without its seal:
// removed outside Arbiter Console, or protected by a version that made
// none. Such a file opens, writes keep it unsealed, and db check names it.
const fileUnsealed = "file seal: the file's seal is missing (removed outside Arbiter Console, or the file was protected by an earlier version: if db check shows nothing else, db protect seals it)"

// fileSeal is the HMAC under key of every game's seal, in the order of
// their names, and the record log's last entry.
func fileSeal(ctx context.Context, tx *sql.Tx, key []byte, fileID string) (storage.Hash, error) {
	m := newSeal(key, "arbiter-console file seal 1", fileID)
	var out storage.Hash
	for _, q := range []string{
		"SELECT name, value FROM record_meta WHERE name LIKE 'head %' OR name LIKE 'pgn %' ORDER BY name",
		"SELECT 'arbiter', json_array(id, tournament_id, name, fide_id, role) FROM arbiters ORDER BY id",
		"SELECT 'arbiter board', json_array(arbiter_id, board_id) FROM arbiter_boards ORDER BY arbiter_id, board_id",
		"SELECT 'clock jump', json_array(id, at_ms, by_ms) FROM clock_jumps ORDER BY id",
	} {
		rows, err := tx.QueryContext(ctx, q)
		if err != nil {
			return out, err
		}
		for rows.Next() {
			var name, value string
			if err := rows.Scan(&name, &value); err != nil {
				rows.Close()
				return out, err
			}
			m.text(name)
			m.text(value)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return out, err
		}
	}
	var seq int64
	var last []byte
	var keyed int64
	err := tx.QueryRowContext(ctx, "SELECT seq, hash, keyed FROM record_log ORDER BY seq DESC LIMIT 1").Scan(&seq, &last, &keyed)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return out, err
	}
	m.int(seq)
	m.text(string(last))
	m.int(keyed)
	return m.sum(), nil
}

// verifyFile says how the file differs from its seal; "" when it holds,
// fileUnsealed when there is none.
func (k *sealer) verifyFile(ctx context.Context, tx *sql.Tx) (string, error) {
	var stored string
	switch err := tx.QueryRowContext(ctx, "SELECT value FROM record_meta WHERE name = ?", fileSealName).Scan(&stored); {
	case errors.Is(err, sql.ErrNoRows):
		return fileUnsealed, nil
	case err != nil:
		return "", err
	}
	want, err := fileSeal(ctx, tx, k.key, k.fileID)
	if err != nil {
		return "", err
	}
	if got, err := hex.DecodeString(stored); err != nil || !hmac.Equal(got, want[:]) {
		return "file seal: the games' seals, the record log, the arbiters and their boards or the wall clock jumps are not as Arbiter Console last sealed them together with the file's key: a game or the record log was put back to an earlier state, seals were copied from another file, or an arbiter, a board's arbiter or a clock jump was changed, outside Arbiter Console", nil
	}
	return "", nil
}

// sealFile records the file's seal as the file now is.
func (k *sealer) sealFile(ctx context.Context, tx *sql.Tx) error {
	mac, err := fileSeal(ctx, tx, k.key, k.fileID)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO record_meta (name, value) VALUES (?, ?)
		ON CONFLICT (name) DO UPDATE SET value = excluded.value`, fileSealName, hex.EncodeToString(mac[:]))
	return err
}

// fileGuard is a write transaction's view of the file's seal: it refuses
// to write on a file whose seal does not hold (the write would seal the
// edit) and seals the file again after the write.
type fileGuard struct {
	k    *sealer
	seal bool // the seal held (or is to be made): write it again
}

// guardFile checks the file's seal at the start of a write transaction.
// create makes a missing seal (db protect); otherwise a file without one
// stays without.
func (k *sealer) guardFile(ctx context.Context, tx *sql.Tx, path string, create bool) (fileGuard, error) {
	if k == nil {
		return fileGuard{}, nil
	}
	reason, err := k.verifyFile(ctx, tx)
	switch {
	case err != nil:
		return fileGuard{}, mapErr("read the file's seal", err)
	case reason == "":
		return fileGuard{k: k, seal: true}, nil
	case reason == fileUnsealed:
		return fileGuard{k: k, seal: create}, nil
	}
	return fileGuard{}, fmt.Errorf("storage: %s: %w: %s", path, storage.ErrTampered, reason)
}

// done seals the file as the transaction leaves it.
func (g fileGuard) done(ctx context.Context, tx *sql.Tx) error {
	if !g.seal {
		return nil
	}
	return mapErr("seal the file", g.k.sealFile(ctx, tx))
}

// An imported game's record (game_records: the PGN as read, which the
// PGN export writes back) is sealed on a keyed file when it is stored
// (record_meta 'pgn ID'), bound to the file id and the game.

// recordUnsealed is the reason given for an imported record without a
// seal; like a game without one, such a file opens and db check names it.
const recordUnsealed = "its imported record (the PGN the export writes) is not sealed with the file's key (added outside Arbiter Console, or the file was protected by an earlier version: if db check shows nothing else, db protect seals it)"

func recordSealName(gameID int64) string { return "pgn " + strconv.FormatInt(gameID, 10) }

func recordSeal(key []byte, fileID string, r storage.GameRecord) storage.Hash {
	m := newSeal(key, "arbiter-console game record 1", fileID)
	m.int(r.GameID)
	m.int(int64(r.Events))
	m.text(r.PGN)
	return m.sum()
}

// sealRecord seals an imported game's record as stored.
func (k *sealer) sealRecord(ctx context.Context, tx *sql.Tx, r storage.GameRecord) error {
	if k == nil {
		return nil
	}
	mac := recordSeal(k.key, k.fileID, r)
	_, err := tx.ExecContext(ctx, `INSERT INTO record_meta (name, value) VALUES (?, ?)
		ON CONFLICT (name) DO UPDATE SET value = excluded.value`, recordSealName(r.GameID), hex.EncodeToString(mac[:]))
	return mapErr(fmt.Sprintf("seal the record of game %d", r.GameID), err)
}

// readGameRecords reads every imported game's record.
func readGameRecords(ctx context.Context, tx *sql.Tx) ([]storage.GameRecord, error) {
	rows, err := tx.QueryContext(ctx, "SELECT game_id, pgn, events FROM game_records ORDER BY game_id")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.GameRecord
	for rows.Next() {
		var r storage.GameRecord
		if err := rows.Scan(&r.GameID, &r.PGN, &r.Events); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// verifyGameRecords names each imported game record whose seal is missing or
// does not hold. sealMissing seals those without one instead (db protect,
// on a file protected before records were sealed).
func (k *sealer) verifyGameRecords(ctx context.Context, tx *sql.Tx, sealMissing bool) ([]storage.ChainBreak, error) {
	recs, err := readGameRecords(ctx, tx)
	if err != nil {
		return nil, mapErr("read the imported games' records", err)
	}
	// On a file sealed whole, every record was sealed when it was stored:
	// one without a seal was added outside.
	var whole int
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM record_meta WHERE name = ?", fileSealName).Scan(&whole); err != nil {
		return nil, mapErr("read the file's seal", err)
	}
	var breaks []storage.ChainBreak
	for _, r := range recs {
		var stored string
		switch err := tx.QueryRowContext(ctx, "SELECT value FROM record_meta WHERE name = ?", recordSealName(r.GameID)).Scan(&stored); {
		case errors.Is(err, sql.ErrNoRows) && whole > 0:
			breaks = append(breaks, storage.ChainBreak{GameID: r.GameID, Reason: "its imported record (the PGN the export writes) is not sealed with the file's key: added outside Arbiter Console"})
			continue
		case errors.Is(err, sql.ErrNoRows) && sealMissing:
			if err := k.sealRecord(ctx, tx, r); err != nil {
				return nil, err
			}
			continue
		case errors.Is(err, sql.ErrNoRows):
			breaks = append(breaks, storage.ChainBreak{GameID: r.GameID, Reason: recordUnsealed})
			continue
		case err != nil:
			return nil, mapErr("read the seal of an imported record", err)
		}
		want := recordSeal(k.key, k.fileID, r)
		if got, err := hex.DecodeString(stored); err != nil || !hmac.Equal(got, want[:]) {
			breaks = append(breaks, storage.ChainBreak{GameID: r.GameID, Reason: "its imported record (the PGN the export writes) is not as Arbiter Console sealed it with the file's key: changed outside Arbiter Console"})
		}
	}
	return breaks, nil
}
