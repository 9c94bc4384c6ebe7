package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
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
	NewEvent     func()
	OpenDatabase func(path string) error
	Export       func()
	LawsBrowser  func()
}

// Console is the master window: every board of the current round.
type Console struct {
	app     fyne.App
	win     fyne.Window
	actions Actions
	dbPath  string
	body    *fyne.Container
}

// NewConsole builds the console window for the database at dbPath.
func NewConsole(a fyne.App, dbPath string, actions Actions) *Console {
	c := &Console{app: a, actions: actions, dbPath: dbPath}
	c.win = a.NewWindow(lang.L("app.name"))
	c.win.SetMaster()
	c.win.SetMainMenu(c.menu())
	c.body = container.NewStack(c.emptyState())
	c.win.SetContent(c.body)
	c.win.Resize(fyne.NewSize(1280, 800))
	return c
}

// Window returns the console's window.
func (c *Console) Window() fyne.Window { return c.win }

// Show opens the window.
func (c *Console) Show() { c.win.Show() }

// SetContent replaces what the console shows under its menu.
func (c *Console) SetContent(o fyne.CanvasObject) {
	c.body.Objects = []fyne.CanvasObject{o}
	c.body.Refresh()
}

// ShowError reports err in a dialog over the console.
func (c *Console) ShowError(err error) { dialog.ShowError(err, c.win) }

func (c *Console) menu() *fyne.MainMenu {
	newEvent := item("menu.file.new_event", c.actions.NewEvent)
	open := fyne.NewMenuItem(lang.L("menu.file.open_db"), c.chooseDatabase)
	open.Disabled = c.actions.OpenDatabase == nil
	export := item("menu.file.export", c.actions.Export)
	file := fyne.NewMenu(lang.L("menu.file"), newEvent, open, export)

	view := fyne.NewMenu(lang.L("menu.view"),
		fyne.NewMenuItem(lang.L("menu.view.theme_light"), func() { c.app.Settings().SetTheme(theme.LightTheme()) }),
		fyne.NewMenuItem(lang.L("menu.view.theme_dark"), func() { c.app.Settings().SetTheme(theme.DarkTheme()) }),
	)
	laws := fyne.NewMenu(lang.L("menu.laws"), item("menu.laws.browser", c.actions.LawsBrowser))
	help := fyne.NewMenu(lang.L("menu.help"), fyne.NewMenuItem(lang.L("menu.help.about"), c.showAbout))
	return fyne.NewMainMenu(file, view, laws, help)
}

// item makes a menu item for action, disabled while it is not wired.
func item(key string, action func()) *fyne.MenuItem {
	mi := fyne.NewMenuItem(lang.L(key), action)
	mi.Disabled = action == nil
	return mi
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
		if err := c.actions.OpenDatabase(path); err != nil {
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
	d.Show()
}

// emptyState tells the arbiter what to do when there is no event yet.
func (c *Console) emptyState() fyne.CanvasObject {
	title := widget.NewLabelWithStyle(lang.L("empty.title"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	text := widget.NewLabelWithStyle(lang.L("empty.text"), fyne.TextAlignCenter, fyne.TextStyle{})
	text.Wrapping = fyne.TextWrapWord
	db := widget.NewLabelWithStyle(lang.L("empty.database", map[string]any{"Path": c.dbPath}), fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	return container.NewCenter(container.NewVBox(title, text, db))
}
