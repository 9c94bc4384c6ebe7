package tournament

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// TieBreak names a tie-break by its acronym in the FIDE Tie-Break
// Regulations (Handbook C.07). docs/tie-breaks.md gives the exact definitions
// implemented and where they were read.
type TieBreak string

// Tie-breaks this package computes, as C.07 names them.
const (
	Buchholz                TieBreak = "BH"    // sum of the opponents' scores
	BuchholzCut1            TieBreak = "BH-C1" // BH less its least significant value
	BuchholzCut2            TieBreak = "BH-C2" // BH less its two least significant values
	BuchholzMedian1         TieBreak = "BH-M1" // BH less its least and its most significant value
	ForeBuchholz            TieBreak = "FB"    // BH with every game of the last round drawn
	AverageOpponentBuchholz TieBreak = "AOB"   // average BH of the opponents played
	SonnebornBerger         TieBreak = "SB"    // sum of opponents' scores times the points scored against them
	SonnebornBergerCut1     TieBreak = "SB-C1" // SB less its least significant value
	DirectEncounter         TieBreak = "DE"    // points among the tied players
	Wins                    TieBreak = "WIN"   // rounds scoring the points of a win, played or not
	WonGames                TieBreak = "WON"   // games won over the board
	BlackGames              TieBreak = "BPG"   // games played with Black
	BlackGamesWon           TieBreak = "BWG"   // games won with Black
	GamesElected            TieBreak = "GE"    // rounds less those the player chose not to play
	Progressive             TieBreak = "PS"    // sum of the scores after each round
	ProgressiveCut1         TieBreak = "PS-C1" // PS less the score after round 1
	AverageRating           TieBreak = "ARO"   // average rating of the opponents played
	AveragePerformance      TieBreak = "APRO"  // average TPR of the opponents played
	PerformanceRating       TieBreak = "TPR"   // tournament performance rating
	PerfectPerformance      TieBreak = "PTP"   // perfect tournament performance
	AveragePerfect          TieBreak = "APPO"  // average PTP of the opponents played
	Koya                    TieBreak = "KS"    // points against opponents with at least half the possible score
)

// AllTieBreaks lists every tie-break this package computes.
var AllTieBreaks = []TieBreak{
	Buchholz, BuchholzCut1, BuchholzCut2, BuchholzMedian1, ForeBuchholz, AverageOpponentBuchholz,
	SonnebornBerger, SonnebornBergerCut1, DirectEncounter, Wins, WonGames, BlackGames, BlackGamesWon,
	GamesElected, Progressive, ProgressiveCut1, AverageRating, AveragePerformance, PerformanceRating,
	PerfectPerformance, AveragePerfect, Koya,
}

// DefaultTieBreaks is the order used when none is given.
var DefaultTieBreaks = []TieBreak{Buchholz, BuchholzCut1, SonnebornBerger, Wins, DirectEncounter}

// aliases are other names of a tie-break: the 2026 revision of C.07
// calls GE (7.6) REP, rounds one elected to play.
var aliases = map[TieBreak]TieBreak{"REP": GamesElected}

// ParseTieBreaks reads a comma-separated list of tie-break acronyms such
// as "BH-C1,BH,SB"; case does not matter, and REP is read as GE.
func ParseTieBreaks(s string) ([]TieBreak, error) {
	var tbs []TieBreak
	for _, f := range strings.Split(s, ",") {
		tb := TieBreak(strings.ToUpper(strings.TrimSpace(f)))
		if a, ok := aliases[tb]; ok {
			tb = a
		}
		if !slices.Contains(AllTieBreaks, tb) {
			names := make([]string, len(AllTieBreaks))
			for i, t := range AllTieBreaks {
				names[i] = string(t)
			}
			return nil, fmt.Errorf("tie-break %q is not one of %s", f, strings.Join(names, ", "))
		}
		if slices.Contains(tbs, tb) {
			return nil, fmt.Errorf("tie-break %s is listed twice", tb)
		}
		tbs = append(tbs, tb)
	}
	return tbs, nil
}

// Value is a tie-break value counted in hundredths. Point sums are exact
// (Sonneborn-Berger multiplies two half-point scores: quarter points);
// averages are rounded to hundredths, ratings to whole numbers.
type Value int64

// ValueOf converts points to a tie-break value.
func ValueOf(p Points) Value { return Value(50 * p) }

// countValue converts a count or a rating to a tie-break value.
func countValue(n int) Value { return Value(100 * n) }

// averageValue divides sum by n, rounded half up to hundredths.
func averageValue(sum Value, n int) Value {
	if n == 0 {
		return 0
	}
	return Value(math.Floor(float64(sum)/float64(n) + 0.5))
}

// String writes the value with as few decimals as it needs: "12",
// "12.5", "12.25".
func (v Value) String() string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	whole, frac := v/100, v%100
	switch {
	case frac == 0:
		return fmt.Sprintf("%s%d", sign, whole)
	case frac%10 == 0:
		return fmt.Sprintf("%s%d.%d", sign, whole, frac/10)
	}
	return fmt.Sprintf("%s%d.%02d", sign, whole, frac)
}

// MarshalJSON writes the value as a JSON number.
func (v Value) MarshalJSON() ([]byte, error) { return []byte(v.String()), nil }
