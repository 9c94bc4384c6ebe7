package eboard

import (
	"bytes"
	"context"
	"errors"
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
	// Err is the fault in the game's text (an illegal or unreadable
	// move, a bad FEN): Reading has the moves before it, or is empty
	// when the game could not be set up.
	Err error
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
		var fault *pgn.Error
		if err != nil && !errors.As(err, &fault) {
			return out, fmt.Errorf("live pgn: game %d: %w", len(out)+1, err)
		}
		// A game with a fault keeps its place: the games after it are
		// still the boards they were.
		pg := pgnGame(g, at)
		if err != nil {
			pg.Err = fmt.Errorf("live pgn: game %d (%s - %s): %w", len(out)+1, pg.White, pg.Black, err)
		}
		out = append(out, pg)
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
	if g.Start == (chess.Position{}) {
		// The FEN could not be read: nothing is known of the board.
		pg.Reading = eboard.Reading{At: at}
		return pg
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
	running := eboard.Stopped
	if len(g.Moves) > 0 {
		running = eboard.WhiteRuns
		if pos.Turn() == chess.Black {
			running = eboard.BlackRuns
		}
	}
	// LiveChess's PGN gives the clock as it stood when written: both
	// times and, in ReferenceTime, the side whose clock ran ("W/...",
	// "B/...").
	if w, b, ok := clockTags(g); ok {
		clk[chess.White], clk[chess.Black] = w, b
		switch ref := g.Tag("ReferenceTime"); {
		case strings.HasPrefix(ref, "W/"):
			running = eboard.WhiteRuns
		case strings.HasPrefix(ref, "B/"):
			running = eboard.BlackRuns
		default:
			running = eboard.Stopped
		}
	}
	if g.Result != "" && g.Result != "*" {
		// A game with a result has no clock running.
		running = eboard.Stopped
	}
	c := eboard.Clock{White: clk[chess.White].Truncate(time.Second), Black: clk[chess.Black].Truncate(time.Second), Running: running}
	pg.Reading = eboard.Reading{At: at, Board: &board, SAN: san, Clock: &c}
	if g.Start != chess.StartPosition() {
		start := g.Start
		pg.Reading.Start = &start
	}
	return pg
}

// clockTags reads LiveChess's WhiteClock and BlackClock tags.
func clockTags(g *pgn.Game) (white, black time.Duration, ok bool) {
	w, errW := pgn.ParseClock(g.Tag("WhiteClock"))
	b, errB := pgn.ParseClock(g.Tag("BlackClock"))
	if g.Tag("WhiteClock") == "" || g.Tag("BlackClock") == "" || errW != nil || errB != nil {
		return 0, 0, false
	}
	return w, b, true
}
