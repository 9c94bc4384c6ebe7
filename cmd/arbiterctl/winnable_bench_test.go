package main

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/outcome"
)

// lichessQuestions returns the first n positions of the solver's lichess
// set as "FEN white" and "FEN black" lines, the questions of
// scripts/solverbench.
func lichessQuestions(b *testing.B, n int) []byte {
	b.Helper()
	f, err := os.Open("../../engine/outcome/internal/solver/testdata/lichess.txt")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var out bytes.Buffer
	sc := bufio.NewScanner(f)
	for sc.Scan() && n > 0 {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		_, fen, _ := strings.Cut(text, " ")
		out.WriteString(fen + " white\n" + fen + " black\n")
		n--
	}
	if err := sc.Err(); err != nil {
		b.Fatal(err)
	}
	return out.Bytes()
}

// BenchmarkWinnableLines answers the 4,000 sides of the first 2,000
// lichess positions the way `winnable --stdin` does, answer writing
// and the password filter of every arbiterctl output included: the
// whole cost of a question but for the pipe.
func BenchmarkWinnableLines(b *testing.B) {
	questions := lichessQuestions(b, 2000)
	sides := bytes.Count(questions, []byte{'\n'})
	b.ReportAllocs()
	for b.Loop() {
		if err := winnableLines(bytes.NewReader(questions), redacting{io.Discard}, outcome.DefaultNodes); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*sides)/1e3, "µs/side")
}
