package gamelog

import (
	"context"
	"errors"
	"fmt"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
)

// RecordAll applies events in order and appends them all to the log in
// one transaction, with the game's result once it is over: the arbiter's
// act that is several events (a default and its confirmation, 6.7.1) is
// stored whole or not at all. When applying or storing any of them fails
// the game is as it was before. The rulings are those of every event, in
// order.
func (g *Game) RecordAll(ctx context.Context, log Log, events ...laws.Event) ([]laws.Ruling, error) {
	if len(events) == 0 {
		return nil, errors.New("gamelog: nothing to record")
	}
	saved := g.checkpoint()

	var all, last []laws.Ruling
	recs := make([]storage.EventRecord, 0, len(events))
	for _, e := range events {
		rs, err := g.Apply(e)
		if err == nil {
			var rec storage.EventRecord
			rec, err = Encode(e)
			recs = append(recs, rec)
		}
		if err != nil {
			g.restore(saved)
			return nil, fmt.Errorf("gamelog: game %d: %s: %w", g.ID, e.Kind, err)
		}
		all, last = append(all, rs...), rs
	}
	stored, err := log.Append(ctx, g.ID, g.Head, recs, g.ending(last))
	if err != nil {
		g.restore(saved)
		return nil, fmt.Errorf("gamelog: game %d: storing %d events: %w", g.ID, len(events), err)
	}
	end := stored[len(stored)-1]
	g.Head, g.HeadHash = end.Seq, end.Hash
	return all, nil
}
