package sqlite

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"hash"
	"io"

	"github.com/arbiterconsole/arbiter/storage"
)

// seal is an HMAC-SHA256 under a file's key over fields each seal writes
// in a fixed order: integers 8-byte big-endian, texts preceded by their
// length, so that no two different contents hash the same bytes.
type seal struct{ m hash.Hash }

// newSeal starts a seal of what (its name and version, so that seals of
// different things never match) bound to the file's id.
func newSeal(key []byte, what, fileID string) seal {
	s := seal{hmac.New(sha256.New, key)}
	s.text(what)
	s.text(fileID)
	return s
}

func (s seal) int(v int64) {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(v))
	s.m.Write(n[:])
}

func (s seal) text(t string) {
	s.int(int64(len(t)))
	io.WriteString(s.m, t)
}

func (s seal) sum() storage.Hash {
	var out storage.Hash
	s.m.Sum(out[:0])
	return out
}
