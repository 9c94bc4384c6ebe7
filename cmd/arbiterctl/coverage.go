package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/laws"
)

func init() {
	lawsSubcommands["coverage"] = lawsSubcommand{"[--json]", runLawsCoverage}
}

// runLawsCoverage prints how the engine covers each numbered provision of
// the 2018 Laws: enforced, assisted or informational, with its tests; then
// the provisions the 2023 edition changes.
func runLawsCoverage(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("coverage", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print a JSON list of {edition, id, class, tests[, was_2018, change]}")
	if err := fs.Parse(args); err != nil {
		return usageError{err.Error()}
	}
	if fs.NArg() != 0 {
		return usageError{fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
	}
	entries, err := laws.Coverage()
	if err != nil {
		return err
	}
	changes, err := laws.Coverage2023()
	if err != nil {
		return err
	}
	if *asJSON {
		b, err := json.Marshal(append(entries, changes...))
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(stdout, "%s\n", b)
		return err
	}
	count := map[laws.Class]int{}
	for _, e := range entries {
		count[e.Class]++
		fmt.Fprintf(stdout, "%-12s %-13s %s\n", e.ID, e.Class, strings.Join(e.Tests, ", "))
	}
	if _, err = fmt.Fprintf(stdout, "\n%d provisions: %d enforced, %d assisted, %d informational\n",
		len(entries), count[laws.Enforced], count[laws.Assisted], count[laws.Informational]); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "\n2023 edition: %d provisions changed\n", len(changes))
	for _, e := range changes {
		fmt.Fprintf(stdout, "%-12s %-13s %s: %s\n", e.ID, e.Class, e.Change, strings.Join(e.Tests, ", "))
	}
	return nil
}
