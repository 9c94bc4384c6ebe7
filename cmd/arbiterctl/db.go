package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/arbiterconsole/arbiter/ui/view"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/exchange"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
	"github.com/arbiterconsole/arbiter/storage/stores"
)

func init() {
	register(command{
		name:  "db",
		usage: "check DB [--json] | events DB GAME | copy FROM TO | backup PATH TO | protect PATH | import PATH FILE.trf|FILE.csv|FILE.pgn [--event ID] [--round N] [--game-type T] [--edition E] [--supervision A.3|A.4] [--tc CONTROL] | export PATH EVENT [--format trf|results-csv|players-csv|pgn|pairings] [--semicolon] [--round N] [--json] | pair PATH [--event ID] --program PATH [--system dutch|burstein] [--timeout D] | bye PATH START-RANK ROUND [--points 0.5|0|1] [--cancel] [--event ID] | withdraw PATH START-RANK [--from N] [--event ID] | do PATH BOARD COMMAND-JSON | demo PATH [--boards N] | appeal PATH [BOARD...] [--lang xx] | watch DB --livechess URL | --pgn URL|FILE [--map SERIAL=BOARD,...] [--for DURATION]",
		run:   runDB,
	})
}

// runDB inspects, copies, fills and exports Arbiter Console databases.
// Only import changes a database; the others open it read-only.
func runDB(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("db")
	asJSON := fs.Bool("json", false, "check: print the result as one JSON object; export --format pairings: the boards as JSON")
	eventID := fs.Int64("event", 0, "import: add the players of a CSV file, or the games of a PGN file, to this event; pair, bye, withdraw: the event (default the newest)")
	gameType := fs.String("game-type", "", "import: game type of a TRF event (standard, rapid, blitz)")
	edition := fs.String("edition", laws.Current.String(), "import: the Laws edition of a TRF event (2014, 2017, 2018, 2023)")
	supervision := fs.String("supervision", "A.4", "import: A.3/B.3 (adequate) or A.4/B.4 (not) for a TRF event")
	tc := fs.String("tc", "", "import: the time control of a TRF event whose file does not say it readably (as tc reads it)")
	format := fs.String("format", "trf", "export: trf, results-csv, players-csv or pgn")
	semicolon := fs.Bool("semicolon", false, "csv export: fields separated by ; and points with a decimal comma, for spreadsheets in such locales")
	round := fs.Int("round", 0, "pgn import with --event: the round the games join (default 1); pgn export: only this round")
	language := fs.String("lang", "en", "appeal: the language of the page")
	boards := fs.Int("boards", 13, "demo: the number of boards (13 is the console's demo)")
	program := fs.String("program", "", "pair: the pairing program, bbpPairings' executable or JaVaFo's .jar")
	system := fs.String("system", "dutch", "pair: the pairing system, dutch or burstein")
	timeout := fs.Duration("timeout", 0, "pair: how long the program may take (default 2m)")
	points := fs.String("points", "0.5", "bye: 0.5 (half-point bye), 0 (zero-point bye) or 1 (full-point bye)")
	cancel := fs.Bool("cancel", false, "bye: take back the bye granted for the round")
	from := fs.Int("from", 0, "withdraw: the first round the player does not play (default the next)")
	livechess := fs.String("livechess", "", "watch: DGT LiveChess's address (host:port, http:// or ws:// URL)")
	livePGN := fs.String("pgn", "", "watch: a live PGN to poll, a file or an http(s) URL")
	mapArg := fs.String("map", "", "watch: SERIAL=BOARD,... (e-board serial, or game number of a PGN, to board)")
	watchFor := fs.Duration("for", 0, "watch: stop after this long (0: until interrupted)")
	rest, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(rest) == 0 {
		return usageError{"want a subcommand: check, events, copy, backup, protect, import, export, pair, bye, withdraw, do or demo"}
	}
	ctx := context.Background()
	switch sub, rest := rest[0], rest[1:]; {
	case sub == "import" && len(rest) == 2:
		rules := storage.RuleSet{Edition: *edition, GameType: *gameType, Supervision: *supervision}
		if strings.EqualFold(filepath.Ext(rest[1]), ".pgn") {
			return dbImportPGN(ctx, rest[0], rest[1], *eventID, *round, rules, stdout, stderr)
		}
		return dbImport(ctx, rest[0], rest[1], *eventID, rules, *tc, stdout, stderr)
	case sub == "export" && len(rest) == 2:
		id, err := strconv.ParseInt(rest[1], 10, 64)
		if err != nil || id <= 0 {
			return usageError{fmt.Sprintf("event id %q is not a positive integer", rest[1])}
		}
		if *format == "pgn" {
			return dbExportPGN(ctx, rest[0], id, *round, stdout)
		}
		if *format == "pairings" {
			return dbExportPairings(ctx, rest[0], id, *round, *asJSON, stdout)
		}
		return dbExport(ctx, rest[0], id, *format, tournament.CSVOptions{Semicolon: *semicolon}, stdout, stderr)
	case sub == "pair" && len(rest) == 1:
		prog := view.PairingProgram{Path: *program, System: *system, Timeout: *timeout}
		return dbPair(ctx, rest[0], *eventID, prog, stdout, stderr)
	case sub == "bye" && len(rest) == 3:
		return dbBye(ctx, rest[0], *eventID, rest[1], rest[2], *points, *cancel, stdout)
	case sub == "withdraw" && len(rest) == 2:
		return dbWithdraw(ctx, rest[0], *eventID, rest[1], *from, stdout)
	case sub == "check" && len(rest) == 1:
		return dbCheck(ctx, rest[0], *asJSON, stdout)
	case sub == "events" && len(rest) == 2:
		game, err := strconv.ParseInt(rest[1], 10, 64)
		if err != nil || game <= 0 {
			return usageError{fmt.Sprintf("game id %q is not a positive integer", rest[1])}
		}
		return dbEvents(ctx, rest[0], game, stdout)
	case sub == "copy" && len(rest) == 2:
		return dbCopy(ctx, rest[0], rest[1], stdout)
	case sub == "backup" && len(rest) == 2:
		return dbBackup(ctx, rest[0], rest[1], stdout)
	case sub == "protect" && len(rest) == 1:
		return dbProtect(ctx, rest[0], stdout)
	case sub == "do" && len(rest) == 3:
		return dbDo(ctx, rest[0], rest[1], rest[2], stdout)
	case sub == "appeal" && len(rest) >= 1:
		return dbAppeal(ctx, rest[0], rest[1:], *language, stdout)
	case sub == "watch" && len(rest) == 1:
		mapping, err := parseMap(*mapArg)
		if err != nil {
			return err
		}
		return dbWatch(ctx, rest[0], watchOptions{livechess: *livechess, pgn: *livePGN, mapping: mapping, duration: *watchFor}, stdout, stderr)
	case sub == "demo" && len(rest) == 1:
		return dbDemo(ctx, rest[0], *boards, stdout)
	case sub == "check" || sub == "events" || sub == "copy" || sub == "backup" || sub == "protect" || sub == "import" || sub == "export" || sub == "do" || sub == "demo" || sub == "pair" || sub == "bye" || sub == "withdraw" || sub == "watch":
		return usageError{fmt.Sprintf("wrong number of arguments for db %s", sub)}
	default:
		return usageError{fmt.Sprintf("unknown db subcommand %q", sub)}
	}
}

