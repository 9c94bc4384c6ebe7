package ui

import (
	"cmp"
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// Colours of the hall screen: light text on a dark ground reads best on
// a projector in a lit hall.
var (
	hallGround = color.NRGBA{0x10, 0x1A, 0x24, 0xFF}
	hallText   = color.NRGBA{0xF2, 0xF4, 0xF6, 0xFF}
	hallDim    = color.NRGBA{0x9A, 0xA8, 0xB5, 0xFF}
	hallResult = color.NRGBA{0xFF, 0xD5, 0x4F, 0xFF}
)

// hallScreen is the players' screen, a second window for the projector:
// the round's pairings by board with the results as they come in and the
// round's countdown while it is played; the standings once it is closed.
// F11 puts it full screen; it follows every change of the backend.
type hallScreen struct {
	c      *Console
	r      view.Rounds
	win    fyne.Window
	title  *canvas.Text
	clock  *canvas.Text
	body   *fyne.Container
	open   bool
	shown  string    // what the body shows: a fingerprint, to redraw on change only
	size   fyne.Size // of the window when drawn
	rows   [][4]string
	closed bool
	// What the last read of the backend gave: the event's name, the
	// round and, by board, the result its game had, to tell a change
	// that ends a game (the table is read again) from a move (nothing
	// is read).
	event  string
	round  int
	ends   gameEnds
	reads  storeReader // one read at a time; a change meanwhile is read after
	area   fyne.Size
	page   int       // the page of a round too long for one screen
	turned time.Time // when the page was turned
	pages  int
	// pageText says which page is shown, after the countdown.
	pageText string
	untick   func()
}

// showHall opens the hall screen, or brings it forward.
func (c *Console) showHall() {
	r, ok := c.rounds()
	if !ok {
		return
	}
	if c.hall != nil && c.hall.open {
		c.hall.win.RequestFocus()
		return
	}
	h := &hallScreen{c: c, r: r, open: true, reads: storeReader{c: c}}
	c.hall = h
	h.win = c.app.NewWindow(lang.L("hall.window"))
	h.title = canvas.NewText("", hallText)
	h.title.TextStyle.Bold = true
	h.clock = canvas.NewText("", hallResult)
	h.clock.TextStyle.Bold = true
	h.body = container.NewWithoutLayout()
	h.clock.Alignment = fyne.TextAlignLeading
	top := container.NewVBox(h.title, h.clock)
	h.win.SetContent(container.NewStack(canvas.NewRectangle(hallGround), container.NewPadded(container.NewBorder(top, nil, nil, nil, h.body))))
	h.win.Resize(fyne.NewSize(1280, 720))
	h.win.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyF11}, func(fyne.Shortcut) { h.win.SetFullScreen(!h.win.FullScreen()) })
	h.win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch ev.Name {
		case fyne.KeyF11:
			h.win.SetFullScreen(!h.win.FullScreen())
		case fyne.KeyEscape:
			h.win.SetFullScreen(false)
		}
	})
	b := c.backend
	b.OnChange(func(ch Change) {
		fyne.Do(func() {
			if h.open && c.backend == b {
				h.follow(ch)
			}
		})
	})
	h.untick = c.ticker.Add(func(time.Time) bool {
		if h.win.Canvas().Size() != h.size { // resized, or put full screen
			h.redraw()
		}
		h.tick()
		h.turnPage()
		return false
	})
	h.win.SetOnClosed(func() { h.open = false; h.untick() })
	h.win.Show()
	h.reload()
}

// follow draws a change: one that may touch anything, or ends a game of
// the round, has the table read again; a move changes nothing the hall
// shows and is told from a result by the board's tile, which the backend
// keeps in memory.
func (h *hallScreen) follow(ch Change) {
	if h.ends.changed(h.c.backend, ch) {
		h.reload()
	}
}

// reload reads the pairings and results, or the standings between
// rounds, off the UI goroutine (they come from the store, which may be a
// server's), then draws them. A change while a read is in flight is read
// once that one is in.
func (h *hallScreen) reload() {
	b, r := h.c.backend, h.r
	var ev EventView
	var table view.RoundTableView
	var standings view.StandingsView
	var err error
	var boards []BoardView
	h.reads.read(func() {
		ev, _ = b.Event()
		boards = b.Boards()
		table = r.RoundTable()
		if table.Closed {
			standings, err = r.Standings(nil, "")
		}
	}, func() {
		if !h.open || h.c.backend != b {
			return
		}
		h.event, h.round, h.closed = ev.Name, table.Round, table.Closed
		h.ends.remember(boards)
		h.rows = nil
		switch {
		case table.Closed && err == nil:
			for _, s := range standings.Rows {
				h.rows = append(h.rows, [4]string{strconv.Itoa(s.Rank), playerName(s.Title, s.Name, s.Rating), s.Points, ""})
			}
		case !table.Closed:
			for _, r := range byBoard(table.Rows) {
				board := strconv.Itoa(r.Board)
				if r.Board == 0 {
					board = ""
				}
				h.rows = append(h.rows, [4]string{board, r.White, hallScore(r.Result), r.Black})
			}
		}
		h.redraw()
	})
}

