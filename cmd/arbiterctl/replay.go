package main

import (
	"fmt"
	"io"
	"os"

	"github.com/arbiterconsole/arbiter/engine/laws"
)

func init() {
	register(command{name: "replay", usage: "SCENARIO|- [--json]", run: runReplay})
}

// runReplay replays a rulings scenario (docs/rulings.md) and prints every
// ruling as one JSON line; with --json, a last line gives the result, the
// position and both clocks in milliseconds. The state is printed also
// when an event is refused: it is the game as before that event.
func runReplay(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("replay")
	final := fs.Bool("json", false, "end with {\"result\", \"fen\", \"clock_ms\"}")
	rest, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usageError{"want one scenario file, or - for standard input"}
	}
	name := rest[0]
	var src []byte
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
	g, rulings, runErr := sc.Play()
	for _, r := range rulings {
		fmt.Fprintf(stdout, "%s\n", laws.FormatRuling(sc.Base, sc.Setup.Rules.Regulations.Scoring, r))
	}
	if *final && g != nil {
		at := sc.End()
		if len(rulings) > 0 && runErr != nil {
			at = rulings[len(rulings)-1].At
		}
		fmt.Fprintf(stdout, "%s\n", laws.FormatFinal(laws.FinalState(g, at)))
	}
	return runErr
}
