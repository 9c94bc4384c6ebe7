// Command arbiter is Arbiter Console, the chief arbiter's desktop program:
// every board of a round in one window, rulings by the FIDE Laws of Chess.
package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"sync/atomic"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/arbiterconsole/arbiter/assets"
	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/cmd/arbiter/live"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/stores"
	"github.com/arbiterconsole/arbiter/ui"
	"github.com/arbiterconsole/arbiter/ui/speech"
)

const appID = "org.arbiterconsole.arbiter"

func main() {
	dbPath := flag.String("db", "", "event database: a file, or postgres://user@host/event on the venue's server (default: the event opened last, else arbiter.db in the user's config folder)")
	language := flag.String("lang", "", "UI language: en, fr, es, ru, de, it or pt (default: the saved setting, else the system's)")
	serve := flag.String("serve", "", "serve live PGN of the open event over HTTP at this address, e.g. :8080 (read-only; off by default)")
	flag.Parse()
	limitMemory()
	stopProfile, err := startProfile(os.Getenv(profileEnv))
	if err != nil {
		fmt.Fprintln(os.Stderr, "arbiter:", err)
		os.Exit(1)
	}
	defer stopProfile()

	if err := run(*dbPath, *language, *serve); err != nil {
		stopProfile()
		fmt.Fprintln(os.Stderr, "arbiter:", err)
		os.Exit(1)
	}
}

func run(dbPath, language, serve string) error {
	defaultPath, err := stores.DefaultPath()
	if err != nil {
		return err
	}
	a := app.NewWithID(appID)
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.IconPNG))
	settings := ui.NewSettings(a.Preferences())
	if dbPath == "" {
		dbPath = lastEvent(settings, defaultPath)
	}
	if language == "" {
		language = settings.Language()
	}
	if err := ui.SetLanguage(language); err != nil {
		return err
	}

	s := &session{settings: settings}
	console := ui.NewConsole(a, dbPath, ui.Actions{OpenDatabase: s.open, SettingsSaved: s.followSettings,
		EventsFolder: filepath.Join(filepath.Dir(defaultPath), "events")})
	s.console = console
	console.Beeper = speech.NewBeep()
	s.followSettings(settings)
	defer s.closeSpeaker()
	if err := s.open(dbPath); err != nil {
		// Show the console anyway: the arbiter can open another file.
		console.ShowError(err)
	} else {
		settings.AddRecent(dbPath)
	}
	defer s.close()
	if serve != "" {
		stop, err := serveLive(serve, s.servedStore)
		if err != nil {
			console.ShowError(err)
		} else {
			defer stop()
		}
	}
	console.Show()
	console.Ticker().Start()
	quitOnSignal(a)
	a.Run()
	return nil
}

// lastEvent is the event file opened last that still exists, else the
// default database.
func lastEvent(settings ui.Settings, defaultPath string) string {
	for _, p := range settings.RecentDatabases() {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return defaultPath
}

// session is the open database and the backend running its event.
type session struct {
	settings ui.Settings
	console  *ui.Console
	store    storage.Store
	backend  *backend.Backend
	speaker  *speech.Espeak                // while the speech setting is on
	served   atomic.Pointer[storage.Store] // the open store, for the live PGN server's goroutines
}

// followSettings gives the console a speaker while speech is on; the
// console passes the notation language to the backend itself.
func (s *session) followSettings(settings ui.Settings) {
	if !settings.Speech() {
		s.closeSpeaker()
		return
	}
	if s.speaker == nil {
		s.speaker = speech.NewEspeak(func(err error) {
			fyne.Do(func() { s.console.ShowError(err) })
		})
		s.console.Speaker = s.speaker
	}
}

func (s *session) closeSpeaker() {
	if s.speaker != nil {
		s.speaker.Close()
		s.speaker = nil
		s.console.Speaker = nil
	}
}

// open makes the database at path the console's; the one open before is
// closed only once the new one has opened. A file another program holds
// (or one on read-only media) opens read-only, and the arbiter is told why.
func (s *session) open(path string) error {
	// Decisions made here are recorded as the arbiter of the settings'
	// "My boards", else as the event's chief arbiter.
	b, store, readOnly, err := backend.Open(context.Background(), path, backend.WithArbiter(s.settings.Arbiter))
	if err != nil {
		return err
	}
	s.close()
	s.store, s.backend = store, b
	s.served.Store(&store)
	s.console.Attach(b)
	if readOnly != nil {
		s.console.ShowError(fmt.Errorf("%s is open read-only: %w", path, readOnly))
	}
	return nil
}

func (s *session) close() {
	s.served.Store(nil)
	if s.backend != nil {
		s.backend.Close()
		s.backend = nil
	}
	if s.store != nil {
		s.store.Close()
		s.store = nil
	}
}

// servedStore is the open store for the live PGN server; nil while none
// is open.
func (s *session) servedStore() storage.Store {
	if p := s.served.Load(); p != nil {
		return *p
	}
	return nil
}

// serveLive serves the open database's games as live PGN at addr until
// stop is called.
func serveLive(addr string, store live.Source) (stop func(), err error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("live PGN server: %w", err)
	}
	srv := &http.Server{Handler: live.NewHandler(store, laws.Options{}), ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	return func() { srv.Close() }, nil
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
