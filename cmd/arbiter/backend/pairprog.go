package backend

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/arbiterconsole/arbiter/cmd/internal/pairing"
	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/exchange"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// The Round menu's "Pair next round" and the between-rounds entries go
// through the backend.
var (
	_ view.ProgramPairer = (*Backend)(nil)
	_ view.RoundPlanner  = (*Backend)(nil)
)

// ProposePairing runs the pairing program on the event as it stands
// after its last (closed) round, with the byes granted for the next round
// and the withdrawals in the TRF it reads, and returns the round it
// paired, in its order, without storing it.
func (b *Backend) ProposePairing(p view.PairingProgram) (view.PairingProposal, error) {
	if err := b.refuseWhileRoundOpen("pair next round"); err != nil {
		return view.PairingProposal{}, err
	}
	t, err := b.eventTournament("pair next round")
	if err != nil {
		return view.PairingProposal{}, err
	}
	next := len(t.Rounds) + 1
	switch {
	case t.Event.RoundCount == 0:
		return view.PairingProposal{}, refuse("pairprog.err.no_rounds", nil,
			"pair next round: the event has no number of rounds (XXR), which the pairing program needs")
	case next > t.Event.RoundCount:
		return view.PairingProposal{}, refuse("pairprog.err.last_round", map[string]any{"Rounds": t.Event.RoundCount},
			"pair next round: all %d rounds are paired", t.Event.RoundCount)
	case next == 1 && t.Event.InitialColour == "":
		return view.PairingProposal{}, refuse("pairprog.err.no_colour", nil,
			"pair next round: the first board's colour in round 1 (XXC) is not set")
	}
	var trf bytes.Buffer
	if err := tournament.WriteTRF(&trf, exchange.ForProgram(t)); err != nil {
		return view.PairingProposal{}, fmt.Errorf("pair next round: %w", err)
	}
	prog := pairing.Program{Path: p.Path, System: p.System, Timeout: p.Timeout}
	pairs, err := prog.Pair(context.Background(), trf.Bytes())
	var pe *pairing.Error
	if errors.As(err, &pe) {
		return view.PairingProposal{}, &view.Refusal{Message: view.Message{Key: pe.Key(), Params: pe.Params()}, Err: pe}
	}
	if err != nil {
		return view.PairingProposal{}, fmt.Errorf("pair next round: %w", err)
	}
	round, err := t.NextRound(pairs)
	if pe := (*tournament.PairError)(nil); errors.As(err, &pe) {
		return view.PairingProposal{}, fmt.Errorf("pair next round: %s's pairing: %w", filepath.Base(p.Path), err) // translated as it is
	}
	if err != nil {
		return view.PairingProposal{}, refuse("pairprog.err.bad_pairing", map[string]any{"Program": filepath.Base(p.Path), "Reason": err.Error()},
			"pair next round: %s's pairing: %w", filepath.Base(p.Path), err)
	}
	return proposal(t, round, filepath.Base(p.Path), prog), nil
}

// proposal shows a paired round with the players' names and points.
func proposal(t *tournament.Tournament, round tournament.Round, program string, prog pairing.Program) view.PairingProposal {
	scores := t.ScoresBefore(round.Number)
	player := func(rank int) view.PairingPlayer {
		if rank == 0 {
			return view.PairingPlayer{}
		}
		p, _ := t.Player(rank)
		return view.PairingPlayer{StartRank: rank, Name: p.Name, Rating: p.Rating, Points: scores[rank].String()}
	}
	system := prog.System
	if system == "" {
		system = "dutch"
	}
	out := view.PairingProposal{Round: round.Number, Program: program, System: system}
	for _, p := range round.Pairings {
		if p.IsBye() && p.Result.Outcome != tournament.PairingBye {
			bye := view.ProposedBye{Player: player(p.White), Kind: byeKind(p.Result.Outcome, view.ByeZero), Withdrawn: t.Withdrawn(p.White, round.Number)}
			if t.AbsentBye(p.White, round.Number) {
				bye.Absent = round.Number - 1
			}
			out.Byes = append(out.Byes, bye)
		}
	}
	for _, p := range round.Posted() {
		out.Boards = append(out.Boards, view.ProposedBoard{Board: p.Board, White: player(p.White), Black: player(p.Black)})
	}
	return out
}

