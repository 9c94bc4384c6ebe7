// Command arbiter is Arbiter Console, the chief arbiter's desktop program:
// every board of a round in one window, rulings by the FIDE Laws of Chess.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/arbiterconsole/arbiter/assets"
	"github.com/arbiterconsole/arbiter/ui"
)

const appID = "org.arbiterconsole.arbiter"

func main() {
	dbPath := flag.String("db", "", "event database (default: arbiter.db in the user's config folder)")
	language := flag.String("lang", "", "UI language: en, fr, es, ru, de, it or pt (default: the system's)")
	flag.Parse()

	if err := run(*dbPath, *language); err != nil {
		fmt.Fprintln(os.Stderr, "arbiter:", err)
		os.Exit(1)
	}
}

func run(dbPath, language string) error {
	if dbPath == "" {
		dir, err := os.UserConfigDir()
		if err != nil {
			return fmt.Errorf("finding the config folder: %w", err)
		}
		dbPath = filepath.Join(dir, "arbiter-console", "arbiter.db")
	}
	if err := ui.SetLanguage(language); err != nil {
		return err
	}
	a := app.NewWithID(appID)
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.IconPNG))
	console := ui.NewConsole(a, dbPath, ui.Actions{})
	console.Show()
	quitOnSignal(a)
	a.Run()
	return nil
}

// quitOnSignal ends the app as its Quit menu would on SIGINT or SIGTERM, so
// that the database is closed properly.
func quitOnSignal(a fyne.App) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-sig
		fyne.Do(a.Quit)
	}()
}
