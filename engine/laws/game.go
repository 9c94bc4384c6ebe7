package laws

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/clock"
)

// Setup is what a game starts from: the rule set, the time control, the
// initial position and the engine's options.
type Setup struct {
	Rules   RuleSet
	Control clock.Control
	// Start is the initial position; the zero Position means the
	// standard one.
	Start   chess.Position
	Options Options
}

// Game is the fold of a game's events. Apply adds one event; Replay
// rebuilds a Game from a list. A Game never changes on a failed Apply.
type Game struct {
	setup     Setup
	positions []chess.Position // positions[i] after i plies; the last is the current one
	plies     []Ply            // plies[i] made positions[i+1]
	clock     clock.Clock
	startAt   time.Time
	started   bool
	events    int
	last      time.Time
	counts    [2]counts // per chess.Color
	offer     Side      // the player whose draw offer is pending
	lapsed    Side      // the player whose last offer lapsed unanswered (9.1.2.1)
	pending   *Ruling   // the proposal awaiting the arbiter's decision
	mustPlay  chess.Move
	watchPly  int    // ply at which an illegal position was seen (A.4.4); -1: none
	watchSeen string // what the arbiter observed for A.4.4 / 2023 A.5.4
	presence  presence
	result    Result
}

// counts are one player's irregularities, counted as the edition counts
// them: 2018 counts every kind together, 2017 hands and presses apart.
type counts struct {
	illegal, hands, press, scoresheet int
}

// ErrGameOver is returned for events that need a game in progress.
var ErrGameOver = &Refusal{Key: "game_over", Err: errors.New("the game is over")}

// NewGame sets up a game that has not started.
func NewGame(s Setup) (*Game, error) {
	if err := s.Rules.Validate(); err != nil {
		return nil, err
	}
	c, err := clock.New(s.Control)
	if err != nil {
		return nil, fmt.Errorf("laws: %w", err)
	}
	start := s.Start
	if start == (chess.Position{}) {
		start = chess.StartPosition()
	}
	s.Start = start
	return &Game{setup: s, positions: []chess.Position{start}, clock: c, watchPly: -1, result: Result{Outcome: Ongoing}}, nil
}

// Replay folds events into a new game and returns every ruling made on
// the way. The error names the first event the fold refused.
func Replay(s Setup, events []Event) (*Game, []Ruling, error) {
	g, err := NewGame(s)
	if err != nil {
		return nil, nil, err
	}
	var all []Ruling
	for i, e := range events {
		rs, err := g.Apply(e)
		if err != nil {
			return g, all, fmt.Errorf("event %d: %w", i+1, err)
		}
		all = append(all, rs...)
	}
	return g, all, nil
}

// Apply adds one event to the game and returns the rulings it calls for.
// On error the game is unchanged.
func (g *Game) Apply(e Event) ([]Ruling, error) {
	if g.events > 0 && e.At.Before(g.last) {
		return nil, refuse("laws.earlier", kv{"At": stamp(e.At), "Last": stamp(g.last)}, "laws: %s at %s: earlier than the last event (%s)", e.Kind, stamp(e.At), stamp(g.last))
	}
	next := g.clone()
	rs, err := next.apply(e)
	if err != nil {
		return nil, fmt.Errorf("laws: %s at %s: %w", e.Kind, stamp(e.At), err)
	}
	next.events++
	next.last = e.At
	next.presence.saw(e, SideOf(g.turn()))
	for i := range rs {
		rs[i].At = e.At
		rs[i].Clock = [2]time.Duration{next.clock.Remaining(clock.White, e.At), next.clock.Remaining(clock.Black, e.At)}
		rs[i].Result = next.result
		if rs[i].DecidedBy == "" {
			rs[i].DecidedBy = "laws"
		}
		if rs[i].Proposed {
			p := rs[i]
			next.pending = &p
		}
	}
	*g = next
	return rs, nil
}

func stamp(t time.Time) string { return t.Format("15:04:05.000") }

// clone returns a copy to try an event on. It shares the history's
// arrays: the copy changes only what it appends, past g's length, where g
// never looks, so the history grows in place as an event is applied
// instead of being copied whole at every ply. That holds while nothing
// writes below a game's length (reinstate copies the line it keeps); a
// copy that is kept beside g, and may append on its own, is made by Clone.
func (g *Game) clone() Game { return *g }

// push makes p, reached by ply, the current position.
func (g *Game) push(p chess.Position, ply Ply) {
	g.positions = append(g.positions, p)
	g.plies = append(g.plies, ply)
}

// Rules returns the rule set in force.
func (g *Game) Rules() RuleSet { return g.setup.Rules }

// Position returns the current position.
func (g *Game) Position() chess.Position { return g.positions[len(g.positions)-1] }

// Ply is one step of the game's current line.
type Ply struct {
	Move  chess.Move    // NoMove when the arbiter installed the position
	At    time.Time     // when the clock was pressed, or the position installed
	Clock time.Duration // the mover's remaining time after the press
}

// Plies returns the steps that led from the start to the current position:
// Plies()[i] made the position after i+1 half-moves.
func (g *Game) Plies() []Ply { return slices.Clone(g.plies) }

