package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/arbiterconsole/arbiter/engine/eboard"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// feeds returns the backend's e-board feeds, if it has them.
func (c *Console) feeds() (view.Feeds, bool) {
	if c.backend == nil {
		return nil, false
	}
	f, ok := c.backend.(view.Feeds)
	return f, ok
}

// feedStatus is a board's feed status in the arbiter's language: its
// source and what it says; empty for a typed board.
func feedStatus(f view.FeedView) string {
	if f.Source == "" {
		return ""
	}
	return lang.L(f.Status.Key, translatedParams(f.Status.Params))
}

// showEBoards opens the E-boards window: follow DGT LiveChess or a live
// PGN, map e-boards to boards, and switch a board between e-board and
// typed. It follows the backend's changes.
func (c *Console) showEBoards() {
	f, ok := c.feeds()
	if !ok {
		return
	}
	// A board set to an e-board or back, and a feed's status, change
	// no result: the window follows every change.
	c.showFollowing(lang.L("eboards.title"), fyne.NewSize(980, 640), true, func(w fyne.Window) (fyne.CanvasObject, func()) {
		return c.eboardsView(f, w)
	})
}

// eboardsView builds the E-boards window's content and its reload.
func (c *Console) eboardsView(f view.Feeds, w fyne.Window) (fyne.CanvasObject, func()) {
	addr := widget.NewEntry()
	addr.SetText("127.0.0.1:1982")
	mapping := widget.NewMultiLineEntry()
	mapping.SetPlaceHolder("1001=1, 1002=2")
	mapping.SetMinRowsVisible(2)
	pgnSource := widget.NewEntry()
	pgnSource.SetPlaceHolder("round.pgn, https://…")
	following := widget.NewLabel("")
	showErr := func(err error) {
		if err != nil {
			c.ShowError(errorText(err))
		}
	}
	follow := widget.NewButton(lang.L("eboards.follow"), func() {
		m, err := eboard.ParseMap(mapping.Text)
		if err != nil {
			showErr(err)
			return
		}
		a := addr.Text
		c.command(func() { err = f.FollowLiveChess(a, m) }, func() { showErr(err) })
	})
	followPGN := widget.NewButton(lang.L("eboards.follow_pgn"), func() {
		src := pgnSource.Text
		var err error
		c.command(func() { err = f.FollowPGN(src) }, func() { showErr(err) })
	})
	stop := widget.NewButton(lang.L("eboards.stop"), func() {
		c.command(f.StopFeeds, func() {})
	})
	form := widget.NewForm(
		widget.NewFormItem(lang.L("eboards.livechess"), container.NewBorder(nil, nil, nil, follow, addr)),
		widget.NewFormItem(lang.L("eboards.map"), mapping),
		widget.NewFormItem(lang.L("eboards.pgn"), container.NewBorder(nil, nil, nil, followPGN, pgnSource)),
	)
	rows := container.NewVBox()
	type row struct {
		label, status *widget.Label
	}
	var built []row
	var numbers []int
	reload := func() {
		if s := f.Following(); s != "" {
			following.SetText(lang.L("eboards.following", map[string]any{"Source": s}))
		} else {
			following.SetText(lang.L("eboards.following.none"))
		}
		boards := c.backend.Boards()
		same := len(boards) == len(numbers)
		for i := 0; same && i < len(boards); i++ {
			same = boards[i].Number == numbers[i]
		}
		if !same {
			built, numbers = nil, nil
			rows.Objects = nil
			for _, b := range boards {
				n := b.Number
				serial := widget.NewEntry()
				serial.SetPlaceHolder(lang.L("eboards.serial"))
				r := row{label: widget.NewLabel(""), status: widget.NewLabel("")}
				set := widget.NewButton(lang.L("eboards.set"), func() {
					s := serial.Text
					var err error
					c.command(func() { err = f.EBoard(n, s) }, func() { showErr(err) })
				})
				typed := widget.NewButton(lang.L("eboards.typed"), func() {
					var err error
					c.command(func() { err = f.Typed(n) }, func() { showErr(err) })
				})
				controls := container.NewHBox(container.NewGridWrap(fyne.NewSize(110, serial.MinSize().Height), serial), set, typed)
				rows.Add(container.NewBorder(nil, nil, r.label, controls, r.status))
				built, numbers = append(built, r), append(numbers, n)
			}
			rows.Refresh()
		}
		for i, b := range boards {
			built[i].label.SetText(fmt.Sprintf("%d  %s – %s", b.Number, b.White.Name, b.Black.Name))
			status := lang.L("eboards.typed")
			if b.Feed.Source != "" {
				status = b.Feed.Source + ": " + feedStatus(b.Feed)
			}
			built[i].status.SetText(status)
		}
	}
	reload()
	top := container.NewVBox(form, container.NewBorder(nil, nil, nil, stop, following), widget.NewSeparator())
	return container.NewBorder(top, nil, nil, nil, container.NewVScroll(rows)), reload
}

// feedAlert reports whether a board's feed needs the arbiter: the board
// is lost, or the e-board and the record disagree.
func feedAlert(f view.FeedView) bool {
	switch f.Status.Key {
	case "feed.disconnected", "feed.disagree", "feed.illegal", "feed.error":
		return f.Source != ""
	}
	return false
}

// feedBadge is the badge of a board that follows a feed: "E-BOARD", or
// what is wrong with it.
func feedBadge(f view.FeedView) (badge, bool) {
	if f.Source == "" {
		return badge{}, false
	}
	switch f.Status.Key {
	case "feed.disconnected":
		return badge{"feed.lost", lang.L("tile.badge.feed_lost"), badgeFlag}, true
	case "feed.disagree":
		return badge{"feed.disagree", lang.L("tile.badge.feed_disagree"), badgeFlag}, true
	case "feed.error":
		return badge{"feed.error", lang.L("tile.badge.feed_error"), badgeFlag}, true
	case "feed.kings", "feed.moving", "feed.differs", "feed.behind", "feed.clock_stopped", "feed.no_clock":
		return badge{f.Status.Key, lang.L("tile.badge.eboard") + ": " + feedStatus(f), badgeNotStarted}, true
	}
	return badge{"feed", lang.L("tile.badge.eboard"), badgeNotStarted}, true
}

// beepFeedProposals beeps once for each proposal a followed board raises
// (an illegal move, a flag, a fivefold seen on an e-board), as for a flag,
// so that the arbiter hears it wherever he stands.
func (c *Console) beepFeedProposals() {
	if c.view == nil {
		return
	}
	if c.feedBeeped == nil {
		c.feedBeeped = map[int]string{}
	}
	for _, t := range c.view.tiles {
		v := t.view
		key := v.Proposal + "@" + v.LastMove + "@" + v.FEN
		switch {
		case v.Feed.Source == "" || v.Proposal == "" || v.Result != "":
			delete(c.feedBeeped, v.Number)
		case c.feedBeeped[v.Number] != key:
			c.feedBeeped[v.Number] = key
			c.beepFlag()
		}
	}
}
