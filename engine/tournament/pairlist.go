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

// Posted returns the round as pairing lists post it: the games in board
// order, then the pairing-allocated bye, numbered on after the last game
// (a round of 7 games posts its bye as board 8). Requested byes and
// absences are not pairs and are left out. The round is not changed.
func (r Round) Posted() []Pairing {
	var games, byes []Pairing
	for _, p := range r.Pairings {
		switch {
		case !p.IsBye():
			games = append(games, p)
		case p.Result.Outcome == PairingBye:
			byes = append(byes, p)
		}
	}
	slices.SortStableFunc(games, func(a, b Pairing) int { return a.Board - b.Board })
	for i := range byes {
		byes[i].Board = len(games) + 1 + i
	}
	return append(games, byes...)
}

// WritePairList writes a round as a pair list: the number of pairs, then
// WHITE BLACK a line as the round is posted (Posted), the
// pairing-allocated bye last as "N 0".
func WritePairList(w io.Writer, r Round) error {
	var lines []string
	for _, p := range r.Posted() {
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
