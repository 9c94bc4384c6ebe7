package exchange

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
)

// GrantBye records a bye the arbiter granted a player for a round not
// paired yet: a half-, zero- or full-point bye (tournament.HalfPointBye,
// ZeroPointBye, FullPointBye). The pairing program reads it in the TRF of
// that round's pairing and leaves the player out. A second bye for the
// same round replaces the first.
func GrantBye(ctx context.Context, s Store, tournamentID int64, startRank, round int, outcome tournament.Outcome) error {
	err := changeBetweenRounds(ctx, s, tournamentID, func(t *tournament.Tournament) error {
		if round <= len(t.Rounds) {
			return fmt.Errorf("round %d is paired already: a bye is granted for a round to come (%d or later)", round, len(t.Rounds)+1)
		}
		t.Requests = slices.DeleteFunc(t.Requests, func(r tournament.ByeRequest) bool { return r.StartRank == startRank && r.Round == round })
		t.Requests = append(t.Requests, tournament.ByeRequest{StartRank: startRank, Round: round, Outcome: outcome})
		return nil
	})
	if err != nil {
		return fmt.Errorf("exchange: bye for player %d in round %d of event %d: %w", startRank, round, tournamentID, err)
	}
	return nil
}

// CancelBye removes a bye granted ahead; or, when the player has none
// but starts the round with a zero-point bye for his default in the round
// before (tournament.AbsentBye), takes that back: he is paired after all
// (he came and apologised; the arbiter decides).
func CancelBye(ctx context.Context, s Store, tournamentID int64, startRank, round int) error {
	err := changeBetweenRounds(ctx, s, tournamentID, func(t *tournament.Tournament) error {
		n := len(t.Requests)
		t.Requests = slices.DeleteFunc(t.Requests, func(r tournament.ByeRequest) bool { return r.StartRank == startRank && r.Round == round })
		switch {
		case len(t.Requests) < n:
			return nil
		case round == len(t.Rounds)+1 && t.AbsentBye(startRank, round):
			t.Excused = append(t.Excused, tournament.Absence{StartRank: startRank, Round: round - 1})
			return nil
		}
		return fmt.Errorf("player %d has no bye granted for round %d", startRank, round)
	})
	if err != nil {
		return fmt.Errorf("exchange: cancel bye of player %d in round %d of event %d: %w", startRank, round, tournamentID, err)
	}
	return nil
}

// Withdraw records that a player plays no round from round from on (a
// round not paired yet): the pairing program reads him as absent, and
// the console never pairs him again.
func Withdraw(ctx context.Context, s Store, tournamentID int64, startRank, from int) error {
	err := changeBetweenRounds(ctx, s, tournamentID, func(t *tournament.Tournament) error {
		if from <= len(t.Rounds) {
			return fmt.Errorf("round %d is paired already: a withdrawal starts with a round to come (%d or later)", from, len(t.Rounds)+1)
		}
		t.Withdrawals = slices.DeleteFunc(t.Withdrawals, func(w tournament.Withdrawal) bool { return w.StartRank == startRank })
		t.Withdrawals = append(t.Withdrawals, tournament.Withdrawal{StartRank: startRank, From: from})
		return nil
	})
	if err != nil {
		return fmt.Errorf("exchange: withdraw player %d from round %d of event %d: %w", startRank, from, tournamentID, err)
	}
	return nil
}

// swapAttempts is how often a change between rounds is made again from
// the event as it now is when another console changed it meanwhile.
const swapAttempts = 8

// changeBetweenRounds changes what the event keeps for its coming rounds
// and stores it once the whole event still holds together. Another
// console may change the event between the read and the write (two
// consoles on one server): the write stores only over the state it was
// made from (Tx.SwapTRFExtra), and on a conflict the change is made
// again from the event as it now is, so that neither change is lost.
func changeBetweenRounds(ctx context.Context, s Store, tournamentID int64, change func(*tournament.Tournament) error) error {
	for attempt := 1; ; attempt++ {
		err := changeOnce(ctx, s, tournamentID, change)
		if !errors.Is(err, storage.ErrConflict) || attempt == swapAttempts {
			return err
		}
	}
}

func changeOnce(ctx context.Context, s Store, tournamentID int64, change func(*tournament.Tournament) error) error {
	b, err := readBasis(ctx, s, tournamentID)
	if err != nil {
		return err
	}
	t, err := export(ctx, s, tournamentID)
	if err != nil {
		return err
	}
	if err := change(t); err != nil {
		return err
	}
	if err := t.Validate(); err != nil {
		return err
	}
	extra, err := extraOf(t).encode()
	if err != nil {
		return err
	}
	return s.Update(ctx, func(tx storage.Tx) error { return tx.SwapTRFExtra(ctx, tournamentID, b.rounds, b.extra, extra) })
}

// basis is what a change between rounds is made from: the event's TRF
// extra and its number of rounds, read before the export, so that a
// change stored meanwhile makes the swap fail rather than be lost.
type basis struct {
	rounds int
	extra  string
}

func readBasis(ctx context.Context, s Reader, tournamentID int64) (basis, error) {
	extra, err := s.TRFExtra(ctx, tournamentID)
	if err != nil {
		return basis{}, err
	}
	rounds, err := s.Rounds(ctx, tournamentID)
	if err != nil {
		return basis{}, err
	}
	return basis{rounds: len(rounds), extra: extra}, nil
}

// AddPairedRound stores round, the next round as tournament.NextRound made
// it from a pairing program's pair list, with the boards in the program's
// order. The last stored round must be closed.
func AddPairedRound(ctx context.Context, s Store, tournamentID int64, round tournament.Round) (int, error) {
	t, err := export(ctx, s, tournamentID)
	if err != nil {
		return 0, fmt.Errorf("exchange: next round of event %d: %w", tournamentID, err)
	}
	if round.Number != len(t.Rounds)+1 {
		return 0, fmt.Errorf("exchange: next round of event %d: the pairing is for round %d, the event's next is %d", tournamentID, round.Number, len(t.Rounds)+1)
	}
	paired := *t
	paired.Rounds = append(slices.Clone(t.Rounds), round)
	paired.NextByes = nil
	return AddNextRound(ctx, s, tournamentID, &paired)
}

// ForProgram is the event as a pairing program reads it to pair the next
// round: the byes that round starts with in its column (ByesFor), and of
// the lines kept from imported files only those the programs act on
// (acceleration XXA and 250, forbidden pairs XXP and 260, bbpPairings'
// point values BB?, the system 192). Teams are left out: bbpPairings pairs
// individual events only.
func ForProgram(t *tournament.Tournament) *tournament.Tournament {
	c := *t
	c.Teams = nil
	c.Extra = slices.DeleteFunc(slices.Clone(t.Extra), func(line string) bool {
		for _, tag := range []string{"XXA", "XXP", "250", "260", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU", "192"} {
			if len(line) >= 3 && line[:3] == tag {
				return false
			}
		}
		return true
	})
	return &c
}
