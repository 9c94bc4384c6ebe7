package storage

import (
	"cmp"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
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

// chainCheck follows one game's chain event by event.
type chainCheck struct {
	gameID int64
	seq    int64 // last sequence number seen
	head   Hash
	broken *ChainBreak
}

// next checks the next event of the game and reports the first break.
func (c *chainCheck) next(e EventRecord) {
	if c.broken != nil {
		return
	}
	c.seq++
	switch {
	case e.Seq != c.seq:
		c.broken = &ChainBreak{c.gameID, c.seq, fmt.Sprintf("event missing: found seq %d next", e.Seq)}
	case e.PrevHash != c.head:
		c.broken = &ChainBreak{c.gameID, e.Seq, "previous hash does not match the event before it"}
	case e.Hash != ChainHash(e.PrevHash, e.GameID, e.Seq, e.Kind, e.Payload, e.Wall.UnixMilli()):
		c.broken = &ChainBreak{c.gameID, e.Seq, "event content does not match its hash"}
	}
	c.head = e.Hash
}

// end compares the chain with the head recorded in the game row.
func (c *chainCheck) end(count int64, head Hash) {
	if c.broken != nil {
		return
	}
	switch {
	case count != c.seq:
		c.broken = &ChainBreak{c.gameID, c.seq + 1, fmt.Sprintf("game records %d events, log holds %d", count, c.seq)}
	case head != c.head:
		c.broken = &ChainBreak{c.gameID, c.seq, "last event's hash differs from the game's recorded head"}
	}
}

// VerifyChain recomputes every game's hash chain and returns where each
// broken chain first fails (at most one break per game), or nothing when all
// verify. The error is for failures to read, not for breaks.
func (s *Store) VerifyChain(ctx context.Context) ([]ChainBreak, error) {
	var breaks []ChainBreak
	err := s.read(ctx, func(tx *sql.Tx) error {
		heads, err := readGameHeads(ctx, tx)
		if err != nil {
			return err
		}
		checks := make(map[int64]*chainCheck, len(heads))
		err = scanEvents(ctx, tx, "", nil, func(e EventRecord) error {
			c := checks[e.GameID]
			if c == nil {
				c = &chainCheck{gameID: e.GameID}
				checks[e.GameID] = c
			}
			c.next(e)
			return nil
		})
		if err != nil {
			return err
		}
		for _, h := range heads {
			c := checks[h.gameID]
			if c == nil {
				c = &chainCheck{gameID: h.gameID}
			}
			c.end(h.count, h.head)
			delete(checks, h.gameID)
			if c.broken != nil {
				breaks = append(breaks, *c.broken)
			}
		}
		for id := range checks { // the foreign key forbids it; an edit could not
			breaks = append(breaks, ChainBreak{GameID: id, Reason: "events of a game that does not exist"})
		}
		return nil
	})
	slices.SortFunc(breaks, func(a, b ChainBreak) int { return cmp.Compare(a.GameID, b.GameID) })
	return breaks, err
}

// gameHead is the end of a game's chain as its row records it.
type gameHead struct {
	gameID int64
	count  int64
	head   Hash
}

const selectGameHeads = "SELECT id, event_count, head_hash FROM games"

func readGameHeads(ctx context.Context, tx *sql.Tx) ([]gameHead, error) {
	rows, err := tx.QueryContext(ctx, selectGameHeads+" ORDER BY id")
	if err != nil {
		return nil, mapErr("read games", err)
	}
	defer rows.Close()
	var heads []gameHead
	for rows.Next() {
		h, err := scanGameHead(rows)
		if err != nil {
			return nil, mapErr("read games", err)
		}
		heads = append(heads, h)
	}
	return heads, mapErr("read games", rows.Err())
}

func readGameHead(ctx context.Context, tx *sql.Tx, gameID int64) (gameHead, error) {
	h, err := scanGameHead(tx.QueryRowContext(ctx, selectGameHeads+" WHERE id = ?", gameID))
	if errors.Is(err, sql.ErrNoRows) {
		return h, fmt.Errorf("storage: game %d: %w", gameID, ErrNotFound)
	}
	return h, mapErr(fmt.Sprintf("read game %d", gameID), err)
}

func scanGameHead(row interface{ Scan(...any) error }) (gameHead, error) {
	var h gameHead
	var head []byte
	err := row.Scan(&h.gameID, &h.count, &head)
	copy(h.head[:], head)
	return h, err
}
