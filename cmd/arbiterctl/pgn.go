package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
	"github.com/arbiterconsole/arbiter/engine/pgn"
)

func init() {
	register(command{name: "pgn", usage: "check FILE", run: runPGN})
	// "moves --lang xx" writes SAN in each notation language.
	for _, lang := range notation.Languages() {
		moveLanguages[string(lang)] = func(p chess.Position, m chess.Move) string {
			return notation.Write(p, m, notation.Options{Lang: lang})
		}
	}
}

func runPGN(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "check" {
		return usageError{"want the subcommand check"}
	}
	fs := flag.NewFlagSet("pgn check", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	files, err := parseArgs(fs, args[1:])
	if err != nil {
		return err
	}
	if len(files) != 1 {
		return usageError{"want exactly one FILE"}
	}
	return checkPGN(files[0], stdout)
}

// checkPGN replays every game of the file and prints the first fault of
// each faulty game, the encoding it read the file in, then a summary. It
// fails when a game has a fault.
func checkPGN(name string, stdout io.Writer) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	r := pgn.NewReader(f, pgn.Options{Notation: notation.Options{AnyLanguage: true}})
	games, faulty := 0, 0
	for {
		g, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		var fault *pgn.Error
		if err != nil && !errors.As(err, &fault) {
			return fmt.Errorf("%s: %w", name, err)
		}
		games++
		if fault != nil {
			faulty++
			fmt.Fprintf(stdout, "game %d (%s - %s), line %d: %v\n", games, player(g, "White"), player(g, "Black"), fault.Line, fault.Err)
		}
	}
	enc, converted := r.Encoding()
	fmt.Fprintf(stdout, "encoding: %s", enc)
	if converted > 0 {
		fmt.Fprintf(stdout, " (%d line(s) read as Windows-1252)", converted)
	}
	fmt.Fprintln(stdout)
	if _, err := fmt.Fprintf(stdout, "%d games, %d good, %d with errors\n", games, games-faulty, faulty); err != nil {
		return err
	}
	if faulty > 0 {
		return fmt.Errorf("%s: %d of %d games with errors", name, faulty, games)
	}
	return nil
}

func player(g *pgn.Game, colour string) string {
	if g == nil || g.Tag(colour) == "" {
		return "?"
	}
	return g.Tag(colour)
}
