package storage

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
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
		if ok, err := hasRecordLog(ctx, tx); !ok || err != nil {
			return err
		}
		last, entry, chain, err := readRecordLog(ctx, tx, s.key)
		if err != nil {
			return err
		}
		breaks = append(breaks, chain...)
		seen := map[string]bool{}
		for _, t := range recordTables {
			err := scanRecords(ctx, tx, t, "", nil, func(ref string, content []byte) error {
				seen[ref] = true
				logged, ok := last[ref]
				switch {
				case !ok:
					breaks = append(breaks, RecordBreak{Ref: ref, Reason: "added outside Arbiter Console: " + string(content)})
				case logged == nil:
					breaks = append(breaks, RecordBreak{Ref: ref, Seq: entry[ref], Reason: "recorded as deleted, but present: " + string(content)})
				case !bytes.Equal(logged, content):
					breaks = append(breaks, RecordBreak{Ref: ref, Seq: entry[ref], Reason: diffContent(logged, content)})
				}
				return nil
			})
			if err != nil {
				return mapErr("read "+t.table, err)
			}
		}
		for ref, content := range last {
			if content != nil && !seen[ref] {
				breaks = append(breaks, RecordBreak{Ref: ref, Seq: entry[ref], Reason: "deleted outside Arbiter Console; recorded as " + string(content)})
			}
		}
		return nil
	})
	slices.SortFunc(breaks, func(a, b RecordBreak) int { return strings.Compare(a.Ref, b.Ref) })
	return breaks, err
}

// readRecordLog reads the whole record log: each record's last content
// (nil when deleted) and entry, and the links that do not verify.
// With key, every entry after the first keyed one must be keyed and
// verify with it; without, keyed entries are checked for their links
// only.
func readRecordLog(ctx context.Context, tx *sql.Tx, key []byte) (last map[string][]byte, entry map[string]int64, breaks []RecordBreak, err error) {
	last, entry = map[string][]byte{}, map[string]int64{}
	rows, err := tx.QueryContext(ctx, "SELECT seq, ref, content, wall_ms, prev_hash, hash, keyed FROM record_log ORDER BY seq")
	if err != nil {
		return nil, nil, nil, mapErr("read the record log", err)
	}
	defer rows.Close()
	var want int64
	var head Hash
	sawKeyed := false
	for rows.Next() {
		var seq, wall int64
		var ref string
		var content sql.NullString
		var prevB, hashB []byte
		var keyed bool
		if err := rows.Scan(&seq, &ref, &content, &wall, &prevB, &hashB, &keyed); err != nil {
			return nil, nil, nil, mapErr("read the record log", err)
		}
		var prev, hash Hash
		copy(prev[:], prevB)
		copy(hash[:], hashB)
		var c []byte
		if content.Valid {
			c = []byte(content.String)
		}
		want++
		switch {
		case seq != want:
			breaks = append(breaks, RecordBreak{Ref: "record log", Seq: want, Reason: fmt.Sprintf("entry missing: found entry %d next", seq)})
			want = seq
		case prev != head:
			breaks = append(breaks, RecordBreak{Ref: ref, Seq: seq, Reason: "record log: previous hash does not match the entry before it"})
		case key != nil && sawKeyed && !keyed:
			breaks = append(breaks, RecordBreak{Ref: ref, Seq: seq, Reason: "record log: entry is not keyed, though the entries before it are and this file's key is here"})
		case keyed && key == nil:
			// Its key is elsewhere: the link above is all that can be checked.
		case keyed && hash != recordHash(key, prev, seq, ref, c, wall):
			breaks = append(breaks, RecordBreak{Ref: ref, Seq: seq, Reason: "record log: entry does not match its keyed hash (HMAC)"})
		case !keyed && hash != RecordHash(prev, seq, ref, c, wall):
			breaks = append(breaks, RecordBreak{Ref: ref, Seq: seq, Reason: "record log: entry does not match its hash"})
		}
		sawKeyed = sawKeyed || keyed
		head = hash
		last[ref], entry[ref] = c, seq
	}
	if key != nil && !sawKeyed && want > 0 {
		breaks = append(breaks, RecordBreak{Ref: "record log", Reason: "this file's key is here, yet no entry is keyed: the log was written again without it"})
	}
	return last, entry, breaks, mapErr("read the record log", rows.Err())
}

// diffContent says which columns of a record differ from what was
// recorded: "rating is 2400, recorded 2100".
func diffContent(logged, now []byte) string {
	var a, b map[string]any
	if json.Unmarshal(logged, &a) != nil || json.Unmarshal(now, &b) != nil {
		return "changed outside Arbiter Console"
	}
	var cols []string
	for c := range a {
		cols = append(cols, c)
	}
	for c := range b {
		if _, ok := a[c]; !ok {
			cols = append(cols, c)
		}
	}
	slices.Sort(cols)
	var diffs []string
	for _, c := range cols {
		va, vb := jsonText(a[c]), jsonText(b[c])
		if va != vb {
			diffs = append(diffs, fmt.Sprintf("%s is %s, recorded %s", c, vb, va))
		}
	}
	return "changed outside Arbiter Console: " + strings.Join(diffs, "; ")
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
