package eboard

import (
	"errors"
	"fmt"
	"testing"

	"github.com/arbiterconsole/arbiter/ui/view"
)

// A feed action the console refused is shown with the console's own
// refusal, a key and parameters, inside the board's feed.error; an error
// without one keeps its text inside the translated refusal.reason.
func TestReasonIsTheConsolesRefusal(t *testing.T) {
	refused := &view.Refusal{Board: 3, Message: view.Message{Key: "refusal.round_closed", Params: map[string]any{"Board": 3}}, Err: errors.New("the round is closed")}
	if got := reason(3, fmt.Errorf("record: %w", refused)); !got.Equal(refused.Message) {
		t.Errorf("refused: %+v, want %+v", got, refused.Message)
	}
	got := reason(3, errors.New("disk I/O error"))
	if got.Key != "refusal.reason" || got.Params["Board"] != 3 || got.Params["Reason"] != "disk I/O error" {
		t.Errorf("other error: %+v", got)
	}
}
