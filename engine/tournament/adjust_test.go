package tournament

import (
	"bytes"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// Sharly Chess's test files for line 299: a bonus of 2.0 to player 4 in
// round 1 and a penalty of 0.5 to player 2 count in the points column,
// the standings and the scores the next round is paired on, as the file's
// own points column and bbpPairings count them; the line is written back
// as read.
func TestTRF299PointsCounted(t *testing.T) {
	for _, tc := range []struct {
		file string
		want map[int]string // start rank to points
	}{
		{"testdata/real/sharly-299-bonus.trf", map[int]string{1: "1.0", 2: "0.0", 3: "1.0", 4: "2.0", 5: "1.0"}},
		{"testdata/real/sharly-indiv-299-penalty.trf", map[int]string{1: "0.5", 2: "0.0", 3: "0.5", 4: "0.5", 5: "1.0"}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			data := readFile(t, tc.file)
			tm := readTRF(t, data)
			st, err := tm.Standings()
			if err != nil {
				t.Fatal(err)
			}
			for _, row := range st.Rows {
				if got := row.Points.String(); got != tc.want[row.Player.StartRank] {
					t.Errorf("player %d: %s points, want %s", row.Player.StartRank, got, tc.want[row.Player.StartRank])
				}
			}
			before := tm.ScoresBefore(2)
			for rank, want := range tc.want {
				if got := before[rank].String(); got != want {
					t.Errorf("player %d before round 2: %s, want %s", rank, got, want)
				}
			}
			var out bytes.Buffer
			if err := WriteTRF(&out, tm); err != nil {
				t.Fatal(err)
			}
			line299 := strings.SplitN(string(data[bytes.Index(data, []byte("\n299"))+1:]), "\n", 2)[0]
			if !strings.Contains(out.String(), line299+"\r\n") {
				t.Errorf("written file lacks %q:\n%s", line299, out.String())
			}
			// the file's own points column (cols 81-84) says the same
			for _, line := range strings.Split(string(data), "\n") {
				if !strings.HasPrefix(line, "001") {
					continue
				}
				rank, _ := strconv.Atoi(strings.TrimSpace(line[4:8]))
				points := strings.TrimSpace(line[80:84])
				if p, _ := ParsePoints(points); p.String() != tc.want[rank] {
					t.Errorf("the file gives player %d %s points, the test %s", rank, points, tc.want[rank])
				}
			}
		})
	}
}

func TestParseAdjustment(t *testing.T) {
	for line, want := range map[string]Adjustment{
		"299          2.0    1    4":      {Kind: ' ', Points: 4, HasPt: true, Round: 1, Targets: []int{4}},
		"299          -0.5    1    2":     {Kind: ' ', Points: -1, HasPt: true, Round: 1, Targets: []int{2}},
		"299 -   1.0":                     {Kind: '-', Match: 2, HasMatch: true},
		"299 -   1.0       000 0004":      {Kind: '-', Match: 2, HasMatch: true, Targets: []int{4}},
		"299          1.0         3    7": {Kind: ' ', Points: 2, HasPt: true, Targets: []int{3, 7}},
	} {
		got, err := ParseAdjustment(line)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%q: %+v %v, want %+v", line, got, err, want)
		}
	}
	for _, bad := range []string{"299", "299 Q   1.0", "299          x.0", "299          0.25", "299          1.0    x", "299          1.0    1    y"} {
		if a, err := ParseAdjustment(bad); err == nil {
			t.Errorf("%q read as %+v", bad, a)
		}
	}
	if _, err := ReadTRF(strings.NewReader("012 Bad 299\n299          x.0    1    2\n")); err == nil || !strings.Contains(err.Error(), "299") {
		t.Errorf("a bad 299 line read: %v", err)
	}
}

// A bonus for every round counts once per round played; one for a round
// not yet played counts once it is.
func TestTRF299EveryRound(t *testing.T) {
	in := "012 Every round\n299          0.5\n299          1.0    3    1\n" +
		"001    1      One                                                                1.0    1     2 w 1     2 b 0\n" +
		"001    2      Two                                                                1.0    2     1 b 0     1 w 1\n"
	tm := readTRF(t, []byte(in))
	st, err := tm.Standings()
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range st.Rows {
		if row.Points.String() != "2.0" {
			t.Errorf("player %d: %s, want 1.0 + 2 x 0.5", row.Player.StartRank, row.Points)
		}
	}
	if got := tm.ScoresBefore(2)[1].String(); got != "1.5" {
		t.Errorf("before round 2: %s, want 1.5", got)
	}
}
