package backend

import (
	"context"
	"fmt"
	"slices"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// The Round menu's "Assign boards" stores through the backend.
var _ view.BoardAssigner = (*Backend)(nil)

// roundBoards reads the current round's boards and the event's arbiters.
func (b *Backend) roundBoards(ctx context.Context, what string) (*event, []storage.Game, []storage.Arbiter, error) {
	b.mu.Lock()
	ev := b.event
	b.mu.Unlock()
	if ev == nil || ev.round.ID == 0 {
		return nil, nil, nil, fmt.Errorf("%s: %w", what, errNoEvent)
	}
	games, err := b.store.Games(ctx, ev.round.ID)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: round %d: %w", what, ev.round.Number, err)
	}
	arbs, err := b.store.Arbiters(ctx, ev.t.ID)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", what, err)
	}
	return ev, games, arbs, nil
}

// Assignments lists every arbiter of the event, the chief first as the
// event stores them, with the current round's boards each one runs.
func (b *Backend) Assignments() []view.ArbiterBoards {
	ctx := context.Background()
	_, games, arbs, err := b.roundBoards(ctx, "assignments")
	if err != nil {
		return nil
	}
	out := make([]view.ArbiterBoards, len(arbs))
	index := map[int64]int{}
	for i, a := range arbs {
		out[i] = view.ArbiterBoards{Arbiter: a.Name, Role: a.Role}
		index[a.ID] = i
	}
	for _, g := range games {
		runs, err := b.store.BoardArbiters(ctx, g.BoardID)
		if err != nil {
			return nil
		}
		for _, a := range runs {
			if i, ok := index[a.ID]; ok {
				out[i].Boards = append(out[i].Boards, g.Board)
			}
		}
	}
	for i := range out {
		slices.Sort(out[i].Boards)
	}
	return out
}

// AssignBoards replaces the current round's board assignments: each
// arbiter named runs the boards given; boards not given to anyone are
// left to the chief arbiter. An unknown arbiter, a board the round does
// not have and a board given twice are refused, naming them; nothing is
// stored then.
func (b *Backend) AssignBoards(assign []view.ArbiterBoards) error {
	ctx := context.Background()
	ev, games, arbs, err := b.roundBoards(ctx, "assign boards")
	if err != nil {
		return err
	}
	boardIDs := map[int]int64{}
	for _, g := range games {
		boardIDs[g.Board] = g.BoardID
	}
	arbiterIDs := map[string]int64{}
	for _, a := range arbs {
		arbiterIDs[a.Name] = a.ID
	}
	given := map[int]string{}
	plan := map[int64][]int64{}
	for _, a := range assign {
		id, ok := arbiterIDs[a.Arbiter]
		if !ok {
			return refuse("assign.err.arbiter", map[string]any{"Arbiter": a.Arbiter},
				"assign boards: %q is not an arbiter of the event (set-up form, Arbiters)", a.Arbiter)
		}
		for _, n := range a.Boards {
			bid, ok := boardIDs[n]
			if !ok {
				return refuse("assign.err.board", map[string]any{"Arbiter": a.Arbiter, "Board": n, "Boards": len(games)},
					"assign boards: %s: round %d has no board %d (boards 1-%d)", a.Arbiter, ev.round.Number, n, len(games))
			}
			if other, dup := given[n]; dup && other != a.Arbiter {
				return refuse("assign.err.twice", map[string]any{"Board": n, "First": other, "Second": a.Arbiter},
					"assign boards: board %d is given to %s and to %s", n, other, a.Arbiter)
			}
			given[n] = a.Arbiter
			plan[id] = append(plan[id], bid)
		}
	}
	type pair struct{ arbiter, board int64 }
	var old []pair
	for _, g := range games {
		runs, err := b.store.BoardArbiters(ctx, g.BoardID)
		if err != nil {
			return fmt.Errorf("assign boards: %w", err)
		}
		for _, a := range runs {
			old = append(old, pair{a.ID, g.BoardID})
		}
	}
	err = b.store.Update(ctx, func(tx storage.Tx) error {
		for _, p := range old {
			if err := tx.UnassignBoard(ctx, p.arbiter, p.board); err != nil {
				return err
			}
		}
		for id, bids := range plan {
			if err := tx.AssignBoards(ctx, id, bids...); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("assign boards: round %d: %w", ev.round.Number, err)
	}
	return b.reload(ctx)
}

// boardArbiter names the arbiter who runs board n of the round, if any.
func (ev *event) boardArbiter(n int) string {
	for _, bd := range ev.boards {
		if bd.number == n {
			return bd.arbiter
		}
	}
	return ""
}
