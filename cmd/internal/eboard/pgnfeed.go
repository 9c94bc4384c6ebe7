package eboard

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/eboard"
	"github.com/arbiterconsole/arbiter/engine/pgn"
)

// PGNFeed polls a live PGN: a file another program rewrites (LiveChess's
// PGN output, the simulator's, another console's), or a URL (a lichess
// broadcast round). Each game is a board's reading: its moves, the
// position they reach, and the clocks of the last [%clk] of each side,
// the side to move's running while the game is on.
type PGNFeed struct {
	Source string        // path or http(s) URL
	Every  time.Duration // how often it is read; 0 means 1 s
}

// PGNGame is one game of a live PGN as read.
type PGNGame struct {
	Board        int // from the Board tag, or the Round tag's "R.B"; 0 when neither
	White, Black string
	// WhiteFIDE, BlackFIDE are the WhiteFideId and BlackFideId tags; 0
	// when absent.
	WhiteFIDE, BlackFIDE int64
	Reading              eboard.Reading
}

// Watch reads the feed until ctx ends and calls fn with its games each
// time it changed; a read that fails is reported to fn as err.
func (f *PGNFeed) Watch(ctx context.Context, fn func([]PGNGame, error)) error {
	every := f.Every
	if every == 0 {
		every = time.Second
	}
	var last []byte
	for {
		b, err := f.read(ctx)
		switch {
		case err != nil:
			fn(nil, err)
		case !bytes.Equal(b, last):
			last = b
			games, err := ReadPGNFeed(b, time.Now())
			fn(games, err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(every):
		}
	}
}

func (f *PGNFeed) read(ctx context.Context) ([]byte, error) {
	if strings.HasPrefix(f.Source, "http://") || strings.HasPrefix(f.Source, "https://") {
		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, f.Source, nil)
		if err != nil {
			return nil, err
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, fmt.Errorf("live pgn %s: %w", f.Source, err)
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("live pgn %s: %s", f.Source, resp.Status)
		}
		return io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	}
	b, err := os.ReadFile(f.Source)
	if err != nil {
		return nil, fmt.Errorf("live pgn: %w", err)
	}
	return b, nil
}

// ReadPGNFeed reads the games of a live PGN as readings at instant at.
func ReadPGNFeed(b []byte, at time.Time) ([]PGNGame, error) {
	r := pgn.NewReader(bytes.NewReader(b), pgn.Options{SkipVariations: true})
	var out []PGNGame
	for {
		g, err := r.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, fmt.Errorf("live pgn: game %d: %w", len(out)+1, err)
		}
		out = append(out, pgnGame(g, at))
	}
}

func pgnGame(g *pgn.Game, at time.Time) PGNGame {
	pg := PGNGame{White: g.Tag("White"), Black: g.Tag("Black")}
	pg.WhiteFIDE, _ = strconv.ParseInt(g.Tag("WhiteFideId"), 10, 64)
	pg.BlackFIDE, _ = strconv.ParseInt(g.Tag("BlackFideId"), 10, 64)
	if n, err := strconv.Atoi(g.Tag("Board")); err == nil && n > 0 {
		pg.Board = n
	} else if _, b, ok := strings.Cut(g.Tag("Round"), "."); ok {
		if n, err := strconv.Atoi(b); err == nil && n > 0 {
			pg.Board = n
		}
	}
	pos := g.Start
	base := baseTime(g)
	clk := [2]time.Duration{base, base}
	san := []string{}
	for _, m := range g.Moves {
		san = append(san, pgnSAN(pos, m.Move))
		if m.HasClock {
			clk[pos.Turn()] = m.Clock
		}
		pos = pos.Play(m.Move)
	}
	board := eboard.BoardOf(pos)
	c := eboard.Clock{White: clk[chess.White].Truncate(time.Second), Black: clk[chess.Black].Truncate(time.Second)}
	if len(g.Moves) > 0 {
		c.Running = eboard.WhiteRuns
		if pos.Turn() == chess.Black {
			c.Running = eboard.BlackRuns
		}
	}
	pg.Reading = eboard.Reading{At: at, Board: &board, SAN: san, Clock: &c}
	if g.Start != chess.StartPosition() {
		start := g.Start
		pg.Reading.Start = &start
	}
	return pg
}
