package backend

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// One stored command is one change, naming its board; a refused one
// changes nothing and says nothing.
func TestDo_OneChangePerStoredCommand(t *testing.T) {
	b, store := newBackend(t, filepath.Join(t.TempDir(), "e.db"))
	t.Cleanup(func() { store.Close() })
	if err := b.CreateEvent(testSetup()); err != nil {
		t.Fatal(err)
	}
	var changes []view.Change
	b.OnChange(func(c view.Change) { changes = append(changes, c) })
	for _, tc := range []struct {
		cmd  view.Command
		want []view.Change
	}{
		{view.Command{Kind: view.CmdStartClock}, []view.Change{{Boards: []int{1}}}},
		{view.Command{Kind: view.CmdIllegal, Side: view.White, Article: "7.5.1"}, []view.Change{{Boards: []int{1}}}},
		{view.Command{Kind: view.CmdMove, Move: "e2e5"}, nil},
	} {
		changes = nil
		b.Do(1, tc.cmd)
		if !slices.EqualFunc(changes, tc.want, func(a, b view.Change) bool { return slices.Equal(a.Boards, b.Boards) }) {
			t.Errorf("%s: changes %+v, want %+v", tc.cmd.Kind, changes, tc.want)
		}
	}
}
