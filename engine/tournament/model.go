package tournament

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Tournament is an event with its players and its rounds so far.
type Tournament struct {
	Event   Event
	Players []Player // in start-rank order
	Rounds  []Round  // in round order: Rounds[0] is round 1
	Teams   []Team   // TRF 013 lines, for team events
	// NextByes are the byes pre-assigned for the round about to be paired
	// (half-, zero- or full-point byes): not a round yet.
	NextByes []Pairing
	// Requests are byes the arbiter granted for rounds not paired yet:
	// half-, zero- or full-point byes a player asked for.
	Requests []ByeRequest
	// Withdrawals are players who play no more from a round on; they are
	// given a zero-point bye (absent, not paired) in every round from then.
	Withdrawals []Withdrawal
	// Absences are the players defaulted in the last round (6.7.1: lost
	// by forfeit, never at the board), as the games' logs tell: by
	// default each starts the next round with a zero-point bye. They are
	// read, not stored.
	Absences []Absence
	// Excused are the absences the arbiter took back: the player is
	// paired in the next round after all.
	Excused []Absence
	// Extra are TRF lines kept as read so that export gives them back:
	// comments (###), XXA acceleration, 082, lines of other programs, and
	// TRF-2026's 299, which the scores also count (Adjustments).
	Extra []string
}

// ByeRequest is a bye granted before a round is paired.
type ByeRequest struct {
	StartRank int     `json:"start_rank"`
	Round     int     `json:"round"`
	Outcome   Outcome `json:"outcome"` // HalfPointBye, ZeroPointBye or FullPointBye
}

// Withdrawal is a player who plays no round from From on.
type Withdrawal struct {
	StartRank int `json:"start_rank"`
	From      int `json:"from"`
}

// Absence is a player defaulted in round Round.
type Absence struct {
	StartRank int `json:"start_rank"`
	Round     int `json:"round"` // the round he lost by default
}

// AbsentBye reports whether the player starts round n with a zero-point
// bye for his default in round n-1: absent then, not excused, and
// neither granted another bye for round n nor withdrawn by then (the
// arbiter's own entries come first).
func (t *Tournament) AbsentBye(startRank, n int) bool {
	a := Absence{StartRank: startRank, Round: n - 1}
	if !slices.Contains(t.Absences, a) || slices.Contains(t.Excused, a) || t.Withdrawn(startRank, n) {
		return false
	}
	return !slices.ContainsFunc(t.Requests, func(r ByeRequest) bool { return r.StartRank == startRank && r.Round == n })
}

// Withdrawn reports whether the player with the given start rank is
// withdrawn from round n on.
func (t *Tournament) Withdrawn(startRank, n int) bool {
	for _, w := range t.Withdrawals {
		if w.StartRank == startRank && w.From <= n {
			return true
		}
	}
	return false
}

// ByesFor returns the byes round n starts with before it is paired: the
// byes pre-assigned in an imported file (NextByes, for the next round),
// a zero-point bye for each player defaulted in round n-1 (AbsentBye),
// the byes granted for round n, and a zero-point bye for each player
// withdrawn by then; one per player, a withdrawal first, then a granted
// bye, then an absence, in start-rank order.
func (t *Tournament) ByesFor(n int) []Pairing {
	byes := map[int]Pairing{}
	for _, a := range t.Absences {
		if a.Round == n-1 && t.AbsentBye(a.StartRank, n) {
			byes[a.StartRank] = Pairing{White: a.StartRank, Result: Result{Outcome: ZeroPointBye}}
		}
	}
	if n == len(t.Rounds)+1 {
		for _, b := range t.NextByes {
			byes[b.White] = b
		}
	}
	for _, r := range t.Requests {
		if r.Round == n {
			byes[r.StartRank] = Pairing{White: r.StartRank, Result: Result{Outcome: r.Outcome}}
		}
	}
	for _, w := range t.Withdrawals {
		if w.From <= n {
			byes[w.StartRank] = Pairing{White: w.StartRank, Result: Result{Outcome: ZeroPointBye}}
		}
	}
	out := make([]Pairing, 0, len(byes))
	for _, b := range byes {
		out = append(out, b)
	}
	slices.SortFunc(out, func(a, b Pairing) int { return a.White - b.White })
	return out
}

// Team is a team of a team event, with its players' start ranks.
type Team struct {
	Name    string
	Members []int
}

