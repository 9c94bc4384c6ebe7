package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/arbiterconsole/arbiter/engine/tournament"
)

func init() {
	register(command{
		name:  "standings",
		usage: "FILE.trf [--json | --csv | --html] [--tie-breaks BH,BH-C1,SB,WIN,DE] [--round N] [--rules 2024|2026]",
		run:   runStandings,
	})
}

// standingsReport is the --json output.
type standingsReport struct {
	Event     string                `json:"event"`
	Rounds    int                   `json:"rounds"` // rounds counted
	Rules     tournament.Rules      `json:"rules"`  // edition of FIDE C.07 applied
	TieBreaks []tournament.TieBreak `json:"tie_breaks"`
	Standings []standingRow         `json:"standings"`
}

type standingRow struct {
	Rank       int                                      `json:"rank"`
	StartRank  int                                      `json:"start_rank"`
	Name       string                                   `json:"name"`
	Title      string                                   `json:"title,omitempty"`
	Federation string                                   `json:"federation,omitempty"`
	Rating     int                                      `json:"rating,omitempty"`
	Points     tournament.Points                        `json:"points"`
	TieBreaks  map[tournament.TieBreak]tournament.Value `json:"tie_breaks"`
}

func runStandings(args []string, stdout, _ io.Writer) error {
	fs := flag.NewFlagSet("standings", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	asJSON := fs.Bool("json", false, "print JSON")
	asCSV := fs.Bool("csv", false, "print CSV for spreadsheets (UTF-8 with BOM)")
	asHTML := fs.Bool("html", false, "print an HTML page the browser prints")
	tieBreaks := fs.String("tie-breaks", "", "tie-break codes in order")
	round := fs.Int("round", 0, "standings after this round (default: all rounds)")
	rulesFlag := fs.String("rules", "", "edition of the FIDE Tie-Break Regulations: 2024 or 2026 (default: by the start date)")
	files, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(files) != 1 {
		return usageError{"want exactly one TRF file"}
	}
	var tbs []tournament.TieBreak // the event's, or the default
	if *tieBreaks != "" {
		if tbs, err = tournament.ParseTieBreaks(*tieBreaks); err != nil {
			return usageError{err.Error()}
		}
	}
	t, err := readTRFFile(files[0])
	if err != nil {
		return err
	}
	if *rulesFlag != "" {
		if t.Event.TieBreakRules, err = tournament.ParseRules(*rulesFlag); err != nil {
			return usageError{"--rules: " + err.Error()}
		}
	}
	if *round < 0 || *round > len(t.Rounds) {
		return usageError{fmt.Sprintf("--round %d: the file has rounds 1 to %d", *round, len(t.Rounds))}
	}
	if *round > 0 {
		t = t.Through(*round)
	}
	st, err := t.Standings(tbs...)
	if err != nil {
		return fmt.Errorf("%s: %w", files[0], err)
	}
	switch {
	case *asJSON && (*asCSV || *asHTML), *asCSV && *asHTML:
		return usageError{"give one of --json, --csv and --html"}
	case *asCSV:
		return tournament.WriteStandingsCSV(stdout, st)
	case *asHTML:
		return tournament.WriteStandingsHTML(stdout, t.Event.Name, len(t.Rounds), st, tournament.StandingsLabels{})
	}
	report := newStandingsReport(t, st)
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(report)
	}
	return printStandings(stdout, report)
}

func readTRFFile(path string) (*tournament.Tournament, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t, err := tournament.ReadTRF(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

func newStandingsReport(t *tournament.Tournament, st *tournament.Standings) standingsReport {
	r := standingsReport{Event: t.Event.Name, Rounds: len(t.Rounds), TieBreaks: st.TieBreaks,
		Rules:     t.Event.TieBreakRulesOrDefault(),
		Standings: []standingRow{}}
	for _, s := range st.Rows {
		row := standingRow{Rank: s.Rank, StartRank: s.Player.StartRank, Name: s.Player.Name,
			Title: s.Player.Title, Federation: s.Player.Federation, Rating: s.Player.Rating,
			Points: s.Points, TieBreaks: map[tournament.TieBreak]tournament.Value{}}
		for k, tb := range st.TieBreaks {
			row.TieBreaks[tb] = s.TieBreaks[k]
		}
		r.Standings = append(r.Standings, row)
	}
	return r
}

// printStandings writes the standings as a table: text left-aligned,
// numbers right-aligned. A shared rank is written once, for the first of
// the tied players.
func printStandings(w io.Writer, r standingsReport) error {
	title := r.Event
	if title == "" {
		title = "Standings"
	}
	fmt.Fprintf(w, "%s, after round %d\n\n", title, r.Rounds)
	table := [][]string{{"Rank", "No", "Name", "Title", "Fed", "Rtg", "Pts"}}
	for _, tb := range r.TieBreaks {
		table[0] = append(table[0], string(tb))
	}
	prev := 0
	for _, s := range r.Standings {
		rank, rating := "", ""
		if s.Rank != prev {
			rank = fmt.Sprint(s.Rank)
		}
		prev = s.Rank
		if s.Rating > 0 {
			rating = fmt.Sprint(s.Rating)
		}
		row := []string{rank, fmt.Sprint(s.StartRank), s.Name, s.Title, s.Federation, rating, s.Points.String()}
		for _, tb := range r.TieBreaks {
			row = append(row, s.TieBreaks[tb].String())
		}
		table = append(table, row)
	}
	_, err := io.WriteString(w, formatTable(table, map[int]bool{2: true, 3: true, 4: true}))
	return err
}

// formatTable aligns columns two spaces apart: the left ones to the left,
// the others to the right.
func formatTable(rows [][]string, left map[int]bool) string {
	widths := make([]int, len(rows[0]))
	for _, row := range rows {
		for i, cell := range row {
			widths[i] = max(widths[i], utf8.RuneCountInString(cell))
		}
	}
	var b strings.Builder
	for _, row := range rows {
		var line strings.Builder
		for i, cell := range row {
			pad := strings.Repeat(" ", widths[i]-utf8.RuneCountInString(cell))
			if i > 0 {
				line.WriteString("  ")
			}
			if left[i] {
				line.WriteString(cell + pad)
			} else {
				line.WriteString(pad + cell)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
	return b.String()
}
