package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/arbiterconsole/arbiter/ui/view"
)

func init() {
	register(command{
		name:  "commands",
		usage: "[--json]",
		run:   runCommands,
	})
}

// runCommands prints the table of the arbiter's commands the console's
// menus are built from.
func runCommands(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("commands")
	asJSON := fs.Bool("json", false, "print the table as one JSON array")
	rest, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageError{fmt.Sprintf("unexpected argument %q", rest[0])}
	}
	if *asJSON {
		return json.NewEncoder(stdout).Encode(view.Commands)
	}
	for _, c := range view.Commands {
		line := fmt.Sprintf("%-13s %s", c.Kind, strings.Join(c.Options, " "))
		if len(c.Decisions) > 0 {
			line += "  decisions: " + strings.Join(decisionWords(c.Decisions), " ")
		}
		fmt.Fprintln(stdout, strings.TrimSpace(line))
	}
	return nil
}

// decisionWords spells the decisions for a line of text: "-" for none.
func decisionWords(decisions []string) []string {
	out := make([]string, len(decisions))
	for i, d := range decisions {
		out[i] = d
		if d == "" {
			out[i] = "-"
		}
	}
	return out
}