// Event is what an event is and the rules it is played under.
type Event struct {
	Name         string
	Venue        string // where it is played; TRF calls it the city
	Federation   string // three letters, e.g. "NOR"
	Start, End   Date
	ChiefArbiter string
	Deputies     []string // deputy chief arbiters (TRF 112)
	Type         string   // e.g. "Swiss System", as the pairing program words it
	RoundCount   int      // rounds planned; 0 when not known
	// InitialColour is the colour of the first player in round 1 as
	// pairing programs read it from XXC: "white1" or "black1"; "" when
	// the program decides.
	InitialColour string
	LawsEdition   string // e.g. "2018"
	// TimeControl is the time control as TRF line 122 carries it: free
	// text as the arbiter wrote it ("90 min/40 moves + 30 min + 30
	// sec/move"), e.g. "15+10".
	TimeControl string
	// TimeControlTRF26 is TRF-2026's line 222, the time control in PGN's
	// form (seconds), e.g. "40/6000+30:900+30"; "" when the file has none.
	TimeControlTRF26 string
	// RoundsPlanned is TRF-2026's line 142 as read (0 when absent);
	// RoundCount takes it when the file has no XXR.
	RoundsPlanned int
	Scoring       Scoring
	// ScoringCodes are the codes of line 162 other than W, D and L, in
	// the file's order (TRF-2026's P and Z, for instance), written back
	// as they came.
	ScoringCodes []ScoreCode
	// TieBreaks are the tie-breaks the arbiter chose, in order; none means
	// DefaultTieBreaks.
	TieBreaks []TieBreak
	// TieBreakRules overrides the edition of C.07 chosen by the start
	// date; empty means RulesFor(Start).
	TieBreakRules Rules
}

// ScoreCode is one code of TRF line 162 with its points.
type ScoreCode struct {
	Code   string `json:"code"`
	Points Points `json:"points"`
}

// Player is a player of an event with what the arbiter must know.
type Player struct {
	StartRank        int    // pairing number, 1 for the first
	Name             string // "Surname, Given"
	FIDEID           int64  // 0 when the player has none
	Rating           int    // 0 when unrated
	Federation       string // three letters, e.g. "NOR"
	Title            string // "GM", "IM", "WGM", ... or empty
	Sex              Sex
	Birth            Date   // may be a year alone
	Language         string // language the player reads articles in, e.g. "de"
	VisuallyImpaired bool   // Appendix D applies
	NeedsAssistant   bool
}

// Sex is a player's sex as rating lists record it.
type Sex byte

// Values of Sex, as TRF writes them.
const (
	SexUnknown Sex = 0
	Male       Sex = 'm'
	Female     Sex = 'w'
)

// Titles are the FIDE titles a player may hold.
var Titles = []string{"GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"}

// Round is one round of an event with its pairings.
type Round struct {
	Number   int
	Date     Date
	Pairings []Pairing
}

// Pairing is a board of a round, or a player who does not play in it: Black
// is 0 for a bye or an absence, and then the result is one of the byes.
type Pairing struct {
	Board  int // 1 for the top board; 0 for a bye
	White  int // start rank
	Black  int // start rank, 0 when White has no opponent
	Result Result
	// Colourless is a pairing a file gave no colours ("153 - -": a
	// forfeit, not played): White and Black are only its order, and TRF
	// writes it back without colours.
	Colourless bool `json:",omitempty"`
	// ByeCode is the result character a file wrote for a player without
	// opponent when it is not the one TRF16 names for the outcome
	// ("0000 - -" for an absence, where Z would be written); written back
	// as it came.
	ByeCode string `json:",omitempty"`
}

// IsBye reports whether the pairing gives White no opponent.
func (p Pairing) IsBye() bool { return p.Black == 0 }

// ScoringOrDefault returns the event's scoring, Article 10.1 if none is set.
func (e Event) ScoringOrDefault() Scoring { return e.Scoring.orDefault() }

// Player returns the player with the given start rank.
func (t *Tournament) Player(startRank int) (Player, bool) {
	i, ok := slices.BinarySearchFunc(t.Players, startRank, func(p Player, r int) int { return p.StartRank - r })
	if ok {
		return t.Players[i], true
	}
	for _, p := range t.Players { // not sorted: look at each
		if p.StartRank == startRank {
			return p, true
		}
	}
	return Player{}, false
}

// Through returns the tournament as it stood after round n: the same event
// and players with only the first n rounds.
func (t *Tournament) Through(n int) *Tournament {
	c := *t
	c.Rounds = t.Rounds[:min(max(n, 0), len(t.Rounds))]
	return &c
}

