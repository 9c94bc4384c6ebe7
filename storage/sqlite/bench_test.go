package sqlite

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/storage"
)

// BenchmarkAppend_Durable measures one acknowledged (committed and synced)
// move and reports the median and 99th percentile latency: "plain" on a
// file without a key holding one game, "protected-400" on a protected
// file (db protect) with 400 games under way, each move on the next
// board, as a round's moves arrive.
func BenchmarkAppend_Durable(b *testing.B) {
	b.Run("plain", func(b *testing.B) {
		s, err := Create(filepath.Join(b.TempDir(), "bench.db"))
		if err != nil {
			b.Fatal(err)
		}
		defer s.Close()
		ctx := context.Background()
		tid, _ := s.AddTournament(ctx, storage.Tournament{Name: "Bench", Rules: storage.RuleSet{Edition: "2023", GameType: "blitz"}, TimeControl: "3+2"})
		w, _ := s.AddPlayer(ctx, storage.Player{TournamentID: tid, Name: "W"})
		bl, _ := s.AddPlayer(ctx, storage.Player{TournamentID: tid, Name: "B"})
		r, _ := s.AddRound(ctx, tid, 1)
		board, _ := s.AddBoard(ctx, storage.Board{RoundID: r, Number: 1, WhiteID: w, BlackID: bl})
		game, err := s.AddGame(ctx, board, startFEN)
		if err != nil {
			b.Fatal(err)
		}
		ev := []storage.EventRecord{{Kind: "move", Payload: []byte(`{"uci":"e2e4","clock_ms":179500}`)}}
		timeAppends(b, func() error {
			_, err := appendEnd(ctx, s, game, ev)
			return err
		})
	})
	b.Run("protected-400", func(b *testing.B) {
		s, games := benchEvent(b, 400, true)
		defer s.Close()
		ctx := context.Background()
		// Every game under way: 40 events each before the timing starts.
		heads := make([]int64, len(games))
		opening := make([]storage.EventRecord, 40)
		for i := range opening {
			opening[i] = storage.EventRecord{Kind: "move", Payload: []byte(`{"uci":"g1f3","clock_ms":170000}`)}
		}
		for i, g := range games {
			if _, err := s.Append(ctx, g, 0, opening, storage.Ending{}); err != nil {
				b.Fatal(err)
			}
			heads[i] = int64(len(opening))
		}
		ev := []storage.EventRecord{{Kind: "move", Payload: []byte(`{"uci":"e2e4","clock_ms":179500}`)}}
		next := 0
		timeAppends(b, func() error {
			i := next % len(games)
			next++
			_, err := s.Append(ctx, games[i], heads[i], ev, storage.Ending{})
			heads[i]++
			return err
		})
	})
}

// timeAppends times each call of appendOne and reports the median and
// the 99th percentile, and the process's CPU time per append (its own
// work, whatever the machine's load).
func timeAppends(b *testing.B, appendOne func() error) {
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	cpu0, cpuOK := processCPU()
	for b.Loop() {
		start := time.Now()
		if err := appendOne(); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(start))
	}
	b.StopTimer()
	if cpu1, ok := processCPU(); ok && cpuOK {
		b.ReportMetric(float64((cpu1-cpu0).Microseconds())/1000/float64(len(lat)), "cpu-ms/op")
	}
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "p99-ms")
}

// benchEvent makes an event of n boards, each with a game, in a new file
// (protected when protect), and returns the store and the games' ids.
func benchEvent(b *testing.B, n int, protect bool) (*Store, []int64) {
	b.Helper()
	s, err := Create(filepath.Join(b.TempDir(), "bench.db"), WithKeyDir(b.TempDir()))
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	var games []int64
	err = s.Update(ctx, func(tx storage.Tx) error {
		tid, err := tx.AddTournament(ctx, storage.Tournament{Name: "Bench", Rules: storage.RuleSet{Edition: "2023", GameType: "blitz"}, TimeControl: "3+2"})
		if err != nil {
			return err
		}
		r, err := tx.AddRound(ctx, tid, 1)
		if err != nil {
			return err
		}
		for i := 1; i <= n; i++ {
			w, _ := tx.AddPlayer(ctx, storage.Player{TournamentID: tid, Name: "W"})
			bl, _ := tx.AddPlayer(ctx, storage.Player{TournamentID: tid, Name: "B"})
			board, err := tx.AddBoard(ctx, storage.Board{RoundID: r, Number: i, WhiteID: w, BlackID: bl})
			if err != nil {
				return err
			}
			game, err := tx.AddGame(ctx, board, startFEN)
			if err != nil {
				return err
			}
			games = append(games, game)
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	if protect {
		if _, err := s.ProtectRecords(ctx); err != nil {
			b.Fatal(err)
		}
	}
	return s, games
}

// BenchmarkVerifyChain measures the check Open makes of every chain, here
// over 200 games of 150 events (30,000 events).
func BenchmarkVerifyChain(b *testing.B) {
	s, err := Create(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	const games, moves = 200, 150
	err = s.update(ctx, func(tx *Tx) error {
		tid, _ := tx.AddTournament(ctx, storage.Tournament{Name: "Bench", Rules: storage.RuleSet{Edition: "2023", GameType: "rapid"}, TimeControl: "15+10"})
		r, _ := tx.AddRound(ctx, tid, 1)
		for i := range games {
			w, _ := tx.AddPlayer(ctx, storage.Player{TournamentID: tid, Name: "W"})
			bl, _ := tx.AddPlayer(ctx, storage.Player{TournamentID: tid, Name: "B"})
			board, _ := tx.AddBoard(ctx, storage.Board{RoundID: r, Number: i + 1, WhiteID: w, BlackID: bl})
			if _, err := tx.AddGame(ctx, board, startFEN); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	batch := make([]storage.EventRecord, moves)
	for i := range batch {
		batch[i] = storage.EventRecord{Kind: "move", Payload: []byte(`{"uci":"g1f3","clock_ms":845000,"at_ms":1773480915610}`)}
	}
	for g := int64(1); g <= games; g++ {
		if _, err := appendEnd(ctx, s, g, batch); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for b.Loop() {
		breaks, err := s.VerifyChain(ctx)
		if err != nil || len(breaks) != 0 {
			b.Fatal(breaks, err)
		}
	}
	b.ReportMetric(float64(games*moves), "events")
}

// BenchmarkAppend_Protected measures an acknowledged move in an event of
// 400 boards, without a key and on a protected file, whose every write
// also brings the file's seal up to date.
func BenchmarkAppend_Protected(b *testing.B) {
	for _, protect := range []bool{false, true} {
		name := "unprotected"
		if protect {
			name = "protected"
		}
		b.Run(name+"/boards=400", func(b *testing.B) {
			s, games := benchEvent(b, 400, protect)
			defer s.Close()
			ctx := context.Background()
			game := games[len(games)-1]
			ev := []storage.EventRecord{{Kind: "move", Payload: []byte(`{"uci":"e2e4","clock_ms":179500}`)}}
			timeAppends(b, func() error {
				_, err := appendEnd(ctx, s, game, ev)
				return err
			})
		})
	}
}
