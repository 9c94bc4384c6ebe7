package locales

import "testing"

func TestUIText(t *testing.T) {
	tests := []struct {
		lang, key string
		params    map[string]any
		want      string
		ok        bool
	}{
		{"en", "ruling.illegal_move.first", map[string]any{"minutes": "2"}, "First completed illegal move by this player: the opponent receives 2 min extra time.", true},
		{"en", "effect.time.black", map[string]any{"Time": "+2:00"}, "Black's clock: +2:00", true},
		{"de", "refusal.game_over", map[string]any{"Board": 7}, "Brett 7: Die Partie ist beendet.", true},
		{"xx", "refusal.game_over", map[string]any{"Board": 7}, "Board 7: the game is over.", true}, // English stands in
		{"en", "no.such.key", nil, "no.such.key", false},
	}
	for _, tt := range tests {
		got, ok := UIText(tt.lang, tt.key, tt.params)
		if got != tt.want || ok != tt.ok {
			t.Errorf("UIText(%q, %q) = %q, %v; want %q, %v", tt.lang, tt.key, got, ok, tt.want, tt.ok)
		}
	}
}
