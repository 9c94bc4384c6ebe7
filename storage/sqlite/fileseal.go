package sqlite

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiterconsole/arbiter/storage"
)

// Each game's seal holds that game's end, but on its own it would let an
// editor with an earlier copy of the file (a backup shares the file id and
// the key) put one game back as it was, seal and all: a ruling, a clock
// event or the last moves gone while every other game stays current. The
// file's seal (record_meta 'file seal') binds the file's items - every
// game's seal, every imported game record's seal, the record log's last
// entry and the rows of the small tables no record log entry covers (the
// arbiters, their boards, the wall clock jumps) - together at one moment,
// so that its parts can only be as they all were at once. A file rolled
// back whole is the anchor's business (anchor.go).
//
// The seal is a randomized XOR-MAC (Bellare, Guérin and Rogaway, "XOR
// MACs", Crypto '95), so that a write brings it up to date in the time of
// the items it changes, not of the whole file:
//
//	leaf(id, state) = HMAC(key, "arbiter-console file item 2" ‖ file id ‖ id ‖ state)
//	sum             = leaf(item 1) ⊕ leaf(item 2) ⊕ … over every item
//	mask(n, r)      = HMAC(key, "arbiter-console file seal 2" ‖ file id ‖ n ‖ r)
//	stored          = "2 n hex(r) hex(mask(n, r) ⊕ sum)"
//
// n counts the writes that sealed the file (the anchor compares it), r is
// 16 fresh random bytes per write. A write takes the leaves of the items
// it changes out of sum and puts those of their new states in. Each id
// occurs once (a table's primary key, after a name of its kind; a check
// counts them), so the leaves are a PRF's values at distinct points and
// sum of another set of items differs from this one's by a random value.
// The mask is what makes it safe to keep old seals around: without it,
// three earlier copies' seals would XOR into a valid seal of a mixed
// state (one game as it was, the others current); with it, any XOR of
// earlier seals carries masks of distinct (n, r) that cancel only if r
// repeats (2^-128 per pair). docs/storage.md gives the argument in full.

const fileSealName = "file seal"

// fileUnsealed is the reason given for a keyed file without its seal:
// removed outside Arbiter Console, or protected by a version that made
// none. Such a file opens, writes keep it unsealed, and db check names it.
const fileUnsealed = "file seal: the file's seal is missing (removed outside Arbiter Console, or the file was protected by an earlier version: if db check shows nothing else, db protect seals it)"

// fileSealBroken is the reason given for a file whose items are not as
// its seal says.
const fileSealBroken = "file seal: the games' seals, the record log, the arbiters and their boards or the wall clock jumps are not as Arbiter Console last sealed them together with the file's key: a game or the record log was put back to an earlier state, seals were copied from another file, or an arbiter, a board's arbiter or a clock jump was changed, outside Arbiter Console"

// The file's items, each as an id unique in the file and its state:
// metaItems are those a write changes one by one (the seals of games and
// of imported records), smallItems those of the tables that change
// rarely and are read whole when they do.
const metaItems = "SELECT name, value FROM record_meta WHERE name LIKE 'head %' OR name LIKE 'pgn %'"

var smallItems = []string{
	"SELECT 'arbiter ' || id, json_array(tournament_id, name, fide_id, role) FROM arbiters",
	"SELECT 'arbiter board ' || arbiter_id || '/' || board_id, '' FROM arbiter_boards",
	"SELECT 'clock jump ' || id, json_array(at_ms, by_ms) FROM clock_jumps",
}

// tailItem is the record log's last entry, always an item (seq 0 when the
// log is empty), so that cutting the log short is seen.
const tailItem = "record log"

// leaf is an item's share of the file's seal.
func (k *sealer) leaf(id, state string) storage.Hash {
	m := newSeal(k.key, "arbiter-console file item 2", k.fileID)
	m.text(id)
	m.text(state)
	return m.sum()
}

