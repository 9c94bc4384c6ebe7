package ui

import (
	"context"
	"maps"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Version is shown in the About box; cmd/arbiter may override it.
var Version = "0.1.0"

// Actions are the console's commands that need more than the UI: each one
// is wired in by cmd/arbiter. A nil action leaves its menu item disabled.
type Actions struct {
	OpenDatabase func(path string) error
	// EventsFolder is where File > New event in a new file proposes to
	// save: one file per event in the user's data folder.
	EventsFolder string
	// SettingsSaved runs after the arbiter saved the settings, so that
	// the program can follow them (the console itself passes the notation
	// language to the backend).
	SettingsSaved func(Settings)
}

// Console is the master window: every board of the current round. It
// owns the app's one Ticker and the board windows it opens.
type Console struct {
	app      fyne.App
	win      fyne.Window
	actions  Actions
	dbPath   string
	round    int // the round shown, as the last full refresh read it
	body     *fyne.Container
	backend  Backend
	settings Settings
	// askedTimeControl are the events whose time control was asked for
	// once (an imported file did not say it readably).
	askedTimeControl map[string]bool
	keys             *dialogKeys // Enter and Esc for the console's dialogs
	ticker           *Ticker
	view             *consoleView
	untick           func() // removes the view's clocks from the ticker
	windows          map[int]*BoardWindow
	laws             fyne.Window
	// menuHasEvent is whether the menu was built for an open event.
	menuHasEvent bool
	// Now is the UI's clock; tests replace it.
	Now func() time.Time
	// async runs a command's backend call (offUI); tests may run it
	// at once.
	async func(func())
	// sending is whether a console command is in flight (send.go).
	sending bool
	// defaults is the default-time screen (defaulttime.go).
	defaults *defaultScreen
	// hall is the players' hall screen, once opened (hall.go).
	hall *hallScreen
	// Speaker announces each move entered when the Speech setting is on
	// (Appendix D); nil keeps the console silent.
	Speaker Speaker
	// Beeper sounds when a flag falls, if the setting is on (flagbeep.go);
	// nil keeps the console silent.
	Beeper Beeper
	flags  *flagWatch
	// feedBeeped is, by board, the feed proposal already beeped for.
	feedBeeped map[int]string
}

// Speaker speaks text aloud in a language; ui/speech.Espeak is one.
type Speaker interface {
	Say(ctx context.Context, text, lang string) error
}

// NewConsole builds the console window for the database at dbPath. It
// shows the empty state until Attach gives it a backend.
func NewConsole(a fyne.App, dbPath string, actions Actions) *Console {
	c := &Console{app: a, actions: actions, dbPath: dbPath, settings: NewSettings(a.Preferences()),
		ticker: NewTicker(), windows: map[int]*BoardWindow{}, Now: time.Now, async: goroutine}
	c.settings.ApplyTheme(a)
	c.win = a.NewWindow(lang.L("app.name"))
	c.win.SetMaster()
	c.win.SetMainMenu(c.menu())
	c.body = container.NewStack(c.emptyState())
	c.win.SetContent(c.body)
	c.win.Resize(fyne.NewSize(1600, 960))
	c.win.SetOnClosed(c.ticker.Stop)
	c.ticker.Add(c.defaultTimeTick)
	c.win.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyG, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) {
		if c.view != nil {
			c.win.Canvas().Focus(c.view.goTo)
		}
	})
	c.win.Canvas().SetOnTypedRune(c.typedRune)
	c.keys = &dialogKeys{canvas: c.win.Canvas()}
	c.win.Canvas().SetOnTypedKey(c.keys.typedKey)
	return c
}

// Run is what cmd/arbiter calls: the console for the database at dbPath,
// attached to b, shown, with its clocks ticking.
func Run(a fyne.App, b Backend, dbPath string, actions Actions) *Console {
	c := NewConsole(a, dbPath, actions)
	c.Attach(b)
	c.Show()
	c.ticker.Start()
	return c
}

// Attach shows b's event and redraws whenever b changes; b writes moves
// in the notation language of the settings. Board windows of a backend
// attached before are closed.
func (c *Console) Attach(b Backend) {
	for _, w := range maps.Clone(c.windows) {
		w.close()
	}
	c.backend = b
	c.flags = newFlagWatch(b.Clock, c.beepFlag)
	c.dropView()
	b.SetNotation(c.settings.Notation())
	b.OnChange(func(ch Change) {
		fyne.Do(func() {
			if c.backend == b { // changes of a backend replaced since are stale
				c.redraw(ch)
			}
		})
	})
	c.win.SetMainMenu(c.menu())
	c.refresh()
}

// Window returns the console's window.
func (c *Console) Window() fyne.Window { return c.win }

