package backend

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// CreateEvent stores a new event with its players, its first round's
// pairings and its arbiters, then makes it the open event.
func (b *Backend) CreateEvent(s view.EventSetup) error {
	rules, control, err := setupRules(s)
	if err != nil {
		return err
	}
	if err := checkPairings(s); err != nil {
		return err
	}
	ctx := context.Background()
	if err := b.writeEvent(ctx, s, rules, control); err != nil {
		return fmt.Errorf("new event %q: %w", s.Name, err)
	}
	return b.reload(ctx)
}

func (b *Backend) reload(ctx context.Context) error {
	ev, err := b.readEvent(ctx) // no lock while the store is read
	if err != nil {
		return err
	}
	b.mu.Lock()
	b.event = ev
	b.mu.Unlock()
	b.changedAll()
	return nil
}

// setupRules checks the form's rules and builds the rule set.
func setupRules(s view.EventSetup) (laws.RuleSet, clock.Control, error) {
	if strings.TrimSpace(s.Name) == "" {
		return laws.RuleSet{}, clock.Control{}, errors.New("new event: the event needs a name")
	}
	control, err := clock.Parse(s.TimeControl)
	if err != nil {
		return laws.RuleSet{}, clock.Control{}, fmt.Errorf("new event: time control: %w", err)
	}
	edition, err := laws.ParseEdition(s.Edition)
	if err != nil {
		return laws.RuleSet{}, clock.Control{}, fmt.Errorf("new event: %w", err)
	}
	supervision := laws.Inadequate
	if s.Supervised {
		supervision = laws.Adequate
	}
	rules := laws.NewRuleSet(edition, control, supervision)
	rules.Regulations.DefaultTime = s.DefaultTime
	rules.Regulations.DrawOffers.FromMove = s.DrawOffersFromMove
	rules.Regulations.GuidelinesIII = s.GuidelinesIII
	if err := rules.Validate(); err != nil {
		return laws.RuleSet{}, clock.Control{}, fmt.Errorf("new event: %w", err)
	}
	return rules, control, nil
}

func checkPairings(s view.EventSetup) error {
	seen := map[int]int{}
	for i, p := range s.Pairings {
		for _, idx := range p {
			if idx < 0 || idx >= len(s.Players) {
				return fmt.Errorf("new event: board %d: no player number %d (there are %d)", i+1, idx+1, len(s.Players))
			}
			if other, dup := seen[idx]; dup {
				return fmt.Errorf("new event: %s is paired on boards %d and %d", s.Players[idx].Name, other, i+1)
			}
			seen[idx] = i + 1
		}
	}
	for name, boards := range s.Arbiters {
		for _, n := range boards {
			if n < 1 || n > len(s.Pairings) {
				return fmt.Errorf("new event: arbiter %s: no board %d (there are %d)", name, n, len(s.Pairings))
			}
		}
	}
	return nil
}

// writeEvent stores what the form holds, all in one transaction.
func (b *Backend) writeEvent(ctx context.Context, s view.EventSetup, rules laws.RuleSet, control clock.Control) error {
	return b.store.Update(ctx, func(tx storage.Tx) error {
		return writeEvent(ctx, tx, s, rules, control)
	})
}

func writeEvent(ctx context.Context, tx storage.Tx, s view.EventSetup, rules laws.RuleSet, control clock.Control) error {
	rs, err := gamelog.StoredRules(rules)
	if err != nil {
		return err
	}
	t := storage.Tournament{Name: s.Name, Venue: s.Venue, Rules: rs, TimeControl: control.String()}
	if !s.Start.IsZero() {
		t.StartDate = s.Start.Format("2006-01-02")
	}
	if !s.End.IsZero() {
		t.EndDate = s.End.Format("2006-01-02")
	}
	tid, err := tx.AddTournament(ctx, t)
	if err != nil {
		return err
	}
	ids := make([]int64, len(s.Players))
	for i, p := range s.Players {
		if ids[i], err = tx.AddPlayer(ctx, storage.Player{
			TournamentID: tid, Name: p.Name, Rating: p.Rating, Title: p.Title, Federation: p.Federation,
			Language: p.Lang, VisuallyImpaired: p.VisuallyImpaired,
		}); err != nil {
			return err
		}
	}
	if len(s.Pairings) == 0 {
		// round 1 is imported or typed from the Round menu, as every
		// later round
		return addArbiters(ctx, tx, tid, s, nil)
	}
	rid, err := tx.AddRound(ctx, tid, 1)
	if err != nil {
		return err
	}
	boardIDs := make([]int64, len(s.Pairings))
	for i, pr := range s.Pairings {
		if boardIDs[i], err = tx.AddBoard(ctx, storage.Board{RoundID: rid, Number: i + 1, WhiteID: ids[pr[0]], BlackID: ids[pr[1]]}); err != nil {
			return err
		}
		if _, err = tx.AddGame(ctx, boardIDs[i], chess.StartFEN); err != nil {
			return err
		}
	}
	return addArbiters(ctx, tx, tid, s, boardIDs)
}

func addArbiters(ctx context.Context, tx storage.Tx, tid int64, s view.EventSetup, boardIDs []int64) error {
	if s.ChiefArbiter != "" {
		if _, err := tx.AddArbiter(ctx, storage.Arbiter{TournamentID: tid, Name: s.ChiefArbiter, Role: storage.RoleChief}); err != nil {
			return err
		}
	}
	for _, name := range sortedKeys(s.Arbiters) {
		aid, err := tx.AddArbiter(ctx, storage.Arbiter{TournamentID: tid, Name: name, Role: storage.RoleDeputy})
		if err != nil {
			return err
		}
		var ids []int64
		for _, n := range s.Arbiters[name] {
			ids = append(ids, boardIDs[n-1])
		}
		if err := tx.AssignBoards(ctx, aid, ids...); err != nil {
			return err
		}
	}
	return nil
}

func sortedKeys(m map[string][]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
