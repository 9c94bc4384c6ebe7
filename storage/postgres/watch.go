package postgres

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/arbiterconsole/arbiter/storage"
)

// channel is where the schema's triggers NOTIFY.
const channel = "arbiter_changes"

// Watch listens to the change feed and calls fn for every change other
// consoles (and this one) commit, until ctx ends. It reports Resync once
// it listens, since what was committed before it did is not heard: the
// caller reads again what it read before. When the server goes away
// Watch reports Lost once, tries again every retry, and reports Resync
// when it is back. It returns ctx's error.
func (s *Store) Watch(ctx context.Context, retry time.Duration, fn func(storage.Change)) error {
	lost := false
	for {
		err := s.listen(ctx, func() {
			lost = false
			fn(storage.Change{Resync: true})
		}, fn)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		_ = err // the connection broke: say so once, and dial again
		if !lost {
			lost = true
			fn(storage.Change{Lost: true})
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(retry):
		}
	}
}

// listen holds one connection on the channel until it fails.
func (s *Store) listen(ctx context.Context, up func(), fn func(storage.Change)) error {
	conn, err := pgx.ConnectConfig(ctx, s.cfg.ConnConfig)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+channel); err != nil {
		return err
	}
	up()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		fn(parseChange(n.Payload))
	}
}

// parseChange reads a notification: "game ID" from the trigger,
// "game ID HEAD" from a console's append (fastappend.go), "records" for
// anything else.
func parseChange(payload string) storage.Change {
	if rest, ok := strings.CutPrefix(payload, "game "); ok {
		id, head, told := strings.Cut(rest, " ")
		n, err := strconv.ParseInt(id, 10, 64)
		h, herr := strconv.ParseInt(head, 10, 64)
		switch {
		case err == nil && !told:
			return storage.Change{GameID: n}
		case err == nil && herr == nil && h > 0:
			return storage.Change{GameID: n, Head: h}
		}
	}
	return storage.Change{Records: true}
}
