package main

import (
	"context"

	"fyne.io/fyne/v2"

	"github.com/arbiterconsole/arbiter/cmd/arbiter/backend"
	"github.com/arbiterconsole/arbiter/cmd/internal/eboard"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// feedBackend is the event's backend with the venue's feeds: the console
// follows DGT LiveChess or a live PGN through it (view.Feeds).
type feedBackend struct {
	*backend.Backend
	venue *eboard.Venue
	show  func(error) // shows how following ended, if it failed
}

func newFeedBackend(b *backend.Backend, show func(error)) *feedBackend {
	return &feedBackend{Backend: b, venue: eboard.NewVenue(b), show: show}
}

// watch reports how following ended, on the UI goroutine.
func (f *feedBackend) watch(done <-chan error) {
	go func() {
		if err := <-done; err != nil {
			fyne.Do(func() { f.show(err) })
		}
	}()
}

func (f *feedBackend) FollowLiveChess(addr string, mapping map[string]int) error {
	done, err := f.venue.FollowLiveChess(context.Background(), addr, mapping)
	if err != nil {
		return err
	}
	f.watch(done)
	return nil
}

func (f *feedBackend) FollowPGN(source string) error {
	done, err := f.venue.FollowPGN(context.Background(), source, nil)
	if err != nil {
		return err
	}
	f.watch(done)
	return nil
}

func (f *feedBackend) StopFeeds() {
	f.venue.Stop()
	for n := range f.Backend.Feeds() {
		f.Backend.SetFeed(n, "")
	}
}

func (f *feedBackend) Following() string                { return f.venue.Following() }
func (f *feedBackend) EBoard(board int, s string) error { return f.venue.EBoard(board, s) }
func (f *feedBackend) Typed(board int) error            { return f.venue.Typed(board) }

// Close stops the feeds before the backend.
func (f *feedBackend) Close() error {
	f.venue.Stop()
	return f.Backend.Close()
}

var _ view.Feeds = (*feedBackend)(nil)
