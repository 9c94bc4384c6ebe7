// Command arbiter is Arbiter Console, the chief arbiter's desktop program:
// every board of a round in one window, rulings by the FIDE Laws of Chess.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"sync/atomic"
	"syscall"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/arbiterconsole/arbiter/assets"
	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/cmd/arbiter/live"
	"github.com/arbiterconsole/arbiter/cmd/internal/dbaddr"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
	"github.com/arbiterconsole/arbiter/storage/stores"
	"github.com/arbiterconsole/arbiter/ui"
	"github.com/arbiterconsole/arbiter/ui/speech"
	"github.com/arbiterconsole/arbiter/ui/view"
)

const appID = "org.arbiterconsole.arbiter"

func main() {
	dbPath := flag.String("db", "", "event database: a file, or postgres://user@host/event on the venue's server (default: the event opened last, else arbiter.db in the user's config folder)")
	language := flag.String("lang", "", "UI language: en, fr, es, ru, de, it or pt (default: the saved setting, else the system's)")
	serve := flag.String("serve", "", "serve live PGN of the open event over HTTP at this address: :8080 listens on this computer only, 0.0.0.0:8080 on every network (read-only; off by default)")
	livechess := flag.String("livechess", "", "follow DGT LiveChess's e-boards at this address, e.g. 127.0.0.1:1982 (e-board i feeds board i; Round > E-boards to map them)")
	livePGN := flag.String("livepgn", "", "follow a live PGN, a file or an http(s) URL, into the round")
	flag.Parse()
	limitMemory()
	stopProfile, err := startProfile(os.Getenv(profileEnv))
	if err != nil {
		fmt.Fprintln(os.Stderr, "arbiter:", err)
		os.Exit(1)
	}
	defer stopProfile()

	if err := run(*dbPath, *language, *serve, feedFlags{*livechess, *livePGN}); err != nil {
		stopProfile()
		fmt.Fprintln(os.Stderr, "arbiter:", err)
		os.Exit(1)
	}
}

// feedFlags are what the console follows from the start.
type feedFlags struct{ livechess, pgn string }

func run(dbPath, language, serve string, feeds feedFlags) error {
	defaultPath, err := stores.DefaultPath()
	if err != nil {
		return err
	}
	if err := chooseWindowSystem(); err != nil {
		return err
	}
	a := app.NewWithID(appID)
	if err := privatePreferences(a.Storage().RootURI().Path()); err != nil {
		return err
	}
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
	defer s.close()
	if serve != "" {
		s.live = live.NewHandler(s.servedStore, laws.Options{}, s.servedEvents)
		srv, err := live.Listen(serve, s.live)
		if err != nil {
			console.ShowError(err)
		} else {
			fmt.Fprintf(os.Stderr, "arbiter: live PGN at http://%s/\n", srv.Addr)
			defer srv.Close()
		}
	}
	// The window shows first, with its empty state, while the event is
	// read on another goroutine: a round of hundreds of games takes as
	// long to read as the window takes to show, and a server's event may
	// wait on the network. The wall is built on the UI goroutine once the
	// window has its size from the screen and the event is read, fitted
	// to that size. A window manager's maximise, 300 ms later, refits it
	// only if its frame differs from the one guessed by a step of the
	// fit's zoom.
	opening := s.openAside(dbPath)
	placeConsole(a, console.Window(), func() {
		go func() {
			o := <-opening
			fyne.Do(func() { s.start(o, feeds) })
		}()
	})
	console.Show()
	console.Ticker().Start()
	quitOnSignal(a)
	a.Run()
	return nil
}

