package pgn_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/pgn"
)

// BenchmarkReadLichess1000 reads the 1,000 games of the lichess sample
// (about 80,000 moves with clocks).
func BenchmarkReadLichess1000(b *testing.B) {
	text := readFile(b, "lichess-1000-clk.pgn")
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		r := pgn.NewReader(strings.NewReader(text), pgn.Options{})
		for {
			if _, err := r.Next(); errors.Is(err, io.EOF) {
				break
			} else if err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkWriteLichess1000(b *testing.B) {
	games := readAll(b, readFile(b, "lichess-1000-clk.pgn"), pgn.Options{})
	for b.Loop() {
		for _, g := range games {
			if err := pgn.Write(io.Discard, g); err != nil {
				b.Fatal(err)
			}
		}
	}
}
