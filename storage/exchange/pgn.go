package exchange

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"strconv"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/pgn"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
)

// ExportPGN writes the games of an event as PGN, a blank line between
// games: all rounds when round is 0, else that round only. Each game is
// rebuilt from its stored events, so the moves, the [%clk] readings and
// the rulings (as comments) are what the console recorded.
func ExportPGN(ctx context.Context, s *storage.Store, tournamentID int64, round int, opts laws.Options, w io.Writer) error {
	if err := exportPGN(ctx, s, tournamentID, round, opts, w); err != nil {
		return fmt.Errorf("exchange: PGN of event %d: %w", tournamentID, err)
	}
	return nil
}

func exportPGN(ctx context.Context, s *storage.Store, tournamentID int64, round int, opts laws.Options, w io.Writer) error {
	t, err := s.Tournament(ctx, tournamentID)
	if err != nil {
		return err
	}
	rules, control, err := gamelog.Rules(t)
	if err != nil {
		return err
	}
	rounds, err := s.Rounds(ctx, tournamentID)
	if err != nil {
		return err
	}
	found := round == 0
	for _, r := range rounds {
		if round != 0 && r.Number != round {
			continue
		}
		found = true
		games, err := s.Games(ctx, r.ID)
		if err != nil {
			return err
		}
		for _, g := range games {
			pg, err := gamePGN(ctx, s, t, r, g, rules, control, opts)
			if err != nil {
				return fmt.Errorf("round %d, board %d: %w", r.Number, g.Board, err)
			}
			if err := pgn.Write(w, pg); err != nil {
				return err
			}
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
		}
	}
	if !found {
		return fmt.Errorf("no round %d: %w", round, storage.ErrNotFound)
	}
	return nil
}

func gamePGN(ctx context.Context, s *storage.Store, t storage.Tournament, r storage.Round, g storage.Game,
	rules laws.RuleSet, control clock.Control, opts laws.Options) (*pgn.Game, error) {
	setup, err := gamelog.Setup(g, rules, control, opts)
	if err != nil {
		return nil, err
	}
	lg, err := gamelog.Load(ctx, s, g.ID, setup)
	if err != nil {
		return nil, err
	}
	pg := lg.PGN()
	pg.SetTag("Event", t.Name)
	pg.SetTag("Site", or(t.Venue, "?"))
	pg.SetTag("Date", pgnDate(t.StartDate))
	pg.SetTag("Round", fmt.Sprintf("%d.%d", r.Number, g.Board))
	for _, side := range []struct {
		id   int64
		name string
	}{{g.WhiteID, "White"}, {g.BlackID, "Black"}} {
		p, err := s.Player(ctx, side.id)
		if err != nil {
			return nil, err
		}
		pg.SetTag(side.name, p.Name)
		if p.Rating > 0 {
			pg.SetTag(side.name+"Elo", strconv.Itoa(p.Rating))
		}
		if p.FIDEID > 0 {
			pg.SetTag(side.name+"FideId", strconv.FormatInt(p.FIDEID, 10))
		}
	}
	return pg, nil
}

// pgnDate writes YYYY-MM-DD as PGN's YYYY.MM.DD, unknown as ????.??.??.
func pgnDate(d string) string {
	if d == "" {
		return "????.??.??"
	}
	return strings.ReplaceAll(d, "-", ".")
}

func or(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// ImportPGN stores the games of a PGN file as round's games of an event,
// on new boards after the round's last: players are matched by name (and
// added when missing), and each game is reconstructed as the console would
// have recorded it, from start instant on, with its [%clk] readings. A
// decisive or drawn result the moves do not reach is recorded as the
// arbiter's. It returns how many games it stored; a game that fails stops
// the import with its line number, keeping the games stored before it.
func ImportPGN(ctx context.Context, s *storage.Store, tournamentID int64, round int, r io.Reader, start time.Time, opts laws.Options) (int, error) {
	imp, err := newPGNImport(ctx, s, tournamentID, round, opts)
	if err != nil {
		return 0, fmt.Errorf("exchange: PGN import: %w", err)
	}
	rd := pgn.NewReader(r, pgn.Options{SkipVariations: true})
	n := 0
	for {
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return n, nil
		}
		if err == nil {
			err = imp.add(ctx, g, start)
		}
		if err != nil {
			return n, fmt.Errorf("exchange: PGN import, game %d: %w", n+1, err)
		}
		n++
	}
}

// pgnImport is one PGN import into a round.
type pgnImport struct {
	s       *storage.Store
	tid     int64
	roundID int64
	rules   laws.RuleSet
	control clock.Control
	opts    laws.Options
	players map[string]int64 // by name
	board   int              // the last board number used
}

