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
}

// DemoEvent fills an empty database with a rapid open whose first round
// is in progress: twelve boards replaying real games up to different
// moves, with an illegal move, a draw offer, a finished game and a player
// short of time among them, so that the console shows its work at once.
func (b *Backend) DemoEvent() error {
	if _, ok := b.Event(); ok {
		return errors.New("demo event: the database already holds an event")
	}
	games, err := demoGames()
	if err != nil {
		return err
	}
	setup := view.EventSetup{
		Name: "Arbiter Console Demo Rapid Open", Venue: "Demo Hall", ChiefArbiter: "Chief Arbiter",
		Edition: "2018", TimeControl: "15+10",
		Arbiters: map[string][]int{"Deputy A": {1, 2, 3, 4, 5, 6}, "Deputy B": {7, 8, 9, 10, 11, 12}},
	}
	now := b.now()
	setup.Start, setup.End = now, now.Add(48*time.Hour)
	half := len(games)
	for i := range demoPlayers[:2*half] {
		p := demoPlayers[i]
		p.Rating = 2480 - 35*i
		setup.Players = append(setup.Players, p)
	}
	for i := range games {
		// Colours alternate down the boards, as in a Swiss first round.
		top, bottom := i, half+i
		if i%2 == 1 {
			top, bottom = bottom, top
		}
		setup.Pairings = append(setup.Pairings, [2]int{top, bottom})
	}
	if err := b.CreateEvent(setup); err != nil {
		return fmt.Errorf("demo event: %w", err)
	}
	for i, g := range games {
		if err := b.playDemo(i+1, g, now); err != nil {
			return fmt.Errorf("demo event: board %d: %w", i+1, err)
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

// playDemo replays a game on a board up to its demo ply, with the real
// thinking times, so that the clocks run on from where the game was.
func (b *Backend) playDemo(number int, g *pgn.Game, now time.Time) error {
	plies := min(demoPlies[number-1], len(g.Moves))
	events, last := gamelog.EventsFromPGN(g, plies, now, 15*time.Minute, 10*time.Second)
	shift := now.Sub(last) - 20*time.Second // the side to move has thought 20 s
	for i, e := range events {
		e.At = e.At.Add(shift).Truncate(time.Millisecond)
		if err := b.record(number, e); err != nil {
			return fmt.Errorf("event %d: %w", i+1, err)
		}
		if number == 3 && i == 21 { // Black's illegal move, seen by the arbiter at once
			illegal := laws.Event{At: e.At, Kind: laws.KindIllegal,
				Payload: laws.Payload{Side: laws.Black, Irregularity: laws.IllegalMove}}
			if err := b.record(number, illegal); err != nil {
				return err
			}
		}
	}
	at := now.Add(-19 * time.Second)
	switch number {
	case 5:
		_, err := b.Do(number, view.Command{Kind: view.CmdDrawOffer, Side: sideToOffer(plies), At: at})
		return err
	case 12:
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
