package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/storage/stores"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// commandJSON is one arbiter's command as db do reads it; durations are in
// milliseconds.
type commandJSON struct {
	Kind     view.CommandKind `json:"kind"`
	Side     view.Side        `json:"side"`
	Move     string           `json:"move"`
	Article  string           `json:"article"`
	Late     bool             `json:"late"`
	Claim    string           `json:"claim"`
	Penalty  string           `json:"penalty"`
	AmountMS int64            `json:"amount_ms"`
	Points   string           `json:"points"`
	WhiteMS  int64            `json:"white_ms"`
	BlackMS  int64            `json:"black_ms"`
	Moves    int              `json:"moves"`
	Ply      int              `json:"ply"`
	FEN      string           `json:"fen"`
	Result   string           `json:"result"`
	Decision string           `json:"decision"`
	Text     string           `json:"text"`
	By       string           `json:"by"`
	At       time.Time        `json:"at"`
}

func (c commandJSON) command() view.Command {
	ms := func(n int64) time.Duration { return time.Duration(n) * time.Millisecond }
	return view.Command{Kind: c.Kind, Side: c.Side, Move: c.Move, Article: c.Article, Late: c.Late, Claim: c.Claim,
		Penalty: c.Penalty, Amount: ms(c.AmountMS), Points: c.Points, WhiteTime: ms(c.WhiteMS),
		BlackTime: ms(c.BlackMS), Moves: c.Moves, Ply: c.Ply, FEN: c.FEN, Result: c.Result,
		Decision: c.Decision, Text: c.Text, By: c.By, At: c.At}
}

// readCommand reads one command; unknown fields are mistakes, not extras.
func readCommand(text string) (view.Command, error) {
	dec := json.NewDecoder(bytes.NewReader([]byte(text)))
	dec.DisallowUnknownFields()
	var c commandJSON
	if err := dec.Decode(&c); err != nil {
		return view.Command{}, usageError{fmt.Sprintf("command %s: %v", text, err)}
	}
	if c.Kind == "" {
		return view.Command{}, usageError{fmt.Sprintf("command %s: no \"kind\" (see arbiterctl commands)", text)}
	}
	return c.command(), nil
}

// rulingJSON is one ruling as db do prints it.
type rulingJSON struct {
	At       time.Time      `json:"at"`
	Key      string         `json:"key"`
	Params   map[string]any `json:"params,omitempty"`
	Text     string         `json:"text"`
	Effects  []view.Message `json:"effects,omitempty"`
	Edition  string         `json:"edition"`
	Articles []string       `json:"articles"`
	Result   string         `json:"result,omitempty"`
	Proposed bool           `json:"proposed,omitempty"`
	// DecidedBy is who decided: "laws", or the arbiter who confirmed
	// or overrode a proposal (the event's chief arbiter from here).
	DecidedBy string `json:"decided_by,omitempty"`
}

// dbDo applies one command to a board through the console's backend and
// prints the rulings. A command the Laws refuse is an error (exit 1).
func dbDo(ctx context.Context, path, boardArg, text string, stdout io.Writer) error {
	board, err := strconv.Atoi(boardArg)
	if err != nil || board <= 0 {
		return usageError{fmt.Sprintf("board %q is not a positive integer", boardArg)}
	}
	cmd, err := readCommand(text)
	if err != nil {
		return err
	}
	s, err := openWritable(ctx, path, false)
	if err != nil {
		return err
	}
	defer s.Close()
	b, err := backend.New(ctx, s)
	if err != nil {
		return err
	}
	rulings, err := b.Do(board, cmd)
	if err != nil {
		return err
	}
	out := make([]rulingJSON, len(rulings))
	for i, r := range rulings {
		out[i] = rulingJSON{At: r.At, Key: r.Key, Params: r.Params, Text: r.Text, Effects: r.Effects,
			Edition: r.Edition, Articles: r.Articles, Result: r.Result, Proposed: r.Proposed, DecidedBy: r.DecidedBy}
	}
	return json.NewEncoder(stdout).Encode(out)
}

// dbDemo fills a new or empty database with the demo event the console
// offers: a rapid round in progress from real games, on its 13 boards or
// on as many as asked.
func dbDemo(ctx context.Context, path string, boards int, stdout io.Writer) error {
	if boards < 1 {
		return usageError{fmt.Sprintf("--boards %d: want at least 1", boards)}
	}
	s, err := openWritable(ctx, path, true)
	if err != nil {
		return err
	}
	defer s.Close()
	b, err := backend.New(ctx, s)
	if err != nil {
		return err
	}
	if err := b.DemoEventOf(boards); err != nil {
		return err
	}
	ev, _ := b.Event()
	fmt.Fprintf(stdout, "%s: %s, round %d, %d boards\n", s.Path(), ev.Name, ev.Round, len(b.Boards()))
	return nil
}

// dbAppeal prints the appeal record (11.10) of some boards, or of every
// board of the round, as a printable HTML page.
func dbAppeal(ctx context.Context, path string, boardArgs []string, lang string, stdout io.Writer) error {
	boards := make([]int, len(boardArgs))
	for i, a := range boardArgs {
		n, err := strconv.Atoi(a)
		if err != nil || n <= 0 {
			return usageError{fmt.Sprintf("board %q is not a positive integer", a)}
		}
		boards[i] = n
	}
	s, err := stores.OpenReadOnly(ctx, path)
	if err != nil {
		return err
	}
	defer s.Close()
	b, err := backend.New(ctx, s)
	if err != nil {
		return err
	}
	return b.WriteAppeal(stdout, lang, boards...)
}
