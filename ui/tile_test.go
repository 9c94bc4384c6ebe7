package ui

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestTileBadges(t *testing.T) {
	base := BoardView{Number: 7, FEN: startFEN, Started: true, Running: White,
		Illegal: map[Side]int{}, Penalties: map[Side]int{}}
	tests := []struct {
		name         string
		edit         func(*BoardView)
		white, black time.Duration
		want         []string
	}{
		{"quiet", func(*BoardView) {}, 10 * time.Minute, 10 * time.Minute, nil},
		{"low time", func(*BoardView) {}, 59 * time.Second, 10 * time.Minute, []string{"LOW TIME"}},
		{"flag and result", func(v *BoardView) { v.FlagFallen, v.Result = Black, "1-0" }, time.Minute, 0, []string{"1-0", "FLAG Black"}},
		{"proposal and offer", func(v *BoardView) { v.Proposal, v.DrawOffer = "ruling.quickplay.request", White }, time.Hour, time.Hour, []string{"DECIDE", "DRAW OFFER"}},
		{"illegal and penalty", func(v *BoardView) { v.Illegal[Black], v.Penalties[White] = 1, 2 }, time.Hour, time.Hour, []string{"ILLEGAL 0/1", "PENALTY 2/0"}},
		{"not started", func(v *BoardView) { v.Started = false }, 15 * time.Minute, 15 * time.Minute, []string{"NOT STARTED"}},
	}
	test.NewTempApp(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := base
			v.Illegal, v.Penalties = map[Side]int{}, map[Side]int{}
			tt.edit(&v)
			tile := NewTile(time.Minute)
			tile.SetBoard(v)
			tile.SetClocks(tt.white, tt.black)
			if got := tile.BadgeTexts(); !slices.Equal(got, tt.want) {
				t.Errorf("badges %q, want %q", got, tt.want)
			}
			if got := len(tile.badges.Objects); got != len(tt.want) {
				t.Errorf("%d badges drawn, want %d", got, len(tt.want))
			}
		})
	}
}

func TestTileRendersBoard(t *testing.T) {
	test.NewTempApp(t)
	tile := NewTile(time.Minute)
	tile.SetBoard(withPosition(BoardView{Number: 12, FEN: "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
		LastMove: "b8c6", Turn: White, Running: White, Started: true, MovesCompleted: 2, MovesToControl: 38,
		White:   PlayerView{Name: "Anna Kowalska", Rating: 2312, Title: "WIM"},
		Black:   PlayerView{Name: "Ben Okafor", Rating: 2250, VisuallyImpaired: true},
		Illegal: map[Side]int{Black: 1}, Penalties: map[Side]int{}}))
	tile.SetClocks(14*time.Minute+5*time.Second, 45*time.Second)
	w := test.NewTempWindow(t, tile)
	w.SetPadded(false)
	w.Resize(TileSize)
	assertMarkup(t, "tile.xml", w.Canvas())
	assertImage(t, "tile.png", w.Canvas())
}

func TestTileTapOpensBoard(t *testing.T) {
	c, _ := newTestConsole(t, 4)
	test.Tap(c.view.tiles[3])
	if _, ok := c.windows[3]; !ok {
		t.Error("tapping tile 3 did not open board 3")
	}
}

func TestFormatClock(t *testing.T) {
	tests := []struct {
		d    time.Duration
		want string
	}{
		{-time.Second, "0.0"},
		{9*time.Second + 450*time.Millisecond, "9.4"},
		{10 * time.Second, "0:10"},
		{59*time.Minute + 59*time.Second, "59:59"},
		{90 * time.Minute, "1:30:00"},
	}
	for _, tt := range tests {
		if got := formatClock(tt.d); got != tt.want {
			t.Errorf("formatClock(%v) = %q, want %q", tt.d, got, tt.want)
		}
	}
}