// Validate checks that the tournament holds together: start ranks are
// unique and positive, every pairing names players of the event, nobody is
// paired twice in a round, and every result is one Article 10 allows.
func (t *Tournament) Validate() error {
	scoring := t.Event.ScoringOrDefault()
	if err := scoring.Validate(); err != nil {
		return fmt.Errorf("event: %w", err)
	}
	ranks := make(map[int]bool, len(t.Players))
	for i, p := range t.Players {
		if p.StartRank < 1 {
			return fmt.Errorf("player %d (%s): start rank %d is not positive", i+1, p.Name, p.StartRank)
		}
		if ranks[p.StartRank] {
			return fmt.Errorf("player %d (%s): start rank %d is taken", i+1, p.Name, p.StartRank)
		}
		ranks[p.StartRank] = true
	}
	if err := t.validateNextByes(ranks); err != nil {
		return err
	}
	if err := t.validateRequests(ranks); err != nil {
		return err
	}
	for i, r := range t.Rounds {
		if r.Number != i+1 {
			return fmt.Errorf("round %d: numbered %d", i+1, r.Number)
		}
		if err := r.validate(ranks, scoring); err != nil {
			if pe := (*PairError)(nil); errors.As(err, &pe) {
				return err // it names its round
			}
			return fmt.Errorf("round %d: %w", r.Number, err)
		}
	}
	return nil
}

func (r Round) validate(ranks map[int]bool, scoring Scoring) error {
	seen := make(map[int]bool)
	for _, p := range r.Pairings {
		players := []int{p.White}
		if !p.IsBye() {
			players = append(players, p.Black)
		}
		for _, who := range players {
			if !ranks[who] {
				return &PairError{Kind: UnknownRank, Round: r.Number, Board: p.Board, Rank: who}
			}
			if seen[who] {
				return &PairError{Kind: PairedTwice, Round: r.Number, Board: p.Board, Rank: who}
			}
			seen[who] = true
		}
		if err := p.Result.validate(p.IsBye(), scoring); err != nil {
			return fmt.Errorf("board %d: %w", p.Board, err)
		}
	}
	return nil
}

// validateNextByes checks the byes pre-assigned for the next round.
func (t *Tournament) validateNextByes(ranks map[int]bool) error {
	seen := make(map[int]bool)
	for _, p := range t.NextByes {
		switch {
		case !ranks[p.White]:
			return fmt.Errorf("round %d: bye for player %d, who is not a player", len(t.Rounds)+1, p.White)
		case seen[p.White]:
			return fmt.Errorf("round %d: player %d has two byes", len(t.Rounds)+1, p.White)
		case !p.IsBye() || (p.Result.Outcome != HalfPointBye && p.Result.Outcome != ZeroPointBye && p.Result.Outcome != FullPointBye):
			return fmt.Errorf("round %d: player %d: a pre-assigned bye is a half-, zero- or full-point bye, not %s", len(t.Rounds)+1, p.White, p.Result)
		}
		seen[p.White] = true
	}
	return nil
}

// validateRequests checks the byes granted ahead and the withdrawals.
func (t *Tournament) validateRequests(ranks map[int]bool) error {
	type key struct{ rank, round int }
	seen := map[key]bool{}
	for _, r := range t.Requests {
		switch {
		case !ranks[r.StartRank]:
			return fmt.Errorf("round %d: bye for player %d, who is not a player", r.Round, r.StartRank)
		case r.Round <= len(t.Rounds):
			return fmt.Errorf("round %d: bye for player %d: the round is paired already", r.Round, r.StartRank)
		case r.Outcome != HalfPointBye && r.Outcome != ZeroPointBye && r.Outcome != FullPointBye:
			return fmt.Errorf("round %d: player %d: a bye granted ahead is a half-, zero- or full-point bye, not %s", r.Round, r.StartRank, Result{Outcome: r.Outcome})
		case seen[key{r.StartRank, r.Round}]:
			return fmt.Errorf("round %d: player %d has two byes", r.Round, r.StartRank)
		}
		seen[key{r.StartRank, r.Round}] = true
	}
	for _, a := range slices.Concat(t.Absences, t.Excused) {
		if !ranks[a.StartRank] {
			return fmt.Errorf("round %d: absence of player %d, who is not a player", a.Round, a.StartRank)
		}
	}
	for _, w := range t.Withdrawals {
		if !ranks[w.StartRank] {
			return fmt.Errorf("withdrawal of player %d, who is not a player", w.StartRank)
		}
		if w.From < 1 {
			return fmt.Errorf("player %d: withdrawn from round %d", w.StartRank, w.From)
		}
	}
	return nil
}

// NameKey is a player's name as names are compared: letters in lower
// case, one space between words, none around a comma, so that
// "Baumann,Lukas", "Baumann, Lukas" and "baumann ,  lukas" are one name.
func NameKey(name string) string {
	parts := strings.Split(name, ",")
	for i, p := range parts {
		parts[i] = strings.Join(strings.Fields(strings.ToLower(p)), " ")
	}
	return strings.Join(parts, ",")
}

// SameName reports whether two names are the same player's name as
// NameKey compares them.
func SameName(a, b string) bool { return NameKey(a) == NameKey(b) }