// Positions returns the positions of the current line, from the start:
// Positions()[i] is the position after i half-moves.
func (g *Game) Positions() []chess.Position { return slices.Clone(g.positions) }

// Ply returns the number of half-moves that led to the current position.
func (g *Game) Ply() int { return len(g.positions) - 1 }

// Clock returns the game's clock.
func (g *Game) Clock() clock.Clock { return g.clock }

// Result returns the result so far; Outcome is Ongoing while play goes on.
func (g *Game) Result() Result { return g.result }

// IllegalMoves returns how many completed illegal moves side has made,
// as counted for 7.5.5 (2018) or 7.5.3 (2017).
func (g *Game) IllegalMoves(side Side) int { return g.counts[side.Color()].illegal }

// PendingOffer returns the player whose draw offer stands, if any.
func (g *Game) PendingOffer() Side { return g.offer }

// PendingProposal returns the proposal awaiting the arbiter's decision
// (a decide event), if any.
func (g *Game) PendingProposal() (Ruling, bool) {
	if g.pending == nil {
		return Ruling{}, false
	}
	return *g.pending, true
}

func (g *Game) edition() Edition { return g.setup.Rules.Edition }

func (g *Game) cite(ps ...provision) []string { return cite(g.edition(), ps...) }

func (g *Game) turn() chess.Color { return g.Position().Turn() }

// end records the result and stops the clock.
func (g *Game) end(at time.Time, r Result) error {
	g.result = r
	g.offer = NoSide
	if g.started && !g.clock.Over() {
		return g.clockEvent(clock.Event{At: at, Kind: clock.Stop})
	}
	return nil
}

func (g *Game) clockEvent(e clock.Event) error {
	c, err := g.clock.Apply(e)
	if err != nil {
		return err
	}
	g.clock = c
	return nil
}

// addTime gives d to side (negative: takes it).
func (g *Game) addTime(at time.Time, side chess.Color, d time.Duration) error {
	if !g.started {
		return refuse("laws.not_started.adjust", nil, "no time to adjust before the clock is started")
	}
	return g.clockEvent(clock.Event{At: at, Kind: clock.Adjust, Side: clock.Side(side), Time: d})
}

// movesBy counts the moves each colour made from the start to the current
// position.
func (g *Game) movesBy() [2]int {
	var n [2]int
	for _, p := range g.positions[:len(g.positions)-1] {
		n[p.Turn()]++
	}
	return n
}

// movesMade counts the moves each player has made in the game: those on
// record and, for a game taken up from a set position, those its move
// number says were made before it ("4k3/... w - - 0 80": 79 each). The
// Laws' counts of moves (5.2.3, 7.3, A.4.1) are these; the clock keeps
// its own from its start.
func (g *Game) movesMade() [2]int {
	n := g.movesBy()
	start := g.setup.Start
	before := max(start.FullmoveNumber(), 1) - 1
	n[chess.White] += before
	n[chess.Black] += before
	if start.Turn() == chess.Black {
		n[chess.White]++
	}
	return n
}

// reinstate makes the position after ply the current one (7.5.1, 7.6),
// and sets the clock's move counters and running side to match.
func (g *Game) reinstate(at time.Time, ply int) error {
	if ply < 0 || ply > g.Ply() {
		return refuse("laws.reinstate_ply", kv{"Ply": ply, "Last": g.Ply()}, "ply %d to reinstate: want 0 to %d", ply, g.Ply())
	}
	if ply == g.Ply() {
		return nil
	}
	// Copies, not reslices: the plies after ply are still the line of the
	// game this one was cloned from (clone), which the next push must not
	// overwrite.
	g.positions = slices.Clone(g.positions[:ply+1])
	g.plies = slices.Clone(g.plies[:ply])
	return g.syncClock(at)
}

// syncClock sets the clock's move counts to the moves on record and makes
// the clock of the side to move the one that runs.
func (g *Game) syncClock(at time.Time) error {
	if !g.started {
		return nil
	}
	times := [2]time.Duration{g.clock.Remaining(clock.White, at), g.clock.Remaining(clock.Black, at)}
	resumed := false
	if side := clock.Side(g.turn()); g.clock.Turn() != side {
		// The clock has no "switch sides": a press by the other side at
		// the same instant, with the times set back below, does it.
		if g.clock.Paused() {
			if err := g.clockEvent(clock.Event{At: at, Kind: clock.Resume}); err != nil {
				return err
			}
			resumed = true
		}
		if err := g.clockEvent(clock.Event{At: at, Kind: clock.Press, Side: side.Other()}); err != nil {
			return err
		}
	}
	if err := g.clockEvent(clock.Event{At: at, Kind: clock.SetTimes, Remaining: times, Moves: g.movesBy()}); err != nil {
		return err
	}
	if resumed {
		return g.clockEvent(clock.Event{At: at, Kind: clock.Pause})
	}
	return nil
}

// Clone returns a copy of g that can be played on without changing g, so
// that an event can be tried before it is stored.
func (g *Game) Clone() *Game {
	c := *g
	c.positions = slices.Clone(g.positions)
	c.plies = slices.Clone(g.plies)
	return &c
}
