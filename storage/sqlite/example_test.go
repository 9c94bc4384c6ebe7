package sqlite_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/sqlite"
)

func ExampleStore_Append() {
	dir, err := os.MkdirTemp("", "example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	s, err := sqlite.Create(filepath.Join(dir, "arbiter.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()

	event, _ := s.AddTournament(ctx, storage.Tournament{Name: "Club Rapid",
		Rules: storage.RuleSet{Edition: "2023", GameType: "rapid", Supervision: "A.4"}, TimeControl: "15+10"})
	white, _ := s.AddPlayer(ctx, storage.Player{TournamentID: event, Name: "Carlsen, Magnus"})
	black, _ := s.AddPlayer(ctx, storage.Player{TournamentID: event, Name: "Tari, Aryan"})
	round, _ := s.AddRound(ctx, event, 1)
	board, _ := s.AddBoard(ctx, storage.Board{RoundID: round, Number: 1, WhiteID: white, BlackID: black})
	game, _ := s.AddGame(ctx, board, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")

	// Once Append returns, the moves are on disk.
	at := time.Date(2026, 3, 14, 10, 0, 0, 0, time.UTC)
	_, err = s.Append(ctx, game, 0, []storage.EventRecord{
		{Kind: "move", Payload: []byte(`{"san":"e4"}`), Wall: at},
		{Kind: "move", Payload: []byte(`{"san":"c5"}`), Wall: at.Add(4 * time.Second)},
	}, storage.Ending{})
	if err != nil {
		log.Fatal(err)
	}

	// Replay hands the engine's fold every event, in order, chain verified.
	err = s.Replay(ctx, game, func(e storage.EventRecord) error {
		fmt.Println(e.Seq, e.Kind, string(e.Payload), e.Wall.Format(time.TimeOnly))
		return nil
	})
	if err != nil {
		log.Fatal(err)
	}
	// Output:
	// 1 move {"san":"e4"} 10:00:00
	// 2 move {"san":"c5"} 10:00:04
}
