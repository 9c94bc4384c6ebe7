package clock

import (
	"encoding/json"
	"errors"
	"testing"
	"time"
)

const ms = time.Millisecond

// t0 is the instant every test game starts from.
var t0 = time.Date(2026, 3, 14, 10, 0, 0, 0, time.UTC)

func start(at time.Duration) Event  { return Event{At: t0.Add(at), Kind: Start} }
func pause(at time.Duration) Event  { return Event{At: t0.Add(at), Kind: Pause} }
func resume(at time.Duration) Event { return Event{At: t0.Add(at), Kind: Resume} }
func stop(at time.Duration) Event   { return Event{At: t0.Add(at), Kind: Stop} }

func press(s Side, at time.Duration) Event { return Event{At: t0.Add(at), Kind: Press, Side: s} }

func adjust(s Side, d, at time.Duration) Event {
	return Event{At: t0.Add(at), Kind: Adjust, Side: s, Time: d}
}

func set(white, black time.Duration, whiteMoves, blackMoves int, at time.Duration) Event {
	return Event{At: t0.Add(at), Kind: SetTimes, Remaining: [2]time.Duration{white, black}, Moves: [2]int{whiteMoves, blackMoves}}
}

func switchInc(d, at time.Duration) Event {
	return Event{At: t0.Add(at), Kind: SwitchToIncrement, Time: d}
}

// presses alternates presses, White first, at the given offsets.
func presses(offsets ...time.Duration) []Event {
	evs := make([]Event, len(offsets))
	for i, at := range offsets {
		evs[i] = press(Side(i%2), at)
	}
	return evs
}

func play(t *testing.T, tc string, events ...Event) Clock {
	t.Helper()
	control, err := ParsePGN(tc)
	if err != nil {
		t.Fatal(err)
	}
	c, err := New(control)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range events {
		if c, err = c.Apply(e); err != nil {
			t.Fatalf("%v: %v", e, err)
		}
	}
	return c
}

func seq(parts ...any) []Event {
	var evs []Event
	for _, p := range parts {
		switch p := p.(type) {
		case Event:
			evs = append(evs, p)
		case []Event:
			evs = append(evs, p...)
		}
	}
	return evs
}

const noFlag = time.Duration(-1)

// clockCase plays events and reads both clocks and flags at one instant.
type clockCase struct {
	name         string
	tc           string
	events       []Event
	at           time.Duration // instant read, from t0
	white, black time.Duration // remaining at that instant
	whiteFlag    time.Duration // instant of the flag from t0, or noFlag
	blackFlag    time.Duration
}

func runClockCases(t *testing.T, cases []clockCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			c := play(t, tt.tc, tt.events...)
			at := t0.Add(tt.at)
			if got := c.Remaining(White, at); got != tt.white {
				t.Errorf("white remaining = %v, want %v", got, tt.white)
			}
			if got := c.Remaining(Black, at); got != tt.black {
				t.Errorf("black remaining = %v, want %v", got, tt.black)
			}
			checkFlag(t, c, White, tt.whiteFlag)
			checkFlag(t, c, Black, tt.blackFlag)
		})
	}
}

func checkFlag(t *testing.T, c Clock, s Side, want time.Duration) {
	t.Helper()
	got, ok := c.FlagFall(s)
	switch {
	case want == noFlag && ok:
		t.Errorf("%v flag falls at %v, want no flag", s, got.Sub(t0))
	case want != noFlag && !ok:
		t.Errorf("%v flag does not fall, want at %v", s, want)
	case want != noFlag && got.Sub(t0) != want:
		t.Errorf("%v flag falls at %v, want %v", s, got.Sub(t0), want)
	}
}

