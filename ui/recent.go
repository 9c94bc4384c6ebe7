package ui

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
)

// PrefRecent lists the event files opened last, newest first.
const PrefRecent = "files.recent"

// maxRecent is how many event files File > Open recent lists.
const maxRecent = 8

// RecentDatabases returns the event files opened last, newest first.
func (s Settings) RecentDatabases() []string { return s.prefs.StringList(PrefRecent) }

// AddRecent puts path first in the recent event files. A server's
// address is kept without a password: that lives in a pgpass file only.
func (s Settings) AddRecent(path string) {
	if u, err := url.Parse(path); err == nil && u.Scheme != "" && u.Host != "" {
		if u.User != nil {
			u.User = url.User(u.User.Username())
		}
		q := u.Query()
		if q.Has("password") {
			q.Del("password")
			u.RawQuery = q.Encode()
		}
		path = u.String()
	} else if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	list := slices.DeleteFunc(s.RecentDatabases(), func(p string) bool { return p == path })
	list = append([]string{path}, list...)
	s.prefs.SetStringList(PrefRecent, list[:min(len(list), maxRecent)])
}

// openDatabase opens the event file at path through the program and
// remembers it among the recent ones.
func (c *Console) openDatabase(path string) error {
	if err := c.actions.OpenDatabase(path); err != nil {
		return err
	}
	c.dbPath = path
	c.settings.AddRecent(path)
	c.win.SetMainMenu(c.menu())
	return nil
}

// recentMenu lists the recent event files; choosing one opens it.
func (c *Console) recentMenu() *fyne.MenuItem {
	item := fyne.NewMenuItem(lang.L("menu.file.open_recent"), nil)
	var items []*fyne.MenuItem
	for _, p := range c.settings.RecentDatabases() {
		items = append(items, fyne.NewMenuItem(p, func() {
			if err := c.openDatabase(p); err != nil {
				c.ShowError(err)
			}
		}))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem(lang.L("recent.none"), nil)
		none.Disabled = true
		items = append(items, none)
	}
	item.ChildMenu = fyne.NewMenu("", items...)
	item.Disabled = c.actions.OpenDatabase == nil
	return item
}

// newEventFile asks where to save a new event's file, in the events
// folder unless the arbiter picks another, opens it and shows the set-up
// form.
func (c *Console) newEventFile() {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			c.ShowError(err)
			return
		}
		if w == nil {
			return // cancelled
		}
		path := w.URI().Path()
		w.Close()
		// The dialog made an empty file: the store creates the database.
		if fi, err := os.Stat(path); err == nil && fi.Size() == 0 {
			os.Remove(path)
		}
		if err := c.openDatabase(path); err != nil {
			c.ShowError(err)
			return
		}
		c.showSetup()
	}, c.win)
	d.SetFileName(fmt.Sprintf("event-%s.db", c.Now().Format("2006-01-02")))
	d.SetFilter(storage.NewExtensionFileFilter([]string{".db"}))
	if dir := c.actions.EventsFolder; dir != "" && os.MkdirAll(dir, 0o755) == nil {
		if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
			d.SetLocation(l)
		}
	}
	d.Show()
	d.Resize(fyne.NewSize(900, 640))
}
