package ui

import (
	"errors"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestRecentEventFilesNewestFirst(t *testing.T) {
	a := test.NewTempApp(t)
	var opened []string
	c := NewConsole(a, "/tmp/first.db", Actions{OpenDatabase: func(p string) error {
		if p == "/tmp/broken.db" {
			return errors.New("not a database")
		}
		opened = append(opened, p)
		return nil
	}})
	for _, p := range []string{"/tmp/a.db", "/tmp/b.db", "/tmp/a.db"} {
		if err := c.openDatabase(p); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.openDatabase("/tmp/broken.db"); err == nil {
		t.Error("opened a broken file")
	}
	if got, want := c.settings.RecentDatabases(), []string{"/tmp/a.db", "/tmp/b.db"}; !slices.Equal(got, want) {
		t.Errorf("recent %q, want %q", got, want)
	}
	item := c.recentMenu()
	if item.Disabled || len(item.ChildMenu.Items) != 2 || item.ChildMenu.Items[0].Label != "/tmp/a.db" {
		t.Fatalf("Open recent menu %+v", item.ChildMenu.Items)
	}
	item.ChildMenu.Items[1].Action()
	if opened[len(opened)-1] != "/tmp/b.db" || c.dbPath != "/tmp/b.db" {
		t.Errorf("choosing b.db opened %q (console on %q)", opened, c.dbPath)
	}
	for i := range 10 {
		c.settings.AddRecent("/tmp/" + string(rune('c'+i)) + ".db")
	}
	if n := len(c.settings.RecentDatabases()); n != maxRecent {
		t.Errorf("%d recent files kept, want %d", n, maxRecent)
	}
}

// A server's address is remembered without its password, which lives
// in a pgpass file only, and stays an address rather than a file path.
func TestRecentServerKeepsNoPassword(t *testing.T) {
	a := test.NewTempApp(t)
	s := NewSettings(a.Preferences())
	s.AddRecent("postgres://deputy1:secret@192.0.2.2:5432/event?sslmode=verify-full&sslrootcert=%2Fr%2Froot.crt")
	s.AddRecent("postgres://deputy2@127.0.0.1/event?password=secret")
	got := s.RecentDatabases()
	want := []string{"postgres://deputy2@127.0.0.1/event", "postgres://deputy1@192.0.2.2:5432/event?sslmode=verify-full&sslrootcert=%2Fr%2Froot.crt"}
	if !slices.Equal(got, want) {
		t.Errorf("recent %q, want %q", got, want)
	}
}