func TestArticle_6_3_1_IncrementComesAfterTheMove(t *testing.T) {
	runClockCases(t, []clockCase{{
		name: "pressed with 1 ms left: gets the increment",
		tc:   "1+30", events: seq(start(0), press(White, 999*ms)),
		at: 999 * ms, white: 30*sec + ms, black: sec, whiteFlag: noFlag, blackFlag: 999*ms + sec,
	}, {
		name: "pressed at 1.5 s with 1 s: lost on time, no increment",
		tc:   "1+30", events: seq(start(0), press(White, 1500*ms)),
		at: 1500 * ms, white: 0, black: sec, whiteFlag: sec, blackFlag: 1500*ms + sec,
	}, {
		name: "pressed at exactly 0 ms left: the flag has fallen",
		tc:   "1+30", events: seq(start(0), press(White, sec)),
		at: sec, white: 0, black: sec, whiteFlag: sec, blackFlag: 2 * sec,
	}, {
		name: "increments on every move, from move 1",
		tc:   "60+2", events: seq(start(0), presses(5*sec, 8*sec, 9*sec)),
		at: 10 * sec, white: 60*sec - 5*sec + 2*sec - sec + 2*sec, black: 60*sec - 3*sec + 2*sec - sec,
		whiteFlag: noFlag, blackFlag: 9*sec + 59*sec,
	}})
}

func TestFlagAtExactlyZero(t *testing.T) {
	runClockCases(t, []clockCase{{
		name: "read 1 ms before the flag",
		tc:   "10", events: seq(start(0)),
		at: 10*sec - ms, white: ms, black: 10 * sec, whiteFlag: 10 * sec, blackFlag: noFlag,
	}, {
		name: "read at the flag",
		tc:   "10", events: seq(start(0)),
		at: 10 * sec, white: 0, black: 10 * sec, whiteFlag: 10 * sec, blackFlag: noFlag,
	}, {
		name: "read long after the flag: never below zero",
		tc:   "10", events: seq(start(0)),
		at: time.Hour, white: 0, black: 10 * sec, whiteFlag: 10 * sec, blackFlag: noFlag,
	}, {
		name: "press at the flag leaves zero, opponent runs on",
		tc:   "10", events: seq(start(0), press(White, 10*sec), press(Black, 12*sec)),
		at: 13 * sec, white: 0, black: 8 * sec, whiteFlag: 10 * sec, blackFlag: noFlag,
	}})
}

func TestArticle_6_3_2_SimpleDelay(t *testing.T) {
	runClockCases(t, []clockCase{{
		name: "pressed within the delay: main time unchanged, nothing added",
		tc:   "10d5", events: seq(start(0), press(White, 3*sec)),
		at: 3 * sec, white: 10 * sec, black: 10 * sec, whiteFlag: noFlag, blackFlag: 3*sec + 15*sec,
	}, {
		name: "pressed at exactly the delay: main time unchanged",
		tc:   "10d5", events: seq(start(0), press(White, 5*sec)),
		at: 5 * sec, white: 10 * sec, black: 10 * sec, whiteFlag: noFlag, blackFlag: 20 * sec,
	}, {
		name: "pressed after the delay: only the time past the delay counts",
		tc:   "10d5", events: seq(start(0), press(White, 7*sec)),
		at: 7 * sec, white: 8 * sec, black: 10 * sec, whiteFlag: noFlag, blackFlag: 22 * sec,
	}, {
		name: "running inside the delay shows the main time",
		tc:   "10d5", events: seq(start(0)),
		at: 4 * sec, white: 10 * sec, black: 10 * sec, whiteFlag: 15 * sec, blackFlag: noFlag,
	}, {
		name: "flag falls when the main time is used after the delay",
		tc:   "10d5", events: seq(start(0)),
		at: 15 * sec, white: 0, black: 10 * sec, whiteFlag: 15 * sec, blackFlag: noFlag,
	}, {
		name: "each move gets its own delay",
		tc:   "10d5", events: seq(start(0), presses(6*sec, 6*sec, 12*sec)),
		at: 12 * sec, white: 8 * sec, black: 10 * sec, whiteFlag: noFlag, blackFlag: 12*sec + 15*sec,
	}, {
		name: "a pause does not give the delay again",
		tc:   "10d5", events: seq(start(0), pause(3*sec), resume(60*sec)),
		at: 64 * sec, white: 8 * sec, black: 10 * sec, whiteFlag: 72 * sec, blackFlag: noFlag,
	}})
}

