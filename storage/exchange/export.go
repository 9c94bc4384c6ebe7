package exchange

import (
	"context"
	"fmt"
	"slices"

	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
)

// Export reads a stored event into engine/tournament's model. Players keep
// their start ranks; those added without one follow the highest, in the
// order they were added. A board's result is that of its last game (a
// board may hold a replayed game), unfinished when it has none.
func Export(ctx context.Context, s Reader, tournamentID int64) (*tournament.Tournament, error) {
	t, err := export(ctx, s, tournamentID)
	if err != nil {
		return nil, fmt.Errorf("exchange: export event %d: %w", tournamentID, err)
	}
	return t, nil
}

func export(ctx context.Context, s Reader, tournamentID int64) (*tournament.Tournament, error) {
	st, err := s.Tournament(ctx, tournamentID)
	if err != nil {
		return nil, err
	}
	ev, err := exportEvent(ctx, s, st)
	if err != nil {
		return nil, err
	}
	t := &tournament.Tournament{Event: ev}
	text, err := s.TRFExtra(ctx, tournamentID)
	if err != nil {
		return nil, err
	}
	extra, err := decodeExtra(text)
	if err != nil {
		return nil, err
	}
	extra.apply(t)
	ranks, err := exportPlayers(ctx, s, t, tournamentID)
	if err != nil {
		return nil, err
	}
	rounds, err := s.Rounds(ctx, tournamentID)
	if err != nil {
		return nil, err
	}
	for _, r := range rounds {
		tr, err := exportRound(ctx, s, r, ranks)
		if err != nil {
			return nil, fmt.Errorf("round %d: %w", r.Number, err)
		}
		t.Rounds = append(t.Rounds, tr)
	}
	if t.Absences, err = absences(ctx, s, st, rounds, ranks); err != nil {
		return nil, fmt.Errorf("round %d: absences: %w", len(rounds), err)
	}
	extra.mark(t)
	return t, t.Validate()
}

func exportEvent(ctx context.Context, s Reader, st storage.Tournament) (tournament.Event, error) {
	start, err := tournament.ParseDate(st.StartDate)
	if err != nil {
		return tournament.Event{}, fmt.Errorf("start date: %w", err)
	}
	end, err := tournament.ParseDate(st.EndDate)
	if err != nil {
		return tournament.Event{}, fmt.Errorf("end date: %w", err)
	}
	ev := tournament.Event{
		Name: st.Name, Venue: st.Venue, Federation: st.Federation, Start: start, End: end,
		Type: st.PairingSystem, RoundCount: st.RoundCount, LawsEdition: st.Rules.Edition, TimeControl: st.TimeControl,
	}
	arbiters, err := s.Arbiters(ctx, st.ID)
	if err != nil {
		return ev, err
	}
	if i := slices.IndexFunc(arbiters, func(a storage.Arbiter) bool { return a.Role == storage.RoleChief }); i >= 0 {
		ev.ChiefArbiter = arbiters[i].Name
	}
	for _, a := range arbiters {
		if a.Role == storage.RoleDeputy {
			ev.Deputies = append(ev.Deputies, a.Name)
		}
	}
	return ev, nil
}

// exportPlayers fills t.Players and returns each player's start rank by id.
func exportPlayers(ctx context.Context, s Reader, t *tournament.Tournament, tournamentID int64) (map[int64]int, error) {
	players, err := s.Players(ctx, tournamentID)
	if err != nil {
		return nil, err
	}
	next := 1
	for _, p := range players {
		next = max(next, p.StartRank+1)
	}
	ranks := make(map[int64]int, len(players))
	for _, p := range players {
		tp, err := exportPlayer(p)
		if err != nil {
			return nil, fmt.Errorf("player %d (%s): %w", p.ID, p.Name, err)
		}
		if tp.StartRank == 0 {
			tp.StartRank = next
			next++
		}
		ranks[p.ID] = tp.StartRank
		t.Players = append(t.Players, tp)
	}
	slices.SortFunc(t.Players, func(a, b tournament.Player) int { return a.StartRank - b.StartRank })
	return ranks, nil
}

func exportPlayer(p storage.Player) (tournament.Player, error) {
	birth, err := tournament.ParseDate(p.Birth)
	if err != nil {
		return tournament.Player{}, err
	}
	var sex tournament.Sex
	if p.Sex != "" {
		sex = tournament.Sex(p.Sex[0])
	}
	return tournament.Player{
		StartRank: p.StartRank, Name: p.Name, FIDEID: p.FIDEID, Rating: p.Rating,
		Federation: p.Federation, Title: p.Title, Sex: sex, Birth: birth, Language: p.Language,
		VisuallyImpaired: p.VisuallyImpaired, NeedsAssistant: p.NeedsAssistant,
	}, nil
}

func exportRound(ctx context.Context, s Reader, r storage.Round, ranks map[int64]int) (tournament.Round, error) {
	d, err := tournament.ParseDate(r.Date)
	if err != nil {
		return tournament.Round{}, err
	}
	tr := tournament.Round{Number: r.Number, Date: d}
	results, err := boardResults(ctx, s, r.ID)
	if err != nil {
		return tr, err
	}
	boards, err := s.Boards(ctx, r.ID)
	if err != nil {
		return tr, err
	}
	for _, b := range boards {
		res, err := parseResult(results[b.ID])
		if err != nil {
			return tr, fmt.Errorf("board %d: %w", b.Number, err)
		}
		tr.Pairings = append(tr.Pairings, tournament.Pairing{Board: b.Number, White: ranks[b.WhiteID], Black: ranks[b.BlackID], Result: res})
	}
	byes, err := s.Byes(ctx, r.ID)
	if err != nil {
		return tr, err
	}
	for _, b := range byes {
		res, err := tournament.ParseResult(b.Result)
		if err != nil {
			return tr, fmt.Errorf("bye of player %d: %w", b.PlayerID, err)
		}
		tr.Pairings = append(tr.Pairings, tournament.Pairing{White: ranks[b.PlayerID], Result: res})
	}
	return tr, nil
}

// boardResults returns the result of each board's last game.
func boardResults(ctx context.Context, s Reader, roundID int64) (map[int64]string, error) {
	games, err := s.Games(ctx, roundID) // by board, then by id
	if err != nil {
		return nil, err
	}
	results := make(map[int64]string, len(games))
	for _, g := range games {
		results[g.BoardID] = g.Result
	}
	return results, nil
}

// parseResult reads a stored game result; none, or "*", is unfinished.
func parseResult(s string) (tournament.Result, error) {
	if s == "" || s == "*" {
		return tournament.Result{Outcome: tournament.Unfinished}, nil
	}
	return tournament.ParseResult(s)
}
