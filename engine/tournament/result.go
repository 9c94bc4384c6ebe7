package tournament

import (
	"errors"
	"fmt"
	"strings"
)

// Outcome is how a pairing ended, in the terms of Article 10.
type Outcome uint8

// Outcomes of a game between two players.
const (
	Unfinished         Outcome = iota // paired, no result yet
	WhiteWins                         // 1-0
	BlackWins                         // 0-1
	Draw                              // ½-½
	BothLose                          // 0-0: both lose (Article 11.8)
	WhiteWinsByForfeit                // +/-: Black forfeits
	BlackWinsByForfeit                // -/+: White forfeits
	DoubleForfeit                     // -/-: both forfeit
	Adjusted                          // points set by the arbiter (Article 12.9.4, 12.9.5)
)

// Outcomes of a player without an opponent (Pairing.Black is 0).
const (
	PairingBye   Outcome = iota + 16 // bye allocated by the pairing: scores a win
	FullPointBye                     // requested bye scoring a win
	HalfPointBye                     // requested bye scoring a draw
	ZeroPointBye                     // known absence: scores a loss
)

// Mark is what one player scored in a round: the points of a win, a draw
// or a loss. Article 10.2 allows no other score for a player.
type Mark uint8

// Marks, from least to most.
const (
	Lost Mark = iota
	Drawn
	Won
)

// Result is the result of a pairing.
type Result struct {
	Outcome Outcome
	// Unrated marks a game that lasted less than one move: it counts in
	// the standings but not for rating (TRF writes W, D, L).
	Unrated bool
	// White and Black are the marks the arbiter awarded when Outcome is
	// Adjusted; they are ignored otherwise.
	White, Black Mark
}

// Marks returns what each side scored; known is false while the game is
// unfinished. A bye's mark is White's; Black has none.
func (r Result) Marks() (white, black Mark, known bool) {
	switch r.Outcome {
	case WhiteWins, WhiteWinsByForfeit, PairingBye, FullPointBye:
		return Won, Lost, true
	case BlackWins, BlackWinsByForfeit:
		return Lost, Won, true
	case Draw, HalfPointBye:
		return Drawn, Drawn, true
	case BothLose, DoubleForfeit, ZeroPointBye:
		return Lost, Lost, true
	case Adjusted:
		return r.White, r.Black, true
	}
	return Lost, Lost, false
}

// Points returns what each side scored under the given scoring. A bye
// scores for White only.
func (r Result) Points(s Scoring) (white, black Points) {
	w, b, known := r.Marks()
	if !known {
		return 0, 0
	}
	if r.IsBye() {
		return s.Of(w), 0
	}
	return s.Of(w), s.Of(b)
}

// IsBye reports whether the outcome is one of a player without opponent.
func (r Result) IsBye() bool { return r.Outcome >= PairingBye && r.Outcome <= ZeroPointBye }

// IsForfeit reports whether the game was not played because a player
// forfeited.
func (r Result) IsForfeit() bool {
	return r.Outcome == WhiteWinsByForfeit || r.Outcome == BlackWinsByForfeit || r.Outcome == DoubleForfeit
}

// IsPlayed reports whether the game was played over the board, even if
// the arbiter then adjusted its score.
func (r Result) IsPlayed() bool {
	switch r.Outcome {
	case WhiteWins, BlackWins, Draw, BothLose, Adjusted:
		return true
	}
	return false
}

// ErrResult marks a result the Laws do not allow.
var ErrResult = errors.New("result not allowed")

// validate checks the result against Article 10 and against the pairing:
// a bye needs no opponent, a game needs one.
func (r Result) validate(bye bool, s Scoring) error {
	switch {
	case r.Outcome > Adjusted && !r.IsBye():
		return fmt.Errorf("%w: unknown outcome %d", ErrResult, r.Outcome)
	case bye && !r.IsBye():
		return fmt.Errorf("%w: %s needs an opponent", ErrResult, r)
	case !bye && r.IsBye():
		return fmt.Errorf("%w: %s is for a player without opponent", ErrResult, r)
	case r.Unrated && !r.IsPlayed():
		return fmt.Errorf("%w: %s cannot be unrated: it was not played", ErrResult, r)
	case r.Outcome != Adjusted:
		return nil
	}
	if r.White > Won || r.Black > Won {
		return fmt.Errorf("%w: adjusted marks %d-%d", ErrResult, r.White, r.Black)
	}
	if s.Of(r.White)+s.Of(r.Black) > s.Win {
		return fmt.Errorf("%w: %s: a game scores at most the points of a win (Article 10.2)", ErrResult, r)
	}
	for _, o := range []Outcome{WhiteWins, BlackWins, Draw, BothLose} {
		if w, b, _ := (Result{Outcome: o}).Marks(); w == r.White && b == r.Black {
			return fmt.Errorf("%w: adjusted %s is the regular result %s", ErrResult, r, Result{Outcome: o})
		}
	}
	return nil
}

// resultNames are the texts of the outcomes, as String writes them and
// ParseResult reads them.
var resultNames = map[Outcome]string{
	Unfinished:         "*",
	WhiteWins:          "1-0",
	BlackWins:          "0-1",
	Draw:               "½-½",
	BothLose:           "0-0",
	WhiteWinsByForfeit: "+/-",
	BlackWinsByForfeit: "-/+",
	DoubleForfeit:      "-/-",
	PairingBye:         "PAB",
	FullPointBye:       "bye 1",
	HalfPointBye:       "bye ½",
	ZeroPointBye:       "bye 0",
}

var markNames = [...]string{Lost: "0", Drawn: "½", Won: "1"}

// String writes the result as "1-0", "½-½", "+/-", "½-0" (adjusted),
// "PAB", "bye ½" and so on; an unrated game ends in " unrated".
func (r Result) String() string {
	s, ok := resultNames[r.Outcome]
	if r.Outcome == Adjusted && r.White <= Won && r.Black <= Won {
		s, ok = markNames[r.White]+"-"+markNames[r.Black], true
	}
	if !ok {
		return fmt.Sprintf("Outcome(%d)", r.Outcome)
	}
	if r.Unrated {
		s += " unrated"
	}
	return s
}

// ParseResult reads a result as String writes it; "1/2" may stand for "½".
func ParseResult(s string) (Result, error) {
	t := strings.ReplaceAll(strings.TrimSpace(s), "1/2", "½")
	var r Result
	if base, ok := strings.CutSuffix(t, " unrated"); ok {
		t, r.Unrated = strings.TrimSpace(base), true
	}
	for o, name := range resultNames {
		if strings.EqualFold(t, name) {
			r.Outcome = o
			return r, r.validateText(s)
		}
	}
	w, b, ok := strings.Cut(t, "-")
	mw, okw := parseMark(w)
	mb, okb := parseMark(b)
	if !ok || !okw || !okb {
		return Result{}, fmt.Errorf("result %q: %w: not a result", s, ErrResult)
	}
	r.Outcome, r.White, r.Black = Adjusted, mw, mb
	return r, r.validateText(s)
}

// validateText checks a parsed result under the default scoring, wording
// the error with the text read.
func (r Result) validateText(text string) error {
	if err := r.validate(r.IsBye(), DefaultScoring); err != nil {
		return fmt.Errorf("result %q: %w", text, err)
	}
	return nil
}

func parseMark(s string) (Mark, bool) {
	for m, name := range markNames {
		if s == name {
			return Mark(m), true
		}
	}
	return 0, false
}
