package laws

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
)

// gameState is what a fold must rebuild identically.
type gameState struct {
	FEN      string
	Ply      int
	Result   Result
	Clock    [2]time.Duration
	Illegal  [2]int
	Offer    Side
	Finished bool
}

func stateOf(g *Game, at time.Time) gameState {
	return gameState{
		FEN: g.Position().FEN(), Ply: g.Ply(), Result: g.Result(),
		Clock:   [2]time.Duration{g.Clock().Remaining(clock.White, at), g.Clock().Remaining(clock.Black, at)},
		Illegal: [2]int{g.IllegalMoves(White), g.IllegalMoves(Black)}, Offer: g.PendingOffer(), Finished: g.Clock().Over(),
	}
}

// TestReplayEqualsLive rebuilds every scenario's game three ways — one
// event at a time as they happen, all at once from the list, and from
// the events after a JSON round trip as storage keeps them — and wants
// the same rulings and the same state from each.
func TestReplayEqualsLive(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "scenarios", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := ParseScenario(file, src)
			if err != nil {
				t.Fatal(err)
			}
			end := sc.Events[len(sc.Events)-1].At

			live, err := NewGame(sc.Setup)
			if err != nil {
				t.Fatal(err)
			}
			var liveRulings []Ruling
			for _, e := range sc.Events {
				rs, err := live.Apply(e)
				if err != nil {
					t.Fatal(err)
				}
				liveRulings = append(liveRulings, rs...)
			}

			replayed, replayRulings, err := Replay(sc.Setup, sc.Events)
			if err != nil {
				t.Fatal(err)
			}

			stored, err := json.Marshal(sc.Events)
			if err != nil {
				t.Fatal(err)
			}
			var loaded []Event
			if err := json.Unmarshal(stored, &loaded); err != nil {
				t.Fatal(err)
			}
			reloaded, reloadRulings, err := Replay(sc.Setup, loaded)
			if err != nil {
				t.Fatal(err)
			}

			if !reflect.DeepEqual(liveRulings, replayRulings) || !reflect.DeepEqual(liveRulings, reloadRulings) {
				t.Errorf("rulings differ:\nlive     %+v\nreplay   %+v\nreloaded %+v", liveRulings, replayRulings, reloadRulings)
			}
			want := stateOf(live, end)
			for name, g := range map[string]*Game{"replay": replayed, "reloaded": reloaded} {
				if got := stateOf(g, end); got != want {
					t.Errorf("%s state %+v, live %+v", name, got, want)
				}
			}
		})
	}
}

func TestFailedApplyLeavesTheGameUnchanged(t *testing.T) {
	g := mustGame(t, NewRuleSet(Edition2018, mustTC(t, "90+30"), Adequate))
	apply(t, g, Event{At: ScenarioBase, Kind: KindStart})
	apply(t, g, Event{At: ScenarioBase.Add(time.Second), Kind: KindMove, Payload: Payload{Move: "e2e4"}})
	before := stateOf(g, ScenarioBase.Add(time.Minute))
	bad := []Event{
		{At: ScenarioBase.Add(2 * time.Second), Kind: KindMove, Payload: Payload{Move: "e2e4"}},
		{At: ScenarioBase, Kind: KindMove, Payload: Payload{Move: "e7e5"}},
		{At: ScenarioBase.Add(2 * time.Second), Kind: KindIllegal, Payload: Payload{Side: Black, Irregularity: "teleport"}},
		{At: ScenarioBase.Add(2 * time.Second), Kind: KindIllegal, Payload: Payload{Side: Black, Irregularity: IllegalMove, Ply: ptr(9)}},
		{At: ScenarioBase.Add(2 * time.Second), Kind: KindDecide, Payload: Payload{Decision: "confirm"}},
		{At: ScenarioBase.Add(2 * time.Second), Kind: KindIllegal, Payload: Payload{Side: Black, Irregularity: IllegalMove, Move: "e7e5"}},
		{At: ScenarioBase.Add(2 * time.Second), Kind: "dance"},
	}
	for _, e := range bad {
		if _, err := g.Apply(e); err == nil {
			t.Errorf("%s %+v accepted", e.Kind, e.Payload)
		}
		if got := stateOf(g, ScenarioBase.Add(time.Minute)); got != before {
			t.Errorf("after refused %s: state %+v, want %+v", e.Kind, got, before)
		}
	}
}

func ptr(n int) *int { return &n }

func TestEventJSON(t *testing.T) {
	e := Event{At: ScenarioBase, Kind: KindClaim, Payload: Payload{Side: Black, Claim: Threefold, Move: "g8f6"}}
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"at":"2018-01-01T00:00:00Z","kind":"claim","payload":{"side":"black","move":"g8f6","claim":"threefold"}}`
	if string(b) != want {
		t.Errorf("JSON %s\nwant %s", b, want)
	}
	var back Event
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, e) {
		t.Errorf("round trip %+v, want %+v", back, e)
	}
}

func TestParseScenarioErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"edition 2019\ntc 90+30\n", "s:1: edition"},
		{"tc 90+30\n00:00:00 start\nedition 2014\n", "s:3: setting \"edition\" after the first event"},
		{"00:00:00 start\n", "s:1: no time control"},
		{"tc 90+30\n00:00:00 jump\n", "s:2: unknown event \"jump\""},
		{"tc 90+30\n00:00:00 illegal purple move\n", "s:2: side \"purple\""},
		{"tc 90+30\n00:00:00 move\n", "s:2: move: no move"},
		{"tc 90+30\n00:0x:00 start\n", "s:2: time \"00:0x:00\""},
		{"tc 90+30\nscoring 1 1/2\n", "s:2: scoring"},
		{"tc 5+0\nguidelines-iii yes\n00:00:00 start\n", "s:3: laws: Guidelines III announced for a blitz game"},
		{"tc 90+30\n00:00:00 offer white extra\n", "s:2: offer: unexpected \"extra\""},
	}
	for _, tc := range tests {
		_, err := ParseScenario("s", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.src, err, tc.want)
		}
	}
}

func TestMaterialCanCheckmate(t *testing.T) {
	tests := []struct {
		fen  string
		side Side
		want Ability
	}{
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", White, Unable},
		{"4k3/8/8/8/8/8/8/4KN2 w - - 0 1", White, Unable},
		{"4k3/7p/8/8/8/8/8/4KN2 w - - 0 1", White, Able},
		{"4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", White, Unable},
		{"4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", White, Able},
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", White, Able},
	}
	for _, tc := range tests {
		p := mustFEN(t, tc.fen)
		if got := MaterialCanCheckmate(p, tc.side.Color()); got != tc.want {
			t.Errorf("%s %v: %v, want %v", tc.fen, tc.side, got, tc.want)
		}
	}
}
