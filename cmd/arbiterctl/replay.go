package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/arbiterconsole/arbiter/engine/laws"
)

func init() {
	register(command{name: "replay", usage: "SCENARIO|-", run: runReplay})
}

// runReplay replays a rulings scenario (docs/rulings.md) and prints every
// ruling as one JSON line.
func runReplay(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		return usageError{err.Error()}
	}
	if fs.NArg() != 1 {
		return usageError{"want one scenario file, or - for standard input"}
	}
	name := fs.Arg(0)
	var src []byte
	var err error
	if name == "-" {
		src, err = io.ReadAll(os.Stdin)
	} else {
		src, err = os.ReadFile(name)
	}
	if err != nil {
		return err
	}
	sc, err := laws.ParseScenario(name, src)
	if err != nil {
		return err
	}
	rulings, runErr := sc.Run()
	for _, r := range rulings {
		fmt.Fprintf(stdout, "%s\n", laws.FormatRuling(sc.Base, sc.Setup.Rules.Regulations.Scoring, r))
	}
	return runErr
}
