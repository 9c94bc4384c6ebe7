package backend

import (
	"path/filepath"
	"testing"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// The incidents of 7.2, 7.3 and A.4.2 reach the Laws from the console's
// commands, on the demo's rapid games without adequate supervision.
func TestIncidentsFromTheConsole(t *testing.T) {
	tests := []struct {
		name string
		cmd  view.Command
		key  string
	}{
		{"Article_A_4_2_IllegalMoveStandsOnceTheOpponentMoved", view.Command{Kind: view.CmdIllegal, Side: view.White, Article: "7.5.1", Late: true}, "ruling.illegal_move.stands"},
		{"Article_7_3_ColoursReversedUnderTenMovesIsANewGame", view.Command{Kind: view.CmdColours}, "ruling.colours.new_game"},
		{"Article_7_2_1_WrongSetupIsANewGame", view.Command{Kind: view.CmdWrongSetup}, "ruling.setup.new_game"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, store := newBackend(t, filepath.Join(t.TempDir(), "demo.db"))
			defer store.Close()
			if err := b.DemoEvent(); err != nil {
				t.Fatal(err)
			}
			rulings, err := b.Do(1, tt.cmd)
			if err != nil {
				t.Fatal(err)
			}
			if len(rulings) == 0 || rulings[0].Key != tt.key {
				t.Errorf("rulings %+v, want %s first", rulings, tt.key)
			}
		})
	}
}
