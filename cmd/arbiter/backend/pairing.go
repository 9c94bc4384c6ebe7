package backend

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage/exchange"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// The Round menu's "Type pairings" stores through the backend.
var _ view.PairingTyper = (*Backend)(nil)

// byeOutcomes maps the form's bye kinds to the results TRF16 keeps.
var byeOutcomes = map[view.ByeKind]tournament.Outcome{
	view.ByePairing: tournament.PairingBye,
	view.ByeFull:    tournament.FullPointBye,
	view.ByeHalf:    tournament.HalfPointBye,
	view.ByeZero:    tournament.ZeroPointBye,
}

// byeKind is the form's kind of a bye's outcome; otherwise when the
// outcome is no bye's.
func byeKind(o tournament.Outcome, otherwise view.ByeKind) view.ByeKind {
	for k, bo := range byeOutcomes {
		if bo == o {
			return k
		}
	}
	return otherwise
}

// PairingPlayers lists the event's players by start rank with their
// points after the rounds played, for the pairing form.
func (b *Backend) PairingPlayers() []view.PairingPlayer {
	t, err := b.eventTournament("pairing players")
	if err != nil {
		return nil
	}
	points := map[int]string{}
	if st, err := t.Standings(); err == nil {
		for _, r := range st.Rows {
			points[r.Player.StartRank] = r.Points.String()
		}
	}
	ps := make([]view.PairingPlayer, len(t.Players))
	for i, p := range t.Players {
		ps[i] = view.PairingPlayer{StartRank: p.StartRank, Name: p.Name, Rating: p.Rating, Points: points[p.StartRank]}
	}
	return ps
}

// CheckPairings validates a typed round against the event: see
// view.PairingTyper.
func (b *Backend) CheckPairings(r view.TypedRound) ([]view.Message, error) {
	if err := b.refuseWhileRoundOpen("type pairings"); err != nil {
		return nil, err
	}
	t, err := b.eventTournament("type pairings")
	if err != nil {
		return nil, err
	}
	_, warnings, err := typedRound(t, r)
	return warnings, err
}

// TypePairings stores a typed round as the next round, the way
// ImportPairings stores a pairing program's: the earlier rounds as they
// are plus the new one, through exchange.AddNextRound. A forfeit typed
// with a board is then recorded as the arbiter's result, an event in the
// game's record like any other result.
func (b *Backend) TypePairings(r view.TypedRound) (int, error) {
	if err := b.refuseWhileRoundOpen("type pairings"); err != nil {
		return 0, err
	}
	t, err := b.eventTournament("type pairings")
	if err != nil {
		return 0, err
	}
	round, _, err := typedRound(t, r)
	if err != nil {
		return 0, err
	}
	forfeits := map[int]string{}
	for i, p := range round.Pairings {
		if p.Result.IsForfeit() {
			forfeits[p.Board] = p.Result.String()
			round.Pairings[i].Result = tournament.Result{}
		}
	}
	t.Rounds = append(t.Rounds, round)
	ctx := context.Background()
	b.mu.Lock()
	id := b.event.t.ID
	b.mu.Unlock()
	n, err := exchange.AddNextRound(ctx, b.store, id, t)
	if err != nil {
		return 0, fmt.Errorf("type pairings: %w", err)
	}
	if err := b.reload(ctx); err != nil {
		return n, err
	}
	for _, p := range round.Pairings {
		if res, ok := forfeits[p.Board]; ok {
			cmd := view.Command{Kind: view.CmdResult, Result: res, Text: "forfeit entered with the pairings"}
			if _, err := b.Do(p.Board, cmd); err != nil {
				return n, fmt.Errorf("type pairings: round %d stored; %w", n, err)
			}
		}
	}
	return n, nil
}

// eventTournament reads the open event as a tournament.
func (b *Backend) eventTournament(what string) (*tournament.Tournament, error) {
	b.mu.Lock()
	ev := b.event
	b.mu.Unlock()
	if ev == nil {
		return nil, fmt.Errorf("%s: %w", what, errNoEvent)
	}
	return b.exportEvent(what, ev.t.ID)
}

