package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/storage/stores"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// demoDB creates the console's demo event in a temporary database.
func demoDB(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "demo.db")
	if code, out, errs := runCLI("db", "demo", path); code != 0 {
		t.Fatalf("db demo: exit %d: %s%s", code, out, errs)
	}
	return path
}

func runCLI(args ...string) (int, string, string) {
	var out, errs strings.Builder
	code := run(args, &out, &errs)
	return code, out.String(), errs.String()
}

// copyDB gives a test its own copy of the demo event.
func copyDB(t *testing.T, from string) string {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	to := filepath.Join(t.TempDir(), "copy.db")
	if err := os.WriteFile(to, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return to
}

// demoBoards reads every board of the demo event in full.
func demoBoards(t *testing.T, path string) map[int]view.BoardDetail {
	t.Helper()
	s, err := stores.OpenReadOnly(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	b, err := backend.New(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	boards := map[int]view.BoardDetail{}
	for _, v := range b.Boards() {
		if boards[v.Number], err = b.Board(v.Number); err != nil {
			t.Fatal(err)
		}
	}
	return boards
}

func storedEvents(t *testing.T, path string) int {
	t.Helper()
	s, err := stores.OpenReadOnly(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	sum, err := s.Summary(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return sum.Events
}

// tableCase is one entry of the table made concrete: the board it is
// given on, the commands that bring the board to where it applies, and
// the command itself (as db do reads it).
type tableCase struct {
	board  int
	before []string
	cmd    map[string]any
}

// caseFor makes an entry of the table concrete on the demo event: board 1
// is a game in progress, 5 has White's draw offer pending, 12 is drawn, 13
// has not started.
func caseFor(t *testing.T, kind view.CommandKind, option string, boards map[int]view.BoardDetail) (tableCase, bool) {
	t.Helper()
	running := boards[1]
	toMove, mover := running.Turn, view.White
	if toMove == view.White {
		mover = view.Black
	}
	c := tableCase{board: 1, cmd: map[string]any{"kind": kind}}
	switch kind {
	case view.CmdMove:
		c.cmd["move"] = running.LegalSAN[0]
	case view.CmdStartClock:
		c.board = 13
	case view.CmdPressClock, view.CmdPause:
	case view.CmdResume:
		c.before = []string{`{"kind":"pause"}`}
	case view.CmdSetTimes:
		c.cmd["white_ms"], c.cmd["black_ms"], c.cmd["moves"] = 300_000, 240_000, running.MovesCompleted
	case view.CmdAdjustTime:
		c.cmd["side"], c.cmd["amount_ms"] = toMove, 60_000
	case view.CmdIllegal:
		c.cmd["side"], c.cmd["article"] = toMove, option
		if option == "7.5.2" {
			// A pawn reaches the last rank and is left a pawn.
			c.before = []string{`{"kind":"position","fen":"4k3/P7/8/8/8/8/8/4K3 w - - 0 40"}`}
			c.cmd["side"], c.cmd["move"] = view.White, "a7a8"
		}
	case view.CmdFlagFall, view.CmdResign, view.CmdDevice, view.CmdDefault:
		c.cmd["side"] = toMove
	case view.CmdDrawOffer:
		c.cmd["side"] = mover
	case view.CmdDrawAccept, view.CmdDrawDecline:
		c.board, c.cmd["side"] = 5, view.Black
	case view.CmdClaim:
		c.cmd["side"], c.cmd["claim"] = toMove, option
	case view.CmdReinstate:
		c.cmd["ply"] = len(running.Moves) - 2
	case view.CmdColours, view.CmdWrongSetup: // 7.3, 7.2: under ten moves each, a new game
	case view.CmdPosition:
		c.cmd["fen"], c.cmd["text"] = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "pieces knocked over; set up from the scoresheets"
	case view.CmdPenalty:
		c.cmd["side"], c.cmd["penalty"], c.cmd["text"] = toMove, option, "spoke to the opponent during the game"
		switch option {
		case "time_up", "time_down":
			c.cmd["amount_ms"] = 120_000
		case "points_down":
			c.board, c.cmd["side"], c.cmd["points"] = 12, view.White, "0"
		case "points_up":
			// 10.2: the opponent's score goes up only once the
			// offender's has gone down.
			c.board, c.cmd["side"] = 12, view.Black
			c.before = []string{`{"kind":"penalty","side":"black","penalty":"points_down","points":"0","text":"first the offender's score"}`}
		}
	case view.CmdResult:
		c.cmd["result"], c.cmd["text"] = option, "recorded from the scoresheets"
	case view.CmdQuickplay:
		// The demo's 15+10 has an increment: the Laws answer that the
		// Guidelines III are not in force, and that answer is recorded.
		c.cmd["side"], c.cmd["claim"] = toMove, option
	case view.CmdDecide:
		// The default proposes the loss (6.7.1); the arbiter decides.
		c.before = []string{fmt.Sprintf(`{"kind":"default","side":%q}`, toMove)}
		c.cmd["decision"] = option
		if option == view.DecisionOverride {
			c.cmd["text"] = "the player was in the hall, held up at the entrance check"
		}
	default:
		return c, false
	}
	return c, true
}

// Every entry of the command table the console builds its menus from,
// applied with db do to the demo event, is recorded: the console offers no
// command the backend cannot carry out.
func TestEveryCommandOfTheTableIsRecordedOnTheDemoEvent(t *testing.T) {
	if testing.Short() {
		t.Skip("a database per entry: the unit pass runs it, -short (race) does not")
	}
	base := demoDB(t)
	boards := demoBoards(t, base)
	for _, spec := range view.Commands {
		options := spec.Options
		if len(options) == 0 {
			options = []string{""}
		}
		for _, option := range options {
			c, ok := caseFor(t, spec.Kind, option, boards)
			if !ok {
				t.Errorf("command %q of the table has no case in this test", spec.Kind)
				continue
			}
			t.Run(strings.TrimSpace(fmt.Sprintf("%s %s", spec.Kind, option)), func(t *testing.T) {
				path := copyDB(t, base)
				board := fmt.Sprint(c.board)
				for _, b := range c.before {
					if code, _, errs := runCLI("db", "do", path, board, b); code != 0 {
						t.Fatalf("before: db do %s %s: exit %d: %s", board, b, code, errs)
					}
				}
				cmd, err := json.Marshal(c.cmd)
				if err != nil {
					t.Fatal(err)
				}
				events := storedEvents(t, path)
				code, out, errs := runCLI("db", "do", path, board, string(cmd))
				if code != 0 {
					t.Fatalf("db do %s %s: exit %d: %s", board, cmd, code, errs)
				}
				var rulings []rulingJSON
				if err := json.Unmarshal([]byte(out), &rulings); err != nil {
					t.Fatalf("db do printed %q: %v", out, err)
				}
				if got := storedEvents(t, path); got != events+1 {
					t.Errorf("%d events stored, want %d", got, events+1)
				}
			})
		}
	}
}

func TestCommandsJSONListsThePenaltiesAndIllegalMoves(t *testing.T) {
	code, out, errs := runCLI("commands", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var table []struct {
		Kind    string   `json:"kind"`
		Options []string `json:"options"`
	}
	if err := json.Unmarshal([]byte(out), &table); err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"penalty": {"warning", "time_up", "time_down", "points_up", "points_down", "loss", "fine", "exclusion", "expulsion"},
		"illegal": {"7.5.1", "7.5.2", "7.5.3", "7.5.4"},
	}
	for _, e := range table {
		if w, ok := want[e.Kind]; ok {
			if !slices.Equal(e.Options, w) {
				t.Errorf("%s: options %q, want %q", e.Kind, e.Options, w)
			}
			delete(want, e.Kind)
		}
	}
	if len(want) > 0 {
		t.Errorf("missing from the table: %v", want)
	}
}

func TestDBDoRefusals(t *testing.T) {
	path := copyDB(t, demoDB(t))
	for _, tc := range []struct {
		name, board, cmd string
		code             int
		stderr           string
	}{
		{"old penalty spelling", "1", `{"kind":"penalty","side":"white","penalty":"add_time","amount_ms":60000}`, 1, `penalty "add_time" is not one of 12.9`},
		{"finished game", "12", `{"kind":"resign","side":"white"}`, 1, "the game is over"},
		{"one square for an illegal move", "1", `{"kind":"illegal","side":"white","article":"7.5.1","move":"e4"}`, 1, `illegal move "e4": write both squares`},
		{"no such board", "99", `{"kind":"pause"}`, 1, "board 99"},
		{"no side", "1", `{"kind":"resign"}`, 1, "say which player"},
		{"unknown field", "1", `{"kind":"pause","sidee":"white"}`, 2, `unknown field "sidee"`},
		{"no kind", "1", `{"side":"white"}`, 2, `no "kind"`},
		{"board not a number", "one", `{"kind":"pause"}`, 2, `board "one"`},
		{"nothing to decide", "1", `{"kind":"decide","decision":"confirm"}`, 1, "no proposal is waiting"},
		{"decision misspelt", "1", `{"kind":"decide","decision":"confirmed"}`, 1, `decision "confirmed" is not confirm or override`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := runCLI("db", "do", path, tc.board, tc.cmd)
			if code != tc.code || !strings.Contains(errs, tc.stderr) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, errs, tc.code, tc.stderr)
			}
		})
	}
}

// 6.7.1 from the command line: the default proposes the loss, and
// {"kind":"decide","decision":"confirm"} is the arbiter's decision,
// recorded with who decided (the event's chief arbiter) and the result.
func TestArticle_6_7_1_DBDoDecideConfirmsTheDefault(t *testing.T) {
	path := copyDB(t, demoDB(t))
	code, out, errs := runCLI("db", "do", path, "1", `{"kind":"default","side":"white"}`)
	if code != 0 || !strings.Contains(out, `"key":"ruling.default.loss"`) || !strings.Contains(out, `"proposed":true`) {
		t.Fatalf("default: exit %d: %s%s", code, out, errs)
	}
	code, out, errs = runCLI("db", "do", path, "1", `{"kind":"decide","decision":"confirm"}`)
	if code != 0 {
		t.Fatalf("decide: exit %d: %s", code, errs)
	}
	var rulings []rulingJSON
	if err := json.Unmarshal([]byte(out), &rulings); err != nil {
		t.Fatal(err)
	}
	if len(rulings) != 1 || rulings[0].Key != "ruling.proposal.confirmed" || rulings[0].DecidedBy != "Chief Arbiter" || rulings[0].Result != "-/+" {
		t.Errorf("decide printed %+v, want the confirmation by Chief Arbiter with -/+", rulings)
	}
	if d := demoBoards(t, path)[1]; d.Result != "-/+" || d.Pending != nil {
		t.Errorf("board 1 read back: result %q, pending %+v; want -/+ and nothing pending", d.Result, d.Pending)
	}
}
