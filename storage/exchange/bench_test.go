package exchange

import (
	"bytes"
	"context"
	"os"
	"testing"
)

// BenchmarkImportPGN imports the 33 lichess games of mixed time controls
// (about 2,600 moves with clocks) into a new database.
func BenchmarkImportPGN(b *testing.B) {
	src, err := os.ReadFile("testdata/lichess-mixed-tc.pgn")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		b.StopTimer()
		s := newStore(b)
		b.StartTimer()
		rep, err := ImportPGN(context.Background(), s, bytes.NewReader(src), PGNOptions{Start: importStart})
		if err != nil || rep.Stored != 33 {
			b.Fatalf("%+v, %v", rep, err)
		}
	}
}
