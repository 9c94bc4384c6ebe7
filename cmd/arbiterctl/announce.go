package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/announce"
	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
	"github.com/arbiterconsole/arbiter/ui/speech"
)

func init() {
	register(command{name: "announce", run: runAnnounce,
		usage: `FEN MOVE [--lang xx] [--speak] [--wav FILE] [--json] | FEN --parse "TEXT" [--lang xx] [--json] | clock --white MS --black MS --moves N [--used] [--lang xx] [--speak] [--wav FILE] [--json]`})
}

// announceFlags are the flags of every form of the announce command.
type announceFlags struct {
	lang, parse, wav string
	speak, json      bool
	white, black     int64
	moves            int
	used             bool
	set              func(name string) bool
}

// runAnnounce prints a move as Appendix D announces it; with --parse it
// reads an announcement back and prints the move in SAN with the slips it
// has (D.2.8); "clock" reads out both clocks (D.2.6.1, D.2.10.4).
func runAnnounce(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("announce", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var f announceFlags
	fs.StringVar(&f.lang, "lang", announce.Laws, "language of the announcement")
	fs.StringVar(&f.parse, "parse", "", "read this announcement and print the move in SAN")
	fs.BoolVar(&f.speak, "speak", false, "also speak the announcement through espeak-ng")
	fs.StringVar(&f.wav, "wav", "", "also write the spoken announcement to this WAV file")
	fs.BoolVar(&f.json, "json", false, "print JSON")
	fs.Int64Var(&f.white, "white", 0, "clock: White's time in milliseconds")
	fs.Int64Var(&f.black, "black", 0, "clock: Black's time in milliseconds")
	fs.IntVar(&f.moves, "moves", 0, "clock: moves completed")
	fs.BoolVar(&f.used, "used", false, "clock: the times are the time used, not the time left")
	positional, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	f.set = func(name string) bool { return isSet(fs, name) }
	if !slices.Contains(announce.Languages(), f.lang) {
		return usageError{fmt.Sprintf("--lang %q: no such language (have %s)", f.lang, strings.Join(announce.Languages(), ", "))}
	}
	if len(positional) == 1 && positional[0] == "clock" {
		return announceClock(f, stdout)
	}
	for _, name := range []string{"white", "black", "moves", "used"} {
		if f.set(name) {
			return usageError{fmt.Sprintf("--%s is for announce clock", name)}
		}
	}
	if f.set("parse") {
		return announceParse(f, positional, stdout, stderr)
	}
	return announceMove(f, positional, stdout)
}

// announceMove prints a move as announced.
func announceMove(f announceFlags, positional []string, stdout io.Writer) error {
	if len(positional) < 2 {
		return usageError{"want a FEN and a MOVE, a FEN and --parse TEXT, or clock"}
	}
	p, err := chess.ParseFEN(strings.Join(positional[:len(positional)-1], " ")) // an unquoted FEN comes as several arguments
	if err != nil {
		return err
	}
	m, err := notation.Read(p, positional[len(positional)-1], notation.Options{Lang: notation.Lang(f.lang), AnyLanguage: true})
	if err != nil {
		return err
	}
	text := announce.Say(p, m, f.lang)
	if f.json {
		err = json.NewEncoder(stdout).Encode(struct {
			SAN          string `json:"san"`
			UCI          string `json:"uci"`
			Announcement string `json:"announcement"`
		}{notation.Write(p, m, notation.Options{}), m.UCI(p.IsChess960()), text})
	} else {
		_, err = fmt.Fprintln(stdout, text)
	}
	if err != nil {
		return err
	}
	return voice(text, f.lang, f.speak, f.wav)
}

// slipJSON is one warning of announce --parse --json.
type slipJSON struct {
	Slip    announce.Slip `json:"slip"`
	Message string        `json:"message"`
}

// announceParse reads an announcement and prints its move, with a warning
// for each slip.
func announceParse(f announceFlags, positional []string, stdout, stderr io.Writer) error {
	if len(positional) < 1 {
		return usageError{"want a FEN and --parse TEXT"}
	}
	p, err := chess.ParseFEN(strings.Join(positional, " "))
	if err != nil {
		return err
	}
	r, err := announce.Read(p, f.parse, f.lang)
	if err != nil {
		return err
	}
	san := notation.Write(p, r.Move, notation.Options{})
	if f.json {
		warnings := []slipJSON{}
		for _, s := range r.Slips {
			warnings = append(warnings, slipJSON{s, s.String()})
		}
		err = json.NewEncoder(stdout).Encode(struct {
			SAN          string     `json:"san"`
			UCI          string     `json:"uci"`
			Warnings     []slipJSON `json:"warnings"`
			Announcement string     `json:"announcement"`
		}{san, r.Move.UCI(p.IsChess960()), warnings, announce.Say(p, r.Move, f.lang)})
	} else {
		_, err = fmt.Fprintln(stdout, san)
		for _, s := range r.Slips {
			fmt.Fprintf(stderr, "arbiterctl announce: warning: %s (D.2.8)\n", s)
		}
	}
	if err != nil {
		return err
	}
	return voice(announce.Say(p, r.Move, f.lang), f.lang, f.speak, f.wav)
}

// announceClock reads out both clocks and the moves completed.
func announceClock(f announceFlags, stdout io.Writer) error {
	for _, name := range []string{"white", "black", "moves"} {
		if !f.set(name) {
			return usageError{fmt.Sprintf("announce clock wants --%s", name)}
		}
	}
	if f.white < 0 || f.black < 0 || f.moves < 0 {
		return usageError{fmt.Sprintf("--white %d --black %d --moves %d: times and moves cannot be negative", f.white, f.black, f.moves)}
	}
	if f.set("parse") {
		return usageError{"--parse is for announcing moves, not the clock"}
	}
	c := announce.Clocks{White: time.Duration(f.white) * time.Millisecond, Black: time.Duration(f.black) * time.Millisecond, Moves: f.moves, Used: f.used}
	text := announce.ReadOut(c, f.lang)
	var err error
	if f.json {
		err = json.NewEncoder(stdout).Encode(struct {
			Text string `json:"text"`
			Lang string `json:"lang"`
		}{text, f.lang})
	} else {
		_, err = fmt.Fprintln(stdout, text)
	}
	if err != nil {
		return err
	}
	return voice(text, f.lang, f.speak, f.wav)
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