// typedRound turns the typed round into the next round of t: the errors
// say where (board and side, or bye line), the warnings what the arbiter
// may still want.
func typedRound(t *tournament.Tournament, r view.TypedRound) (tournament.Round, []view.Message, error) {
	next := len(t.Rounds) + 1
	round := tournament.Round{Number: next}
	if len(r.Boards) == 0 && len(r.Byes) == 0 {
		return round, nil, refuse("pairing.err.empty", nil, "type pairings: round %d has no board and no bye", next)
	}
	// where each start rank is paired, to name both places of a duplicate
	placed := map[int]place{}
	take := func(rank int, at place) error {
		if first, dup := placed[rank]; dup {
			p, _ := t.Player(rank)
			key, params := "pairing.err.twice", map[string]any{"Name": p.Name, "First": first.board, "Second": at.board}
			switch {
			case first.bye > 0:
				key, params["First"], params["Second"] = "pairing.err.twice.byes", first.bye, at.bye
			case at.bye > 0:
				key, params["Second"] = "pairing.err.twice.bye", at.bye
			}
			return refuse(key, params, "type pairings: round %d: %s is paired twice: %s and %s", next, p.Name, first, at)
		}
		placed[rank] = at
		return nil
	}
	for i, tb := range r.Boards {
		n := i + 1
		w, err := findPlayer(t, tb.White, place{board: n, side: view.White})
		if err != nil {
			return round, nil, err
		}
		bl, err := findPlayer(t, tb.Black, place{board: n, side: view.Black})
		if err != nil {
			return round, nil, err
		}
		if err := take(w, place{board: n, side: view.White}); err != nil {
			return round, nil, err
		}
		if err := take(bl, place{board: n, side: view.Black}); err != nil {
			return round, nil, err
		}
		res := tournament.Result{}
		if tb.Forfeit != "" {
			fr, err := tournament.ParseResult(tb.Forfeit)
			if err != nil || !fr.IsForfeit() {
				return round, nil, refuse("pairing.err.forfeit", map[string]any{"Board": n, "Forfeit": tb.Forfeit},
					"type pairings: board %d: %q is no forfeit (want %s)", n, tb.Forfeit, strings.Join(view.Forfeits, ", "))
			}
			res = fr
		}
		round.Pairings = append(round.Pairings, tournament.Pairing{Board: n, White: w, Black: bl, Result: res})
	}
	for i, by := range r.Byes {
		at := place{bye: i + 1}
		rank, err := findPlayer(t, by.Player, at)
		if err != nil {
			return round, nil, err
		}
		o, ok := byeOutcomes[by.Kind]
		if !ok {
			return round, nil, refuse("pairing.err.bye_kind", map[string]any{"Line": i + 1, "Kind": string(by.Kind)},
				"type pairings: bye %d: kind %q is not pairing, half, full or zero", i+1, by.Kind)
		}
		if err := take(rank, at); err != nil {
			return round, nil, err
		}
		round.Pairings = append(round.Pairings, tournament.Pairing{White: rank, Result: tournament.Result{Outcome: o}})
	}
	return round, pairingWarnings(t, round, placed), nil
}

// pairingWarnings lists what FIDE's pairing rules (C.04.1) would not do
// but the arbiter may: two players meeting again, a second
// pairing-allocated bye, a player left out.
func pairingWarnings(t *tournament.Tournament, round tournament.Round, placed map[int]place) []view.Message {
	var ws []view.Message
	name := func(rank int) string { p, _ := t.Player(rank); return p.Name }
	pairingByes := 0
	for _, p := range round.Pairings {
		if p.IsBye() {
			if p.Result.Outcome != tournament.PairingBye {
				continue
			}
			if pairingByes++; pairingByes == 2 {
				ws = append(ws, view.Message{Key: "pairing.warn.two_byes"})
			}
			if r, ok := hadPairingBye(t, p.White); ok {
				ws = append(ws, view.Message{Key: "pairing.warn.bye_again", Params: map[string]any{"Name": name(p.White), "Round": r}})
			}
			continue
		}
		if r, ok := metBefore(t, p.White, p.Black); ok {
			ws = append(ws, view.Message{Key: "pairing.warn.rematch", Params: map[string]any{
				"Board": p.Board, "White": name(p.White), "Black": name(p.Black), "Round": r}})
		}
	}
	for _, p := range t.Players {
		if _, ok := placed[p.StartRank]; !ok {
			ws = append(ws, view.Message{Key: "pairing.warn.left_out", Params: map[string]any{"Name": p.Name, "Rank": p.StartRank}})
		}
	}
	return ws
}

