package main

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"net/url"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

// noSyncMain is a writer with synchronous=OFF patched in: it appends to a
// game's chain as Store.Append does, but through a connection that never
// syncs, and acknowledges each event. SIGKILL alone loses nothing even
// so (the kernel keeps the written pages), which is why the parent counts
// fsyncs per acknowledgement: this child must fail that count.
func noSyncMain(dbPath string, gameID int64, stdout, stderr io.Writer) int {
	fail := func(err error) int {
		fmt.Fprintln(stderr, "crashtest child:", err)
		return 1
	}
	q := url.Values{"_journal_mode": {"WAL"}, "_synchronous": {"OFF"}, "_txlock": {"immediate"}}
	db, err := sql.Open("sqlite3", "file:"+dbPath+"?"+q.Encode())
	if err != nil {
		return fail(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	ctx := context.Background()
	for i := 0; ; i++ {
		start := time.Now()
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return fail(err)
		}
		var count int64
		var headB []byte
		if err := tx.QueryRow("SELECT event_count, head_hash FROM games WHERE id = ?", gameID).Scan(&count, &headB); err != nil {
			return fail(err)
		}
		var head storage.Hash
		copy(head[:], headB)
		payload := fmt.Appendf(nil, `{"n":%d}`, i)
		wall := time.Now().UnixMilli()
		seq := count + 1
		h := storage.ChainHash(head, gameID, seq, "move", payload, wall)
		if _, err := tx.Exec("INSERT INTO game_events (game_id, seq, kind, payload, wall_ms, prev_hash, hash) VALUES (?, ?, 'move', ?, ?, ?, ?)",
			gameID, seq, string(payload), wall, head[:], h[:]); err != nil {
			return fail(err)
		}
		if _, err := tx.Exec("UPDATE games SET event_count = ?, head_hash = ? WHERE id = ?", seq, h[:], gameID); err != nil {
			return fail(err)
		}
		if err := tx.Commit(); err != nil {
			return fail(err)
		}
		if _, err := fmt.Fprintf(stdout, "ack %d %d:%s\n", time.Since(start).Microseconds(), seq, h); err != nil {
			return 1
		}
	}
}
