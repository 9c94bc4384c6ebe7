// Command liveevent writes the event scripts/live-round.sh runs through
// the GUI: a 15+10 rapid open of BOARDS boards, round 1 paired (the top
// half of the ratings against the bottom half, colours alternating) and
// not started, a default time of zero (the players must be at the board
// at the start, 6.7.1), a chief arbiter and a deputy for the second half
// of the boards. The players are invented; each reads French.
//
//	go run ./scripts/liveevent DB BOARDS
package main

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"time"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/ui/view"
)

var (
	first = []string{"Anne", "Bruno", "Claire", "David", "Élise", "François", "Gaëlle", "Hugo", "Inès", "Julien",
		"Karima", "Louis", "Manon", "Nicolas", "Océane", "Pierre", "Quentin", "Rose", "Samuel", "Théo"}
	last = []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau",
		"Simon", "Laurent", "Lefebvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent", "Fournier",
		"Morel", "Girard", "André", "Mercier", "Dupont", "Lambert", "Bonnet", "François", "Martinez", "Legrand"}
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: liveevent DB BOARDS")
		os.Exit(2)
	}
	boards, err := strconv.Atoi(os.Args[2])
	if err == nil && (boards < 1 || boards > 300) {
		err = fmt.Errorf("%d boards: want 1 to 300", boards)
	}
	if err == nil {
		err = write(os.Args[1], boards)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "liveevent:", err)
		os.Exit(1)
	}
}

func write(path string, boards int) error {
	b, store, _, err := backend.Open(context.Background(), path)
	if err != nil {
		return err
	}
	defer store.Close()
	defer b.Close()
	today := time.Now().UTC().Truncate(24 * time.Hour)
	s := view.EventSetup{Name: "Open rapide de Lyon", Venue: "Lyon", ChiefArbiter: "Claire Arbitre",
		Start: today, End: today, Edition: "2018", TimeControl: "15+10",
		Arbiters: map[string][]int{"Marc Adjoint": {}}}
	n := 2 * boards
	for i := range n {
		name := last[i%len(last)] + ", " + first[(i*7)%len(first)]
		if i >= len(last) {
			name += " " + string(rune('A'+i/len(last)-1)) + "."
		}
		s.Players = append(s.Players, view.PlayerView{Name: name, Rating: 2400 - i*1200/n, Federation: "FRA", Lang: "fr"})
	}
	for i := range boards {
		top, bottom := i, i+boards
		if i%2 == 1 {
			top, bottom = bottom, top
		}
		s.Pairings = append(s.Pairings, [2]int{top, bottom})
		if i >= boards/2 {
			s.Arbiters["Marc Adjoint"] = append(s.Arbiters["Marc Adjoint"], i+1)
		}
	}
	return b.CreateEvent(s)
}
