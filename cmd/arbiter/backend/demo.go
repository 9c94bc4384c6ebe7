package backend

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/engine/pgn"
	"github.com/arbiterconsole/arbiter/storage/gamelog"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// demoPGN holds twelve real rapid games with their clock times.
//
//go:embed demo.pgn
var demoPGN []byte

// demoPlayers are the demo event's players, strongest first, as an open's
// first round pairs them: the top half's i-th against the bottom half's.
var demoPlayers = []view.PlayerView{
	{Name: "Lindqvist, Erik", Federation: "SWE", Title: "IM", Lang: "en"},
	{Name: "Moreau, Camille", Federation: "FRA", Title: "WGM", Lang: "fr"},
	{Name: "Hoffmann, Jonas", Federation: "GER", Title: "FM", Lang: "de"},
	{Name: "García López, Lucía", Federation: "ESP", Lang: "es"},
	{Name: "Petrov, Dmitri", Federation: "RUS", Title: "GM", Lang: "ru"},
	{Name: "Rossi, Giulia", Federation: "ITA", Lang: "it"},
	{Name: "Santos, João", Federation: "POR", Title: "FM", Lang: "pt"},
	{Name: "Novak, Tomas", Federation: "CZE", Lang: "en"},
	{Name: "Keller, Anna", Federation: "SUI", Lang: "de", VisuallyImpaired: true},
	{Name: "Dubois, Hugo", Federation: "BEL", Lang: "fr"},
	{Name: "Ivanova, Maria", Federation: "UKR", Title: "WIM", Lang: "ru"},
	{Name: "Fernández, Diego", Federation: "ARG", Lang: "es"},
	{Name: "Bianchi, Marco", Federation: "ITA", Lang: "it"},
	{Name: "Oliveira, Ana", Federation: "BRA", Lang: "pt"},
	{Name: "Schmidt, Lukas", Federation: "AUT", Lang: "de"},
	{Name: "Janssen, Pieter", Federation: "NED", Lang: "en"},
	{Name: "Kowalski, Piotr", Federation: "POL", Lang: "en"},
	{Name: "Lefèvre, Claire", Federation: "FRA", Lang: "fr"},
	{Name: "Smirnov, Alexei", Federation: "RUS", Lang: "ru"},
	{Name: "Martín, Pablo", Federation: "ESP", Lang: "es"},
	{Name: "Ferreira, Rui", Federation: "POR", Lang: "pt"},
	{Name: "Conti, Elena", Federation: "ITA", Lang: "it"},
	{Name: "Brown, Oliver", Federation: "ENG", Lang: "en"},
	{Name: "Weber, Mia", Federation: "GER", Lang: "de"},
	{Name: "Nowak, Zofia", Federation: "POL", Lang: "en"},
	{Name: "Laurent, Théo", Federation: "FRA", Lang: "fr"},
}

// DemoEvent fills an empty database with a rapid open whose first round
// is in progress: twelve boards replaying real games up to different
// moves, with an illegal move, a draw offer, a finished game and a player
// short of time among them, and a thirteenth not started yet, so that the
// console shows its work at once.
func (b *Backend) DemoEvent() error { return b.DemoEventOf(demoBoards) }

// demoBoards is the demo's size: one board for each demo game and one
// whose player is late, its clock not started (6.6, 6.7).
const demoBoards = 13

