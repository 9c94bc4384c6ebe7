package exchange

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/pgn"
	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
)

// ExportPGN writes the games of an event as PGN, a blank line between
// games: all rounds when round is 0, else that round only. Each game is
// rebuilt from its stored events, so the moves, the [%clk] readings and
// the rulings (as comments) are what the console recorded. A game
// imported from PGN gives back its record as it came in (all its tags,
// comments, glyphs, variations and its own clock readings, none when it
// had none), with the moves and rulings the console added after it.
func ExportPGN(ctx context.Context, s Reader, tournamentID int64, round int, opts laws.Options, w io.Writer) error {
	if err := exportPGN(ctx, s, tournamentID, round, 0, opts, w); err != nil {
		return fmt.Errorf("exchange: PGN of event %d: %w", tournamentID, err)
	}
	return nil
}

// ExportBoardPGN writes the game of one board of a round as ExportPGN
// does (all its games, when the board's game was replayed).
func ExportBoardPGN(ctx context.Context, s Reader, tournamentID int64, round, board int, opts laws.Options, w io.Writer) error {
	if round < 1 || board < 1 {
		return fmt.Errorf("exchange: PGN of event %d: round %d, board %d: %w", tournamentID, round, board, storage.ErrNotFound)
	}
	if err := exportPGN(ctx, s, tournamentID, round, board, opts, w); err != nil {
		return fmt.Errorf("exchange: PGN of event %d: %w", tournamentID, err)
	}
	return nil
}

func exportPGN(ctx context.Context, s Reader, tournamentID int64, round, board int, opts laws.Options, w io.Writer) error {
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
	found, boardFound := round == 0, false
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
			if board != 0 && g.Board != board {
				continue
			}
			boardFound = true
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
	if board != 0 && !boardFound {
		return fmt.Errorf("no game on board %d of round %d: %w", board, round, storage.ErrNotFound)
	}
	return nil
}

func gamePGN(ctx context.Context, s Reader, t storage.Tournament, r storage.Round, g storage.Game,
	rules laws.RuleSet, control clock.Control, opts laws.Options) (*pgn.Game, error) {
	rec, err := s.GameRecord(ctx, g.ID)
	switch {
	case err == nil:
		return importedPGN(ctx, s, g, rec, rules, control, opts)
	case !errors.Is(err, storage.ErrNotFound):
		return nil, err
	}
	setup, err := gamelog.Setup(g, rules, control, opts)
	if err != nil {
		return nil, err
	}
	lg, err := gamelog.Load(ctx, s, g.ID, setup)
	if err != nil {
		return nil, err
	}
	pg := lg.PGN()
	if pg.Result == "*" && g.Events == 0 {
		// a game imported with its result (a TRF's round) and no moves
		pg.Result, pg.Comments = storedResult(g), append(pg.Comments, storedResultComment(g)...)
	}
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
		if p.Title != "" {
			pg.SetTag(side.name+"Title", p.Title)
		}
	}
	return pg, nil
}