// ConfirmPairing stores the proposal as the next round, as shown: the
// boards in the program's order, its bye, the byes granted and the
// withdrawals.
func (b *Backend) ConfirmPairing(p view.PairingProposal) (int, error) {
	if err := b.refuseWhileRoundOpen("store pairing"); err != nil {
		return 0, err
	}
	t, err := b.eventTournament("store pairing")
	if err != nil {
		return 0, err
	}
	if p.Round != len(t.Rounds)+1 {
		return 0, refuse("pairprog.err.stale", map[string]any{"Round": p.Round, "Next": len(t.Rounds) + 1},
			"store pairing: the proposal is for round %d, the event's next round is %d", p.Round, len(t.Rounds)+1)
	}
	var pairs []tournament.Pairing
	for _, bd := range p.Boards {
		if bd.Black.StartRank == 0 {
			pairs = append(pairs, tournament.Pairing{White: bd.White.StartRank, Result: tournament.Result{Outcome: tournament.PairingBye}})
			continue
		}
		pairs = append(pairs, tournament.Pairing{Board: bd.Board, White: bd.White.StartRank, Black: bd.Black.StartRank})
	}
	round, err := t.NextRound(pairs)
	if err != nil {
		return 0, fmt.Errorf("store pairing: %w", err)
	}
	b.mu.Lock()
	id := b.event.t.ID
	b.mu.Unlock()
	ctx := context.Background()
	n, err := exchange.AddPairedRound(ctx, b.store, id, round)
	if err != nil {
		return 0, fmt.Errorf("store pairing: %w", err)
	}
	return n, b.reload(ctx)
}

// NextRound is the number of the round to be paired next.
func (b *Backend) NextRound() int {
	t, err := b.eventTournament("next round")
	if err != nil {
		return 0
	}
	return len(t.Rounds) + 1
}

// ComingEntries lists the byes granted for rounds to come and the
// withdrawals, by round then start rank.
func (b *Backend) ComingEntries() []view.ComingEntry {
	t, err := b.eventTournament("coming rounds")
	if err != nil {
		return nil
	}
	player := func(rank int) view.PairingPlayer {
		p, _ := t.Player(rank)
		return view.PairingPlayer{StartRank: rank, Name: p.Name, Rating: p.Rating}
	}
	var out []view.ComingEntry
	for _, r := range t.Requests {
		out = append(out, view.ComingEntry{Player: player(r.StartRank), Round: r.Round, Kind: byeKind(r.Outcome, view.ByeHalf)})
	}
	for _, w := range t.Withdrawals {
		out = append(out, view.ComingEntry{Player: player(w.StartRank), Round: w.From, Kind: view.ByeZero, Withdrawn: true})
	}
	next := len(t.Rounds) + 1
	for _, a := range t.Absences {
		if t.AbsentBye(a.StartRank, next) {
			out = append(out, view.ComingEntry{Player: player(a.StartRank), Round: next, Kind: view.ByeZero, Absent: a.Round})
		}
	}
	slices.SortStableFunc(out, func(a, b view.ComingEntry) int {
		if a.Round != b.Round {
			return a.Round - b.Round
		}
		return a.Player.StartRank - b.Player.StartRank
	})
	return out
}

// GrantBye grants a bye for a round to come.
func (b *Backend) GrantBye(startRank, round int, kind view.ByeKind) error {
	outcome, ok := byeOutcomes[kind]
	if !ok || kind == view.ByePairing {
		return refuse("pairprog.err.bye_kind", map[string]any{"Kind": string(kind)}, "grant bye: %q is not a half-, zero- or full-point bye", kind)
	}
	return b.betweenRounds("grant bye", func(ctx context.Context, w storage.Store, id int64) error {
		return exchange.GrantBye(ctx, w, id, startRank, round, outcome)
	})
}

// CancelBye takes back a bye granted ahead, or the zero-point bye of a
// player defaulted in the round before: he is paired after all.
func (b *Backend) CancelBye(startRank, round int) error {
	return b.betweenRounds("cancel bye", func(ctx context.Context, w storage.Store, id int64) error {
		return exchange.CancelBye(ctx, w, id, startRank, round)
	})
}

// Withdraw takes a player out of the rounds from round from on.
func (b *Backend) Withdraw(startRank, from int) error {
	return b.betweenRounds("withdraw", func(ctx context.Context, w storage.Store, id int64) error {
		return exchange.Withdraw(ctx, w, id, startRank, from)
	})
}

// AddLateEntry adds a player after the first round; it returns his
// start rank, after the event's last.
func (b *Backend) AddLateEntry(p view.NewPlayer) (int, error) {
	if strings.TrimSpace(p.Name) == "" {
		return 0, refuse("pairprog.err.no_name", nil, "late entry: the player has no name")
	}
	var rank int
	err := b.betweenRounds("late entry", func(ctx context.Context, w storage.Store, id int64) error {
		ids, err := exchange.ImportPlayers(ctx, w, id, []tournament.Player{{Name: strings.TrimSpace(p.Name), Rating: p.Rating,
			FIDEID: p.FIDEID, Federation: strings.ToUpper(p.Federation), Title: p.Title}})
		if err != nil {
			return err
		}
		st, err := w.Player(ctx, ids[0])
		rank = st.StartRank
		return err
	})
	return rank, err
}

func (b *Backend) betweenRounds(what string, change func(context.Context, storage.Store, int64) error) error {
	id, store, err := b.openEvent(what)
	if err != nil {
		return err
	}
	ctx := context.Background()
	if err := change(ctx, store, id); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return b.reload(ctx)
}
