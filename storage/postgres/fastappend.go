package postgres

import (
	"context"
	"sync"

	"github.com/jackc/pgx/v5"

	"github.com/arbiterconsole/arbiter/storage"
)

// heads remembers the end of each game's chain as this store last saw
// it (replayed or appended), so that the usual Append - a console
// recording after the head it folded - is one statement and one round
// trip to the server instead of four. A guess that no longer holds costs
// nothing: the statement then changes no row and Append takes the long
// way, which reads the head under a lock.
type heads struct {
	mu sync.Mutex
	m  map[int64]head
}

type head struct {
	count int64
	hash  storage.Hash
}

func (h *heads) get(game int64) (head, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	v, ok := h.m[game]
	return v, ok
}

func (h *heads) set(game int64, v head) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.m == nil {
		h.m = map[int64]head{}
	}
	h.m[game] = v
}

// appendAfterKnownHead links events to the head the store remembers for
// the game, if that is event after, and stores them in one round trip:
// one statement moves the game's row to the new head only if it still is
// at the old one (a concurrent append waits for the row and then finds
// it moved) and inserts the events only if it did; the transaction
// commits, and a second one announces the game and its new head on the
// change feed (a console that folded that far need not read it again). ok
// is false when nothing was written because the guess did not hold.
//
// The announcement follows the commit rather than being part of it: a
// transaction that NOTIFYs holds a cluster-wide lock through its commit's
// disk sync, which would make every console's commit wait for the one
// before (migration 5). Both go to the server in one packet.
func (s *Store) appendAfterKnownHead(ctx context.Context, gameID, after int64, events []storage.EventRecord, end storage.Ending) (ok bool, err error) {
	old, known := s.heads.get(gameID)
	// An ending changes the game's sealed result: that takes the long
	// way, which seals it in the record log before it commits.
	if !known || old.count != after || end != (storage.Ending{}) {
		return false, nil
	}
	n := len(events)
	seqs, walls := make([]int64, n), make([]int64, n)
	kinds, payloads := make([]string, n), make([]string, n)
	prevs, hashes := make([][]byte, n), make([][]byte, n)
	h := old.hash
	for i := range events {
		e := &events[i]
		e.GameID, e.Seq, e.PrevHash = gameID, after+int64(i)+1, h
		e.Hash = storage.ChainHash(h, gameID, e.Seq, e.Kind, e.Payload, e.Wall.UnixMilli())
		h = e.Hash
		seqs[i], walls[i], kinds[i], payloads[i] = e.Seq, e.Wall.UnixMilli(), e.Kind, string(e.Payload)
		prevs[i], hashes[i] = e.PrevHash[:], e.Hash[:]
	}
	var oldHash []byte // a game without events has no head hash
	if after > 0 {
		oldHash = old.hash[:]
	}
	var result, termination *string
	if end != (storage.Ending{}) {
		result, termination = &end.Result, &end.Termination
	}
	count := after + int64(n)
	b := &pgx.Batch{}
	b.Queue("BEGIN")
	b.Queue("SELECT set_config('arbiter.notify', 'after commit', true)")
	b.Queue(`WITH g AS (
			UPDATE games SET event_count = $3, head_hash = $4,
				result = coalesce($5, result), termination = coalesce($6, termination)
			WHERE id = $1 AND event_count = $2 AND head_hash IS NOT DISTINCT FROM $7
			RETURNING id),
		ins AS (
			INSERT INTO game_events (game_id, seq, kind, payload, wall_ms, prev_hash, hash)
			SELECT g.id, u.* FROM g, unnest($8::bigint[], $9::text[], $10::text[], $11::bigint[], $12::bytea[], $13::bytea[]) u
			RETURNING 1)
		SELECT (SELECT count(*) FROM g), (SELECT count(*) FROM ins)`,
		gameID, after, count, h[:], result, termination, oldHash,
		seqs, kinds, payloads, walls, prevs, hashes)
	b.Queue("COMMIT") // ends the batch's first transaction: synced to disk
	// Unconditional: reading the game's row here could prune its page,
	// which writes WAL and so makes this commit wait for a disk sync too.
	// When the guess did not hold, the notice only makes the consoles
	// that show less than count read the game again.
	b.Queue(`SELECT pg_notify('arbiter_changes', 'game ' || $1::bigint || ' ' || $2::bigint)`, gameID, count)
	br := s.pool.SendBatch(ctx, b)
	defer br.Close()
	var moved, inserted int
	for range 2 { // BEGIN, set_config
		if _, err := br.Exec(); err != nil {
			return false, err
		}
	}
	if err := br.QueryRow().Scan(&moved, &inserted); err != nil {
		return false, err
	}
	if _, err := br.Exec(); err != nil {
		return false, err // not known to be committed: not acknowledged
	}
	if moved == 0 {
		return false, nil
	}
	s.heads.set(gameID, head{count, h})
	// Committed: a lost announcement does not undo the command; the
	// others hear the game with its next change or when they read again.
	_, _ = br.Exec()
	return true, nil
}
