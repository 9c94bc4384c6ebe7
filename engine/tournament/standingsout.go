package tournament

import (
	"encoding/csv"
	"fmt"
	"html/template"
	"io"
	"strconv"
)

// StandingsLabels are the words of a printed standings table, so that the
// caller can translate them; the zero value is English.
type StandingsLabels struct {
	Title, AfterRound, Rank, StartRank, Name, PlayerTitle, Federation, Rating, Points string
}

func (l StandingsLabels) orDefault() StandingsLabels {
	def := StandingsLabels{Title: "Standings", AfterRound: "after round", Rank: "Rank", StartRank: "No",
		Name: "Name", PlayerTitle: "Title", Federation: "Fed", Rating: "Rtg", Points: "Pts"}
	for _, f := range []struct{ v, d *string }{
		{&l.Title, &def.Title}, {&l.AfterRound, &def.AfterRound}, {&l.Rank, &def.Rank},
		{&l.StartRank, &def.StartRank}, {&l.Name, &def.Name}, {&l.PlayerTitle, &def.PlayerTitle},
		{&l.Federation, &def.Federation}, {&l.Rating, &def.Rating}, {&l.Points, &def.Points},
	} {
		if *f.v == "" {
			*f.v = *f.d
		}
	}
	return l
}

// WriteStandingsCSV writes the standings as CSV for spreadsheets: UTF-8
// with a byte order mark, one line per player, the tie-breaks by acronym.
func WriteStandingsCSV(w io.Writer, st *Standings) error {
	if _, err := io.WriteString(w, "\uFEFF"); err != nil {
		return fmt.Errorf("standings csv: %w", err)
	}
	cw := csv.NewWriter(w)
	header := []string{"rank", "start_rank", "name", "title", "federation", "rating", "points"}
	for _, tb := range st.TieBreaks {
		header = append(header, string(tb))
	}
	cw.Write(header)
	for _, s := range st.Rows {
		rec := []string{strconv.Itoa(s.Rank), strconv.Itoa(s.Player.StartRank), s.Player.Name, s.Player.Title,
			s.Player.Federation, positive(s.Player.Rating), s.Points.String()}
		for _, v := range s.TieBreaks {
			rec = append(rec, v.String())
		}
		cw.Write(rec)
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return fmt.Errorf("standings csv: %w", err)
	}
	return nil
}

// WriteStandingsHTML writes the standings as a page the browser prints:
// the event's name, the round, one table row per player; a shared rank is
// written once.
func WriteStandingsHTML(w io.Writer, event string, round int, st *Standings, labels StandingsLabels) error {
	l := labels.orDefault()
	type row struct {
		Rank                                   string
		StartRank                              int
		Name, Title, Federation, Rating, Point string
		TieBreaks                              []string
	}
	data := struct {
		Event     string
		Round     int
		L         StandingsLabels
		TieBreaks []TieBreak
		Rows      []row
	}{Event: event, Round: round, L: l, TieBreaks: st.TieBreaks}
	prev := 0
	for _, s := range st.Rows {
		r := row{StartRank: s.Player.StartRank, Name: s.Player.Name, Title: s.Player.Title,
			Federation: s.Player.Federation, Rating: positive(s.Player.Rating), Point: s.Points.String()}
		if s.Rank != prev {
			r.Rank = strconv.Itoa(s.Rank)
		}
		prev = s.Rank
		for _, v := range s.TieBreaks {
			r.TieBreaks = append(r.TieBreaks, v.String())
		}
		data.Rows = append(data.Rows, r)
	}
	if err := standingsPage.Execute(w, data); err != nil {
		return fmt.Errorf("standings html: %w", err)
	}
	return nil
}

var standingsPage = template.Must(template.New("standings").Parse(`<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>{{.Event}} - {{.L.Title}}</title>
<style>
body { font-family: sans-serif; margin: 2em; }
table { border-collapse: collapse; }
th, td { padding: 0.2em 0.6em; border-bottom: 1px solid #ccc; }
th { text-align: left; border-bottom: 2px solid #000; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
@media print { body { margin: 0; } tr { page-break-inside: avoid; } }
</style>
</head>
<body>
<h1>{{.Event}}</h1>
<h2>{{.L.Title}}, {{.L.AfterRound}} {{.Round}}</h2>
<table>
<thead><tr><th>{{.L.Rank}}</th><th>{{.L.StartRank}}</th><th>{{.L.Name}}</th><th>{{.L.PlayerTitle}}</th><th>{{.L.Federation}}</th><th>{{.L.Rating}}</th><th>{{.L.Points}}</th>{{range .TieBreaks}}<th>{{.}}</th>{{end}}</tr></thead>
<tbody>
{{range .Rows}}<tr><td class="n">{{.Rank}}</td><td class="n">{{.StartRank}}</td><td>{{.Name}}</td><td>{{.Title}}</td><td>{{.Federation}}</td><td class="n">{{.Rating}}</td><td class="n">{{.Point}}</td>{{range .TieBreaks}}<td class="n">{{.}}</td>{{end}}</tr>
{{end}}</tbody>
</table>
</body>
</html>
`))
