package storage

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"hash"
)

// RecordHash links one entry of the record log: SHA-256 over the previous
// entry's hash, the sequence number, the ref, the content (length -1 when
// the row was deleted) and the wall time, encoded as ChainHash encodes a
// game event.
func RecordHash(prev Hash, seq int64, ref string, content []byte, wallMS int64) Hash {
	return RecordHashKeyed(nil, prev, seq, ref, content, wallMS)
}

// RecordHashKeyed is RecordHash, or with a key its HMAC-SHA256: the link
// of a record log protected with a key (see sqlite.Store.ProtectRecords).
func RecordHashKeyed(key []byte, prev Hash, seq int64, ref string, content []byte, wallMS int64) Hash {
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

// newRecordHash is SHA-256, or HMAC-SHA256 with key.
func newRecordHash(key []byte) hash.Hash {
	if key == nil {
		return sha256.New()
	}
	return hmac.New(sha256.New, key)
}

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
const Protection = "SHA-256 hash chain only: it catches an edit by a tool that does not also rewrite the chain, but an editor who recomputes the chain after changing a move, a ruling or a result cannot be detected without protection, nor one who changes the arbiters, the boards they run or the wall clock jumps, or puts a game back as an earlier copy had it (db protect FILE keys a file)"
