package tournament

import "math"

// The rating tie-breaks (C.07 10) count only games played over the board
// against rated opponents, in standard points whatever the scoring.

// ratedGames returns the ratings of the rated opponents a player met over
// the board and the standard points (in half points) he scored against
// them.
func (c *crosstable) ratedGames(i int) (ratings []int, score Points) {
	for _, e := range c.rounds[i] {
		if e.played && !e.pending && c.ratings[e.opponent] > 0 {
			ratings = append(ratings, c.ratings[e.opponent])
			score += DefaultScoring.Of(e.mark)
		}
	}
	return ratings, score
}

// averageRating is ARO: the average rating of the rated opponents met over
// the board, rounded to a whole number (half up); 0 with none.
func (c *crosstable) averageRating(i int) int {
	ratings, _ := c.ratedGames(i)
	if len(ratings) == 0 {
		return 0
	}
	sum := 0
	for _, r := range ratings {
		sum += r
	}
	return int(math.Floor(float64(sum)/float64(len(ratings)) + 0.5))
}

// performance is TPR: ARO plus the rating difference dp that FIDE's table
// (Handbook B.02, 8.1.1) gives for the fraction scored, rounded to two
// decimals; 0 with no rated game.
func (c *crosstable) performance(i int) int {
	ratings, score := c.ratedGames(i)
	if len(ratings) == 0 {
		return 0
	}
	// score is in half points: p = score / (2 n), in hundredths.
	p := int(math.Floor(100*float64(score)/float64(2*len(ratings)) + 0.5))
	return c.averageRating(i) + dp(p)
}

// dpTable is FIDE's conversion of a fraction scored p (0.50 to 1.00, in
// hundredths from 50) to a rating difference; below 0.50, dp(p) is
// -dp(1-p).
var dpTable = [51]int{
	0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117,
	125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240,
	251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444,
	470, 501, 538, 589, 677, 800,
}

// dp returns the rating difference for p hundredths scored.
func dp(p int) int {
	if p < 50 {
		return -dpTable[50-p]
	}
	return dpTable[p-50]
}

// pdUpTo is FIDE's table of the expected score of the higher-rated
// player (Handbook B.02, 8.1.2): a rating difference up to pdUpTo[k]
// expects 0.50 + k/100; a difference above 735 expects 1.00.
var pdUpTo = [50]int{
	3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121,
	129, 137, 145, 153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245,
	256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456,
	484, 517, 559, 619, 735,
}

// expected returns, in hundredths, the score FIDE's table expects of a
// player rated r against one rated o. The table is used as it stands,
// without the 400-point rule of the rating regulations (C.07 10.3).
func expected(r, o int) int {
	d := r - o
	if d < 0 {
		return 100 - expected(o, r)
	}
	for k, up := range pdUpTo {
		if d <= up {
			return 50 + k
		}
	}
	return 100
}

// perfectPerformance is PTP (C.07 10.3): the lowest whole rating R at
// which the expected score (FIDE's table) against the rated opponents met
// over the board reaches the score made. A zero score gives the lowest
// opponent rating less 800; 0 with no rated game.
func (c *crosstable) perfectPerformance(i int) int {
	ratings, score := c.ratedGames(i)
	if len(ratings) == 0 {
		return 0
	}
	lo, hi := ratings[0], ratings[0]
	for _, r := range ratings {
		lo, hi = min(lo, r), max(hi, r)
	}
	if score == 0 {
		return lo - 800
	}
	want := 50 * int(score) // half points to hundredths
	sum := func(r int) int {
		s := 0
		for _, o := range ratings {
			s += expected(r, o)
		}
		return s
	}
	// The expected score rises with R and is full above hi + 735: find
	// the lowest R reaching want.
	a, b := lo-800, hi+736
	for a < b {
		m := a + (b-a)/2
		if sum(m) >= want {
			b = m
		} else {
			a = m + 1
		}
	}
	return a
}

// averageOfOpponents averages f over the opponents met over the board,
// rounded half up; opponents for whom f is 0 (no rated game) are left out.
func (c *crosstable) averageOfOpponents(i int, f func(int) int) int {
	sum, n := 0, 0
	for _, e := range c.rounds[i] {
		if e.played && !e.pending {
			if v := f(e.opponent); v != 0 {
				sum += v
				n++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return int(math.Floor(float64(sum)/float64(n) + 0.5))
}
