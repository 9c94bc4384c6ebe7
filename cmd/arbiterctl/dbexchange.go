package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/exchange"
)

// dbImport stores a TRF16 file as a new event, or adds the players of a
// CSV file to event eventID, creating the database if it does not exist.
func dbImport(ctx context.Context, path, file string, eventID int64, rules storage.RuleSet, stdout io.Writer) error {
	isCSV := strings.EqualFold(filepath.Ext(file), ".csv")
	if isCSV && eventID == 0 {
		return usageError{"a players CSV file needs --event ID"}
	}
	if !isCSV && eventID != 0 {
		return usageError{"--event is for a players CSV file; a TRF file makes a new event"}
	}
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	s, err := storage.OpenOrCreate(path)
	if err != nil {
		return err
	}
	defer s.Close()
	if isCSV {
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
// CSV, to stdout; what TRF cannot hold as it is (a long name) is a warning
// on stderr.
func dbExport(ctx context.Context, path string, eventID int64, format string, stdout, stderr io.Writer) error {
	write, ok := map[string]func(io.Writer, *tournament.Tournament) error{
		"trf":         tournament.WriteTRF,
		"results-csv": tournament.WriteResultsCSV,
		"players-csv": func(w io.Writer, t *tournament.Tournament) error { return tournament.WritePlayersCSV(w, t.Players) },
	}[format]
	if !ok {
		return usageError{fmt.Sprintf("unknown --format %q: want trf, results-csv, players-csv or pgn", format)}
	}
	s, err := storage.OpenReadOnly(path)
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

// dbImportPGN adds the games of a PGN file to a round of event eventID,
// reconstructed with their clock times from the moment of the import.
func dbImportPGN(ctx context.Context, path, file string, eventID int64, round int, stdout io.Writer) error {
	if eventID == 0 {
		return usageError{"a PGN file needs --event ID"}
	}
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	s, err := storage.Open(path)
	if err != nil {
		return err
	}
	defer s.Close()
	n, err := exchange.ImportPGN(ctx, s, eventID, round, f, time.Now().UTC().Truncate(time.Second), laws.Options{})
	fmt.Fprintf(stdout, "added %d game(s) to round %d of event %d\n", n, round, eventID)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	return nil
}

// dbExportPGN writes an event's games, or one round's, as PGN to stdout.
func dbExportPGN(ctx context.Context, path string, eventID int64, round int, stdout io.Writer) error {
	s, err := storage.OpenReadOnly(path)
	if err != nil {
		return err
	}
	defer s.Close()
	return exchange.ExportPGN(ctx, s, eventID, round, laws.Options{}, stdout)
}
