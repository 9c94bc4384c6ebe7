// Package gamelog rebuilds stored games through the engine: a game's log of
// events folded by engine/laws, with the rulings it produced and the ply at
// which each came. The console and arbiterctl both use it, so a game reads
// the same wherever it is opened, and a new event is acknowledged only once
// it is stored.
package gamelog

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
)

// Rules rebuilds an event's rule set and time control from its record.
func Rules(t storage.Tournament) (laws.RuleSet, clock.Control, error) {
	// The console stores Control.String's PGN form; an imported TRF keeps
	// the time control as people write it.
	// An event imported from a file that did not say its time control
	// has none until the arbiter gives it: its games fold without a clock.
	var control clock.Control
	var err error
	if strings.TrimSpace(t.TimeControl) != "" {
		control, err = clock.ParsePGN(t.TimeControl)
		if err != nil {
			control, err = clock.Parse(t.TimeControl)
		}
	}
	if err != nil {
		return laws.RuleSet{}, clock.Control{}, fmt.Errorf("gamelog: event %q: time control: %w", t.Name, err)
	}
	edition, err := laws.ParseEdition(t.Rules.Edition)
	if err != nil {
		return laws.RuleSet{}, clock.Control{}, fmt.Errorf("gamelog: event %q: %w", t.Name, err)
	}
	supervision, err := laws.ParseSupervision(t.Rules.Supervision)
	if err != nil {
		return laws.RuleSet{}, clock.Control{}, fmt.Errorf("gamelog: event %q: %w", t.Name, err)
	}
	rules := laws.NewRuleSet(edition, control, supervision)
	if len(t.Rules.Regulations) > 0 {
		if err := json.Unmarshal(t.Rules.Regulations, &rules.Regulations); err != nil {
			return laws.RuleSet{}, clock.Control{}, fmt.Errorf("gamelog: event %q: regulations: %w", t.Name, err)
		}
	}
	if err := rules.Validate(); err != nil {
		return laws.RuleSet{}, clock.Control{}, fmt.Errorf("gamelog: event %q: %w", t.Name, err)
	}
	return rules, control, nil
}

// StoredRules is the storage form of a rule set.
func StoredRules(rules laws.RuleSet) (storage.RuleSet, error) {
	reg, err := json.Marshal(rules.Regulations)
	if err != nil {
		return storage.RuleSet{}, fmt.Errorf("gamelog: regulations: %w", err)
	}
	return storage.RuleSet{
		Edition:     rules.Edition.String(),
		GameType:    rules.Type.String(),
		Supervision: rules.Supervision.String(),
		Regulations: reg,
	}, nil
}

// Ruling is a ruling with the ply of the game's line it came at.
type Ruling struct {
	laws.Ruling
	Ply int
}

// Log is a store seen as games' logs: all that Load and Record need.
// Every storage.Store is one.
type Log interface {
	// Replay streams a game's stored events in order, chain verified.
	Replay(ctx context.Context, gameID int64, fn func(storage.EventRecord) error) error
	// Append stores events after the game's event number after, with the
	// game's ending, in one transaction; a log that has grown past after
	// is an error for which errors.Is(err, storage.ErrConflict) holds.
	Append(ctx context.Context, gameID, after int64, events []storage.EventRecord, end storage.Ending) ([]storage.EventRecord, error)
}

// Game is one stored game: its setup, its events and their fold.
type Game struct {
	ID       int64        // the game's id in the store
	Head     int64        // sequence number of the last stored event folded
	HeadHash storage.Hash // that event's hash
	Setup    laws.Setup
	Events   []laws.Event
	Rulings  []Ruling
	*laws.Game

	end storage.Ending // what Record stores as the result, as of the last event that set it
}

// New starts the fold of game id from setup, with no events yet.
func New(id int64, setup laws.Setup) (*Game, error) {
	g, err := laws.NewGame(setup)
	if err != nil {
		return nil, fmt.Errorf("gamelog: game %d: %w", id, err)
	}
	return &Game{ID: id, Setup: setup, Game: g}, nil
}

// Setup is the setup of a stored game under an event's rules.
func Setup(g storage.Game, rules laws.RuleSet, control clock.Control, opts laws.Options) (laws.Setup, error) {
	start := chess.StartPosition()
	if g.InitialFEN != "" {
		p, err := chess.ParseFEN(g.InitialFEN)
		if err != nil {
			return laws.Setup{}, fmt.Errorf("gamelog: game %d: initial position: %w", g.ID, err)
		}
		start = p
	}
	return laws.Setup{Rules: rules, Control: control, Start: start, Options: opts}, nil
}

// Load folds a stored game's events, verifying its hash chain on the way.
// A game whose log does not fold (a broken chain, an event the engine
// refuses) is returned as far as it folded, with a *FoldError: the caller
// can show its last good position, but must not record on it.
func Load(ctx context.Context, log Log, id int64, setup laws.Setup) (*Game, error) {
	g, err := New(id, setup)
	if err != nil {
		return nil, err
	}
	err = log.Replay(ctx, id, func(r storage.EventRecord) error {
		e, err := Decode(r)
		if err != nil {
			return err
		}
		if _, err := g.Apply(e); err != nil {
			return err
		}
		g.Head, g.HeadHash = r.Seq, r.Hash
		return nil
	})
	if err != nil {
		return g, &FoldError{GameID: id, Good: g.Head, Err: err}
	}
	return g, nil
}