// Ticker returns the app's one clock ticker.
func (c *Console) Ticker() *Ticker { return c.ticker }

// Show opens the window.
func (c *Console) Show() { c.win.Show() }

// SetContent replaces what the console shows under its menu.
func (c *Console) SetContent(o fyne.CanvasObject) {
	c.body.Objects = []fyne.CanvasObject{o}
	c.body.Refresh()
}

// ShowError reports err in a dialog over the console.
func (c *Console) ShowError(err error) {
	d := dialog.NewError(errorText(err), c.win) // a refusal in the arbiter's language
	c.keys.show(d, d.Hide)
}

// redraw redraws what a change of the backend touched: the boards it
// names, or everything.
func (c *Console) redraw(ch Change) {
	if ch.All() || c.view == nil {
		c.refresh()
		return
	}
	c.refreshBoards(ch.Boards)
}

// refreshBoards redraws the boards numbered ns and nothing else. A board
// with its window open is read once, for the window, and its tile drawn
// from the same reading; a board without one is read for its tile alone.
func (c *Console) refreshBoards(ns []int) {
	now := c.Now()
	for _, n := range ns {
		c.flags.forgetBoard(n) // its clock may have been set, pressed or stopped
		if w, ok := c.windows[n]; ok {
			w.reload()
			if !c.view.showBoard(w.detail.BoardView, w.clockValues[0], w.clockValues[1]) {
				c.refresh() // a board the wall does not know: the round changed
				return
			}
			continue
		}
		bv, err := c.backend.Tile(n)
		if err != nil {
			c.refresh()
			return
		}
		white, black := c.backend.Clock(n, now)
		if !c.view.showBoard(bv, white, black) {
			c.refresh()
			return
		}
	}
	c.view.layoutTiles()
	c.beepFeedProposals()
}

// refresh redraws the console and every open board window from the backend.
func (c *Console) refresh() {
	if c.backend == nil {
		return
	}
	ev, ok := c.backend.Event()
	c.round = ev.Round
	if ok != c.menuHasEvent { // Export and Close round need an event
		c.menuHasEvent = ok
		c.win.SetMainMenu(c.menu())
	}
	if !ok {
		c.dropView()
		c.SetContent(c.emptyState())
		return
	}
	c.flags.forget() // a clock may have been set, pressed or stopped
	if c.view == nil {
		c.view = newConsoleView(c.backend, c.settings, c.Now, c.OpenBoard)
		c.untick = c.ticker.Add(c.tick)
		c.SetContent(c.view.content)
		// Laid out in the window only now: fit the wall to its size at
		// once rather than at the next tick, up to a second later.
		c.view.refit()
	} else {
		c.view.reload()
	}
	for _, w := range maps.Clone(c.windows) {
		w.reload()
	}
	c.askTimeControl()
	c.beepFeedProposals()
}

func (c *Console) menu() *fyne.MainMenu {
	newEvent := fyne.NewMenuItem(lang.L("menu.file.new_event"), c.showSetup)
	newEvent.Disabled = c.backend == nil
	open := fyne.NewMenuItem(lang.L("menu.file.open_db"), c.chooseDatabase)
	open.Disabled = c.actions.OpenDatabase == nil
	_, hasEvent := c.event()
	c.menuHasEvent = hasEvent
	export := fyne.NewMenuItem(lang.L("menu.file.export"), c.showExport)
	export.Disabled = !hasEvent
	closeRound := fyne.NewMenuItem(lang.L("menu.file.close_round"), c.confirmCloseRound)
	closeRound.Disabled = !hasEvent
	newFile := fyne.NewMenuItem(lang.L("menu.file.new_event_file"), c.newEventFile)
	newFile.Disabled = c.actions.OpenDatabase == nil
	file := fyne.NewMenu(lang.L("menu.file"), newFile, newEvent, open, c.recentMenu(), fyne.NewMenuItemSeparator(), export, closeRound)
	view := fyne.NewMenu(lang.L("menu.view"),
		fyne.NewMenuItem(lang.L("menu.view.theme_light"), func() { c.setTheme("light") }),
		fyne.NewMenuItem(lang.L("menu.view.theme_dark"), func() { c.setTheme("dark") }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("menu.view.settings"), func() { showSettings(c.app, c.win, c.keys, c.settings, c.settingsSaved) }),
	)
	browser := fyne.NewMenuItem(lang.L("menu.laws.browser"), c.ShowLaws)
	browser.Disabled = c.backend == nil
	laws := fyne.NewMenu(lang.L("menu.laws"), browser)
	help := fyne.NewMenu(lang.L("menu.help"), fyne.NewMenuItem(lang.L("menu.help.about"), c.showAbout))
	return fyne.NewMainMenu(file, view, c.roundMenu(), laws, help)
}