// redraw draws what the last read gave at the window's size: the
// title, then the rows when they or the size changed.
func (h *hallScreen) redraw() {
	if h.turned.IsZero() {
		h.turned = h.c.Now()
	}
	size := h.win.Canvas().Size()
	h.size = size
	if size.Width < 100 {
		size = fyne.NewSize(1280, 720)
	}
	head := max(24, size.Height/22)
	h.title.TextSize, h.clock.TextSize = head, head*0.75
	title := lang.L("hall.round", map[string]any{"Event": h.event, "Round": h.round})
	if h.closed {
		title = lang.L("hall.standings", map[string]any{"Event": h.event, "Round": h.round})
	}
	h.title.Text = ellipsis(title, h.title.TextSize, h.title.TextStyle, h.title.FontSource, size.Width-2*hallPad)
	h.title.Refresh()
	key := fmt.Sprint(h.closed, size, h.rows)
	if key != h.shown {
		h.shown = key
		h.area = fyne.NewSize(size.Width-2*hallPad, size.Height-head*2.4-3*hallPad)
		h.draw()
	}
	h.tick()
}

// hallPad is the margin around the hall screen's text.
const hallPad = 8

// byBoard orders the round's rows by board, byes last.
func byBoard(rows []view.RoundRow) []view.RoundRow {
	out := slices.Clone(rows)
	slices.SortStableFunc(out, func(a, b view.RoundRow) int {
		if (a.Board == 0) != (b.Board == 0) { // a bye after every board
			if a.Board == 0 {
				return 1
			}
			return -1
		}
		return cmp.Compare(a.Board, b.Board)
	})
	return out
}

// hallScore is a result as the players read it; nothing while playing.
func hallScore(result string) string {
	switch result {
	case "1/2-1/2":
		return "½-½"
	}
	return result
}

func playerName(title, name string, rating int) string {
	s := name
	if title != "" {
		s = title + " " + s
	}
	if rating > 0 {
		s += " " + strconv.Itoa(rating)
	}
	return s
}

// hallSmallest is the smallest text the hall screen draws, read from the
// back of a hall on a projector; a round that does not fit at that size
// is shown a page at a time, each for hallPageTime.
const (
	hallSmallest float32 = 26
	hallPageTime         = 12 * time.Second
)

// draw lays the rows of the current page out in as many columns as keep
// the text large: one to four columns, the text as tall as the screen
// allows, never under hallSmallest.
func (h *hallScreen) draw() {
	area := h.area
	rows := h.rows
	line := func(size float32) float32 { return size * 1.35 }
	cols, size := 1, float32(0)
	for c := 1; c <= 4; c++ {
		perCol := (max(len(rows), 1) + c - 1) / c
		s := min(area.Height/line(1)/float32(perCol), area.Width/float32(c)/30) // 30 ems a column
		if s > size {
			cols, size = c, s
		}
	}
	perPage := max(len(rows), 1) // none before the first read is in
	if size < hallSmallest {     // pages of the columns that fit at the smallest size
		size = hallSmallest
		cols = max(1, min(4, int(area.Width/(30*size))))
		perPage = cols * max(1, int(area.Height/line(size)))
	}
	size = min(size, 44)
	pages := max(1, (len(rows)+perPage-1)/perPage)
	h.page %= pages
	if pages > 1 {
		rows = rows[h.page*perPage : min(len(rows), (h.page+1)*perPage)]
	}
	perCol := (len(rows) + cols - 1) / max(cols, 1)
	perCol = max(perCol, 1)
	colWidth := area.Width / float32(cols)
	// Shares of a column: board, White, result, Black (standings: rank,
	// player, points).
	shares := []float32{0.1, 0.4, 0.12, 0.38}
	if h.closed {
		shares = []float32{0.12, 0.7, 0.18, 0}
	}
	var objects []fyne.CanvasObject
	for i, r := range rows {
		x := float32(i/perCol) * colWidth
		y := float32(i%perCol) * line(size)
		for j, cell := range r {
			w := colWidth * shares[j]
			if w == 0 {
				continue
			}
			colour := color.Color(hallText)
			switch {
			case j == 0:
				colour = hallDim
			case j == 2:
				colour = hallResult
			}
			t := canvas.NewText(ellipsis(cell, size, fyne.TextStyle{Bold: j == 2}, nil, w-size/2), colour)
			t.TextSize = size
			t.TextStyle.Bold = j == 2
			if j == 0 || j == 2 {
				t.Alignment = fyne.TextAlignCenter
			}
			t.Move(fyne.NewPos(x, y))
			t.Resize(fyne.NewSize(w-size/2, line(size)))
			objects = append(objects, t)
			x += w
		}
	}
	h.pageText = ""
	if pages > 1 {
		h.pageText = lang.L("hall.page", map[string]any{"Page": h.page + 1, "Pages": pages})
	}
	h.pages = pages
	h.body.Objects = objects
	h.body.Refresh()
}

// turnPage shows the next page of a long round, every hallPageTime.
func (h *hallScreen) turnPage() {
	if h.pages <= 1 {
		return
	}
	now := h.c.Now()
	if now.Sub(h.turned) < hallPageTime {
		return
	}
	h.turned = now
	h.page = (h.page + 1) % h.pages
	h.draw()
	h.tick()
}

// tick shows the round's countdown: the time until its games will have
// ended by the usual reckoning, or that it has not started.
func (h *hallScreen) tick() {
	text := ""
	if rc, ok := h.c.backend.(view.RoundClock); ok {
		if _, end, ok := rc.RoundTiming(); ok {
			left := max(end.Sub(h.c.Now()), 0).Round(time.Second)
			text = lang.L("hall.countdown", map[string]any{"Left": fmt.Sprintf("%d:%02d:%02d", int(left.Hours()), int(left.Minutes())%60, int(left.Seconds())%60),
				"End": end.Local().Format("15:04")})
		} else {
			text = lang.L("hall.not_started")
		}
	}
	if h.closed { // as the last read gave it: no store read on the tick
		text = ""
	}
	if h.pageText != "" {
		text = strings.TrimPrefix(text+" · "+h.pageText, " · ")
	}
	if text != h.clock.Text {
		h.clock.Text = text
		h.clock.Refresh()
	}
}