// metBefore returns the round in which two players played each other; a
// forfeited game was not played (C.04.1.a).
func metBefore(t *tournament.Tournament, a, b int) (int, bool) {
	for _, r := range t.Rounds {
		for _, p := range r.Pairings {
			if p.IsBye() || p.Result.IsForfeit() {
				continue
			}
			if (p.White == a && p.Black == b) || (p.White == b && p.Black == a) {
				return r.Number, true
			}
		}
	}
	return 0, false
}

// hadPairingBye returns the round in which a player received a
// pairing-allocated bye or scored a forfeit win, after which C.04.1.d
// gives him no pairing-allocated bye.
func hadPairingBye(t *tournament.Tournament, rank int) (int, bool) {
	for _, r := range t.Rounds {
		for _, p := range r.Pairings {
			switch {
			case p.IsBye() && p.White == rank && p.Result.Outcome == tournament.PairingBye,
				p.White == rank && p.Result.Outcome == tournament.WhiteWinsByForfeit,
				p.Black == rank && p.Result.Outcome == tournament.BlackWinsByForfeit:
				return r.Number, true
			}
		}
	}
	return 0, false
}

// place is where a typed player stands: a board and side, or a bye line.
type place struct {
	board int
	side  view.Side
	bye   int
}

func (p place) String() string {
	if p.bye > 0 {
		return fmt.Sprintf("bye %d", p.bye)
	}
	return fmt.Sprintf("board %d %s", p.board, p.side)
}

// key returns the message key of an error at this place.
func (p place) key(what string) string {
	switch {
	case p.bye > 0:
		return "pairing.err." + what + ".bye"
	case p.side == view.Black:
		return "pairing.err." + what + ".black"
	}
	return "pairing.err." + what + ".white"
}

func (p place) params(extra map[string]any) map[string]any {
	m := map[string]any{"Board": p.board, "Line": p.bye}
	for k, v := range extra {
		m[k] = v
	}
	return m
}

// errAmbiguous is a typed name that starts more than one player's name.
var errAmbiguous = errors.New("more than one player's name starts so")

// findPlayer reads a typed player: a start rank, a start rank and the
// name ("7 Gran, Per", as the form offers it), a name, or the unique
// start of a name, all without regard to case.
func findPlayer(t *tournament.Tournament, typed string, at place) (int, error) {
	typed = strings.TrimSpace(typed)
	if typed == "" {
		return 0, refuse(at.key("missing"), at.params(nil), "type pairings: %s: no player given", at)
	}
	unknown := func(why string) error {
		return refuse(at.key("unknown"), at.params(map[string]any{"Name": typed}),
			"type pairings: %s: %q: %s: type the start rank or the name", at, typed, why)
	}
	head, rest, _ := strings.Cut(typed, " ")
	if rank, err := strconv.Atoi(head); err == nil {
		p, ok := t.Player(rank)
		if !ok {
			return 0, unknown(fmt.Sprintf("no player has start rank %d (there are %d)", rank, len(t.Players)))
		}
		if rest = strings.TrimSpace(rest); rest != "" && !tournament.SameName(rest, p.Name) {
			return 0, unknown(fmt.Sprintf("start rank %d is %s", rank, p.Name))
		}
		return rank, nil
	}
	found := 0
	for _, p := range t.Players {
		if tournament.SameName(p.Name, typed) {
			return p.StartRank, nil
		}
		if strings.HasPrefix(tournament.NameKey(p.Name), tournament.NameKey(typed)) {
			if found != 0 {
				return 0, refuse(at.key("ambiguous"), at.params(map[string]any{"Name": typed}),
					"type pairings: %s: %q: %w", at, typed, errAmbiguous)
			}
			found = p.StartRank
		}
	}
	if found == 0 {
		return 0, unknown("no player has that name")
	}
	return found, nil
}
