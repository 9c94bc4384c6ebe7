package tournament

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// ReadPairList reads the pair list bbpPairings (-p) and JaVaFo write: a
// first line with the number of pairs, then one pair a line, the start
// ranks of White and Black, 0 for Black when White gets the
// pairing-allocated bye. Games keep the list's order as their boards
// (1, 2, ...), which is the order the program posts. A start rank paired
// twice, a count that does not match or anything but numbers is refused
// with its line.
func ReadPairList(r io.Reader) ([]Pairing, error) {
	sc := bufio.NewScanner(r)
	sc.Split(scanLines)
	var pairs []Pairing
	count, n, board := -1, 0, 0
	seen := map[int]int{} // start rank to its line
	for sc.Scan() {
		n++
		text := strings.TrimSpace(strings.TrimPrefix(sc.Text(), "\uFEFF"))
		if text == "" {
			continue
		}
		fields := strings.Fields(text)
		fail := func(format string, a ...any) error {
			return &ParseError{Format: "pair list", Line: n, Err: fmt.Errorf(format, a...)}
		}
		if count < 0 {
			c, err := strconv.Atoi(text)
			if err != nil || c < 0 {
				return nil, fail("%q is not the number of pairs the list starts with", text)
			}
			count = c
			continue
		}
		if len(fields) != 2 {
			return nil, fail("%q is not two start ranks (WHITE BLACK, 0 for a bye)", text)
		}
		var ranks [2]int
		for i, f := range fields {
			v, err := strconv.Atoi(f)
			if err != nil || v < 0 || (i == 0 && v == 0) {
				return nil, fail("%q is not a start rank", f)
			}
			ranks[i] = v
		}
		if ranks[0] == ranks[1] {
			return nil, fail("player %d is paired against himself", ranks[0])
		}
		for _, rank := range ranks {
			if rank == 0 {
				continue
			}
			if first, dup := seen[rank]; dup {
				return nil, fail("player %d is also paired on line %d", rank, first)
			}
			seen[rank] = n
		}
		p := Pairing{White: ranks[0], Black: ranks[1]}
		if p.IsBye() {
			p.Result = Result{Outcome: PairingBye}
		} else {
			board++
			p.Board = board
		}
		pairs = append(pairs, p)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("pair list: line %d: %w", n+1, err)
	}
	switch {
	case count < 0:
		return nil, errors.New("pair list: empty: no number of pairs, no pair")
	case count != len(pairs):
		return nil, fmt.Errorf("pair list: the first line says %d pair(s), the list has %d", count, len(pairs))
	}
	return pairs, nil
}

// WritePairList writes a round as a pair list: the number of pairs, then
// WHITE BLACK a line in board order, the pairing-allocated bye last as
// "N 0". Requested byes and absences are not pairs and are left out.
func WritePairList(w io.Writer, r Round) error {
	var lines []string
	games := slices.Clone(r.Pairings)
	slices.SortStableFunc(games, func(a, b Pairing) int {
		switch {
		case a.IsBye() != b.IsBye():
			if a.IsBye() {
				return 1
			}
			return -1
		}
		return a.Board - b.Board
	})
	for _, p := range games {
		if p.IsBye() && p.Result.Outcome != PairingBye {
			continue
		}
		lines = append(lines, fmt.Sprintf("%d %d", p.White, p.Black))
	}
	_, err := fmt.Fprintf(w, "%d\n%s", len(lines), strings.Join(append(lines, ""), "\n"))
	return err
}

// NextRound makes the round about to be played from a pairing program's
// pairs: the games in the program's order, its pairing-allocated bye, and
// the byes the players asked for or were given (NextByes and ByesFor).
// Every start rank must be a player's, nobody may be both paired and
// excused, and a withdrawn player is not paired.
func (t *Tournament) NextRound(pairs []Pairing) (Round, error) {
	next := len(t.Rounds) + 1
	round := Round{Number: next}
	excused := map[int]Pairing{}
	for _, b := range t.ByesFor(next) {
		excused[b.White] = b
	}
	for _, p := range pairs {
		for _, rank := range []int{p.White, p.Black} {
			if rank == 0 {
				continue
			}
			if _, ok := t.Player(rank); !ok {
				return Round{}, &PairError{Kind: UnknownRank, Round: next, Board: p.Board, Rank: rank}
			}
			if b, ok := excused[rank]; ok {
				return Round{}, &PairError{Kind: Excused, Round: next, Board: p.Board, Rank: rank, Result: b.Result}
			}
		}
		round.Pairings = append(round.Pairings, p)
	}
	round.Pairings = append(round.Pairings, t.ByesFor(next)...)
	c := *t
	c.Rounds = append(slices.Clone(t.Rounds), round)
	c.NextByes = nil
	c.Requests = slices.DeleteFunc(slices.Clone(t.Requests), func(r ByeRequest) bool { return r.Round == next })
	if err := c.Validate(); err != nil {
		return Round{}, err
	}
	return round, nil
}
