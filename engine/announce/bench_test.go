package announce_test

import (
	"testing"

	"github.com/arbiterconsole/arbiter/engine/announce"
	"github.com/arbiterconsole/arbiter/engine/chess"
)

func BenchmarkSay(b *testing.B) {
	p, m := mustMove(b, kiwipete, "d5e6")
	for b.Loop() {
		announce.Say(p, m, "de")
	}
}

func BenchmarkParse(b *testing.B) {
	p, err := chess.ParseFEN(kiwipete)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := announce.Parse(p, "David schlägt Eva sechs", "de"); err != nil {
			b.Fatal(err)
		}
	}
}