// importedPGN is an imported game's record with what the console added:
// the events after the import's, and their rulings.
func importedPGN(ctx context.Context, s Reader, g storage.Game, rec storage.GameRecord,
	rules laws.RuleSet, control clock.Control, opts laws.Options) (*pgn.Game, error) {
	record, err := pgn.NewReader(strings.NewReader(rec.PGN), pgn.Options{}).Next()
	if err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	setup, err := gamelog.Setup(g, rules, GameControl(record, control), opts)
	if err != nil {
		return nil, err
	}
	lg, err := gamelog.New(g.ID, setup)
	if err != nil {
		return nil, err
	}
	imported := -1 // rulings the import's events made
	n := int64(0)
	err = s.Replay(ctx, g.ID, func(r storage.EventRecord) error {
		e, err := gamelog.Decode(r)
		if err != nil {
			return err
		}
		if _, err = lg.Apply(e); err != nil {
			return err
		}
		if n++; n == rec.Events {
			imported = len(lg.Rulings)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("gamelog: game %d: %w", g.ID, err)
	}
	if imported < 0 {
		imported = len(lg.Rulings)
	}
	return lg.MergePGN(record, imported), nil
}

// GameControl is the time control a game was played under: its own
// TimeControl tag, read as PGN (seconds), else the event's.
func GameControl(g *pgn.Game, event clock.Control) clock.Control {
	if c, err := clock.ParsePGN(g.Tag("TimeControl")); err == nil && c.Kind != clock.Unknown {
		return c
	}
	return event
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

// storedResult is the PGN result of a game stored with its result only:
// a win, a loss or a draw as PGN writes it; "*" for what PGN has no
// marker for (0-0, ½-0), which the comment then says.
func storedResult(g storage.Game) string {
	r, err := tournament.ParseResult(g.Result)
	if err != nil {
		return "*"
	}
	w, b, known := r.Marks()
	switch {
	case !known:
		return "*"
	case w == tournament.Won && b == tournament.Lost:
		return "1-0"
	case w == tournament.Lost && b == tournament.Won:
		return "0-1"
	case w == tournament.Drawn && b == tournament.Drawn:
		return "1/2-1/2"
	}
	return "*"
}

// storedResultComment says how a game stored with its result only ended
// when PGN's result cannot say it: a forfeit, or a score such as 0-0.
func storedResultComment(g storage.Game) []string {
	r, err := tournament.ParseResult(g.Result)
	if err != nil || r.Outcome == tournament.Unfinished {
		return nil
	}
	if r.IsForfeit() || storedResult(g) == "*" || r.Unrated {
		return []string{"Arbiter Console: result " + r.String() + ", not played over the board as recorded here"}
	}
	return nil
}

// CheckRecord tells whether an imported game's record is the one its log
// was imported from: the moves the log's first events make (as many as
// the record says the import stored) are the record's first moves. A
// record added to a game recorded at the console, or one whose moves were
// changed, does not pass: the PGN export would write it. nil for a game
// without a record.
func CheckRecord(ctx context.Context, s Reader, g storage.Game, rules laws.RuleSet, control clock.Control, opts laws.Options) error {
	rec, err := s.GameRecord(ctx, g.ID)
	if errors.Is(err, storage.ErrNotFound) {
		return nil
	} else if err != nil {
		return err
	}
	record, err := pgn.NewReader(strings.NewReader(rec.PGN), pgn.Options{}).Next()
	if err != nil {
		return fmt.Errorf("its imported record (the PGN the export writes) cannot be read: %w", err)
	}
	setup, err := gamelog.Setup(g, rules, GameControl(record, control), opts)
	if err != nil {
		return err
	}
	lg, err := gamelog.New(g.ID, setup)
	if err != nil {
		return err
	}
	var n int64
	plies := -1
	if rec.Events == 0 {
		plies = 0
	}
	err = s.Replay(ctx, g.ID, func(r storage.EventRecord) error {
		e, err := gamelog.Decode(r)
		if err != nil {
			return err
		}
		if _, err = lg.Apply(e); err != nil {
			return err
		}
		if n++; n == rec.Events {
			plies = len(lg.Plies())
		}
		return nil
	})
	if err != nil {
		return err
	}
	if plies < 0 {
		return fmt.Errorf("its imported record (the PGN the export writes) says the import stored %d events, but its log holds %d: the record was added or changed outside Arbiter Console", rec.Events, n)
	}
	for i, p := range lg.Plies()[:plies] {
		if p.Move == chess.NoMove {
			break
		}
		if i >= len(record.Moves) || record.Moves[i].Move != p.Move {
			return fmt.Errorf("its imported record (the PGN the export writes) is not the one its log was imported from: ply %d of the log is not the record's: the record was added or changed outside Arbiter Console", i+1)
		}
	}
	return nil
}