func newPGNImport(ctx context.Context, s *storage.Store, tid int64, round int, opts laws.Options) (*pgnImport, error) {
	t, err := s.Tournament(ctx, tid)
	if err != nil {
		return nil, err
	}
	imp := &pgnImport{s: s, tid: tid, opts: opts, players: map[string]int64{}}
	if imp.rules, imp.control, err = gamelog.Rules(t); err != nil {
		return nil, err
	}
	if imp.roundID, imp.board, err = roundFor(ctx, s, tid, round); err != nil {
		return nil, err
	}
	players, err := s.Players(ctx, tid)
	if err != nil {
		return nil, err
	}
	for _, p := range players {
		imp.players[p.Name] = p.ID
	}
	return imp, nil
}

// roundFor finds round number round of the event, adding it when it is
// new, and returns its id and its last board number.
func roundFor(ctx context.Context, s *storage.Store, tid int64, round int) (int64, int, error) {
	rounds, err := s.Rounds(ctx, tid)
	if err != nil {
		return 0, 0, err
	}
	for _, r := range rounds {
		if r.Number != round {
			continue
		}
		boards, err := s.Boards(ctx, r.ID)
		if err != nil {
			return 0, 0, err
		}
		last := 0
		for _, b := range boards {
			last = max(last, b.Number)
		}
		return r.ID, last, nil
	}
	id, err := s.AddRound(ctx, tid, round)
	return id, 0, err
}

// add checks a game by folding it through the engine, then stores its
// board, its game and its events.
func (imp *pgnImport) add(ctx context.Context, g *pgn.Game, start time.Time) error {
	fold, err := imp.fold(g, start)
	if err != nil {
		return err
	}
	var gameID int64
	added := map[string]int64{}
	err = imp.s.Update(ctx, func(tx *storage.Tx) error {
		white, err := imp.player(ctx, tx, g, "White", added)
		if err != nil {
			return err
		}
		black, err := imp.player(ctx, tx, g, "Black", added)
		if err != nil {
			return err
		}
		boardID, err := tx.AddBoard(ctx, storage.Board{RoundID: imp.roundID, Number: imp.board + 1, WhiteID: white, BlackID: black})
		if err != nil {
			return err
		}
		gameID, err = tx.AddGame(ctx, boardID, g.Start.FEN())
		return err
	})
	if err != nil {
		return fmt.Errorf("line %d: %w", g.Line, err)
	}
	maps.Copy(imp.players, added)
	imp.board++
	return imp.store(ctx, gameID, fold)
}

// fold reconstructs a game's events and checks them with the engine.
func (imp *pgnImport) fold(g *pgn.Game, start time.Time) (*gamelog.Game, error) {
	setup := laws.Setup{Rules: imp.rules, Control: imp.control, Start: g.Start, Options: imp.opts}
	fold, err := gamelog.New(0, setup)
	if err != nil {
		return nil, err
	}
	var base, inc time.Duration
	if len(imp.control.Stages) > 0 {
		base, inc = imp.control.Stages[0].Base, imp.control.Stages[0].Extra
	}
	events, last := gamelog.EventsFromPGN(g, len(g.Moves), start, base, inc)
	for i, e := range events {
		if _, err := fold.Apply(e); err != nil {
			if i > 0 {
				m := g.Moves[i-1]
				return nil, fmt.Errorf("line %d: move %q: %w", m.Line, m.Text, err)
			}
			return nil, fmt.Errorf("line %d: %w", g.Line, err)
		}
	}
	if o := laws.Outcome(g.Result); !fold.Result().Over() && (o == laws.WhiteWins || o == laws.BlackWins || o == laws.Drawn) {
		e := laws.Event{At: last.Add(time.Second), Kind: laws.KindResult, Payload: laws.Payload{Result: o, By: "PGN import"}}
		if _, err := fold.Apply(e); err != nil {
			return nil, fmt.Errorf("line %d: result %s: %w", g.Line, g.Result, err)
		}
	}
	return fold, nil
}

// store appends a checked game's events in one transaction.
func (imp *pgnImport) store(ctx context.Context, gameID int64, fold *gamelog.Game) error {
	recs := make([]storage.EventRecord, len(fold.Events))
	for i, e := range fold.Events {
		r, err := gamelog.Encode(e)
		if err != nil {
			return err
		}
		recs[i] = r
	}
	var end storage.Ending
	if r := fold.Result(); r.Over() && len(fold.Rulings) > 0 {
		end = storage.Ending{Result: string(r.Outcome), Termination: string(fold.Rulings[len(fold.Rulings)-1].Decision)}
	}
	_, err := imp.s.Append(ctx, gameID, 0, recs, end)
	return err
}

// player finds a game's player by name, adding one with the game's rating.
func (imp *pgnImport) player(ctx context.Context, tx *storage.Tx, g *pgn.Game, side string, added map[string]int64) (int64, error) {
	name := or(g.Tag(side), "?")
	if id, ok := imp.players[name]; ok {
		return id, nil
	}
	if id, ok := added[name]; ok {
		return id, nil
	}
	rating, _ := strconv.Atoi(g.Tag(side + "Elo"))
	id, err := tx.AddPlayer(ctx, storage.Player{TournamentID: imp.tid, Name: name, Rating: rating})
	if err != nil {
		return 0, fmt.Errorf("player %q: %w", name, err)
	}
	added[name] = id
	return id, nil
}