// event is the backend's event, if there is a backend and it has one.
func (c *Console) event() (EventView, bool) {
	if c.backend == nil {
		return EventView{}, false
	}
	return c.backend.Event()
}

// typedRune starts "go to board" when a digit is typed with nothing
// focused: 1, 2, Enter opens board 12.
func (c *Console) typedRune(r rune) {
	if c.view == nil || r < '0' || r > '9' {
		return
	}
	c.win.Canvas().Focus(c.view.goTo)
	c.view.goTo.TypedRune(r)
}

// dropView forgets the tiles, so that the next refresh builds them anew.
func (c *Console) dropView() {
	if c.untick != nil {
		c.untick()
		c.untick = nil
	}
	c.view = nil
}

func (c *Console) setTheme(name string) {
	c.app.Preferences().SetString(PrefTheme, name)
	c.settings.ApplyTheme(c.app)
}

func (c *Console) settingsSaved(languageChanged bool) {
	if languageChanged {
		if err := SetLanguage(c.settings.Language()); err != nil {
			c.ShowError(err)
		}
		c.retranslate()
	}
	if c.backend != nil {
		c.backend.SetNotation(c.settings.Notation())
	}
	if c.actions.SettingsSaved != nil {
		c.actions.SettingsSaved(c.settings)
	}
	c.dropView()
	c.refresh()
}

func (c *Console) chooseDatabase() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			c.ShowError(err)
			return
		}
		if r == nil {
			return // cancelled
		}
		path := r.URI().Path()
		r.Close()
		if err := c.openDatabase(path); err != nil {
			c.ShowError(err)
		}
	}, c.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".db", ".sqlite", ".sqlite3"}))
	d.Show()
}

func (c *Console) showAbout() {
	text := widget.NewLabel(lang.L("about.text", map[string]any{"Version": Version}))
	text.Wrapping = fyne.TextWrapWord
	icon := widget.NewIcon(c.app.Icon())
	content := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(64, 64), icon), nil, text)
	d := dialog.NewCustom(lang.L("about.title"), "OK", content, c.win)
	d.Resize(fyne.NewSize(480, 200))
	c.keys.show(d, d.Hide)
}

// emptyState tells the arbiter what to do when there is no event yet and,
// with a backend, offers the two ways to get one.
func (c *Console) emptyState() fyne.CanvasObject {
	title := widget.NewLabelWithStyle(lang.L("empty.title"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	text := widget.NewLabelWithStyle(lang.L("empty.text"), fyne.TextAlignCenter, fyne.TextStyle{})
	text.Wrapping = fyne.TextWrapWord
	// Secondary, not italic: the console would keep an italic face
	// loaded (7-9 MB of Go heap with its fallbacks: docs/performance.md,
	// "Where the console's memory goes") for a line shown only until the
	// event opens.
	db := widget.NewLabelWithStyle(lang.L("empty.database", map[string]any{"Path": c.dbPath}), fyne.TextAlignCenter, fyne.TextStyle{})
	db.Importance = widget.LowImportance
	box := container.NewVBox(title, text, db)
	if c.backend != nil {
		demo := widget.NewButtonWithIcon(lang.L("empty.demo"), theme.MediaPlayIcon(), nil)
		demo.Importance = widget.HighImportance
		create := widget.NewButtonWithIcon(lang.L("menu.file.new_event"), theme.DocumentCreateIcon(), c.showSetup)
		sending := widget.NewLabelWithStyle(lang.L("command.sending"), fyne.TextAlignCenter, fyne.TextStyle{})
		sending.Importance = widget.LowImportance
		sending.Hide()
		busy := func(on bool) { // while the demo is stored
			for _, b := range []*widget.Button{demo, create} {
				if on {
					b.Disable()
				} else {
					b.Enable()
				}
			}
			if on {
				sending.Show()
			} else {
				sending.Hide()
			}
		}
		demo.OnTapped = func() { c.loadDemo(busy) }
		box.Add(container.NewCenter(container.NewHBox(demo, create)))
		box.Add(sending)
	}
	return container.NewCenter(box)
}

// loadDemo fills the empty database with the demo event off the UI
// goroutine (on a server it is hundreds of commands); busy shows that it
// is being sent.
func (c *Console) loadDemo(busy func(bool)) {
	b := c.backend
	var err error
	busy(true)
	started := c.command(func() { err = b.DemoEvent() }, func() {
		busy(false)
		if err != nil {
			c.ShowError(err)
			return
		}
		c.refresh()
	})
	if !started {
		busy(false)
	}
}