// checkReport is what db check prints with --json.
type checkReport struct {
	Path          string       `json:"path"`
	SchemaVersion int          `json:"schema_version"`
	Tournaments   int          `json:"tournaments"`
	Players       int          `json:"players"`
	Rounds        int          `json:"rounds"`
	Games         int          `json:"games"`
	GameEvents    int          `json:"game_events"`
	Breaks        []chainBreak `json:"breaks"`
	Unfoldable    []unfoldable `json:"unfoldable"`
	// NoTimeControl are the events imported without a time control (the
	// file's could not be read): their games, results without moves, fold
	// once the arbiter sets it.
	NoTimeControl []int64 `json:"no_time_control"`
	// Incoherent are events whose rounds do not hold together as a
	// pairing's do (a player with two games in a round, as a PGN file of
	// a match without Round tags makes): their TRF and CSV exports are
	// refused. Reported, not a failure: the games are all there.
	Incoherent []incoherent  `json:"incoherent"`
	Records    []recordBreak `json:"records"`
	// Schema lists tables, indexes and triggers not as the migrations
	// made them (an append-only trigger dropped).
	Schema []string `json:"schema,omitempty"`
	// FileSeal says why a protected file's seal over all its games and
	// its record log does not hold (a game put back to an earlier state).
	FileSeal   []string `json:"file_seal,omitempty"`
	Protection string   `json:"protection"`
}

