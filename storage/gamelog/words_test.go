package gamelog

import (
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/laws"
)

// An appeals committee reads the PGN: its comments say the decision in
// words, with the arbiter's written reason, not the message keys.
func TestRulingCommentIsInWords(t *testing.T) {
	at := time.Date(2026, 11, 25, 10, 11, 16, 0, time.UTC)
	tests := []struct {
		ruling laws.Ruling
		want   []string
	}{
		{laws.Ruling{At: at, Side: laws.Black, Decision: laws.IllegalFirst, Articles: []string{"7.5.1", "7.5.5"}, Params: map[string]string{"minutes": "2"}, DecidedBy: "laws"},
			[]string{"Ruling 10:11:16: First completed illegal move by this player: the opponent receives 2 min extra time.", "Art. 7.5.1, 7.5.5"}},
		{laws.Ruling{At: at, Side: laws.White, Decision: laws.PenaltyApplied, Articles: []string{"12.9.1"}, Params: map[string]string{"penalty": "warning", "reason": "phone rang"}, DecidedBy: "Deputy A"},
			[]string{"reason: phone rang", "decided by Deputy A"}},
	}
	for _, tt := range tests {
		got := rulingComment(tt.ruling)
		if strings.Contains(got, string(tt.ruling.Decision)) {
			t.Errorf("comment %q shows the key %q", got, tt.ruling.Decision)
		}
		for _, w := range tt.want {
			if !strings.Contains(got, w) {
				t.Errorf("comment %q lacks %q", got, w)
			}
		}
	}
}
