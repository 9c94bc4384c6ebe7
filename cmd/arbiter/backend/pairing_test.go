package backend

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/exchange"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// fivePlayers is the test event with a fifth player, who has no board in
// round 1, and a second deputy.
func fivePlayers() view.EventSetup {
	s := testSetup()
	s.Players = append(s.Players, view.PlayerView{Name: "Epsilon, E", Rating: 1700})
	s.Arbiters = map[string][]int{"Deputy": {2}, "Second": nil}
	return s
}

// playedRoundOne is the five-player event with round 1 played (Alpha
// beats Beta, Gamma and Delta draw) and closed.
func playedRoundOne(t *testing.T) (*Backend, storage.Store) {
	t.Helper()
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	t.Cleanup(func() { store.Close() })
	if err := b.CreateEvent(fivePlayers()); err != nil {
		t.Fatal(err)
	}
	if _, err := b.StartRound(time.Time{}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Do(1, view.Command{Kind: view.CmdResign, Side: view.Black}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Do(2, view.Command{Kind: view.CmdResult, Result: "1/2-1/2", Text: "draw agreed"}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.CloseRound(); err != nil {
		t.Fatal(err)
	}
	return b, store
}

// Every bad typed round is refused with the place the arbiter must look
// at, in a message the UI translates, and nothing is stored.
func TestTypedPairingsRefusedSayingWhere(t *testing.T) {
	b, _ := playedRoundOne(t)
	board := func(w, bl string) view.TypedBoard { return view.TypedBoard{White: w, Black: bl} }
	for _, tt := range []struct {
		name  string
		round view.TypedRound
		key   string
		where string // in the English error
	}{
		{"empty round", view.TypedRound{}, "pairing.err.empty", "no board and no bye"},
		{"unknown name", view.TypedRound{Boards: []view.TypedBoard{board("Alpha", "Zeta")}},
			"pairing.err.unknown.black", `board 1 black: "Zeta"`},
		{"no such start rank", view.TypedRound{Boards: []view.TypedBoard{board("1", "2"), board("9", "3")}},
			"pairing.err.unknown.white", "board 2 white: \"9\": no player has start rank 9 (there are 5)"},
		{"rank and another's name", view.TypedRound{Boards: []view.TypedBoard{board("1 Beta, B", "3")}},
			"pairing.err.unknown.white", "start rank 1 is Alpha, A"},
		{"missing player", view.TypedRound{Boards: []view.TypedBoard{board("1", " ")}},
			"pairing.err.missing.black", "board 1 black: no player given"},
		{"bye player unknown", view.TypedRound{Byes: []view.TypedBye{{Player: "Omega", Kind: view.ByeHalf}}},
			"pairing.err.unknown.bye", `bye 1: "Omega"`},
		{"paired twice", view.TypedRound{Boards: []view.TypedBoard{board("1", "3"), board("gamma, c", "4")}},
			"pairing.err.twice", "Gamma, C is paired twice: board 1 black and board 2 white"},
		{"board and bye", view.TypedRound{Boards: []view.TypedBoard{board("1", "3")}, Byes: []view.TypedBye{{Player: "1", Kind: view.ByeHalf}}},
			"pairing.err.twice.bye", "board 1 white and bye 1"},
		{"not a forfeit", view.TypedRound{Boards: []view.TypedBoard{{White: "1", Black: "3", Forfeit: "1-0"}}},
			"pairing.err.forfeit", `board 1: "1-0" is no forfeit`},
		{"bye kind", view.TypedRound{Byes: []view.TypedBye{{Player: "5", Kind: "quarter"}}},
			"pairing.err.bye_kind", `bye 1: kind "quarter"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := b.TypePairings(tt.round)
			var r *view.Refusal
			if !errors.As(err, &r) || r.Key != tt.key || !strings.Contains(err.Error(), tt.where) {
				t.Fatalf("error %v (key %v), want key %s saying %q", err, r, tt.key, tt.where)
			}
			if _, cerr := b.CheckPairings(tt.round); cerr == nil || cerr.Error() != err.Error() {
				t.Errorf("CheckPairings: %v, want the same error as TypePairings", cerr)
			}
		})
	}
	if ev, _ := b.Event(); ev.Round != 1 {
		t.Errorf("after the refusals the event is in round %d, want 1", ev.Round)
	}
}

// What C.04.1 would not pair but the arbiter may: the warnings name it.
func TestTypedPairingsWarnings(t *testing.T) {
	b, _ := playedRoundOne(t)
	ws, err := b.CheckPairings(view.TypedRound{
		Boards: []view.TypedBoard{{White: "2", Black: "1"}},
		Byes:   []view.TypedBye{{Player: "3", Kind: view.ByePairing}, {Player: "4", Kind: view.ByePairing}},
	})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, w := range ws {
		got = append(got, w.Key)
	}
	want := []string{"pairing.warn.rematch", "pairing.warn.two_byes", "pairing.warn.left_out"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("warnings %v, want %v", got, want)
	}
	if p := ws[0].Params; p["Board"] != 1 || p["White"] != "Beta, B" || p["Black"] != "Alpha, A" || p["Round"] != 1 {
		t.Errorf("rematch warning params %v, want board 1, Beta, B - Alpha, A, met in round 1", p)
	}
	if p := ws[2].Params; p["Name"] != "Epsilon, E" || p["Rank"] != 5 {
		t.Errorf("left-out warning params %v, want Epsilon, E (5)", p)
	}
}

// A typed round is stored as an imported one: the event written out for
// the pairing program is the same, byte for byte, as after importing that
// round from the pairing program's file; the typed board order is kept,
// a forfeit is the arbiter's result in the game's record, and the
// round's clocks start at once without the forfeited board.
func TestTypedPairingsStoredAsImported(t *testing.T) {
	b, store := playedRoundOne(t)
	typed := view.TypedRound{
		Boards: []view.TypedBoard{
			{White: "3 Gamma, C", Black: "alpha"},
			{White: "Delta", Black: "2", Forfeit: "-/+"},
		},
		Byes: []view.TypedBye{{Player: "Epsilon", Kind: view.ByeHalf}},
	}
	if ws, err := b.CheckPairings(typed); err != nil || len(ws) != 0 {
		t.Fatalf("check: warnings %v, error %v; want none", ws, err)
	}
	n, err := b.TypePairings(typed)
	if err != nil || n != 2 {
		t.Fatalf("TypePairings = %d, %v; want round 2", n, err)
	}
	tv := b.RoundTable()
	rows := []string{}
	for _, r := range tv.Rows {
		rows = append(rows, strings.Join([]string{r.White, r.Black, r.Result}, "|"))
	}
	want := []string{"Gamma, C|Alpha, A|", "Delta, D|Beta, B|-/+", "Epsilon, E||bye ½"}
	if tv.Round != 2 || strings.Join(rows, " ; ") != strings.Join(want, " ; ") {
		t.Fatalf("round table %d: %v, want round 2: %v", tv.Round, rows, want)
	}
	if tv.Rows[0].Board != 1 || tv.Rows[1].Board != 2 {
		t.Errorf("boards %d, %d; want the typed order 1, 2", tv.Rows[0].Board, tv.Rows[1].Board)
	}
	d, err := b.Board(2)
	if err != nil {
		t.Fatal(err)
	}
	if d.Result != "-/+" || len(d.Rulings) == 0 {
		t.Errorf("board 2: result %q, %d rulings; want -/+ recorded as a ruling", d.Result, len(d.Rulings))
	}
	skipped, err := b.StartRound(time.Time{})
	if err != nil || len(skipped) != 1 || skipped[2] == "" {
		t.Errorf("start round: %v, %v; want board 2 left alone (forfeited)", skipped, err)
	}

	// The same round through the pairing program's file, on a copy of
	// round 1.
	other, otherStore := playedRoundOne(t)
	ctx := context.Background()
	typedEvent, err := exchange.Export(ctx, store, b.event.t.ID)
	if err != nil {
		t.Fatal(err)
	}
	file := *typedEvent
	file.Rounds = append([]tournament.Round(nil), typedEvent.Rounds...)
	r2 := file.Rounds[1]
	r2.Pairings = append([]tournament.Pairing(nil), r2.Pairings...)
	for i := range r2.Pairings {
		if !r2.Pairings[i].IsBye() {
			r2.Pairings[i].Result = tournament.Result{}
		}
	}
	file.Rounds[1] = r2
	var trf bytes.Buffer
	if err := tournament.WriteTRF(&trf, &file); err != nil {
		t.Fatal(err)
	}
	if _, err := other.ImportPairings("round2.trf", &trf); err != nil {
		t.Fatal(err)
	}
	if _, err := other.Do(2, view.Command{Kind: view.CmdResult, Result: "-/+", Text: "forfeit"}); err != nil {
		t.Fatal(err)
	}
	importedEvent, err := exchange.Export(ctx, otherStore, other.event.t.ID)
	if err != nil {
		t.Fatal(err)
	}
	var a, c bytes.Buffer
	if err := tournament.WriteTRF(&a, typedEvent); err != nil {
		t.Fatal(err)
	}
	if err := tournament.WriteTRF(&c, importedEvent); err != nil {
		t.Fatal(err)
	}
	if a.String() != c.String() {
		t.Errorf("TRF after typing:\n%s\nafter importing:\n%s", a.String(), c.String())
	}
}

// Typed pairings wait, like imported ones, until the last round is closed.
func TestTypedPairingsRefusedWhileRoundOpen(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	if err := b.CreateEvent(fivePlayers()); err != nil {
		t.Fatal(err)
	}
	_, err := b.TypePairings(view.TypedRound{Boards: []view.TypedBoard{{White: "1", Black: "3"}}})
	var refusal *view.Refusal
	if !errors.Is(err, exchange.ErrRoundOpen) || !errors.As(err, &refusal) || refusal.Key != "round.err.open" || refusal.Params["Next"] != 2 {
		t.Errorf("typed pairings with round 1 open: %v, want ErrRoundOpen, refused as round.err.open for round 2", err)
	}
	// The form asks first, with nothing typed yet.
	if _, err := b.CheckPairings(view.TypedRound{}); !errors.As(err, &refusal) || refusal.Key != "round.err.open" {
		t.Errorf("checking empty pairings with round 1 open: %v, want round.err.open", err)
	}
}

// The players the pairing form offers, with their points.
func TestPairingPlayers(t *testing.T) {
	b, _ := playedRoundOne(t)
	ps := b.PairingPlayers()
	if len(ps) != 5 || ps[0] != (view.PairingPlayer{StartRank: 1, Name: "Alpha, A", Rating: 2100, Points: "1.0"}) ||
		ps[2].Points != "0.5" || ps[4].Name != "Epsilon, E" {
		t.Errorf("pairing players %+v", ps)
	}
}

// 6.7.1 "unless the arbiter decides otherwise": a player the arbiter let
// play on is proposed no more; the others stay proposed.
func TestArticle_6_7_1_DecidedOtherwiseIsProposedNoMore(t *testing.T) {
	setup := testSetup()
	setup.DefaultTime = 15 * time.Minute
	b, _, _ := startedEvent(t, setup)
	if b.DefaultTime() != 15*time.Minute {
		t.Errorf("default time %v, want 15m", b.DefaultTime())
	}
	if ps := b.DefaultTimeProposals(decideStart.Add(15 * time.Minute)); len(ps) != 0 {
		t.Errorf("proposals at the default time itself %+v, want none", ps)
	}
	at := decideStart.Add(16 * time.Minute)
	if ps := b.DefaultTimeProposals(at); len(ps) != 2 {
		t.Fatalf("proposals %+v, want boards 1 and 2", ps)
	}
	if _, err := b.Do(1, view.Command{Kind: view.CmdDefault, Side: view.White, At: at}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Do(1, view.Command{Kind: view.CmdDecide, Decision: view.DecisionOverride,
		Text: "the organiser delayed the start on board 1", At: at}); err != nil {
		t.Fatal(err)
	}
	ps := b.DefaultTimeProposals(at.Add(time.Minute))
	if len(ps) != 1 || ps[0].Board != 2 || ps[0].Side != view.White || ps[0].Player != "Gamma, C" {
		t.Errorf("proposals after deciding board 1 otherwise %+v, want board 2's White only", ps)
	}
}

// An event set up without round 1's pairings gets round 1 as every later
// round: typed (or imported), with its byes.
func TestRoundOnePairedAfterSetUp(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	defer store.Close()
	s := fivePlayers()
	s.Pairings, s.Arbiters = nil, map[string][]int{"Deputy": nil}
	if err := b.CreateEvent(s); err != nil {
		t.Fatal(err)
	}
	if ev, ok := b.Event(); !ok || ev.Round != 0 || len(b.Boards()) != 0 {
		t.Fatalf("event %+v with %d boards, want no round yet", ev, len(b.Boards()))
	}
	n, err := b.TypePairings(view.TypedRound{
		Boards: []view.TypedBoard{{White: "1", Black: "3"}, {White: "4", Black: "2"}},
		Byes:   []view.TypedBye{{Player: "5", Kind: view.ByePairing}},
	})
	if err != nil || n != 1 {
		t.Fatalf("TypePairings = %d, %v; want round 1", n, err)
	}
	if err := b.AssignBoards([]view.ArbiterBoards{{Arbiter: "Deputy", Boards: []int{1, 2}}}); err != nil {
		t.Fatal(err)
	}
	if bs := b.Boards(); len(bs) != 2 || bs[0].White.Name != "Alpha, A" || bs[1].Arbiter != "Deputy" {
		t.Errorf("boards %+v, want Alpha on board 1 and Deputy on both", bs)
	}
}
