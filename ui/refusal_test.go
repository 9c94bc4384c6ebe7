package ui

import (
	"errors"
	"fmt"
	"testing"
)

func TestRefusalsAreShownInTheArbitersLanguage(t *testing.T) {
	cause := errors.New("laws: resign at 10:11:16.452: the game is over")
	over := &Refusal{Board: 7, Message: Message{Key: "refusal.game_over", Params: map[string]any{"Board": 7}}, Err: cause}
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"refusal", over, "Board 7: the game is over."},
		{"wrapped refusal", fmt.Errorf("console: %w", over), "Board 7: the game is over."},
		{"key the UI lacks", &Refusal{Board: 7, Message: Message{Key: "refusal.no_such_key"}, Err: cause}, "board 7: " + cause.Error()},
		{"plain error", cause, cause.Error()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := refusalText(tc.err); got != tc.want {
				t.Errorf("refusalText = %q, want %q", got, tc.want)
			}
		})
	}
}