type chainBreak struct {
	Game   int64  `json:"game"`
	Seq    int64  `json:"seq"`
	Reason string `json:"reason"`
}

// unfoldable is a game whose log the engine does not fold.
type unfoldable struct {
	Game   int64  `json:"game"`
	Event  int64  `json:"event"` // tournament id
	Round  int    `json:"round"`
	Board  int    `json:"board"`
	After  int64  `json:"after"` // the last event that folded
	Reason string `json:"reason"`
	// Result: the log folds, but the stored result is not where it ends.
	Result bool `json:"result,omitempty"`
}

func (u unfoldable) String() string {
	if u.Result {
		return fmt.Sprintf("game %d (event %d, round %d, board %d): %s", u.Game, u.Event, u.Round, u.Board, u.Reason)
	}
	return fmt.Sprintf("game %d (event %d, round %d, board %d): does not fold after event %d: %s",
		u.Game, u.Event, u.Round, u.Board, u.After, u.Reason)
}

// incoherent is an event that cannot be exported, and why.
type incoherent struct {
	Event  int64  `json:"event"`
	Reason string `json:"reason"`
}

// recordBreak is a result, pairing, bye, player, round or rule set that
// differs from the record log.
type recordBreak struct {
	Ref    string `json:"ref"`
	Seq    int64  `json:"seq"`
	Reason string `json:"reason"`
}

// dbCheck verifies a database's hash chains and record log, replays every
// game through the engine and counts its rows. Anything that does not
// verify or fold is reported and makes the command fail.
func dbCheck(ctx context.Context, path string, asJSON bool, stdout io.Writer) error {
	s, err := stores.OpenReadOnly(ctx, path)
	if err != nil {
		return err
	}
	defer s.Close()
	sum, err := s.Summary(ctx)
	if err != nil {
		return err
	}
	all, err := s.VerifyChain(ctx)
	if err != nil {
		return err
	}
	breaks, schema, fileSeal := splitBreaks(all)
	records, protection, err := verifyRecords(ctx, s)
	if err != nil {
		return err
	}
	broken := map[int64]bool{}
	rep := checkReport{Path: s.Path(), SchemaVersion: sum.SchemaVersion, Tournaments: sum.Tournaments,
		Players: sum.Players, Rounds: sum.Rounds, Games: sum.Games, GameEvents: sum.Events,
		Breaks: []chainBreak{}, Unfoldable: []unfoldable{}, Records: []recordBreak{}, Schema: schema, FileSeal: fileSeal, Protection: protection, NoTimeControl: []int64{}, Incoherent: []incoherent{}}
	for _, b := range breaks {
		rep.Breaks = append(rep.Breaks, chainBreak{b.GameID, b.Seq, b.Reason})
		broken[b.GameID] = true
	}
	if rep.Unfoldable, rep.NoTimeControl, err = foldAll(ctx, s, broken); err != nil {
		return err
	}
	for _, r := range records {
		rep.Records = append(rep.Records, recordBreak{r.Ref, r.Seq, r.Reason})
	}
	ts, err := s.Tournaments(ctx)
	if err != nil {
		return err
	}
	for _, t := range ts {
		if _, err := exchange.Export(ctx, s, t.ID); err != nil {
			rep.Incoherent = append(rep.Incoherent, incoherent{t.ID, err.Error()})
		}
	}
	if asJSON {
		if err := json.NewEncoder(stdout).Encode(rep); err != nil {
			return err
		}
	} else {
		printCheck(stdout, rep, breaks, records)
	}
	var problems []string
	if n := len(schema); n > 0 {
		problems = append(problems, fmt.Sprintf("%d change(s) of the schema outside Arbiter Console", n))
	}
	if len(fileSeal) > 0 {
		problems = append(problems, "the file's seal does not hold")
	}
	if n := len(breaks); n > 0 {
		problems = append(problems, fmt.Sprintf("%d game(s) with a broken hash chain", n))
	}
	if n := len(rep.Unfoldable); n > 0 {
		problems = append(problems, fmt.Sprintf("%d game(s) that do not fold", n))
	}
	if n := len(records); n > 0 {
		problems = append(problems, fmt.Sprintf("%d record(s) changed outside Arbiter Console", n))
	}
	if len(problems) > 0 {
		return fmt.Errorf("%s: %s", path, strings.Join(problems, "; "))
	}
	return nil
}

