package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/arbiterconsole/arbiter/locales"
	"github.com/arbiterconsole/arbiter/locales/lawsimport"
)

// lawsSubcommand is one "arbiterctl laws NAME" command. Other files add
// theirs to lawsSubcommands in their own init (e.g. "coverage").
type lawsSubcommand struct {
	usage string
	run   func(args []string, stdout, stderr io.Writer) error
}

var lawsSubcommands = map[string]lawsSubcommand{}

func init() {
	register(command{name: "laws", usage: "import|show|stats|search ... (arbiterctl laws help)", run: runLaws})
	lawsSubcommands["import"] = lawsSubcommand{"--from DIR [--out locales/laws]", runLawsImport}
	lawsSubcommands["show"] = lawsSubcommand{"ID [--edition 2018] [--lang en] [--json]", runLawsShow}
	lawsSubcommands["stats"] = lawsSubcommand{"[--json]", runLawsStats}
	lawsSubcommands["search"] = lawsSubcommand{"QUERY [--lang xx] [--edition E]", runLawsSearch}
}

func runLaws(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return usageError{"laws: missing subcommand; one of: " + strings.Join(lawsNames(), ", ")}
	}
	if args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		for _, n := range lawsNames() {
			fmt.Fprintf(stdout, "arbiterctl laws %s %s\n", n, lawsSubcommands[n].usage)
		}
		return nil
	}
	sub, ok := lawsSubcommands[args[0]]
	if !ok {
		return usageError{fmt.Sprintf("laws: unknown subcommand %q; one of: %s", args[0], strings.Join(lawsNames(), ", "))}
	}
	err := sub.run(args[1:], stdout, stderr)
	var ue usageError
	if errors.As(err, &ue) {
		return usageError{fmt.Sprintf("%s: %s\nusage: arbiterctl laws %s %s", args[0], ue.msg, args[0], sub.usage)}
	}
	return err
}

func lawsNames() []string {
	names := make([]string, 0, len(lawsSubcommands))
	for n := range lawsSubcommands {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func runLawsImport(args []string, stdout, _ io.Writer) error {
	fs := newFlagSet("laws import")
	from := fs.String("from", "", "directory holding the five source files 000_*.txt ... 004_*.txt")
	out := fs.String("out", "locales/laws", "directory to write the JSON files and REPORT.md to")
	rest, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if *from == "" || len(rest) > 0 {
		return usageError{"need --from DIR and no other arguments"}
	}
	res, err := lawsimport.Import(*from)
	if err != nil {
		return err
	}
	if err := res.Write(*out); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %d documents and REPORT.md (%d repairs) to %s\n", len(res.Documents), len(res.Report.Repairs), *out)
	printCounts(stdout, res.Counts())
	return nil
}

func runLawsShow(args []string, stdout, _ io.Writer) error {
	fs := newFlagSet("laws show")
	edition := fs.String("edition", "2018", "edition: 2014, 2017, 2018, or 2023 (shown through the 2018 text, with a note)")
	lang := fs.String("lang", "en", "language code: en, fr, de, es, it, pt, ru")
	asJSON := fs.Bool("json", false, "print JSON")
	rest, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usageError{"need exactly one article ID"}
	}
	a, err := locales.Article(*edition, *lang, rest[0])
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(struct {
			ID       string `json:"id"`
			Text     string `json:"text"`
			Edition  string `json:"edition"`
			Lang     string `json:"lang"`
			Fallback string `json:"fallback"`
			Rule     string `json:"rule,omitempty"`
			Older    string `json:"older,omitempty"`
		}{a.ID, a.Text, a.Edition, a.Lang, a.Fallback, a.Rule, a.Older})
	}
	if a.Rule != "" {
		// A rule 2023 changed: ours first, then the older wording.
		fmt.Fprintf(stdout, "Article %s (%s, %s)\n%s\n\n%s\n", a.ID, *edition, *lang, a.Rule, a.Older)
	} else {
		fmt.Fprintf(stdout, "Article %s (%s, %s)\n", a.ID, a.Edition, a.Lang)
	}
	if a.Heading != "" {
		fmt.Fprintln(stdout, a.Heading)
	}
	fmt.Fprintln(stdout, a.Text)
	if a.Fallback != "" {
		fmt.Fprintf(stdout, "\nNote: %s.\n", a.Fallback)
	}
	return nil
}

func runLawsStats(args []string, stdout, _ io.Writer) error {
	fs := newFlagSet("laws stats")
	asJSON := fs.Bool("json", false, "print JSON")
	rest, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageError{"no arguments expected"}
	}
	counts := locales.Stats()
	if *asJSON {
		enc := json.NewEncoder(stdout)
		return enc.Encode(counts)
	}
	printCounts(stdout, counts)
	return nil
}

// printCounts writes a language by edition table of article counts.
func printCounts(w io.Writer, counts map[string]map[string]int) {
	editions := map[string]bool{}
	var langs []string
	for lang, byEdition := range counts {
		langs = append(langs, lang)
		for e := range byEdition {
			editions[e] = true
		}
	}
	sort.Strings(langs)
	var eds []string
	for e := range editions {
		eds = append(eds, e)
	}
	sort.Strings(eds)
	fmt.Fprintf(w, "lang")
	for _, e := range eds {
		fmt.Fprintf(w, " %6s", e)
	}
	fmt.Fprintln(w)
	for _, lang := range langs {
		fmt.Fprintf(w, "%-4s", lang)
		for _, e := range eds {
			if n, ok := counts[lang][e]; ok {
				fmt.Fprintf(w, " %6d", n)
			} else {
				fmt.Fprintf(w, " %6s", "-")
			}
		}
		fmt.Fprintln(w)
	}
}

func runLawsSearch(args []string, stdout, _ io.Writer) error {
	fs := newFlagSet("laws search")
	lang := fs.String("lang", "", "only this language")
	edition := fs.String("edition", "", "only this edition")
	rest, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(rest) == 0 {
		return usageError{"need a QUERY"}
	}
	hits := locales.Search(strings.Join(rest, " "), *edition, *lang)
	for _, h := range hits {
		fmt.Fprintf(stdout, "%s %s %-10s %s\n", h.Edition, h.Lang, h.ID, h.Snippet)
	}
	fmt.Fprintf(stdout, "%d articles\n", len(hits))
	return nil
}
