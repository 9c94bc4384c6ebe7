package tournament

import (
	"bytes"
	"os"
	"testing"
)

// The printable standings of testdata/open.trf, checked by eye once and
// kept as golden files (go test -update rewrites them).
func TestStandingsPrintable(t *testing.T) {
	tour := openTournament()
	st, err := tour.Standings(Buchholz, SonnebornBerger, PerformanceRating)
	if err != nil {
		t.Fatal(err)
	}
	tour.Players[0].Name = "Alder, <Tom> & Co" // HTML must escape it
	stEsc, err := tour.Standings(Buchholz, SonnebornBerger, PerformanceRating)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		golden string
		write  func(*bytes.Buffer) error
	}{
		{"testdata/standings.csv", func(b *bytes.Buffer) error { return WriteStandingsCSV(b, st) }},
		{"testdata/standings.html", func(b *bytes.Buffer) error {
			return WriteStandingsHTML(b, tour.Event.Name, 3, stEsc, StandingsLabels{})
		}},
	} {
		t.Run(tt.golden, func(t *testing.T) {
			var buf bytes.Buffer
			if err := tt.write(&buf); err != nil {
				t.Fatal(err)
			}
			if *update {
				if err := os.WriteFile(tt.golden, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want := readFile(t, tt.golden)
			if !bytes.Equal(buf.Bytes(), want) {
				t.Errorf("got:\n%s\nwant (%s):\n%s", buf.Bytes(), tt.golden, want)
			}
		})
	}
}
