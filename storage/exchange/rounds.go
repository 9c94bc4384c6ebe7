package exchange

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
)

// ErrRoundOpen is returned when a new round is added while the last one
// is still open.
var ErrRoundOpen = errors.New("the last round is still open: close it first")

// AddNextRound stores the next round of a stored event from paired, the
// event as a pairing program gave it back after pairing (tournament.ReadTRF
// of its output): the same players by start rank and name, the rounds
// already stored with their pairings, and one more round, whose pairings
// and byes are stored (its games unfinished, its byes with their points).
// The last stored round must be closed. It returns the new round's number.
func AddNextRound(ctx context.Context, s Store, tournamentID int64, paired *tournament.Tournament) (int, error) {
	n, err := addNextRound(ctx, s, tournamentID, paired)
	if err != nil {
		return 0, fmt.Errorf("exchange: next round of event %d: %w", tournamentID, err)
	}
	return n, nil
}

func addNextRound(ctx context.Context, s Store, tournamentID int64, paired *tournament.Tournament) (int, error) {
	b, err := readBasis(ctx, s, tournamentID)
	if err != nil {
		return 0, err
	}
	stored, err := export(ctx, s, tournamentID)
	if err != nil {
		return 0, err
	}
	rounds, err := s.Rounds(ctx, tournamentID)
	if err != nil {
		return 0, err
	}
	if k := len(rounds); k > 0 && rounds[k-1].Closed.IsZero() {
		return 0, fmt.Errorf("round %d: %w", rounds[k-1].Number, ErrRoundOpen)
	}
	if err := samePlayers(stored.Players, paired.Players); err != nil {
		return 0, err
	}
	next := len(stored.Rounds) + 1
	if len(paired.Rounds) != next {
		return 0, fmt.Errorf("the file has %d round(s); the event has %d, so the file should hold round %d's pairings", len(paired.Rounds), len(stored.Rounds), next)
	}
	for i, r := range stored.Rounds {
		if err := samePairings(r, paired.Rounds[i]); err != nil {
			return 0, fmt.Errorf("round %d: %w", r.Number, err)
		}
	}
	round := paired.Rounds[next-1]
	for _, p := range round.Pairings {
		if !p.IsBye() && p.Result.Outcome != tournament.Unfinished {
			return 0, fmt.Errorf("round %d: board %d (%d-%d) already has a result %s: the new round's games are played here", next, p.Board, p.White, p.Black, p.Result)
		}
	}
	// start ranks as the export gave them: an event set up in the console
	// stores none, and its players are ranked in the order entered
	ranks, err := exportPlayers(ctx, s, &tournament.Tournament{}, tournamentID)
	if err != nil {
		return 0, err
	}
	ids := make(map[int]int64, len(ranks))
	for id, rank := range ranks {
		ids[rank] = id
	}
	extra, err := extraOf(stored).after(paired).encode()
	if err != nil {
		return 0, err
	}
	// A bye granted or a player withdrawn meanwhile at another console is
	// not in this pairing: refused (ErrConflict), to be paired again.
	err = s.Update(ctx, func(tx storage.Tx) error {
		if err := tx.SwapTRFExtra(ctx, tournamentID, b.rounds, b.extra, extra); err != nil {
			return err
		}
		return addRound(ctx, tx, tournamentID, round, ids)
	})
	return next, err
}

// samePlayers checks that a pairing program's file has the event's
// players: the same start ranks and names (as TRF cuts them).
func samePlayers(stored, paired []tournament.Player) error {
	if len(stored) != len(paired) {
		return fmt.Errorf("the file has %d player(s), the event %d", len(paired), len(stored))
	}
	for i, p := range stored {
		q := paired[i]
		if p.StartRank != q.StartRank || !sameName(p.Name, q.Name) {
			return fmt.Errorf("start rank %d is %q in the file but %q in the event", p.StartRank, q.Name, p.Name)
		}
	}
	return nil
}

// sameName compares names as TRF keeps them (at most 33 characters) and
// as programs space them ("Baumann,Lukas" is "Baumann, Lukas").
func sameName(a, b string) bool {
	if tournament.SameName(a, b) {
		return true
	}
	cut := func(s string) string {
		r := []rune(tournament.NameKey(s))
		return string(r[:min(len(r), 33)])
	}
	return cut(a) == cut(b) || cut(a) == tournament.NameKey(b) || tournament.NameKey(a) == cut(b)
}

// samePairings checks that a round of the file is the stored round: the
// same games, colours and results, and the same byes.
func samePairings(stored, paired tournament.Round) error {
	key := func(p tournament.Pairing) string { return fmt.Sprintf("%d-%d %s", p.White, p.Black, p.Result) }
	a, b := make([]string, 0, len(stored.Pairings)), make([]string, 0, len(paired.Pairings))
	for _, p := range stored.Pairings {
		a = append(a, key(p))
	}
	for _, p := range paired.Pairings {
		b = append(b, key(p))
	}
	slices.Sort(a)
	slices.Sort(b)
	for _, k := range a {
		if !slices.Contains(b, k) {
			return fmt.Errorf("the event has %s, which the file does not", k)
		}
	}
	for _, k := range b {
		if !slices.Contains(a, k) {
			return fmt.Errorf("the file has %s, which the event does not", k)
		}
	}
	return nil
}