func TestParseDuration(t *testing.T) {
	tests := []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"90", 90 * time.Second, true},
		{"2:00", 2 * time.Minute, true},
		{"+2:00", 2 * time.Minute, true},
		{"-1:30", -90 * time.Second, true},
		{"1:30:00", 90 * time.Minute, true},
		{"1:60", 0, false},
		{"", 0, false},
		{"two", 0, false},
		{"1:2:3:4", 0, false},
	}
	test.NewTempApp(t)
	for _, tt := range tests {
		got, err := parseDuration(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("parseDuration(%q) = %v, %v; want %v, ok=%v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func TestConsoleFiltersAndSorts(t *testing.T) {
	c, f := newTestConsole(t, 8)
	f.boards[2].detail.Result = "1-0"
	f.boards[4].detail.Started = false
	f.boards[5].white = 30 * time.Second
	f.changed()
	v := c.view
	tests := []struct {
		filter, sort string
		arbiter      string
		want         []int
	}{
		{FilterAll, SortBoard, "", []int{1, 2, 3, 4, 5, 6, 7, 8}},
		{FilterUnfinished, SortBoard, "", []int{1, 2, 4, 5, 6, 7, 8}},
		{FilterNotStarted, SortBoard, "", []int{5}},
		{FilterTrouble, SortBoard, "", []int{6}},
		{FilterMine, SortBoard, "Boris", []int{5, 6, 7, 8}},
		{FilterAll, SortTime, "", []int{6, 1, 2, 4, 5, 7, 8, 3}},
		{FilterAll, SortAlerts, "", []int{6, 1, 2, 3, 4, 5, 7, 8}},
	}
	for _, tt := range tests {
		c.settings.SetArbiter(tt.arbiter)
		v.filter, v.sortBy = tt.filter, tt.sort
		v.layoutTiles()
		var got []int
		for _, tile := range v.order {
			got = append(got, tile.Board().Number)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s by %s: boards %v, want %v", tt.filter, tt.sort, got, tt.want)
		}
	}
}

func TestTickerRedrawsClocksAndSpeedsUp(t *testing.T) {
	c, f := newTestConsole(t, 2)
	c.ticker.Tick(f.now) // a first tick, as the app's once its window shows
	tile := c.view.tiles[1]
	c.ticker.Tick(f.now.Add(30 * time.Second))
	if tile.clocks[0].Text() != "14:30" {
		t.Errorf("White's clock %q after 30 s, want 14:30", tile.clocks[0].Text())
	}
	if c.ticker.Interval() != slowTick {
		t.Errorf("interval %v with no clock under 10 s, want %v", c.ticker.Interval(), slowTick)
	}
	c.ticker.Tick(f.now.Add(14*time.Minute + 55*time.Second))
	if tile.clocks[0].Text() != "5.0" {
		t.Errorf("White's clock %q with 5 s left, want 5.0", tile.clocks[0].Text())
	}
	if c.ticker.Interval() != fastTick {
		t.Errorf("interval %v with a clock under 10 s, want %v", c.ticker.Interval(), fastTick)
	}
}

func TestIsUrgentOnlyForTheRunningClock(t *testing.T) {
	for _, tc := range []struct {
		name         string
		running      Side
		white, black time.Duration
		want         bool
	}{
		{"running under 10 s", White, 5 * time.Second, 10 * time.Minute, true},
		{"waiting under 10 s", White, 10 * time.Minute, 5 * time.Second, false},
		{"black running under 10 s", Black, 10 * time.Minute, 9 * time.Second, true},
		{"running at zero", Black, 10 * time.Minute, 0, false},
		{"stopped", NoSide, 5 * time.Second, 5 * time.Second, false},
		{"running at 10 s", White, 10 * time.Second, time.Minute, false},
	} {
		if got := isUrgent(tc.running, tc.white, tc.black); got != tc.want {
			t.Errorf("%s: isUrgent = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestConsoleEmptyStateLoadsDemo(t *testing.T) {
	c, f := newTestConsole(t, 0)
	test.Tap(button(t, c.win.Content(), "Load demo event"))
	if !f.hasEvent || c.view == nil || len(c.view.tiles) != 8 {
		t.Fatalf("after Load demo event: event %v, view %v", f.hasEvent, c.view)
	}
}

func TestConsoleGoToBoard(t *testing.T) {
	c, _ := newTestConsole(t, 5)
	test.TypeOnCanvas(c.win.Canvas(), "4") // nothing focused: the digit starts "go to board"
	c.view.goTo.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if _, ok := c.windows[4]; !ok {
		t.Error("typing 4 and Enter did not open board 4")
	}
}

func TestConsoleHidesTilesFarOffScreen(t *testing.T) {
	c, f := newTestConsole(t, 256)
	v := c.view
	c.ticker.Tick(f.now) // as the first tick after the window was laid out
	rows := func() (shown, hidden []int) {
		for _, tile := range v.order {
			if !tile.Visible() {
				hidden = append(hidden, tile.Board().Number)
			} else {
				shown = append(shown, tile.Board().Number)
			}
		}
		return shown, hidden
	}
	shown, hidden := rows()
	if len(hidden) == 0 || !slices.Contains(shown, 1) || slices.Contains(shown, 256) {
		t.Fatalf("at the top: %d tiles shown (1 among them: %v), 256 hidden: %v",
			len(shown), slices.Contains(shown, 1), slices.Contains(hidden, 256))
	}
	last := v.tiles[256]
	before := [2]string{last.clocks[0].Text(), last.clocks[1].Text()}
	f.now = f.now.Add(30 * time.Second)
	v.scroll.ScrollToBottom()
	shown, _ = rows()
	if !slices.Contains(shown, 256) || slices.Contains(shown, 1) {
		t.Errorf("at the bottom: tile 256 shown %v, tile 1 shown %v", slices.Contains(shown, 256), slices.Contains(shown, 1))
	}
	if after := [2]string{last.clocks[0].Text(), last.clocks[1].Text()}; after == before {
		t.Errorf("tile 256 came into view with the clocks of 30 s ago: %q", after)
	}
}
