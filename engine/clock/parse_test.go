package clock

import (
	"errors"
	"testing"
	"time"
)

const (
	sec    = time.Second
	minute = time.Minute
)

func staged(stages ...Stage) Control { return Control{Kind: Staged, Stages: stages} }

func sd(base time.Duration) Stage { return Stage{Base: base} }

func inc(s Stage, extra time.Duration) Stage {
	s.Mode, s.Extra = Fischer, extra
	return s
}

func delay(s Stage, mode Mode, d time.Duration) Stage {
	s.Mode, s.Extra = mode, d
	return s
}

func moves(n int, base time.Duration) Stage { return Stage{Moves: n, Base: base} }

func atFlag(s Stage) Stage {
	s.Next = AtFlag
	return s
}

var fide = staged(inc(moves(40, 90*minute), 30*sec), inc(sd(30*minute), 30*sec))

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want Control
		pgn  string // canonical form written back
	}{
		// PGN TimeControl tags.
		{"?", Control{Kind: Unknown}, "?"},
		{"-", Control{Kind: Untimed}, "-"},
		{"40/5400+30:1800+30", fide, "40/5400+30:1800+30"},
		{"300+2", staged(inc(sd(5*minute), 2*sec)), "300+2"},
		{"*180", Control{Kind: Hourglass, Stages: []Stage{sd(3 * minute)}}, "*180"},
		{"40/7200:3600", staged(moves(40, 2*time.Hour), sd(time.Hour)), "40/7200:3600"},
		{"40/7200", staged(moves(40, 2*time.Hour)), "40/7200"},
		{"40/7200:20/3600:900+30", staged(moves(40, 2*time.Hour), moves(20, time.Hour), inc(sd(15*minute), 30*sec)), "40/7200:20/3600:900+30"},
		{"600+0", staged(inc(sd(10*minute), 0)), "600+0"},
		{"180.5+0.25", staged(inc(sd(180500*time.Millisecond), 250*time.Millisecond)), "180.5+0.25"},
		// Extensions: delays and the next stage at the flag.
		{"900d5", staged(delay(sd(15*minute), SimpleDelay, 5*sec)), "900d5"},
		{"900b5", staged(delay(sd(15*minute), Bronstein, 5*sec)), "900b5"},
		{"40/5400+30>1800+30", staged(atFlag(inc(moves(40, 90*minute), 30*sec)), inc(sd(30*minute), 30*sec)), "40/5400+30>1800+30"},
		// PGN shapes with every base under 180 are minutes.
		{"90+30", staged(inc(sd(90*minute), 30*sec)), "5400+30"},
		{"15+10", staged(inc(sd(15*minute), 10*sec)), "900+10"},
		{"3+2", staged(inc(sd(3*minute), 2*sec)), "180+2"},
		{"25", staged(sd(25 * minute)), "1500"},
		{"40/90:30+30", staged(moves(40, 90*minute), inc(sd(30*minute), 30*sec)), "40/5400:1800+30"},
		{"*3", Control{Kind: Hourglass, Stages: []Stage{sd(3 * minute)}}, "*180"},
		// Human forms.
		{"G/15;inc10", staged(inc(sd(15*minute), 10*sec)), "900+10"},
		{"90 min + 30 s per move", staged(inc(sd(90*minute), 30*sec)), "5400+30"},
		{"15 minutes + 10 seconds a move starting from move 1", staged(inc(sd(15*minute), 10*sec)), "900+10"},
		{"G/90;d5", staged(delay(sd(90*minute), SimpleDelay, 5*sec)), "5400d5"},
		{"G/60; b 5", staged(delay(sd(60*minute), Bronstein, 5*sec)), "3600b5"},
		{"40/90, SD/30, +30", fide, "40/5400+30:1800+30"},
		{"40/90+30, 30+30", fide, "40/5400+30:1800+30"},
		{"40/120, SD/30; d5", staged(delay(moves(40, 120*minute), SimpleDelay, 5*sec), delay(sd(30*minute), SimpleDelay, 5*sec)), "40/7200d5:1800d5"},
		{"40/120, 20/60, G/15 ; inc 30", staged(inc(moves(40, 120*minute), 30*sec), inc(moves(20, 60*minute), 30*sec), inc(sd(15*minute), 30*sec)), "40/7200+30:20/3600+30:900+30"},
		{"90 min + 30 sec", staged(inc(sd(90*minute), 30*sec)), "5400+30"},
		{"90'+30\"", staged(inc(sd(90*minute), 30*sec)), "5400+30"},
		{"1 h 30 min + 30''", staged(inc(sd(90*minute), 30*sec)), "5400+30"},
		{"2h, +30s", staged(inc(sd(2*time.Hour), 30*sec)), "7200+30"},
		{"  15 + 10  ", staged(inc(sd(15*minute), 10*sec)), "900+10"},
		{" 300 + 2", staged(inc(sd(5*minute), 2*sec)), "300+2"},
		{"1.5 + 1", staged(inc(sd(90*sec), sec)), "90+1"},
		// Forms arbiters write in regulations and online sites use.
		{"40 moves in 90 min, then 30 min, 30 s increment from move 1", fide, "40/5400+30:1800+30"},
		{"40 moves in 90 minutes, then 30 minutes for the rest of the game, 30 seconds increment", fide, "40/5400+30:1800+30"},
		{"1h30 + 30s", staged(inc(sd(90*minute), 30*sec)), "5400+30"},
		{"1h 30 + 30s", staged(inc(sd(90*minute), 30*sec)), "5400+30"},
		{"2 min 30 + 2", staged(inc(sd(150*sec), 2*sec)), "150+2"},
		{"25|5", staged(inc(sd(25*minute), 5*sec)), "1500+5"},
		{"3 | 2", staged(inc(sd(3*minute), 2*sec)), "180+2"},
		{"G/90, 5 s delay", staged(delay(sd(90*minute), SimpleDelay, 5*sec)), "5400d5"},
		// US shorthand: a bare base of a few units for 20 or more moves is hours.
		{"40/2, SD/1", staged(moves(40, 2*time.Hour), sd(time.Hour)), "40/7200:3600"},
		{"40/2, SD/1; d5", staged(delay(moves(40, 2*time.Hour), SimpleDelay, 5*sec), delay(sd(time.Hour), SimpleDelay, 5*sec)), "40/7200d5:3600d5"},
		{"G/5", staged(sd(5 * minute)), "300"},
		{"G/90;+30", staged(inc(sd(90*minute), 30*sec)), "5400+30"},
		{"Game/60", staged(sd(60 * minute)), "3600"},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if !got.Equal(tt.want) {
			t.Errorf("Parse(%q) = %#v, want %#v", tt.in, got, tt.want)
		}
		if s := got.String(); s != tt.pgn {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.in, s, tt.pgn)
		}
		back, err := ParsePGN(got.String())
		if err != nil || !back.Equal(got) {
			t.Errorf("ParsePGN(%q) = %v, %v; want %v", got.String(), back, err, got)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"40/9x", `tc: "40/9x": bad base time at column 4`},
		{"", `tc: "": empty time control at column 1`},
		{"   ", `tc: "   ": empty time control at column 1`},
		{"0/5400", `tc: "0/5400": bad move count at column 1`},
		{"5400:1800", `tc: "5400:1800": stage 1 needs a move count before a next stage at column 1`},
		{"40/5400+", `tc: "40/5400+": bad increment at column 9`},
		{"900d", `tc: "900d": bad delay at column 5`},
		{"300+2x", `tc: "300+2x": bad increment at column 5`},
		{"*", `tc: "*": bad hourglass time at column 2`},
		{"300+2:600", `tc: "300+2:600": stage 1 needs a move count before a next stage at column 1`},
		{"1.2345+0", `tc: "1.2345+0": bad base time at column 1`},
		{"9999999999", `tc: "9999999999": bad base time at column 1`},
		{"40/90, SD/30, +3x", `tc: "40/90, SD/30, +3x": bad increment at column 16`},
		{"90 min + 30 sec +", `tc: "90 min + 30 sec +": unexpected "+" at column 17`},
		{"90 min €", `tc: "90 min €": unexpected '€' at column 8`},
		{"+30", `tc: "+30": bad base time at column 1`},
		{"40/90, +30, 30", `tc: "40/90, +30, 30": unexpected "," after the bonus for all stages at column 11`},
		{"40/90+30, 30, +30", `tc: "40/90+30, 30, +30": bonus for all stages, but stage 1 has its own at column 15`},
		{"90, 30", `tc: "90, 30": stage 1 needs a move count before a next stage at column 1`},
		{"G/15;inc", `tc: "G/15;inc": bad increment at column 9`},
		{"40/90+30; d5", `tc: "40/90+30; d5": bonus for all stages, but stage 1 has its own at column 9`},
		{"1000000 min", `tc: "1000000 min": bad base time at column 1`},
		{"1 s 30 + 2", `tc: "1 s 30 + 2": bad base time: number without a unit at column 5`},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q) succeeded, want %s", tt.in, tt.want)
			continue
		}
		if err.Error() != tt.want {
			t.Errorf("Parse(%q) error\n got %s\nwant %s", tt.in, err, tt.want)
		}
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("Parse(%q) error %T is not a *SyntaxError", tt.in, err)
		}
	}
}

