package postgres

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/postgres/pgtest"
)

// Four consoles append to games of their own on a server that syncs
// every commit, as a venue's does. syncs/op is the WAL syncs per append:
// 1 when the commits queue one behind the other, less when they share
// a sync.
func BenchmarkAppend_FourConsolesDurable(b *testing.B) {
	srv, err := pgtest.StartDurable()
	if err != nil {
		b.Skip(err)
	}
	defer srv.Stop()
	ctx := context.Background()
	u, err := srv.NewDatabase(ctx)
	if err != nil {
		b.Fatal(err)
	}
	s, err := Create(ctx, u)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ev, _ := s.AddTournament(ctx, storage.Tournament{Name: "Open", Rules: storage.RuleSet{Edition: "2023", GameType: "rapid"}, TimeControl: "15+10"})
	p1, _ := s.AddPlayer(ctx, storage.Player{TournamentID: ev, Name: "A"})
	p2, _ := s.AddPlayer(ctx, storage.Player{TournamentID: ev, Name: "B"})
	r, _ := s.AddRound(ctx, ev, 1)
	const consoles = 4
	games := make([]int64, consoles)
	for i := range games {
		board, _ := s.AddBoard(ctx, storage.Board{RoundID: r, Number: i + 1, WhiteID: p1, BlackID: p2})
		if games[i], err = s.AddGame(ctx, board, "8/8/8/8/8/8/8/K6k w - - 0 1"); err != nil {
			b.Fatal(err)
		}
		if err := s.Replay(ctx, games[i], func(storage.EventRecord) error { return nil }); err != nil {
			b.Fatal(err) // the head is known: appends take one round trip
		}
	}
	stats, err := pgx.Connect(ctx, u)
	if err != nil {
		b.Fatal(err)
	}
	defer stats.Close(ctx)
	syncs := func() int64 {
		var n int64
		if err := stats.QueryRow(ctx, "SELECT pg_stat_clear_snapshot() IS NULL, wal_sync FROM pg_stat_wal").Scan(new(bool), &n); err != nil {
			b.Fatal(err)
		}
		return n
	}
	before := syncs()
	b.ResetTimer()
	var wg sync.WaitGroup
	for c, g := range games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for seq := int64(c); seq < int64(b.N); seq += consoles {
				after := seq / consoles
				e := storage.EventRecord{Kind: "clock", Payload: []byte(fmt.Sprintf(`{"n":%d}`, after)), Wall: time.UnixMilli(1000 * (after + 1))}
				if _, err := s.Append(ctx, g, after, []storage.EventRecord{e}, storage.Ending{}); err != nil {
					b.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	b.StopTimer()
	time.Sleep(1500 * time.Millisecond) // backends send their statistics at most once a second
	b.ReportMetric(float64(syncs()-before)/float64(b.N), "syncs/op")
}
