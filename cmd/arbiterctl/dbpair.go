package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage/exchange"
	"github.com/arbiterconsole/arbiter/storage/stores"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// boardJSON is one board of a round as db pair and db export --format
// pairings print it: start ranks, Black 0 for the pairing-allocated bye.
type boardJSON struct {
	Board int `json:"board"`
	White int `json:"white"`
	Black int `json:"black"`
}

// openBackend opens the console's backend on a database, on event id
// (the newest when 0).
func openBackend(ctx context.Context, path string, id int64) (*backend.Backend, func(), error) {
	s, err := openWritable(ctx, path, false)
	if err != nil {
		return nil, nil, err
	}
	var opts []backend.Option
	if id != 0 {
		opts = append(opts, backend.WithEvent(id))
	}
	b, err := backend.New(ctx, s, opts...)
	if err != nil {
		s.Close()
		return nil, nil, err
	}
	return b, func() { b.Close(); s.Close() }, nil
}

// dbPair pairs the next round with the pairing program and stores it, as
// the console's Round, Pair next round does. A round whose games all have
// results is closed first (and backed up); one with a game unfinished is
// refused. It prints the new round's boards.
func dbPair(ctx context.Context, path string, id int64, prog view.PairingProgram, stdout, stderr io.Writer) error {
	if prog.Path == "" {
		return usageError{"db pair needs --program PATH (bbpPairings or JaVaFo's .jar)"}
	}
	b, done, err := openBackend(ctx, path, id)
	if err != nil {
		return err
	}
	defer done()
	if _, ok := b.Event(); !ok {
		return fmt.Errorf("%s: no event to pair", path)
	}
	p, err := b.ProposePairing(prog)
	if errors.Is(err, exchange.ErrRoundOpen) {
		backup, cerr := b.CloseRound()
		if cerr != nil {
			return cerr
		}
		ev, _ := b.Event()
		fmt.Fprintf(stderr, "closed round %d (every game has its result); backup %s\n", ev.Round, backup)
		p, err = b.ProposePairing(prog)
	}
	if err != nil {
		return err
	}
	n, err := b.ConfirmPairing(p)
	if err != nil {
		return err
	}
	for _, bye := range p.Byes {
		what := map[view.ByeKind]string{view.ByeHalf: "half-point bye", view.ByeZero: "zero-point bye", view.ByeFull: "full-point bye"}[bye.Kind]
		switch {
		case bye.Withdrawn:
			what = "withdrawn"
		case bye.Absent > 0:
			what = fmt.Sprintf("absent in round %d: zero-point bye", bye.Absent)
		}
		fmt.Fprintf(stderr, "round %d: player %d (%s): %s\n", n, bye.Player.StartRank, bye.Player.Name, what)
	}
	out := make([]boardJSON, len(p.Boards))
	for i, bd := range p.Boards {
		out[i] = boardJSON{Board: bd.Board, White: bd.White.StartRank, Black: bd.Black.StartRank}
	}
	return json.NewEncoder(stdout).Encode(out)
}

// roundBoards returns round n's boards as the round is posted
// (tournament.Round.Posted): the pairing-allocated bye last, numbered
// after the games.
func roundBoards(r tournament.Round) []boardJSON {
	out := []boardJSON{}
	for _, p := range r.Posted() {
		out = append(out, boardJSON{Board: p.Board, White: p.White, Black: p.Black})
	}
	return out
}

// dbExportPairings prints round n's pairings (the last round when n is
// 0): as JSON with --json, else as the pair list pairing programs write.
func dbExportPairings(ctx context.Context, path string, id int64, n int, asJSON bool, stdout io.Writer) error {
	s, err := stores.OpenReadOnly(ctx, path)
	if err != nil {
		return err
	}
	defer s.Close()
	t, err := exchange.Export(ctx, s, id)
	if err != nil {
		return err
	}
	if n == 0 {
		n = len(t.Rounds)
	}
	if n < 1 || n > len(t.Rounds) {
		return fmt.Errorf("event %d has %d round(s): no round %d", id, len(t.Rounds), n)
	}
	if !asJSON {
		return tournament.WritePairList(stdout, t.Rounds[n-1])
	}
	return json.NewEncoder(stdout).Encode(roundBoards(t.Rounds[n-1]))
}

// dbBye grants (or with cancel takes back) a bye for a round to come.
func dbBye(ctx context.Context, path string, id int64, rankArg, roundArg, points string, cancel bool, stdout io.Writer) error {
	rank, err := strconv.Atoi(rankArg)
	if err != nil || rank < 1 {
		return usageError{fmt.Sprintf("start rank %q is not a positive integer", rankArg)}
	}
	round, err := strconv.Atoi(roundArg)
	if err != nil || round < 1 {
		return usageError{fmt.Sprintf("round %q is not a positive integer", roundArg)}
	}
	kind, ok := map[string]view.ByeKind{"0.5": view.ByeHalf, "½": view.ByeHalf, "1/2": view.ByeHalf, "0": view.ByeZero, "1": view.ByeFull}[points]
	if !ok && !cancel {
		return usageError{fmt.Sprintf("--points %q: want 0.5 (half-point bye), 0 (zero-point bye) or 1 (full-point bye)", points)}
	}
	b, done, err := openBackend(ctx, path, id)
	if err != nil {
		return err
	}
	defer done()
	if cancel {
		if err := b.CancelBye(rank, round); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "player %d: no bye in round %d\n", rank, round)
		return nil
	}
	if err := b.GrantBye(rank, round, kind); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "player %d: %s-point bye in round %d\n", rank, points, round)
	return nil
}

// dbWithdraw takes a player out of the rounds from round from on (the
// next round when 0).
func dbWithdraw(ctx context.Context, path string, id int64, rankArg string, from int, stdout io.Writer) error {
	rank, err := strconv.Atoi(rankArg)
	if err != nil || rank < 1 {
		return usageError{fmt.Sprintf("start rank %q is not a positive integer", rankArg)}
	}
	b, done, err := openBackend(ctx, path, id)
	if err != nil {
		return err
	}
	defer done()
	if from == 0 {
		from = b.NextRound()
	}
	if err := b.Withdraw(rank, from); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "player %d: withdrawn from round %d on\n", rank, from)
	return nil
}