func TestParseReading(t *testing.T) {
	tests := []struct {
		in   string
		want Reading
	}{
		{"5400+30", ReadPGNSeconds}, {"60+0", ReadPGNMinutes}, {"90+30", ReadPGNMinutes}, {"25|5", ReadWords}, {"1h30 + 30s", ReadWords},
	}
	for _, tt := range tests {
		if _, got, err := ParseReading(tt.in); err != nil || got != tt.want {
			t.Errorf("ParseReading(%q) read as %v (%v), want %v", tt.in, got, err, tt.want)
		}
	}
}

func TestParsePGNIsSeconds(t *testing.T) {
	got, err := ParsePGN("60+0")
	if err != nil {
		t.Fatal(err)
	}
	if want := staged(inc(sd(time.Minute), 0)); !got.Equal(want) {
		t.Errorf("ParsePGN(60+0) = %v, want one minute", got)
	}
}

func TestControlJSONText(t *testing.T) {
	b, err := fide.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var back Control
	if err := back.UnmarshalText(b); err != nil {
		t.Fatal(err)
	}
	if !back.Equal(fide) {
		t.Errorf("text round trip gave %v, want %v", back, fide)
	}
	if _, err := (Control{Kind: Staged}).MarshalText(); err == nil {
		t.Error("MarshalText of a staged control without stages succeeded")
	}
}

func TestValidate(t *testing.T) {
	bad := []Control{
		{Kind: Staged},
		{Kind: Unknown, Stages: []Stage{sd(minute)}},
		{Kind: Hourglass, Stages: []Stage{inc(sd(minute), sec)}},
		staged(sd(minute), sd(minute)),
		staged(atFlag(sd(minute))),
		staged(Stage{Base: -sec}),
		staged(Stage{Base: time.Millisecond / 2}),
		staged(Stage{Base: minute, Extra: sec}),
		staged(Stage{Base: minute, Mode: Mode(9)}),
		staged(Stage{Moves: -1, Base: minute}),
		{Kind: Kind(7)},
	}
	for _, c := range bad {
		if err := c.Validate(); err == nil {
			t.Errorf("Validate(%#v) = nil, want an error", c)
		}
	}
}