func TestBronsteinDelay(t *testing.T) {
	runClockCases(t, []clockCase{{
		name: "used less than the delay: all of it back",
		tc:   "60b5", events: seq(start(0), press(White, 3*sec)),
		at: 3 * sec, white: 60 * sec, black: 60 * sec, whiteFlag: noFlag, blackFlag: 63 * sec,
	}, {
		name: "used more than the delay: the delay back, no more",
		tc:   "60b5", events: seq(start(0), press(White, 8*sec)),
		at: 8 * sec, white: 57 * sec, black: 60 * sec, whiteFlag: noFlag, blackFlag: 68 * sec,
	}, {
		name: "the clock counts down during the move",
		tc:   "60b5", events: seq(start(0)),
		at: 2 * sec, white: 58 * sec, black: 60 * sec, whiteFlag: 60 * sec, blackFlag: noFlag,
	}, {
		name: "time used across a pause counts as one move",
		tc:   "60b5", events: seq(start(0), pause(2*sec), resume(30*sec), press(White, 32*sec)),
		at: 32 * sec, white: 60 * sec, black: 60 * sec, whiteFlag: noFlag, blackFlag: 92 * sec,
	}, {
		name: "flagged player gets nothing back",
		tc:   "2b5", events: seq(start(0), press(White, 2*sec)),
		at: 2 * sec, white: 0, black: 2 * sec, whiteFlag: 2 * sec, blackFlag: 4 * sec,
	}})
}

func TestArticle_6_3_2_UnusedTimeCarriesOver(t *testing.T) {
	// 2 moves in 10 s + 1 s, then 5 s + 1 s: White's second move earns the
	// increment, then the second stage's time on top of what is left.
	runClockCases(t, []clockCase{{
		name: "next stage after the moves",
		tc:   "2/10+1:5+1", events: seq(start(0), presses(2*sec, 3*sec, 7*sec)),
		at: 7 * sec, white: 10*sec - 2*sec + sec - 4*sec + sec + 5*sec, black: 10*sec - sec + sec,
		whiteFlag: noFlag, blackFlag: 7*sec + 10*sec,
	}, {
		name: "flag before the moves are complete loses",
		tc:   "2/10:5", events: seq(start(0), presses(2*sec, 3*sec)),
		at: time.Hour, white: 0, black: 9 * sec, whiteFlag: 11 * sec, blackFlag: noFlag,
	}, {
		name: "a repeating last stage gives its time every so many moves",
		tc:   "1/10", events: seq(start(0), presses(1*sec, 2*sec, 4*sec)),
		at: 4 * sec, white: 10*sec - sec + 10*sec - 2*sec + 10*sec, black: 10*sec - sec + 10*sec,
		whiteFlag: noFlag, blackFlag: 4*sec + 19*sec,
	}})
}

func TestNextStageAtFlag(t *testing.T) {
	runClockCases(t, []clockCase{{
		name: "moves complete: the next stage's time arrives at the flag, no flag",
		tc:   "1/10>5", events: seq(start(0), presses(2*sec, 3*sec)),
		at: 12 * sec, white: 5*sec - (12*sec - 11*sec), black: 9 * sec,
		whiteFlag: 3*sec + 8*sec + 5*sec, blackFlag: noFlag,
	}, {
		name: "moves not complete: flag at the instant, clock goes on (6.9 for the arbiter)",
		tc:   "2/10>5", events: seq(start(0), presses(2*sec, 3*sec)),
		at: 12 * sec, white: 4 * sec, black: 9 * sec, whiteFlag: 11 * sec, blackFlag: noFlag,
	}, {
		name: "time of several stages in one long move",
		tc:   "1/1>1/2>3", events: seq(start(0)),
		at: 5 * sec, white: sec, black: sec, whiteFlag: sec, blackFlag: noFlag,
	}, {
		name: "increment of the stage in force at the press",
		tc:   "1/10+1>5+2", events: seq(start(0), presses(sec, 2*sec), press(White, 15*sec)),
		at: 15 * sec, white: 10*sec - sec + sec - 9*sec + 5*sec - 4*sec + 2*sec, black: 10 * sec,
		whiteFlag: noFlag, blackFlag: 15*sec + 10*sec + 5*sec, // Black's next stage arrives at 25 s
	}})
}

