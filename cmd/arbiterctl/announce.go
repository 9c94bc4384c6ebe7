package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/announce"
	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
	"github.com/arbiterconsole/arbiter/ui/speech"
)

func init() {
	register(command{name: "announce", usage: `FEN MOVE [--lang xx] [--speak] [--wav FILE] | FEN --parse "TEXT" [--lang xx]`, run: runAnnounce})
}

// runAnnounce prints a move as Appendix D announces it, or, with --parse,
// reads an announcement back and prints the move in SAN.
func runAnnounce(args []string, stdout, _ io.Writer) error {
	fs := flag.NewFlagSet("announce", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	lang := fs.String("lang", announce.Laws, "language of the announcement")
	parse := fs.String("parse", "", "read this announcement and print the move in SAN")
	speak := fs.Bool("speak", false, "also speak the announcement through espeak-ng")
	wav := fs.String("wav", "", "also write the spoken announcement to this WAV file")
	positional, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if !slices.Contains(announce.Languages(), *lang) {
		return usageError{fmt.Sprintf("--lang %q: no such language (have %s)", *lang, strings.Join(announce.Languages(), ", "))}
	}
	parsing := isSet(fs, "parse")
	if len(positional) < 1 || (!parsing && len(positional) < 2) {
		return usageError{"want a FEN and a MOVE, or a FEN and --parse TEXT"}
	}
	fenFields := positional
	if !parsing {
		fenFields = positional[:len(positional)-1] // an unquoted FEN comes as several arguments
	}
	p, err := chess.ParseFEN(strings.Join(fenFields, " "))
	if err != nil {
		return err
	}

	var m chess.Move
	if parsing {
		m, err = announce.Parse(p, *parse, *lang)
	} else {
		m, err = notation.Read(p, positional[len(positional)-1], notation.Options{Lang: notation.Lang(*lang), AnyLanguage: true})
	}
	if err != nil {
		return err
	}
	text := announce.Say(p, m, *lang)
	if parsing {
		_, err = fmt.Fprintln(stdout, notation.Write(p, m, notation.Options{}))
	} else {
		_, err = fmt.Fprintln(stdout, text)
	}
	if err != nil {
		return err
	}
	return voice(text, *lang, *speak, *wav)
}

// voice speaks text and writes it as WAV, as the flags ask.
func voice(text, lang string, speak bool, wavFile string) error {
	if !speak && wavFile == "" {
		return nil
	}
	e := speech.NewEspeak(nil)
	defer e.Close()
	ctx := context.Background()
	if wavFile != "" {
		wav, err := e.WAV(ctx, text, lang)
		if err != nil {
			return err
		}
		if err := os.WriteFile(wavFile, wav, 0o644); err != nil {
			return err
		}
	}
	if speak {
		return e.Speak(ctx, text, lang)
	}
	return nil
}

// isSet reports whether flag name was given on the command line.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
