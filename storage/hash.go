package storage

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
)

// Hash is a SHA-256 link of a game's event chain.
type Hash [sha256.Size]byte

// String returns the hash in lower-case hex.
func (h Hash) String() string { return hex.EncodeToString(h[:]) }

// ChainHash is the hash of one event: SHA-256 over, in order, the previous
// event's hash (32 zero bytes for a game's first event), the game id, the
// sequence number, the kind, the payload and the wall time in milliseconds
// since the Unix epoch (UTC). Integers are 8-byte big-endian; kind and
// payload are each preceded by their length as an 8-byte big-endian integer,
// so that no two different events hash the same bytes.
func ChainHash(prev Hash, gameID, seq int64, kind string, payload []byte, wallMS int64) Hash {
	h := sha256.New()
	var n [8]byte
	putInt := func(v int64) {
		binary.BigEndian.PutUint64(n[:], uint64(v))
		h.Write(n[:])
	}
	h.Write(prev[:])
	putInt(gameID)
	putInt(seq)
	putInt(int64(len(kind)))
	h.Write([]byte(kind))
	putInt(int64(len(payload)))
	h.Write(payload)
	putInt(wallMS)
	var out Hash
	h.Sum(out[:0])
	return out
}