// start shows the event opened at the start and follows the feeds asked
// for; an event the arbiter opened from the console meanwhile (a server
// that answers late) stays, and this one is closed with the feeds given
// for it.
func (s *session) start(o opened, feeds feedFlags) {
	if s.backend != nil {
		if o.err == nil {
			o.backend.Close()
			o.store.Close()
		}
		return
	}
	if err := s.attach(o); err != nil {
		// The console stays: the arbiter can open another file.
		s.console.ShowError(err)
		return
	}
	s.settings.AddRecent(o.path)
	var err error
	switch {
	case feeds.livechess != "":
		err = s.backend.FollowLiveChess(feeds.livechess, nil)
	case feeds.pgn != "":
		err = s.backend.FollowPGN(feeds.pgn)
	}
	if err != nil {
		s.console.ShowError(err)
	}
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

// privatePreferences keeps the preferences (recent events among them)
// readable by their owner only: the folder 0700, preferences.json 0600,
// made so before Fyne first writes it.
func privatePreferences(dir string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("preferences: %w", err)
	}
	if err := os.Chmod(dir, 0o700); err != nil {
		return fmt.Errorf("preferences: %w", err)
	}
	file := filepath.Join(dir, "preferences.json")
	f, err := os.OpenFile(file, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	switch {
	case err == nil:
		_, err = f.WriteString("{}")
		return errors.Join(err, f.Close())
	case errors.Is(err, os.ErrExist):
		return os.Chmod(file, 0o600)
	default:
		return fmt.Errorf("preferences: %w", err)
	}
}

// session is the open database and the backend running its event.
type session struct {
	settings ui.Settings
	console  *ui.Console
	store    storage.Store
	backend  *feedBackend
	speaker  *speech.Espeak                // while the speech setting is on
	served   atomic.Pointer[storage.Store] // the open store, for the live PGN server's goroutines
	event    atomic.Int64                  // the open event's id, the one the live PGN server serves
	live     *live.Handler                 // nil unless -serve
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
func (s *session) open(path string) error { return s.attach(s.openBackend(path)) }

// opened is an event file or server opened, not yet shown; err when it
// could not be.
type opened struct {
	path     string
	backend  *backend.Backend
	store    storage.Store
	readOnly error // why the event is open read-only; nil when it is not
	err      error
}

// openAside opens the event at path on another goroutine; the channel
// gives what opened, once.
func (s *session) openAside(path string) <-chan opened {
	opening := make(chan opened, 1)
	go func() { opening <- s.openBackend(path) }()
	return opening
}

// openBackend opens the event at path and folds its games; it touches no
// window, so it may run on any goroutine.
func (s *session) openBackend(path string) opened {
	if err := dbaddr.Check(path); err != nil {
		return opened{path: path, err: err}
	}
	// Decisions made here are recorded as the arbiter of the settings'
	// "My boards", else as the event's chief arbiter.
	b, store, readOnly, err := backend.Open(context.Background(), path, backend.WithArbiter(s.settings.Arbiter))
	return opened{path: path, backend: b, store: store, readOnly: readOnly, err: err}
}

// attach makes o the event the console shows, closing the one before.
func (s *session) attach(o opened) error {
	if o.err != nil {
		return o.err
	}
	b, store := o.backend, o.store
	s.close()
	s.store, s.backend = store, newFeedBackend(b, s.console.ShowError)
	s.served.Store(&store)
	if id, ok := b.EventID(); ok {
		s.event.Store(id)
	}
	b.OnChange(func(view.Change) {
		if id, ok := b.EventID(); ok {
			s.event.Store(id)
		}
		if s.live != nil {
			s.live.Changed()
		}
	})
	if s.live != nil {
		s.live.Changed()
	}
	s.console.Attach(s.backend)
	if o.readOnly != nil {
		s.console.ShowError(fmt.Errorf("%s is open read-only: %w", o.path, o.readOnly))
	}
	return nil
}

func (s *session) close() {
	s.served.Store(nil)
	s.event.Store(0)
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

// servedEvents is the event the live PGN server serves: the open one.
func (s *session) servedEvents() []int64 {
	if id := s.event.Load(); id != 0 {
		return []int64{id}
	}
	return []int64{}
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
