package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/exchange"
	"github.com/arbiterconsole/arbiter/storage/stores"
)

// dbImport stores a TRF16 file as a new event, or adds the players or the
// rounds of a CSV file to event eventID (a header with a result column
// makes a results file), creating the database if it does not exist.
func dbImport(ctx context.Context, path, file string, eventID int64, rules storage.RuleSet, stdout io.Writer) error {
	isCSV := strings.EqualFold(filepath.Ext(file), ".csv")
	if isCSV && eventID == 0 {
		return usageError{"a players or results CSV file needs --event ID"}
	}
	if !isCSV && eventID != 0 {
		return usageError{"--event is for a players CSV file; a TRF file makes a new event"}
	}
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	s, err := openWritable(ctx, path, true)
	if err != nil {
		return err
	}
	defer s.Close()
	if isCSV {
		header, err := tournament.ReadCSVHeader(f)
		if err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			return err
		}
		if slices.Contains(header, "result") {
			rounds, err := tournament.ReadResultsCSV(f)
			if err != nil {
				return fmt.Errorf("%s: %w", file, err)
			}
			if err := exchange.ImportResults(ctx, s, eventID, rounds); err != nil {
				return err
			}
			fmt.Fprintf(stdout, "added %d round(s) to event %d\n", len(rounds), eventID)
			return nil
		}
		players, err := tournament.ReadPlayersCSV(f)
		if err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		ids, err := exchange.ImportPlayers(ctx, s, eventID, players)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "added %d player(s) to event %d\n", len(ids), eventID)
		return nil
	}
	t, err := tournament.ReadTRF(f)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	if _, err := laws.ParseEdition(rules.Edition); err != nil {
		return usageError{err.Error()}
	}
	if _, err := laws.ParseSupervision(rules.Supervision); err != nil {
		return usageError{err.Error()}
	}
	id, err := exchange.Import(ctx, s, t, rules)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "imported event %d %q: %d player(s), %d round(s)\n", id, t.Event.Name, len(t.Players), len(t.Rounds))
	return nil
}

// dbExport writes an event as TRF16, its results as CSV, or its players as
// CSV (UTF-8 with a byte order mark, "," or ";"), to stdout; what TRF
// cannot hold as it is (a long name) is a warning on stderr.
func dbExport(ctx context.Context, path string, eventID int64, format string, csv tournament.CSVOptions, stdout, stderr io.Writer) error {
	write, ok := map[string]func(io.Writer, *tournament.Tournament) error{
		"trf":         tournament.WriteTRF,
		"results-csv": csv.WriteResults,
		"players-csv": func(w io.Writer, t *tournament.Tournament) error { return csv.WritePlayers(w, t.Players) },
	}[format]
	if !ok {
		return usageError{fmt.Sprintf("unknown --format %q: want trf, results-csv, players-csv or pgn", format)}
	}
	s, err := stores.OpenReadOnly(ctx, path)
	if err != nil {
		return err
	}
	defer s.Close()
	t, err := exchange.Export(ctx, s, eventID)
	if err != nil {
		return err
	}
	if format == "trf" {
		for _, w := range tournament.TRFWarnings(t) {
			fmt.Fprintf(stderr, "warning: %s\n", w)
		}
	}
	return write(stdout, t)
}

// progressEvery is how many games a PGN import reads between progress
// lines.
const progressEvery = 500

// dbImportPGN stores the games of a PGN file: in round round of event
// eventID, or, without an event, in events made from the games' tags. It
// lists the games it could not store and the notes on those it stored,
// then a summary; it fails when a game could not be stored.
func dbImportPGN(ctx context.Context, path, file string, eventID int64, round int, rules storage.RuleSet, stdout, stderr io.Writer) error {
	if eventID == 0 && round != 0 {
		return usageError{"--round is for a PGN file imported into an --event; without one, each game's Round tag decides"}
	}
	if _, err := laws.ParseEdition(rules.Edition); err != nil {
		return usageError{err.Error()}
	}
	if _, err := laws.ParseSupervision(rules.Supervision); err != nil {
		return usageError{err.Error()}
	}
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	s, err := openWritable(ctx, path, true)
	if err != nil {
		return err
	}
	defer s.Close()
	o := exchange.PGNOptions{
		Event: eventID, Round: round, Rules: rules, Start: time.Now().UTC().Truncate(time.Second),
		Name: strings.TrimSuffix(filepath.Base(file), filepath.Ext(file)),
		Progress: func(p exchange.PGNProgress) {
			if p.Games%progressEvery == 0 {
				fmt.Fprintf(stderr, "%s: %d games read (line %d): %d stored, %d not\n", file, p.Games, p.Line, p.Stored, p.Faults)
			}
		},
	}
	rep, err := exchange.ImportPGN(ctx, s, f, o)
	if rep != nil {
		printPGNReport(ctx, s, rep, stdout)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	if len(rep.Faults) > 0 {
		return fmt.Errorf("%s: %d of %d game(s) not imported", file, len(rep.Faults), rep.Games)
	}
	return nil
}

// printPGNReport lists what a PGN import did, ending with a summary.
func printPGNReport(ctx context.Context, s exchange.Reader, rep *exchange.PGNReport, w io.Writer) {
	for _, n := range rep.Notes {
		fmt.Fprintf(w, "note: %s\n", n)
	}
	for _, f := range rep.Faults {
		fmt.Fprintf(w, "not imported: %s\n", f)
	}
	fmt.Fprintf(w, "read %d game(s) (%s): %d stored, %d with notes, %d not imported\n",
		rep.Games, rep.Encoding, rep.Stored, len(rep.Notes), len(rep.Faults))
	for i, id := range rep.Events {
		name := "?"
		if t, err := s.Tournament(ctx, id); err == nil {
			name = t.Name
		}
		made := ""
		if i >= len(rep.Events)-rep.NewEvents {
			made = " (new)"
		}
		fmt.Fprintf(w, "event %d %q%s\n", id, name, made)
	}
}

// dbExportPGN writes an event's games, or one round's, as PGN to stdout.
func dbExportPGN(ctx context.Context, path string, eventID int64, round int, stdout io.Writer) error {
	s, err := stores.OpenReadOnly(ctx, path)
	if err != nil {
		return err
	}
	defer s.Close()
	return exchange.ExportPGN(ctx, s, eventID, round, laws.Options{}, stdout)
}
