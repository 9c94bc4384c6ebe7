package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// textRun is what Fyne keys a text's cached texture by.
type textRun struct {
	text  string
	size  float32
	style fyne.TextStyle
}

// textRuns are the runs of every text drawn under o.
func textRuns(o fyne.CanvasObject) map[textRun]bool {
	runs := map[textRun]bool{}
	for _, x := range everything(o) {
		if tx, ok := x.(*canvas.Text); ok && tx.Visible() && tx.Text != "" {
			runs[textRun{tx.Text, tx.TextSize, tx.TextStyle}] = true
		}
	}
	return runs
}

// Fyne keeps the texture of every text run it has drawn for a minute
// after its last use. A minute of running clocks on the wall, with every
// clock showing a new time each second, must draw no run but those of
// the first tick and the clocks' characters.
func TestClockTicksDrawNoNewTextRuns(t *testing.T) {
	c, f := newTestConsole(t, 8)
	c.ticker.Tick(f.now) // a first tick, as the app's once its window shows
	content := c.win.Canvas().Content()
	seen := textRuns(content)
	first := len(seen)
	clocks := map[string]bool{}
	for _, tile := range c.view.tiles {
		for _, clock := range tile.clocks {
			clocks[clock.Text()] = true
		}
	}
	for s := 1; s <= 60; s++ {
		c.ticker.Tick(f.now.Add(time.Duration(s) * time.Second))
		for _, tile := range c.view.tiles {
			for _, clock := range tile.clocks {
				clocks[clock.Text()] = true
			}
		}
		for run := range textRuns(content) {
			if !seen[run] && len(run.text) != secondsChars && !strings.HasSuffix(run.text, ":") {
				t.Errorf("after %d s: a new text run %q, neither seconds nor minutes", s, run.text)
			}
			seen[run] = true
		}
	}
	if len(clocks) < 60 {
		t.Fatalf("the clocks showed %d times in a minute: not running", len(clocks))
	}
	// Every second of a minute, a new minute for each clock (8 boards,
	// 16 clocks, one running each), and slack for the size.
	if added := len(seen) - first; added > 60+16+4 {
		t.Errorf("a minute of clocks drew %d new text runs, want the seconds' 60 and a minute per clock", added)
	}
}

// A ticking clock is drawn in two texts, the seconds and what is before
// them, as wide as its time drawn as one text, each character in a cell
// of the font's advance.
func TestClockFaceParts(t *testing.T) {
	test.NewTempApp(t)
	c := newClockFace(32)
	c.SetTicking(true)
	for _, tc := range []struct {
		text, before, seconds string
		resized               bool
	}{
		{"14:05", "14:", "05", true},
		{"14:04", "14:", "04", false},
		{"9:59", "9:", "59", true},
		{"1:00:00", "1:00:", "00", true},
		{"9.9", "9", ".9", true},
		{"0.0", "0", ".0", false},
	} {
		if got := c.SetText(tc.text); got != tc.resized {
			t.Errorf("SetText(%q) reports resized %v, want %v", tc.text, got, tc.resized)
		}
		c.Resize(c.MinSize())
		whole := fyne.MeasureText(tc.text, 32, fyne.TextStyle{Monospace: true})
		if w := c.MinSize().Width; w < whole.Width-1 || w > whole.Width+1 {
			t.Errorf("%q is %.1f wide, drawn as one text %.1f", tc.text, w, whole.Width)
		}
		x := float32(0)
		for i, want := range []string{tc.before, tc.seconds} {
			part := c.parts[i]
			if part.Text != want || !part.TextStyle.Monospace || part.FontSource != theme.TextMonospaceFont() || part.TextSize != 32 {
				t.Errorf("%q: part %d shows %q at %v, want %q", tc.text, i, part.Text, part.TextSize, want)
			}
			if got := part.Position().X; got != x {
				t.Errorf("%q: part %d at x %.1f, want %.1f", tc.text, i, got, x)
			}
			x += float32(len(want)) * c.cell().Width
		}
	}
}

// A clock that does not tick is one text, a draw fewer in every frame;
// it is cut in two when it starts, and joined again when it stops.
func TestStillClockIsOneText(t *testing.T) {
	test.NewTempApp(t)
	c := newClockFace(32)
	c.SetText("1:23:45")
	for _, step := range []struct {
		ticking         bool
		before, seconds string
	}{{false, "1:23:45", ""}, {true, "1:23:", "45"}, {false, "1:23:45", ""}} {
		c.SetTicking(step.ticking)
		c.Resize(c.MinSize())
		if c.parts[0].Text != step.before || c.parts[1].Text != step.seconds {
			t.Errorf("ticking %v: parts %q and %q, want %q and %q", step.ticking, c.parts[0].Text, c.parts[1].Text, step.before, step.seconds)
		}
		if got, want := c.parts[1].Position().X, float32(len(step.before))*c.cell().Width; got != want {
			t.Errorf("ticking %v: seconds at x %.1f, want %.1f", step.ticking, got, want)
		}
	}
}

// On the wall the running clock of each board ticks and the waiting one
// is one text.
func TestOnlyRunningClocksTick(t *testing.T) {
	c, f := newTestConsole(t, 8)
	c.ticker.Tick(f.now)
	running := 0
	for _, tile := range c.view.tiles {
		for i, side := range []Side{White, Black} {
			want := tile.view.Running == side
			if got := tile.clocks[i].ticking; got != want {
				t.Errorf("board %d, %s's clock: ticking %v, running %v", tile.view.Number, side, got, want)
			}
			if want {
				running++
			}
		}
	}
	if running == 0 {
		t.Fatal("no clock runs on the wall: nothing tested")
	}
}