// mask hides sum in a stored seal: a fresh r per write.
func (k *sealer) mask(n int64, r [16]byte) storage.Hash {
	m := newSeal(k.key, "arbiter-console file seal 2", k.fileID)
	m.int(n)
	m.text(string(r[:]))
	return m.sum()
}

func xorInto(dst *storage.Hash, h storage.Hash) {
	for i := range dst {
		dst[i] ^= h[i]
	}
}

// storedSeal is a file seal of version 2 as record_meta keeps it.
type storedSeal struct {
	n   int64
	r   [16]byte
	tag storage.Hash
}

func (v storedSeal) String() string {
	return fmt.Sprintf("2 %d %x %x", v.n, v.r[:], v.tag[:])
}

// parseSeal reads a version 2 seal; false for anything else (a version 1
// seal is 64 hex digits).
func parseSeal(text string) (storedSeal, bool) {
	var v storedSeal
	f := strings.Fields(text)
	if len(f) != 4 || f[0] != "2" || strings.Join(f, " ") != text {
		return v, false
	}
	n, err := strconv.ParseInt(f[1], 10, 64)
	r, rerr := hex.DecodeString(f[2])
	t, terr := hex.DecodeString(f[3])
	if err != nil || rerr != nil || terr != nil || n < 1 || len(r) != len(v.r) || len(t) != len(v.tag) {
		return v, false
	}
	v.n = n
	copy(v.r[:], r)
	copy(v.tag[:], t)
	return v, true
}

// itemsSum adds the leaves of the items query lists to sum, refusing an
// id seen before (seen may be nil).
func (k *sealer) itemsSum(ctx context.Context, tx *sql.Tx, query string, sum *storage.Hash, seen map[string]bool) error {
	rows, err := tx.QueryContext(ctx, query)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id, state string
		if err := rows.Scan(&id, &state); err != nil {
			return err
		}
		if seen != nil {
			if seen[id] {
				return errDuplicateItem
			}
			seen[id] = true
		}
		xorInto(sum, k.leaf(id, state))
	}
	return rows.Err()
}

// errDuplicateItem is an item the file holds twice, which only an edit of
// the schema can make: two equal leaves would cancel out of the seal.
var errDuplicateItem = errors.New("duplicate item")

// smallSum is the XOR of the small tables' leaves.
func (k *sealer) smallSum(ctx context.Context, tx *sql.Tx, seen map[string]bool) (storage.Hash, error) {
	var sum storage.Hash
	for _, q := range smallItems {
		if err := k.itemsSum(ctx, tx, q, &sum, seen); err != nil {
			return sum, err
		}
	}
	return sum, nil
}

// readTail is the record log's last entry as the tail item's state.
func readTail(ctx context.Context, tx *sql.Tx) (string, error) {
	var seq, keyed int64
	var last []byte
	err := tx.QueryRowContext(ctx, "SELECT seq, hash, keyed FROM record_log ORDER BY seq DESC LIMIT 1").Scan(&seq, &last, &keyed)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return "", err
	}
	return fmt.Sprintf("%d %x %d", seq, last, keyed), nil
}

// fullSum is sum over every item of the file as it is.
func (k *sealer) fullSum(ctx context.Context, tx *sql.Tx) (storage.Hash, error) {
	seen := map[string]bool{}
	sum, err := k.smallSum(ctx, tx, seen)
	if err != nil {
		return sum, err
	}
	if err := k.itemsSum(ctx, tx, metaItems, &sum, seen); err != nil {
		return sum, err
	}
	tail, err := readTail(ctx, tx)
	if err != nil {
		return sum, err
	}
	xorInto(&sum, k.leaf(tailItem, tail))
	return sum, nil
}

