package ui

import (
	"errors"
	"fmt"
	"testing"

	"github.com/arbiterconsole/arbiter/ui/view"
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

// One translator puts every parameter of a message from elsewhere into
// the arbiter's language, whatever the message: the sides it names, the
// field, and the messages nested in it, at any depth.
func TestTranslatedParamsNameSidesFieldsAndNestedMessages(t *testing.T) {
	params := map[string]any{
		"Side": "black", "Running": "white", "Field": "storage.field.player.name", "Board": 7,
		"Reason": view.Message{Key: "storage.field.player.name", Params: map[string]any{
			"Side": "white", "Inner": view.Message{Key: "side.black"}}},
	}
	got := translatedParams(params)
	for k, want := range map[string]any{
		"Side": "Black", "Running": "White", "Field": "Player's name", "Board": 7, "Reason": "Player's name",
	} {
		if got[k] != want {
			t.Errorf("%s = %v, want %v", k, got[k], want)
		}
	}
	if params["Side"] != "black" {
		t.Error("translatedParams changed the parameters it was given")
	}
	nested := translatedParams(map[string]any{"Reason": view.Message{Key: "tile.badge.flag", Params: map[string]any{"Side": "white"}}})
	if nested["Reason"] != "FLAG White" {
		t.Errorf("a nested message naming a side reads %q, want %q", nested["Reason"], "FLAG White")
	}
}
