package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/chess"
)

func init() {
	register(command{name: "moves", usage: "FEN [--uci] [--lang xx]", run: runMoves})
}

// moveNotation writes one legal move of a position.
type moveNotation func(p chess.Position, m chess.Move) string

// moveLanguages holds the SAN writers that "moves --lang xx" offers, by
// language code. The notation package's command file fills it in its init.
var moveLanguages = map[string]moveNotation{}

func uciNotation(p chess.Position, m chess.Move) string { return m.UCI(p.IsChess960()) }

func runMoves(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("moves", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Bool("uci", true, "write moves in UCI form (the default)")
	lang := fs.String("lang", "", "write moves in SAN in this language")
	positional, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(positional) == 0 {
		return usageError{"missing FEN"}
	}
	notation := uciNotation
	if *lang != "" {
		var ok bool
		if notation, ok = moveLanguages[*lang]; !ok {
			return usageError{fmt.Sprintf("--lang %q: no such notation language (have: %s)", *lang, languageList())}
		}
	}
	// A FEN may come quoted as one argument or unquoted as several.
	p, err := chess.ParseFEN(strings.Join(positional, " "))
	if err != nil {
		return err
	}
	moves := p.LegalMoves(nil)
	words := make([]string, len(moves))
	for i, m := range moves {
		words[i] = notation(p, m)
	}
	_, err = fmt.Fprintln(stdout, strings.Join(words, " "))
	return err
}

func languageList() string {
	if len(moveLanguages) == 0 {
		return "none yet"
	}
	names := make([]string, 0, len(moveLanguages))
	for n := range moveLanguages {
		names = append(names, n)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}
