package backend

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage/exchange"
	"github.com/arbiterconsole/arbiter/ui/view"
)

// errNoEvent is returned by what needs an open event.
var errNoEvent = errors.New("no event is open")

// Export writes the open event in a format.
func (b *Backend) Export(format view.ExportFormat, w io.Writer) error {
	b.mu.Lock()
	ev := b.event
	b.mu.Unlock()
	if ev == nil {
		return fmt.Errorf("export: %w", errNoEvent)
	}
	ctx := context.Background()
	f := b.store
	switch format {
	case view.ExportPGNRound:
		return exchange.ExportPGN(ctx, f, ev.t.ID, ev.round.Number, b.opts, w)
	case view.ExportPGN:
		return exchange.ExportPGN(ctx, f, ev.t.ID, 0, b.opts, w)
	}
	write, ok := map[view.ExportFormat]func(io.Writer, *tournament.Tournament) error{
		view.ExportTRF:        tournament.WriteTRF,
		view.ExportResultsCSV: tournament.WriteResultsCSV,
		view.ExportPlayersCSV: func(w io.Writer, t *tournament.Tournament) error { return tournament.WritePlayersCSV(w, t.Players) },
	}[format]
	if !ok {
		return fmt.Errorf("export: unknown format %q", format)
	}
	t, err := exchange.Export(ctx, f, ev.t.ID)
	if err != nil {
		return err
	}
	return write(w, t)
}

// ReadPlayers reads the players of a CSV or TRF16 file.
func (b *Backend) ReadPlayers(name string, r io.Reader) ([]view.PlayerView, error) {
	var players []tournament.Player
	switch ext := strings.ToLower(filepath.Ext(name)); ext {
	case ".csv":
		ps, err := tournament.ReadPlayersCSV(r)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		players = ps
	case ".trf", ".txt":
		t, err := tournament.ReadTRF(r)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		players = t.Players
	default:
		return nil, fmt.Errorf("%s: players come from a .csv or a .trf file, not %q", name, ext)
	}
	views := make([]view.PlayerView, len(players))
	for i, p := range players {
		views[i] = view.PlayerView{Name: p.Name, Rating: p.Rating, Title: p.Title, Federation: p.Federation,
			Lang: p.Language, VisuallyImpaired: p.VisuallyImpaired}
	}
	return views, nil
}
