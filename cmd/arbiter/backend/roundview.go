package backend

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage/exchange"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// The backend runs the rounds the UI's Round menu offers.
var (
	_ view.Rounds       = (*Backend)(nil)
	_ view.ExportWarner = (*Backend)(nil)
)

// RoundTable lists the current round's boards and byes, unfinished first.
func (b *Backend) RoundTable() view.RoundTableView {
	b.mu.Lock()
	ev := b.event
	b.mu.Unlock()
	if ev == nil || ev.round.ID == 0 {
		return view.RoundTableView{}
	}
	t, err := b.exportEvent("round table", ev.t.ID)
	if err != nil || len(t.Rounds) < ev.round.Number {
		return view.RoundTableView{Round: ev.round.Number}
	}
	tv := view.RoundTableView{Round: ev.round.Number, Closed: !ev.round.Closed.IsZero()}
	name := func(rank int) string {
		p, _ := t.Player(rank)
		return p.Name
	}
	for _, p := range t.Rounds[ev.round.Number-1].Pairings {
		row := view.RoundRow{Board: p.Board, White: name(p.White), Arbiter: ev.boardArbiter(p.Board)}
		if !p.IsBye() {
			row.Black = name(p.Black)
		}
		if p.Result.Outcome == tournament.Unfinished {
			row.Missing = true
		} else {
			row.Result = p.Result.String()
		}
		tv.Rows = append(tv.Rows, row)
	}
	slices.SortStableFunc(tv.Rows, func(a, c view.RoundRow) int {
		if a.Missing != c.Missing {
			if a.Missing {
				return -1
			}
			return 1
		}
		return roundOrder(a) - roundOrder(c)
	})
	return tv
}

// roundOrder puts boards by number and byes last.
func roundOrder(r view.RoundRow) int {
	if r.Board == 0 {
		return 1 << 20
	}
	return r.Board
}

// standings computes the standings with tie-breaks given as acronyms.
func (b *Backend) standings(acronyms []string, rules string) (*tournament.Tournament, *tournament.Standings, error) {
	var tbs []tournament.TieBreak
	if len(acronyms) > 0 {
		var err error
		if tbs, err = tournament.ParseTieBreaks(strings.Join(acronyms, ",")); err != nil {
			return nil, nil, fmt.Errorf("standings: %w", err)
		}
	}
	b.mu.Lock()
	ev := b.event
	b.mu.Unlock()
	if ev == nil {
		return nil, nil, fmt.Errorf("standings: %w", errNoEvent)
	}
	t, err := b.exportEvent("standings", ev.t.ID)
	if err != nil {
		return nil, nil, fmt.Errorf("standings: %w", err)
	}
	if rules != "" {
		if t.Event.TieBreakRules, err = tournament.ParseRules(rules); err != nil {
			return nil, nil, fmt.Errorf("standings: %w", err)
		}
	}
	st, err := t.Standings(tbs...)
	return t, st, err
}

// Standings ranks the players with the tie-breaks given as FIDE acronyms
// (the event's, or the default, when none) under an edition of C.07 (""
// for the one the start date gives).
func (b *Backend) Standings(acronyms []string, rules string) (view.StandingsView, error) {
	t, st, err := b.standings(acronyms, rules)
	if err != nil {
		return view.StandingsView{}, err
	}
	sv := view.StandingsView{Round: roundsPlayed(t), Rules: string(t.Event.TieBreakRulesOrDefault())}
	for _, tb := range st.TieBreaks {
		sv.TieBreaks = append(sv.TieBreaks, string(tb))
	}
	for _, s := range st.Rows {
		row := view.StandingRow{Rank: s.Rank, StartRank: s.Player.StartRank, Name: s.Player.Name,
			Title: s.Player.Title, Fed: s.Player.Federation, Rating: s.Player.Rating, Points: s.Points.String()}
		for _, v := range s.TieBreaks {
			row.TieBreaks = append(row.TieBreaks, v.String())
		}
		sv.Rows = append(sv.Rows, row)
	}
	return sv, nil
}

// WriteStandings writes the standings as "html" or "csv".
func (b *Backend) WriteStandings(format string, acronyms []string, rules string, w io.Writer) error {
	t, st, err := b.standings(acronyms, rules)
	if err != nil {
		return err
	}
	switch format {
	case "html":
		return tournament.WriteStandingsHTML(w, t.Event.Name, roundsPlayed(t), st, tournament.StandingsLabels{})
	case "csv":
		return tournament.WriteStandingsCSV(w, st)
	}
	return fmt.Errorf("standings: format %q: want html or csv", format)
}

// ExportWarnings lists what an export changes to fit its format: names cut
// to TRF's 33 columns.
func (b *Backend) ExportWarnings(format view.ExportFormat) []string {
	b.mu.Lock()
	ev := b.event
	b.mu.Unlock()
	if ev == nil || format != view.ExportTRF {
		return nil
	}
	t, err := b.exportEvent("export", ev.t.ID)
	if err != nil {
		return []string{err.Error()}
	}
	return tournament.TRFWarnings(t)
}

// exportEvent reads the whole event as a tournament.
func (b *Backend) exportEvent(what string, id int64) (*tournament.Tournament, error) {
	t, err := exchange.Export(context.Background(), b.store, id)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return t, nil
}

// roundsPlayed is the round the standings are after: the last round with
// a game's result in. A round paired but not yet played (the next one,
// imported while the last is being checked) does not count.
func roundsPlayed(t *tournament.Tournament) int {
	for i := len(t.Rounds) - 1; i >= 0; i-- {
		for _, p := range t.Rounds[i].Pairings {
			if !p.IsBye() && p.Result.Outcome != tournament.Unfinished {
				return i + 1
			}
		}
	}
	return 0
}