func TestHourglass(t *testing.T) {
	runClockCases(t, []clockCase{{
		name: "time used by one is added to the other",
		tc:   "*60", events: seq(start(0), presses(10*sec, 15*sec)),
		at: 16 * sec, white: 60*sec - 10*sec + 5*sec - sec, black: 60*sec + 10*sec - 5*sec + sec,
		whiteFlag: 15*sec + 55*sec, blackFlag: noFlag,
	}, {
		name: "the flag falls when the running side reaches zero",
		tc:   "*60", events: seq(start(0)),
		at: 70 * sec, white: 0, black: 120 * sec, whiteFlag: 60 * sec, blackFlag: noFlag,
	}})
}

func TestArticle_6_6_WhitesClockStartsTheGame(t *testing.T) {
	c := play(t, "300+2", start(0))
	if s, ok := c.Running(); !ok || s != White {
		t.Errorf("Running() = %v, %v; want white, true", s, ok)
	}
	if got := c.Remaining(Black, t0.Add(time.Minute)); got != 5*time.Minute {
		t.Errorf("black remaining = %v, want 5m while White's clock runs", got)
	}
	before := play(t, "300+2")
	if _, ok := before.Running(); ok {
		t.Error("clock runs before Start")
	}
	if got := before.Remaining(White, t0.Add(time.Hour)); got != 5*time.Minute {
		t.Errorf("white remaining before start = %v, want 5m", got)
	}
}

func TestArticle_6_11_PauseStopsTheClock(t *testing.T) {
	runClockCases(t, []clockCase{{
		name: "no time runs while paused",
		tc:   "60", events: seq(start(0), press(White, 10*sec), pause(12*sec)),
		at: time.Hour, white: 50 * sec, black: 58 * sec, whiteFlag: noFlag, blackFlag: noFlag,
	}, {
		name: "resume restarts the same side",
		tc:   "60", events: seq(start(0), press(White, 10*sec), pause(12*sec), resume(100*sec)),
		at: 103 * sec, white: 50 * sec, black: 55 * sec, whiteFlag: noFlag, blackFlag: 100*sec + 58*sec,
	}})
}

func TestArticle_6_10_2_ArbiterInstallsTimesAndMoves(t *testing.T) {
	c := play(t, "40/5400+30:1800+30", seq(start(0), presses(10*sec, 20*sec),
		pause(30*sec), set(70*time.Minute, 80*time.Minute, 40, 39, 40*sec), resume(50*sec))...)
	at := t0.Add(60 * sec)
	if got := c.Remaining(White, at); got != 70*time.Minute-10*sec {
		t.Errorf("white remaining = %v, want 69m50s", got)
	}
	if got := c.Remaining(Black, at); got != 80*time.Minute {
		t.Errorf("black remaining = %v, want 80m", got)
	}
	if c.Stage(White) != 1 || c.Stage(Black) != 0 {
		t.Errorf("stages = %d, %d; want 1 (sudden death) and 0", c.Stage(White), c.Stage(Black))
	}
	if n, ok := c.MovesToControl(Black, at); !ok || n != 1 {
		t.Errorf("black moves to control = %d, %v; want 1, true", n, ok)
	}
	if _, ok := c.MovesToControl(White, at); ok {
		t.Error("white has a control ahead in sudden death")
	}
	if c.MovesCompleted(White) != 40 || c.MovesCompleted(Black) != 39 {
		t.Errorf("moves = %d, %d; want 40, 39", c.MovesCompleted(White), c.MovesCompleted(Black))
	}
	// Black's 40th move reaches the control: +30 s and the 30 minutes.
	c, err := c.Apply(press(White, 60*sec))
	if err != nil {
		t.Fatal(err)
	}
	c, err = c.Apply(press(Black, 70*sec))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := c.Remaining(Black, t0.Add(70*sec)), 80*time.Minute-10*sec+30*sec+30*time.Minute; got != want {
		t.Errorf("black after the control = %v, want %v", got, want)
	}
}

