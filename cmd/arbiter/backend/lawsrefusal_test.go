package backend

import (
	"errors"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// The Laws engine's refusals reach the console as their own keys with
// their parameters, not as English text inside "refusal.reason".
func TestLawsRefusalsCarryKeyAndParams(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "demo.db"))
	defer store.Close()
	if err := b.DemoEvent(); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		board  int
		cmd    view.Command
		key    string
		params map[string]any
	}{
		{"unreadable move", 1, view.Command{Kind: view.CmdMove, Move: "Zz9"}, "refusal.laws.move", map[string]any{"Move": "Zz9"}},
		{"illegal move with one square", 1, view.Command{Kind: view.CmdIllegal, Side: view.White, Article: "7.5.1", Move: "e4"}, "refusal.laws.illegal.squares", map[string]any{"Move": "e4"}},
		{"resign after the result", 12, view.Command{Kind: view.CmdResign, Side: view.Black}, "refusal.game_over", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := b.Do(tc.board, tc.cmd)
			var r *view.Refusal
			if !errors.As(err, &r) {
				t.Fatalf("error %v (%T) is not a *view.Refusal", err, err)
			}
			want := map[string]any{"Board": tc.board}
			for k, v := range tc.params {
				want[k] = v
			}
			if r.Key != tc.key || !reflect.DeepEqual(r.Params, want) {
				t.Errorf("refusal %q %v (%v), want %q %v", r.Key, r.Params, err, tc.key, want)
			}
		})
	}
}
