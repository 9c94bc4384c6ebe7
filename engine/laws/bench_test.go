package laws

import (
	"fmt"
	"testing"
	"time"
)

// shuffle returns n knight moves that never repeat a position five times.
func shuffleEvents(n int) []Event {
	cycle := []string{"g1f3", "g8f6", "b1c3", "b8c6", "f3g1", "f6g8", "c3b1", "c6b8"}
	events := []Event{{At: ScenarioBase, Kind: KindStart}}
	for i := 0; i < n; i++ {
		events = append(events, Event{At: ScenarioBase.Add(time.Duration(i+1) * time.Second), Kind: KindMove, Payload: Payload{Move: cycle[i%len(cycle)]}})
	}
	return events
}

func BenchmarkReplay(b *testing.B) {
	for _, n := range []int{16, 30} {
		events := shuffleEvents(n)
		control := mustTC(b, "90+30")
		setup := Setup{Rules: NewRuleSet(Edition2018, control, Adequate), Control: control}
		b.Run(fmt.Sprintf("moves=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, _, err := Replay(setup, events); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
