package sqlite

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/storage"
)

func TestNames_ControlCharactersRefused(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	f := addFixture(t, s)
	tests := []struct {
		name string
		do   func() error
		want string
	}{
		{"player name with a bell", func() error {
			_, err := s.AddPlayer(ctx, storage.Player{TournamentID: f.tournament, Name: "Ring\a, Bell"})
			return err
		}, "name has a control character (U+0007) at byte 4"},
		{"player name with a line break", func() error {
			return s.UpdatePlayer(ctx, storage.Player{ID: f.players[0], TournamentID: f.tournament, Name: "Carlsen,\nMagnus"})
		}, "name has a control character (U+000A) at byte 8"},
		{"event venue with an escape", func() error {
			_, err := s.AddTournament(ctx, storage.Tournament{Name: "Open", Venue: "Oslo\x1b[31m", TimeControl: "15+10"})
			return err
		}, "venue has a control character (U+001B)"},
		{"arbiter name not UTF-8", func() error {
			_, err := s.AddArbiter(ctx, storage.Arbiter{TournamentID: f.tournament, Name: "Gijssen\xff", Role: "deputy"})
			return err
		}, "name is not UTF-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.do()
			if !errors.Is(err, storage.ErrInvalid) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want ErrInvalid saying %q", err, tt.want)
			}
		})
	}
	// Letters of every script, and long names, are names.
	if _, err := s.AddPlayer(ctx, storage.Player{TournamentID: f.tournament, Name: "Ñúñez-Øster, Ярослав " + strings.Repeat("Ä", 300)}); err != nil {
		t.Errorf("a long name in several scripts: %v", err)
	}
}