// FoldError is a stored game whose log stops folding after event Good.
type FoldError struct {
	GameID int64
	Good   int64 // the last event that folded; 0 when none did
	Err    error // why the next one did not
}

func (e *FoldError) Error() string {
	return fmt.Sprintf("gamelog: game %d does not fold after event %d: %v", e.GameID, e.Good, e.Err)
}

func (e *FoldError) Unwrap() error { return e.Err }

// Clone returns a copy of g that folds and records on its own: a caller
// can record on the copy without a lock while others read g, and then
// put the copy in g's place.
func (g *Game) Clone() *Game {
	c := *g
	c.Events = slices.Clip(g.Events) // an append copies
	c.Rulings = slices.Clip(g.Rulings)
	c.Game = g.Game.Clone()
	return &c
}

// Apply folds one event into the game, without storing it.
func (g *Game) Apply(e laws.Event) ([]laws.Ruling, error) {
	rs, err := g.Game.Apply(e)
	if err != nil {
		return nil, err
	}
	g.Events = append(g.Events, e)
	for _, r := range rs {
		g.Rulings = append(g.Rulings, Ruling{Ruling: r, Ply: g.Ply()})
	}
	if end := g.ending(rs); end != (storage.Ending{}) {
		g.end = end
	}
	return rs, nil
}

// Ending is the result and termination the store holds for the game when
// every event folded so far was recorded by Record: zero while no event
// has ended it. db check compares it with the games row.
func (g *Game) Ending() storage.Ending { return g.end }

// Record applies e and appends it to the log after the game's head, with
// the game's result once it is over, in one transaction. Only a stored
// event counts: when storing fails the game is as it was before. When
// someone else has recorded on the game meanwhile, the error satisfies
// errors.Is(err, storage.ErrConflict) and the caller must Load it again.
func (g *Game) Record(ctx context.Context, log Log, e laws.Event) ([]laws.Ruling, error) {
	saved := g.checkpoint()

	rs, err := g.Apply(e)
	if err != nil {
		return nil, err
	}
	if err := g.store(ctx, log, e, rs); err != nil {
		g.restore(saved)
		return nil, fmt.Errorf("gamelog: game %d: storing %s: %w", g.ID, e.Kind, err)
	}
	return rs, nil
}

// checkpoint is a game as it was before recording on it, to put back
// when recording fails.
type checkpoint struct {
	game Game
	fold laws.Game
}

// checkpoint returns g as it is now. What g appends after it lies past
// the checkpoint's lengths, so it copies no history.
func (g *Game) checkpoint() checkpoint { return checkpoint{game: *g, fold: *g.Game} }

// restore puts g back as it was at c, its fold in place, so that whoever
// holds g's fold holds the restored one.
func (g *Game) restore(c checkpoint) {
	*g = c.game
	*g.Game = c.fold
}

func (g *Game) store(ctx context.Context, log Log, e laws.Event, rs []laws.Ruling) error {
	rec, err := Encode(e)
	if err != nil {
		return err
	}
	stored, err := log.Append(ctx, g.ID, g.Head, []storage.EventRecord{rec}, g.ending(rs))
	if err != nil {
		return err
	}
	last := stored[len(stored)-1]
	g.Head, g.HeadHash = last.Seq, last.Hash
	return nil
}

// ending is what the store records as the game's result after an event
// that produced rulings rs: the result once the game is over, nothing
// while it goes on.
func (g *Game) ending(rs []laws.Ruling) storage.Ending {
	if r := g.Result(); r.Over() && len(rs) > 0 {
		return storage.Ending{Result: string(r.Outcome), Termination: string(rs[len(rs)-1].Decision)}
	}
	return storage.Ending{}
}

// StartedAt is when White's clock was first started; zero before.
func (g *Game) StartedAt() time.Time {
	for _, e := range g.Events {
		if e.Kind == laws.KindStart {
			return e.At
		}
	}
	return time.Time{}
}

// Encode is the stored form of an event: its kind, and the whole event as
// JSON, stamped with its own instant.
func Encode(e laws.Event) (storage.EventRecord, error) {
	payload, err := json.Marshal(e)
	if err != nil {
		return storage.EventRecord{}, fmt.Errorf("gamelog: encoding %s: %w", e.Kind, err)
	}
	return storage.EventRecord{Kind: string(e.Kind), Payload: payload, Wall: e.At}, nil
}

// Decode reads a stored event back.
func Decode(r storage.EventRecord) (laws.Event, error) {
	var e laws.Event
	if err := json.Unmarshal(r.Payload, &e); err != nil {
		return e, fmt.Errorf("event %d: %w", r.Seq, err)
	}
	if string(e.Kind) != r.Kind {
		return e, fmt.Errorf("event %d: kind %q in the record, %q in the payload", r.Seq, r.Kind, e.Kind)
	}
	return e, nil
}