func TestArticle_7_5_5_TwoMinutesToTheOpponent(t *testing.T) {
	runClockCases(t, []clockCase{{
		name: "two minutes added to the running opponent",
		tc:   "900+10", events: seq(start(0), press(White, 10*sec), adjust(White, 2*time.Minute, 15*sec)),
		at: 20 * sec, white: 15*time.Minute - 10*sec + 10*sec + 2*time.Minute, black: 15*time.Minute - 10*sec,
		whiteFlag: noFlag, blackFlag: 20*sec + 15*time.Minute - 10*sec,
	}, {
		name: "time taken from the running side (12.9.2)",
		tc:   "900", events: seq(start(0), adjust(White, -time.Minute, 10*sec)),
		at: 10 * sec, white: 15*time.Minute - 10*sec - time.Minute, black: 15 * time.Minute,
		whiteFlag: 15*time.Minute - time.Minute, blackFlag: noFlag,
	}, {
		name: "taking all the time is a flag fall at that instant",
		tc:   "60", events: seq(start(0), adjust(Black, -time.Minute, 5*sec)),
		at: 10 * sec, white: 50 * sec, black: 0, whiteFlag: 60 * sec, blackFlag: 5 * sec,
	}, {
		name: "time given back to a fallen flag clears it",
		tc:   "10", events: seq(start(0), pause(20*sec), adjust(White, time.Minute, 30*sec)),
		at: time.Hour, white: time.Minute, black: 10 * sec, whiteFlag: noFlag, blackFlag: noFlag,
	}})
}

func TestGuideline_III_4_SwitchToIncrement(t *testing.T) {
	c := play(t, "5400", start(0), pause(88*time.Minute+10*sec),
		switchInc(5*sec, 88*time.Minute+20*sec), adjust(Black, 2*time.Minute, 88*time.Minute+20*sec),
		resume(88*time.Minute+30*sec), press(White, 88*time.Minute+40*sec))
	at := t0.Add(88*time.Minute + 40*sec)
	if got, want := c.Remaining(White, at), 90*time.Minute-88*time.Minute-20*sec+5*sec; got != want {
		t.Errorf("white = %v, want %v: the increment applies to the move in progress", got, want)
	}
	if got, want := c.Remaining(Black, at), 92*time.Minute; got != want {
		t.Errorf("black = %v, want %v", got, want)
	}
	if got := c.Control().String(); got != "5400+5" {
		t.Errorf("control = %s, want 5400+5", got)
	}
}

func TestGuideline_III_3_1_FirstFlag(t *testing.T) {
	// White's flag falls unnoticed at 10 s; White presses, and Black's
	// flag falls too at 20 s.
	c := play(t, "10", start(0), press(White, 12*sec), stop(25*sec))
	side, at, ok := c.FirstFlag()
	if !ok || side != White || at != t0.Add(10*sec) {
		t.Errorf("FirstFlag() = %v, %v, %v; want white at 10s", side, at.Sub(t0), ok)
	}
	if b, ok := c.FlagFall(Black); !ok || b != t0.Add(22*sec) {
		t.Errorf("black flag = %v, %v; want 22s", b.Sub(t0), ok)
	}
	none := play(t, "10", start(0), stop(sec))
	if _, _, ok := none.FirstFlag(); ok {
		t.Error("FirstFlag reports a flag when none fell")
	}
}