// foldAll replays every game of every event through the engine, except
// those whose chain is broken (already reported), and lists each one that
// does not fold.
func foldAll(ctx context.Context, s storage.Store, skip map[int64]bool) ([]unfoldable, []int64, error) {
	out, noControl := []unfoldable{}, []int64{}
	ts, err := s.Tournaments(ctx)
	if err != nil {
		return nil, nil, err
	}
	for _, t := range ts {
		rounds, err := s.Rounds(ctx, t.ID)
		if err != nil {
			return nil, nil, err
		}
		rules, control, rulesErr := gamelog.Rules(t)
		waiting := rulesErr == nil && control.Kind == clock.Unknown
		if waiting {
			noControl = append(noControl, t.ID)
		}
		for _, r := range rounds {
			games, err := s.Games(ctx, r.ID)
			if err != nil {
				return nil, nil, err
			}
			for _, g := range games {
				u := unfoldable{Game: g.ID, Event: t.ID, Round: r.Number, Board: g.Board}
				if skip[g.ID] {
					continue
				}
				if waiting { // nothing can have been played without a clock
					evs, err := s.Events(ctx, g.ID)
					if err != nil {
						return nil, nil, err
					}
					if n := len(evs); n > 0 {
						u.Reason = fmt.Sprintf("%d event(s) recorded, but the event has no time control", n)
						out = append(out, u)
					}
					continue
				}
				if rulesErr != nil {
					u.Reason = rulesErr.Error()
					out = append(out, u)
					continue
				}
				setup, err := gamelog.Setup(g, rules, control, laws.Options{})
				var fold *gamelog.Game
				if err == nil {
					fold, err = gamelog.Load(ctx, s, g.ID, setup)
				}
				// A game whose log ended it holds the result the log gives:
				// a result edited into the row, or a log cut short under
				// it, does not pass.
				if err == nil {
					if end := fold.Ending(); end != (storage.Ending{}) && (end.Result != g.Result || end.Termination != g.Termination) {
						err = fmt.Errorf("the stored result %q (termination %q) is not the one its log ends with: %q (%s)", g.Result, g.Termination, end.Result, end.Termination)
						u.Result = true
					}
				}
				// An imported record is what the PGN export writes: it must
				// be the one the log was imported from.
				if err == nil {
					err = exchange.CheckRecord(ctx, s, g, rules, control, laws.Options{})
				}
				if err != nil {
					var fe *gamelog.FoldError
					if errors.As(err, &fe) {
						u.After, err = fe.Good, fe.Err
					}
					u.Reason = err.Error()
					out = append(out, u)
				}
			}
		}
	}
	return out, noControl, nil
}

// splitBreaks tells a store's breaks apart: the games' chains, the
// schema's changes and the file seal's breaks (storage.ChainBreak.FileSeal).
func splitBreaks(all []storage.ChainBreak) (games []storage.ChainBreak, schema, fileSeal []string) {
	for _, b := range all {
		switch {
		case b.FileSeal:
			fileSeal = append(fileSeal, b.Reason)
		case b.GameID == 0:
			schema = append(schema, b.Reason)
		default:
			games = append(games, b)
		}
	}
	return games, schema, fileSeal
}