// fileSealV1 is the seal an earlier version made: one HMAC over every
// item in order, made again whole by every write. It is still checked, and
// replaced by a version 2 seal at the first write.
func fileSealV1(ctx context.Context, tx *sql.Tx, key []byte, fileID string) (storage.Hash, error) {
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

// fileCheck is the file's seal checked against every item.
type fileCheck struct {
	reason string       // "" when it holds; fileUnsealed when there is none
	seal   storedSeal   // the version 2 seal that holds (n 0 for a version 1 seal)
	sum    storage.Hash // sum over the items, when it holds
}

// checkFile checks the file's seal against every item of the file.
func (k *sealer) checkFile(ctx context.Context, tx *sql.Tx) (fileCheck, error) {
	var stored string
	switch err := tx.QueryRowContext(ctx, "SELECT value FROM record_meta WHERE name = ?", fileSealName).Scan(&stored); {
	case errors.Is(err, sql.ErrNoRows):
		return fileCheck{reason: fileUnsealed}, nil
	case err != nil:
		return fileCheck{}, err
	}
	sum, err := k.fullSum(ctx, tx)
	if errors.Is(err, errDuplicateItem) {
		return fileCheck{reason: "file seal: an item is in the file twice (a table's primary key was removed outside Arbiter Console)"}, nil
	} else if err != nil {
		return fileCheck{}, err
	}
	if v, ok := parseSeal(stored); ok {
		want := k.mask(v.n, v.r)
		xorInto(&want, sum)
		if !hmac.Equal(want[:], v.tag[:]) {
			return fileCheck{reason: fileSealBroken}, nil
		}
		return fileCheck{seal: v, sum: sum}, nil
	}
	want, err := fileSealV1(ctx, tx, k.key, k.fileID)
	if err != nil {
		return fileCheck{}, err
	}
	if got, err := hex.DecodeString(stored); err != nil || !hmac.Equal(got, want[:]) {
		return fileCheck{reason: fileSealBroken}, nil
	}
	return fileCheck{sum: sum}, nil
}

// verifyFile says how the file differs from its seal; "" when it holds,
// fileUnsealed when there is none.
func (k *sealer) verifyFile(ctx context.Context, tx *sql.Tx) (string, error) {
	c, err := k.checkFile(ctx, tx)
	return c.reason, err
}

// writeSeal stores a new seal of sum, the n-th, with a fresh r.
func (k *sealer) writeSeal(ctx context.Context, tx *sql.Tx, n int64, sum storage.Hash) (storedSeal, error) {
	v := storedSeal{n: n}
	if _, err := rand.Read(v.r[:]); err != nil {
		return v, err
	}
	v.tag = k.mask(v.n, v.r)
	xorInto(&v.tag, sum)
	_, err := tx.ExecContext(ctx, `INSERT INTO record_meta (name, value) VALUES (?, ?)
		ON CONFLICT (name) DO UPDATE SET value = excluded.value`, fileSealName, v.String())
	return v, err
}

// sealFile records the file's seal as the file now is, from every item
// (after a migration, and where the seal is made).
func (k *sealer) sealFile(ctx context.Context, tx *sql.Tx, n int64) (storedSeal, error) {
	sum, err := k.fullSum(ctx, tx)
	if err != nil {
		return storedSeal{}, err
	}
	return k.writeSeal(ctx, tx, n, sum)
}

// fileTrack is a write transaction's account of the file's seal: sum as
// the items now are, but for the small tables and the record log's tail,
// which the end of the transaction settles.
type fileTrack struct {
	full  bool         // make the seal from every item at the end
	n     int64        // the seal's counter before the transaction
	sum   storage.Hash // sum over the items, kept up to date by seal and sealRecord
	tail  string       // the record log's last entry at the start
	small bool         // the small tables' leaves are out of sum until the end
}

// changeItem takes an item's leaf for state old out of the file's sum
// (when had) and puts the new one's in.
func (k *sealer) changeItem(id, old string, had bool, state string) {
	if k == nil || k.file == nil || k.file.full || (had && old == state) {
		return
	}
	if had {
		xorInto(&k.file.sum, k.leaf(id, old))
	}
	xorInto(&k.file.sum, k.leaf(id, state))
}

// touchSmall is called before a write that may change the arbiters, their
// boards or the clock jumps (cascading deletes included): their leaves
// leave the sum now and come back as the tables are at the end.
func (k *sealer) touchSmall(ctx context.Context, tx *sql.Tx) error {
	if k == nil || k.file == nil || k.file.full || k.file.small {
		return nil
	}
	old, err := k.smallSum(ctx, tx, nil)
	if err != nil {
		return mapErr("read the arbiters and clock jumps", err)
	}
	xorInto(&k.file.sum, old)
	k.file.small = true
	return nil
}

// guardFile checks the file's seal at the start of a write transaction
// and starts keeping it: it refuses to write on a file whose seal does not
// hold (the write would seal the edit). create makes a missing seal (db
// protect); otherwise a file without one stays without.
//
// Checking every item costs a read of the whole file's seals, so it is
// skipped when nothing but this store wrote the file since the seal it
// made last: SQLite's data_version of the writer's connection changes
// with every commit of another connection, and the seal's r is the one
// this store wrote. A change it misses (a connection the pool replaced)
// is not sealed either: a write takes out the leaves of the items as it
// finds them, so the difference an outside edit made stays in the sum,
// and the next full check (Open, db check) names it.
func (s *Store) guardFile(ctx context.Context, tx *sql.Tx, k *sealer, create bool) error {
	if k == nil {
		return nil
	}
	if err := tx.QueryRowContext(ctx, "PRAGMA data_version").Scan(&k.dataVersion); err != nil {
		return mapErr("read the file's seal", err)
	}
	v, ok, err := storedFileSeal(ctx, tx)
	if err != nil {
		return mapErr("read the file's seal", err)
	}
	if ok && s.sealed.trusts(k.dataVersion, v) {
		tail, err := readTail(ctx, tx)
		if err != nil {
			return mapErr("read the record log", err)
		}
		k.file = &fileTrack{n: v.n, sum: v.tag, tail: tail}
		xorInto(&k.file.sum, k.mask(v.n, v.r))
		return nil
	}
	s.checks++
	c, err := k.checkFile(ctx, tx)
	if err != nil {
		return mapErr("read the file's seal", err)
	}
	switch c.reason {
	case "":
		tail, err := readTail(ctx, tx)
		if err != nil {
			return mapErr("read the record log", err)
		}
		// A version 1 seal is replaced whole.
		k.file = &fileTrack{n: c.seal.n, sum: c.sum, tail: tail, full: c.seal.n == 0}
		return nil
	case fileUnsealed:
		if create {
			k.file = &fileTrack{full: true}
		}
		return nil
	}
	return fmt.Errorf("storage: %s: %w: %s", s.path, storage.ErrTampered, c.reason)
}

// doneFile seals the file as the transaction leaves it; the zero seal
// when it keeps none.
func (k *sealer) doneFile(ctx context.Context, tx *sql.Tx) (storedSeal, error) {
	if k == nil || k.file == nil {
		return storedSeal{}, nil
	}
	f := k.file
	if f.full {
		v, err := k.sealFile(ctx, tx, f.n+1)
		return v, mapErr("seal the file", err)
	}
	if f.small {
		now, err := k.smallSum(ctx, tx, nil)
		if err != nil {
			return storedSeal{}, mapErr("seal the file", err)
		}
		xorInto(&f.sum, now)
	}
	tail, err := readTail(ctx, tx)
	if err != nil {
		return storedSeal{}, mapErr("seal the file", err)
	}
	if tail != f.tail {
		xorInto(&f.sum, k.leaf(tailItem, f.tail))
		xorInto(&f.sum, k.leaf(tailItem, tail))
	}
	v, err := k.writeSeal(ctx, tx, f.n+1, f.sum)
	return v, mapErr("seal the file", err)
}

// sealTrust is what lets a write skip the full check: the data_version
// the writer's connection read in the last write that sealed the file,
// and the r of that seal.
type sealTrust struct {
	ok          bool
	dataVersion int64
	r           [16]byte
}

func (t sealTrust) trusts(dataVersion int64, v storedSeal) bool {
	return t.ok && t.dataVersion == dataVersion && t.r == v.r
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
	err := k.setItem(ctx, tx, recordSealName(r.GameID), hex.EncodeToString(mac[:]))
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