// DemoEventOf is DemoEvent with any number of boards, for measuring the
// console at the size of a big open: the boards repeat the demo's
// thirteen, each repetition a few moves earlier.
func (b *Backend) DemoEventOf(boards int) error {
	if _, ok := b.Event(); ok {
		return errors.New("demo event: the database already holds an event")
	}
	if boards < 1 {
		return fmt.Errorf("demo event: %d boards, want at least 1", boards)
	}
	games, err := demoGames()
	if err != nil {
		return err
	}
	setup := view.EventSetup{
		Name: "Arbiter Console Demo Rapid Open", Venue: "Demo Hall", ChiefArbiter: "Chief Arbiter",
		Edition: "2018", TimeControl: "15+10",
		Arbiters: map[string][]int{},
	}
	for n := 1; n <= boards; n++ {
		deputy := "Deputy A"
		if n > (boards+1)/2 {
			deputy = "Deputy B"
		}
		setup.Arbiters[deputy] = append(setup.Arbiters[deputy], n)
	}
	now := b.now()
	setup.Start, setup.End = now, now.Add(48*time.Hour)
	for i := range 2 * boards {
		p := view.PlayerView{Name: fmt.Sprintf("Player %03d", i+1), Lang: "en"}
		if i < len(demoPlayers) {
			p = demoPlayers[i]
		}
		p.Rating = 2480 - 1200*i/(2*boards)
		setup.Players = append(setup.Players, p)
	}
	for i := range boards {
		// Colours alternate down the boards, as in a Swiss first round.
		top, bottom := i, boards+i
		if i%2 == 1 {
			top, bottom = bottom, top
		}
		setup.Pairings = append(setup.Pairings, [2]int{top, bottom})
	}
	if err := b.CreateEvent(setup); err != nil {
		return fmt.Errorf("demo event: %w", err)
	}
	for n := 1; n <= boards; n++ {
		k := (n - 1) % demoBoards
		if k >= len(games) {
			continue // the late player's board
		}
		earlier := 4 * ((n - 1) / demoBoards % 8)
		if err := b.playDemo(n, k, games[k], earlier, now); err != nil {
			return fmt.Errorf("demo event: board %d: %w", n, err)
		}
	}
	return nil
}

func demoGames() ([]*pgn.Game, error) {
	r := pgn.NewReader(bytes.NewReader(demoPGN), pgn.Options{SkipVariations: true})
	var games []*pgn.Game
	for {
		g, err := r.Next()
		if err == io.EOF {
			return games, nil
		}
		if err != nil {
			return nil, fmt.Errorf("demo games: %w", err)
		}
		games = append(games, g)
	}
}

// demoPlies is how far each board has got: boards differ so the console
// shows openings, middlegames and time trouble.
var demoPlies = []int{17, 24, 31, 38, 45, 52, 59, 66, 73, 22, 35, 999}

// playDemo replays demo game k on board number up to its demo ply less
// earlier, with the real thinking times, so that the clocks run on from
// where the game was.
func (b *Backend) playDemo(number, k int, g *pgn.Game, earlier int, now time.Time) error {
	plies := min(demoPlies[k], len(g.Moves))
	if k != len(demoPlies)-1 { // the finished game stays finished
		plies = max(plies-earlier, 2)
	}
	events, last := gamelog.EventsFromPGN(g, plies, now, 15*time.Minute, 10*time.Second)
	shift := now.Sub(last) - 20*time.Second // the side to move has thought 20 s
	for i, e := range events {
		e.At = e.At.Add(shift).Truncate(time.Millisecond)
		if err := b.record(number, e); err != nil {
			return fmt.Errorf("event %d: %w", i+1, err)
		}
		if k == 2 && i == 21 { // Black's illegal move, seen by the arbiter at once
			illegal := laws.Event{At: e.At, Kind: laws.KindIllegal,
				Payload: laws.Payload{Side: laws.Black, Irregularity: laws.IllegalMove}}
			if err := b.record(number, illegal); err != nil {
				return err
			}
		}
	}
	at := now.Add(-19 * time.Second)
	switch k {
	case 4:
		_, err := b.Do(number, view.Command{Kind: view.CmdDrawOffer, Side: sideToOffer(plies), At: at})
		return err
	case len(demoPlies) - 1:
		if _, err := b.Do(number, view.Command{Kind: view.CmdResult, Result: g.Result, At: at}); err != nil && !errors.Is(err, laws.ErrGameOver) {
			return err
		}
	}
	return nil
}

// sideToOffer is the player who has just moved after plies half-moves.
func sideToOffer(plies int) view.Side {
	if plies%2 == 1 {
		return view.White
	}
	return view.Black
}