func printCheck(w io.Writer, rep checkReport, breaks []storage.ChainBreak, records []storage.RecordBreak) {
	fmt.Fprintf(w, "%s: Arbiter Console database, schema version %d\n", rep.Path, rep.SchemaVersion)
	fmt.Fprintf(w, "%d event(s), %d player(s), %d round(s), %d game(s), %d game event(s)\n",
		rep.Tournaments, rep.Players, rep.Rounds, rep.Games, rep.GameEvents)
	if len(rep.Schema) > 0 {
		fmt.Fprintf(w, "schema: %d change(s) outside Arbiter Console\n", len(rep.Schema))
		for _, s := range rep.Schema {
			fmt.Fprintf(w, "  %s\n", s)
		}
	}
	for _, s := range rep.FileSeal {
		fmt.Fprintln(w, s)
	}
	if len(breaks) == 0 {
		fmt.Fprintln(w, "hash chains: all verify")
	} else {
		fmt.Fprintf(w, "hash chains: %d broken\n", len(breaks))
		for _, b := range breaks {
			fmt.Fprintf(w, "  %s\n", b)
		}
	}
	if len(rep.Unfoldable) == 0 {
		fmt.Fprintln(w, "games: all fold through the engine")
	} else {
		fmt.Fprintf(w, "games: %d do not fold\n", len(rep.Unfoldable))
		for _, u := range rep.Unfoldable {
			fmt.Fprintf(w, "  %s\n", u)
		}
	}
	for _, e := range rep.Incoherent {
		fmt.Fprintf(w, "event %d: its rounds are not a pairing's, so it has no TRF or CSV export: %s\n", e.Event, e.Reason)
	}
	for _, id := range rep.NoTimeControl {
		fmt.Fprintf(w, "event %d: no time control yet (its file's could not be read): the console asks for it; its games fold once it is set\n", id)
	}
	if len(records) == 0 {
		fmt.Fprintln(w, "records: results, pairings, byes, players and rule sets match their log")
	} else {
		fmt.Fprintf(w, "records: %d changed outside Arbiter Console\n", len(records))
		for _, r := range records {
			fmt.Fprintf(w, "  %s\n", r)
		}
	}
	fmt.Fprintf(w, "protection: %s\n", rep.Protection)
}

// eventLine is one line of db events.
type eventLine struct {
	Game     int64           `json:"game"`
	Seq      int64           `json:"seq"`
	Kind     string          `json:"kind"`
	Payload  json.RawMessage `json:"payload"`
	Wall     string          `json:"wall"`
	PrevHash string          `json:"prev_hash"`
	Hash     string          `json:"hash"`
}

// dbEvents prints a game's log as stored, one JSON object per line.
func dbEvents(ctx context.Context, path string, game int64, stdout io.Writer) error {
	s, err := stores.OpenReadOnly(ctx, path)
	if err != nil {
		return err
	}
	defer s.Close()
	events, err := s.Events(ctx, game)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	for _, e := range events {
		line := eventLine{e.GameID, e.Seq, e.Kind, e.Payload, e.Wall.Format(time.RFC3339Nano), e.PrevHash.String(), e.Hash.String()}
		if err := enc.Encode(line); err != nil {
			return err
		}
	}
	return nil
}

// dbBackup copies a database: a file with SQLite's online backup API; an
// event on a server into a new SQLite file, verified as db copy verifies
// (the chains and records on the server, the chains of the copy, and the
// copy read back equal).
func dbBackup(ctx context.Context, path, to string, stdout io.Writer) error {
	if stores.IsServer(to) {
		return usageError{"db backup writes a file: to fill a server, use db copy"}
	}
	s, err := stores.OpenReadOnly(ctx, path)
	if err != nil {
		return err
	}
	defer s.Close()
	file, ok := s.(storage.FileStore)
	if !ok {
		return dbCopy(ctx, path, to, stdout)
	}
	if err := file.Backup(ctx, to); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "backed up %s to %s\n", s.Path(), to)
	return nil
}

// errProtectServer is db protect on a server: a keyed record log needs
// its key on every console that writes, and the deputies' laptops would
// then each hold it. A server's log is protected by its accounts instead.
var errProtectServer = errors.New("a keyed record log is for an event file: on a server its key would have to be on every console; " +
	"the server's accounts protect its record log (docs/venue-server.md). To keep a keyed copy, db backup the event to a file and db protect that file")

// dbProtect makes a database's record log a keyed chain, with a key in the
// user's configuration folder.
func dbProtect(ctx context.Context, path string, stdout io.Writer) error {
	s, err := stores.Open(ctx, path)
	if err != nil {
		return err
	}
	defer s.Close()
	file, ok := s.(storage.FileStore)
	if !ok {
		return fmt.Errorf("db protect %s: %w", path, errProtectServer)
	}
	key, err := file.ProtectRecords(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: every game's log (moves, clock events, rulings, result) and the results, pairings, byes, players and rule sets sealed with the key %s; keep a copy of it with the event's papers\n", s.Path(), key)
	return nil
}
