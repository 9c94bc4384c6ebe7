package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

func init() {
	register(command{
		name:  "db",
		usage: "check PATH [--json] | events PATH GAME | backup PATH TO | import PATH FILE.trf|FILE.csv|FILE.pgn [--event ID] [--round N] [--game-type T] [--edition E] [--supervision A.3|A.4] | export PATH EVENT [--format trf|results-csv|players-csv|pgn] [--round N] | do PATH BOARD COMMAND-JSON | demo PATH [--boards N] | appeal PATH [BOARD...] [--lang xx]",
		run:   runDB,
	})
}

// runDB inspects, copies, fills and exports Arbiter Console databases.
// Only import changes a database; the others open it read-only.
func runDB(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("db")
	asJSON := fs.Bool("json", false, "check: print the result as one JSON object")
	eventID := fs.Int64("event", 0, "import: add the players of a CSV file to this event")
	gameType := fs.String("game-type", "", "import: game type of a TRF event (standard, rapid, blitz)")
	edition := fs.String("edition", "2018", "import: the Laws edition of a TRF event (2014, 2017, 2018)")
	supervision := fs.String("supervision", "A.4", "import: A.3/B.3 (adequate) or A.4/B.4 (not) for a TRF event")
	format := fs.String("format", "trf", "export: trf, results-csv, players-csv or pgn")
	language := fs.String("lang", "en", "appeal: the language of the page")
	boards := fs.Int("boards", 13, "demo: the number of boards (13 is the console's demo)")
	round := fs.Int("round", 0, "pgn import: the round the games join (default 1); pgn export: only this round")
	rest, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(rest) == 0 {
		return usageError{"want a subcommand: check, events, backup, import, export, do or demo"}
	}
	ctx := context.Background()
	switch sub, rest := rest[0], rest[1:]; {
	case sub == "import" && len(rest) == 2:
		if strings.EqualFold(filepath.Ext(rest[1]), ".pgn") {
			return dbImportPGN(ctx, rest[0], rest[1], *eventID, max(*round, 1), stdout)
		}
		rules := storage.RuleSet{Edition: *edition, GameType: *gameType, Supervision: *supervision}
		return dbImport(ctx, rest[0], rest[1], *eventID, rules, stdout)
	case sub == "export" && len(rest) == 2:
		id, err := strconv.ParseInt(rest[1], 10, 64)
		if err != nil || id <= 0 {
			return usageError{fmt.Sprintf("event id %q is not a positive integer", rest[1])}
		}
		if *format == "pgn" {
			return dbExportPGN(ctx, rest[0], id, *round, stdout)
		}
		return dbExport(ctx, rest[0], id, *format, stdout)
	case sub == "check" && len(rest) == 1:
		return dbCheck(ctx, rest[0], *asJSON, stdout)
	case sub == "events" && len(rest) == 2:
		game, err := strconv.ParseInt(rest[1], 10, 64)
		if err != nil || game <= 0 {
			return usageError{fmt.Sprintf("game id %q is not a positive integer", rest[1])}
		}
		return dbEvents(ctx, rest[0], game, stdout)
	case sub == "backup" && len(rest) == 2:
		return dbBackup(ctx, rest[0], rest[1], stdout)
	case sub == "do" && len(rest) == 3:
		return dbDo(ctx, rest[0], rest[1], rest[2], stdout)
	case sub == "appeal" && len(rest) >= 1:
		return dbAppeal(ctx, rest[0], rest[1:], *language, stdout)
	case sub == "demo" && len(rest) == 1:
		return dbDemo(ctx, rest[0], *boards, stdout)
	case sub == "check" || sub == "events" || sub == "backup" || sub == "import" || sub == "export" || sub == "do" || sub == "demo":
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
}

type chainBreak struct {
	Game   int64  `json:"game"`
	Seq    int64  `json:"seq"`
	Reason string `json:"reason"`
}

// dbCheck verifies a database's hash chains and counts its rows. Broken
// chains are reported and make the command fail.
func dbCheck(ctx context.Context, path string, asJSON bool, stdout io.Writer) error {
	s, err := storage.OpenReadOnly(path)
	if err != nil {
		return err
	}
	defer s.Close()
	sum, err := s.Summary(ctx)
	if err != nil {
		return err
	}
	breaks, err := s.VerifyChain(ctx)
	if err != nil {
		return err
	}
	rep := checkReport{Path: s.Path(), SchemaVersion: sum.SchemaVersion, Tournaments: sum.Tournaments,
		Players: sum.Players, Rounds: sum.Rounds, Games: sum.Games, GameEvents: sum.Events, Breaks: []chainBreak{}}
	for _, b := range breaks {
		rep.Breaks = append(rep.Breaks, chainBreak{b.GameID, b.Seq, b.Reason})
	}
	if asJSON {
		if err := json.NewEncoder(stdout).Encode(rep); err != nil {
			return err
		}
	} else {
		printCheck(stdout, rep, breaks)
	}
	if len(breaks) > 0 {
		return fmt.Errorf("%s: %d game(s) with a broken hash chain", path, len(breaks))
	}
	return nil
}

func printCheck(w io.Writer, rep checkReport, breaks []storage.ChainBreak) {
	fmt.Fprintf(w, "%s: Arbiter Console database, schema version %d\n", rep.Path, rep.SchemaVersion)
	fmt.Fprintf(w, "%d event(s), %d player(s), %d round(s), %d game(s), %d game event(s)\n",
		rep.Tournaments, rep.Players, rep.Rounds, rep.Games, rep.GameEvents)
	if len(breaks) == 0 {
		fmt.Fprintln(w, "hash chains: all verify")
		return
	}
	fmt.Fprintf(w, "hash chains: %d broken\n", len(breaks))
	for _, b := range breaks {
		fmt.Fprintf(w, "  %s\n", b)
	}
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
	s, err := storage.OpenReadOnly(path)
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

// dbBackup copies a database with SQLite's online backup API.
func dbBackup(ctx context.Context, path, to string, stdout io.Writer) error {
	s, err := storage.OpenReadOnly(path)
	if err != nil {
		return err
	}
	defer s.Close()
	if err := s.Backup(ctx, to); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "backed up %s to %s\n", s.Path(), to)
	return nil
}
