// Package exchange moves an event between the store and the model of
// engine/tournament, through which it is read from and written to the files
// pairing programs exchange: TRF16 and CSV.
//
// Import stores a whole event, or players alone, in one transaction; Export
// reads an event back for tournament.WriteTRF, tournament.WriteResultsCSV
// and the standings. Results travel as tournament.Result.String writes them.
//
// Every function takes the store through the small interfaces of store.go,
// so that an event in a SQLite file and one on a PostgreSQL server are
// imported and exported alike.
package exchange

import (
	"context"
	"fmt"
	"slices"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
)

// Import stores t as a new event in one transaction and returns its id:
// the event's details, its chief arbiter, its players with their start
// ranks, and each round with its date, its boards (each with a game from
// the initial position carrying the pairing's result) and its byes. rules
// gives what TRF does not carry (game type, supervision, regulations); its
// edition defaults to t's.
func Import(ctx context.Context, s Store, t *tournament.Tournament, rules storage.RuleSet) (int64, error) {
	if err := t.Validate(); err != nil {
		return 0, fmt.Errorf("exchange: import %q: %w", t.Event.Name, err)
	}
	if rules.Edition == "" {
		rules.Edition = t.Event.LawsEdition
	}
	var id int64
	err := s.Update(ctx, func(tx storage.Tx) error {
		var err error
		if id, err = tx.AddTournament(ctx, event(t.Event, rules)); err != nil {
			return err
		}
		if t.Event.ChiefArbiter != "" {
			chief := storage.Arbiter{TournamentID: id, Name: t.Event.ChiefArbiter, Role: storage.RoleChief}
			if _, err := tx.AddArbiter(ctx, chief); err != nil {
				return err
			}
		}
		for _, name := range t.Event.Deputies {
			deputy := storage.Arbiter{TournamentID: id, Name: name, Role: storage.RoleDeputy}
			if _, err := tx.AddArbiter(ctx, deputy); err != nil {
				return fmt.Errorf("deputy %q: %w", name, err)
			}
		}
		extra, err := extraOf(t).encode()
		if err != nil {
			return err
		}
		if extra != "" {
			if err := tx.SetTRFExtra(ctx, id, extra); err != nil {
				return err
			}
		}
		ids, err := addPlayers(ctx, tx, id, t.Players)
		if err != nil {
			return err
		}
		for _, r := range t.Rounds {
			if err := addRound(ctx, tx, id, r, ids); err != nil {
				return fmt.Errorf("round %d: %w", r.Number, err)
			}
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("exchange: import %q: %w", t.Event.Name, err)
	}
	return id, nil
}

// ImportPlayers adds players, such as those tournament.ReadPlayersCSV
// reads, to an existing event in one transaction and returns their ids.
// They keep their start ranks when the event has none of them yet;
// otherwise they follow the highest the event already has, in order.
func ImportPlayers(ctx context.Context, s Store, tournamentID int64, players []tournament.Player) ([]int64, error) {
	existing, err := s.Players(ctx, tournamentID)
	if err != nil {
		return nil, fmt.Errorf("exchange: import players: %w", err)
	}
	next, taken := 1, map[int]bool{}
	for _, p := range existing {
		next = max(next, p.StartRank+1)
		taken[p.StartRank] = true
	}
	keep := true
	for _, p := range players {
		keep = keep && p.StartRank > 0 && !taken[p.StartRank]
	}
	renumbered := make([]tournament.Player, len(players))
	for i, p := range players {
		if !keep {
			p.StartRank = next + i
		}
		renumbered[i] = p
	}
	var ids []int64
	err = s.Update(ctx, func(tx storage.Tx) error {
		byRank, err := addPlayers(ctx, tx, tournamentID, renumbered)
		for _, p := range renumbered {
			ids = append(ids, byRank[p.StartRank])
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("exchange: import players: %w", err)
	}
	return ids, nil
}

// ImportResults adds rounds, such as those tournament.ReadResultsCSV
// reads, to an existing event in one transaction: each pairing's players
// by start rank, its board with a game carrying the result, and its byes.
// A round the event already has is refused.
func ImportResults(ctx context.Context, s Store, tournamentID int64, rounds []tournament.Round) error {
	if err := importResults(ctx, s, tournamentID, rounds); err != nil {
		return fmt.Errorf("exchange: import results into event %d: %w", tournamentID, err)
	}
	return nil
}

func importResults(ctx context.Context, s Store, tournamentID int64, rounds []tournament.Round) error {
	t, err := Export(ctx, s, tournamentID)
	if err != nil {
		return err
	}
	for _, r := range rounds {
		if slices.ContainsFunc(t.Rounds, func(have tournament.Round) bool { return have.Number == r.Number }) {
			return fmt.Errorf("round %d is already there", r.Number)
		}
	}
	t.Rounds = append(t.Rounds, rounds...)
	if err := t.Validate(); err != nil {
		return err
	}
	ranks, err := exportPlayers(ctx, s, &tournament.Tournament{}, tournamentID) // as Export numbered them
	if err != nil {
		return err
	}
	ids := make(map[int]int64, len(ranks))
	for id, rank := range ranks {
		ids[rank] = id
	}
	return s.Update(ctx, func(tx storage.Tx) error {
		for _, r := range rounds {
			if err := addRound(ctx, tx, tournamentID, r, ids); err != nil {
				return fmt.Errorf("round %d: %w", r.Number, err)
			}
		}
		return nil
	})
}

func event(e tournament.Event, rules storage.RuleSet) storage.Tournament {
	return storage.Tournament{
		Name: e.Name, Venue: e.Venue, StartDate: date(e.Start), EndDate: date(e.End),
		Rules: rules, TimeControl: e.TimeControl,
		Federation: e.Federation, PairingSystem: e.Type, RoundCount: e.RoundCount,
	}
}

// addPlayers stores players and returns their ids by start rank.
func addPlayers(ctx context.Context, tx storage.Tx, tournamentID int64, players []tournament.Player) (map[int]int64, error) {
	ids := make(map[int]int64, len(players))
	for _, p := range players {
		id, err := tx.AddPlayer(ctx, storage.Player{
			TournamentID: tournamentID, Name: p.Name, FIDEID: p.FIDEID, Rating: p.Rating,
			Federation: p.Federation, Title: p.Title, Language: p.Language,
			VisuallyImpaired: p.VisuallyImpaired, NeedsAssistant: p.NeedsAssistant,
			StartRank: p.StartRank, Sex: sex(p.Sex), Birth: date(p.Birth),
		})
		if err != nil {
			return nil, err
		}
		ids[p.StartRank] = id
	}
	return ids, nil
}

// addRound stores a round with its boards, their games and its byes.
func addRound(ctx context.Context, tx storage.Tx, tournamentID int64, r tournament.Round, ids map[int]int64) error {
	rid, err := tx.AddRound(ctx, tournamentID, r.Number)
	if err != nil {
		return err
	}
	if !r.Date.IsZero() {
		if err := tx.SetRoundDate(ctx, rid, date(r.Date)); err != nil {
			return err
		}
	}
	for _, p := range r.Pairings {
		if p.IsBye() {
			if err := tx.AddBye(ctx, storage.Bye{RoundID: rid, PlayerID: ids[p.White], Result: p.Result.String()}); err != nil {
				return err
			}
			continue
		}
		bid, err := tx.AddBoard(ctx, storage.Board{RoundID: rid, Number: p.Board, WhiteID: ids[p.White], BlackID: ids[p.Black]})
		if err != nil {
			return err
		}
		gid, err := tx.AddGame(ctx, bid, chess.StartFEN)
		if err != nil {
			return err
		}
		if p.Result.Outcome != tournament.Unfinished {
			if err := tx.SetResult(ctx, gid, p.Result.String(), termination(p.Result)); err != nil {
				return err
			}
		}
	}
	return nil
}

// termination names how an imported game ended, where its result says.
func termination(r tournament.Result) string {
	if r.IsForfeit() {
		return "forfeit"
	}
	return ""
}

func date(d tournament.Date) string {
	if d.IsZero() {
		return ""
	}
	return d.String()
}

func sex(s tournament.Sex) string {
	if s == tournament.SexUnknown {
		return ""
	}
	return string(rune(s))
}
