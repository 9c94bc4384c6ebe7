package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
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
	At       *time.Time       `json:"at"`
}

func (c commandJSON) command() view.Command {
	var at time.Time
	if c.At != nil {
		at = *c.At
	}
	ms := func(n int64) time.Duration { return time.Duration(n) * time.Millisecond }
	return view.Command{Kind: c.Kind, Side: c.Side, Move: c.Move, Article: c.Article, Late: c.Late, Claim: c.Claim,
		Penalty: c.Penalty, Amount: ms(c.AmountMS), Points: c.Points, WhiteTime: ms(c.WhiteMS),
		BlackTime: ms(c.BlackMS), Moves: c.Moves, Ply: c.Ply, FEN: c.FEN, Result: c.Result,
		Decision: c.Decision, Text: c.Text, By: c.By, At: at}
}

// maxMS bounds a command's durations: no clock in a game over the board
// holds more than a day, and a millisecond count beyond it (18446744073770
// wrapped to +60 ms) is a typo or an attack.
const maxMS = 24 * 60 * 60 * 1000

// readCommand reads one command strictly: one JSON object and nothing
// after it, each key spelled as the table spells it and given once,
// durations within a day.
func readCommand(text string) (view.Command, error) {
	bad := func(format string, args ...any) error {
		return usageError{fmt.Sprintf("command %s: ", text) + fmt.Sprintf(format, args...)}
	}
	if err := strictKeys(text); err != nil {
		return view.Command{}, bad("%v", err)
	}
	dec := json.NewDecoder(bytes.NewReader([]byte(text)))
	dec.DisallowUnknownFields()
	var c commandJSON
	if err := dec.Decode(&c); err != nil {
		return view.Command{}, bad("%v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return view.Command{}, bad("data after the command's object at byte %d", dec.InputOffset())
	}
	if c.Kind == "" {
		return view.Command{}, bad("no \"kind\" (see arbiterctl commands)")
	}
	// The year 1 is Go's zero time, which means "now": given, it is a
	// time far before any game, not a request for the console's clock.
	if c.At != nil && c.At.IsZero() {
		return view.Command{}, bad("\"at\" is %s: want the time of the command, or no \"at\" for now", c.At.Format(time.RFC3339))
	}
	for _, d := range []struct {
		key     string
		ms      int64
		minimum int64
	}{{"amount_ms", c.AmountMS, -maxMS}, {"white_ms", c.WhiteMS, 0}, {"black_ms", c.BlackMS, 0}} {
		if d.ms < d.minimum || d.ms > maxMS {
			return view.Command{}, bad("%q is %d: want %d to %d milliseconds", d.key, d.ms, d.minimum, maxMS)
		}
	}
	for _, n := range []struct {
		key string
		n   int
	}{{"moves", c.Moves}, {"ply", c.Ply}} {
		if n.n < 0 || n.n > 10000 {
			return view.Command{}, bad("%q is %d: want 0 to 10000", n.key, n.n)
		}
	}
	return c.command(), nil
}

// commandKeys are the keys of commandJSON exactly as spelled.
var commandKeys = func() map[string]bool {
	keys := map[string]bool{}
	t := reflect.TypeFor[commandJSON]()
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		keys[name] = true
	}
	return keys
}()

// strictKeys refuses what encoding/json lets through: a key given twice
// (the last would win) and a key in another case ("KIND" would be read as
// "kind").
func strictKeys(text string) error {
	dec := json.NewDecoder(strings.NewReader(text))
	if tok, err := dec.Token(); err != nil {
		return err
	} else if tok != json.Delim('{') {
		return fmt.Errorf("want a JSON object, not %v", tok)
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		key := tok.(string)
		switch {
		case seen[key]:
			return fmt.Errorf("key %q given twice", key)
		case !commandKeys[key]:
			return fmt.Errorf("unknown field %q (keys are lower case, as arbiterctl commands lists them)", key)
		}
		seen[key] = true
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return err
		}
	}
	return nil
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
	b, done, err := openBackend(ctx, path, 0)
	if err != nil {
		return err
	}
	defer done()
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
