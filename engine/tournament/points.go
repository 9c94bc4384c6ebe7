package tournament

import (
	"fmt"
	"strconv"
	"strings"
)

// Points is a score counted in half points, so that ½ is exact:
// Points(3) is 1½.
type Points int

// Common amounts of points.
const (
	Half Points = 1
	One  Points = 2
)

// String formats points with one decimal, as TRF does: "0.0", "1.5", "10.0".
func (p Points) String() string {
	sign := ""
	if p < 0 {
		sign, p = "-", -p
	}
	if p%2 == 0 {
		return fmt.Sprintf("%s%d.0", sign, p/2)
	}
	return fmt.Sprintf("%s%d.5", sign, p/2)
}

// ParsePoints reads points written as "1", "1.5", "1,5", "1½", "½" or
// "1/2". Anything finer than a half point is an error.
func ParsePoints(s string) (Points, error) {
	t := strings.TrimSpace(s)
	if t == "½" || t == "1/2" || t == ".5" || t == "0.5" {
		return Half, nil
	}
	half := false
	if w, ok := strings.CutSuffix(t, "½"); ok {
		t, half = w, true
	} else if w, f, ok := strings.Cut(strings.ReplaceAll(t, ",", "."), "."); ok {
		switch strings.TrimRight(f, "0") {
		case "":
		case "5":
			half = true
		default:
			return 0, fmt.Errorf("points %q are not a multiple of ½", s)
		}
		t = w
	}
	n, err := strconv.Atoi(t)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("points %q are not a number", s)
	}
	p := Points(2 * n)
	if half {
		p++
	}
	return p, nil
}

// Scoring says how many points a win, a draw and a loss are worth. Article
// 10.1 gives 1, ½ and 0 unless the regulations of the event say otherwise.
type Scoring struct {
	Win, Draw, Loss Points
}

// DefaultScoring is the scoring of Article 10.1: 1, ½, 0.
var DefaultScoring = Scoring{Win: One, Draw: Half, Loss: 0}

// Of returns the points a mark is worth.
func (s Scoring) Of(m Mark) Points {
	switch m {
	case Won:
		return s.Win
	case Drawn:
		return s.Draw
	}
	return s.Loss
}

// Validate checks that a win is worth more than a draw and a draw at least
// as much as a loss, so that results order players sensibly.
func (s Scoring) Validate() error {
	if s.Loss < 0 || s.Draw < s.Loss || s.Win <= s.Draw {
		return fmt.Errorf("scoring %s/%s/%s: want win > draw >= loss >= 0", s.Win, s.Draw, s.Loss)
	}
	return nil
}

// orDefault returns the default scoring for a zero Scoring, so that a zero
// Event scores by Article 10.1.
func (s Scoring) orDefault() Scoring {
	if s == (Scoring{}) {
		return DefaultScoring
	}
	return s
}

// MarshalJSON writes points as a JSON number: 1.5.
func (p Points) MarshalJSON() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalJSON reads points from a JSON number such as 1.5.
func (p *Points) UnmarshalJSON(b []byte) error {
	v, err := ParsePoints(string(b))
	if err != nil {
		return err
	}
	*p = v
	return nil
}