func TestApplyRejects(t *testing.T) {
	tests := []struct {
		name   string
		events []Event
		bad    Event
		want   error
	}{
		{"press before start", nil, press(White, sec), ErrNotStarted},
		{"start twice", seq(start(0)), start(sec), ErrStarted},
		{"press while paused", seq(start(0), pause(sec)), press(White, 2*sec), ErrPaused},
		{"pause twice", seq(start(0), pause(sec)), pause(2 * sec), ErrPaused},
		{"pause before start", nil, pause(sec), ErrNotStarted},
		{"resume while running", seq(start(0)), resume(sec), ErrNotPaused},
		{"earlier than the last event", seq(start(10 * sec)), press(White, 9*sec), ErrEarlier},
		{"press by the waiting side", seq(start(0)), press(Black, sec), ErrWrongSide},
		{"anything after stop", seq(start(0), stop(sec)), resume(2 * sec), ErrStopped},
		{"adjust below zero", seq(start(0)), adjust(Black, -2*time.Minute, sec), ErrBadEvent},
		{"adjust for no side", seq(start(0)), adjust(Side(2), sec, sec), ErrBadEvent},
		{"negative setting", nil, set(-sec, sec, 0, 0, 0), ErrBadEvent},
		{"negative moves", nil, set(sec, sec, -1, 0, 0), ErrBadEvent},
		{"zero increment", seq(start(0)), switchInc(0, sec), ErrBadEvent},
		{"unknown kind", nil, Event{At: t0, Kind: "ring"}, ErrBadEvent},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := play(t, "60", tt.events...)
			got, err := c.Apply(tt.bad)
			if !errors.Is(err, tt.want) {
				t.Fatalf("Apply(%v) error = %v, want %v", tt.bad, err, tt.want)
			}
			if got.events != c.events {
				t.Error("a rejected event changed the clock")
			}
		})
	}
	if _, err := (Clock{}).Apply(start(0)); !errors.Is(err, ErrBadEvent) {
		t.Errorf("zero Clock accepted Start: %v", err)
	}
	if _, err := New(Control{Kind: Unknown}); err == nil {
		t.Error("New accepted an unknown control")
	}
	hg := play(t, "*60", start(0))
	if _, err := hg.Apply(switchInc(5*sec, sec)); !errors.Is(err, ErrBadEvent) {
		t.Errorf("hourglass took an increment: %v", err)
	}
}

func TestApplyLeavesTheOldClock(t *testing.T) {
	c := play(t, "5400", start(0))
	after, err := c.Apply(switchInc(5*sec, sec))
	if err != nil {
		t.Fatal(err)
	}
	if c.Control().HasBonus() || !after.Control().HasBonus() {
		t.Error("SwitchToIncrement changed the clock it was applied to")
	}
}

func TestMillisecondPrecision(t *testing.T) {
	c := play(t, "60", start(0), Event{At: t0.Add(1500*time.Microsecond + 999), Kind: Press, Side: White})
	if got := c.Remaining(White, t0.Add(time.Hour)); got != 60*sec-ms {
		t.Errorf("white = %v, want 59.999s: instants count in whole milliseconds", got)
	}
}

func TestEventJSON(t *testing.T) {
	events := []Event{
		start(0), press(White, 1500*ms), adjust(Black, -2*time.Minute, 2*sec),
		set(time.Hour, 50*time.Minute, 40, 39, 3*sec), switchInc(5*sec, 4*sec), stop(5 * sec),
	}
	b, err := json.Marshal(events)
	if err != nil {
		t.Fatal(err)
	}
	var back []Event
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	for i := range events {
		if !back[i].At.Equal(events[i].At) || back[i].Kind != events[i].Kind || back[i].Side != events[i].Side ||
			back[i].Time != events[i].Time || back[i].Remaining != events[i].Remaining || back[i].Moves != events[i].Moves {
			t.Errorf("event %d: %v came back as %v", i, events[i], back[i])
		}
	}
	var e Event
	if err := json.Unmarshal([]byte(`{"kind":"press","side":"grey"}`), &e); err == nil {
		t.Error("side grey accepted")
	}
}
