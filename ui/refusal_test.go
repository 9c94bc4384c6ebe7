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
		{"value a store refused", fmt.Errorf("add player: %w", storeRefusal{}), "Player's name: a control character (U+0007) at character 5; it is not kept, type the text again."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := refusalText(tc.err); got != tc.want {
				t.Errorf("refusalText = %q, want %q", got, tc.want)
			}
		})
	}
}

// storeRefusal is an error that carries its translation, as
// storage.FieldError does.
type storeRefusal struct{}

func (storeRefusal) Error() string {
	return "invalid value: player name has a control character (U+0007) at character 5"
}

func (storeRefusal) Message() (string, map[string]any) {
	return "storage.invalid.control", map[string]any{"Field": "storage.field.player.name", "Char": "U+0007", "At": 5, "Max": 200}
}
