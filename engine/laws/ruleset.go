package laws

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws/concordance"
)

// Edition is a version of the FIDE Laws of Chess, by the year it came
// into force.
type Edition int

// The editions the engine knows.
const (
	Edition2014 Edition = 2014
	Edition2017 Edition = 2017
	Edition2018 Edition = 2018
	// Edition2023 is in force since 1 January 2023: one minute instead of
	// two in rapid (A.3), a resignation against a king that cannot be
	// mated is a draw (5.1.2), electronic scoresheets (8.1.1.2), and
	// 3.7, 3.8.2, 9.2 and Appendices A and B renumbered (package
	// concordance).
	Edition2023 Edition = 2023
)

// Editions lists the editions the engine knows, oldest first.
var Editions = []Edition{Edition2014, Edition2017, Edition2018, Edition2023}

// Current is the edition in force today, the default for new events.
const Current = Edition2023

// ParseEdition reads "2014", "2017", "2018" or "2023".
func ParseEdition(s string) (Edition, error) {
	e := Edition(atoiOr(s, 0))
	if e.known() {
		return e, nil
	}
	return 0, fmt.Errorf("laws: edition %q: want 2014, 2017, 2018 or 2023", s)
}

func (e Edition) known() bool {
	switch e {
	case Edition2014, Edition2017, Edition2018, Edition2023:
		return true
	}
	return false
}

func (e Edition) String() string { return fmt.Sprint(int(e)) }

// Supervision says which part of Appendix A or B applies to rapid and
// blitz games for the entire event (2018 A.5, B.5; 2023 A.6, B.4).
type Supervision int

const (
	// Adequate supervision: the Competition Rules apply (2018 A.3, B.3;
	// 2023 A.4, B.2).
	Adequate Supervision = iota
	// Inadequate supervision: the reduced rules apply (2018 A.4, B.4;
	// 2023 A.5, B.3).
	Inadequate
)

// supervisionArticles2018 are the 2018 provisions that set the rules
// for each supervision, rapid (Appendix A) then blitz (B). Other editions
// number them through package concordance.
var supervisionArticles2018 = [...][2]string{Adequate: {"A.3.1", "B.3.1"}, Inadequate: {"A.4", "B.4"}}

// SupervisionArticles returns the provisions of edition e that set the
// rules for supervision s, rapid then blitz: 2018's A.3.1 and B.3.1
// (adequate) are 2023's A.4 and B.2, 2018's A.4 and B.4 (inadequate)
// 2023's A.5 and B.3.
func SupervisionArticles(e Edition, s Supervision) []string {
	ids := supervisionArticles2018[s][:]
	if e < Edition2023 {
		return slices.Clone(ids)
	}
	out := make([]string, 0, len(ids))
	for _, id := range ids {
		if id2023, ok := concordance.To2023(id); ok {
			out = append(out, id2023)
		}
	}
	return out
}

// supervisionLetters are the 2018 numbers the supervision setting keeps
// in every edition: the appendices' articles, "A.3" for A.3.1.
func supervisionLetters(s Supervision) []string {
	var out []string
	for _, id := range supervisionArticles2018[s] {
		out = append(out, strings.ToLower(id[:3]))
	}
	return out
}

// ParseSupervision reads "adequate" or "inadequate", or the article that
// applies as the 2018 Laws number it: "A.3", "B.3" (adequate), "A.4",
// "B.4" (inadequate).
func ParseSupervision(s string) (Supervision, error) {
	return ParseSupervisionIn(Edition2018, s)
}

// ParseSupervisionIn reads a supervision as ParseSupervision does, in
// every edition (the scenario format and arbiterctl keep the 2018
// letters). Under a later edition it also takes that edition's own
// numbers (SupervisionArticles) where they cannot be misread: 2023's B.2
// (adequate) and A.5 (inadequate). 2023's A.4 and B.3 would mean the
// opposite of the 2018 A.4 and B.3, so they keep their 2018 meaning, and
// "adequate" / "inadequate" say it plainly.
func ParseSupervisionIn(e Edition, s string) (Supervision, error) {
	adequate := append([]string{"adequate"}, supervisionLetters(Adequate)...)
	inadequate := append([]string{"inadequate"}, supervisionLetters(Inadequate)...)
	if e > Edition2018 {
		letters := slices.Concat(adequate, inadequate)
		own := func(s Supervision) (out []string) {
			for _, id := range SupervisionArticles(e, s) {
				if id := strings.ToLower(id); !slices.Contains(letters, id) {
					out = append(out, id)
				}
			}
			return out
		}
		adequate, inadequate = append(adequate, own(Adequate)...), append(inadequate, own(Inadequate)...)
	}
	v := strings.ToLower(strings.TrimSpace(s))
	if len(v) == 2 {
		v = v[:1] + "." + v[1:] // "A4" is "A.4"
	}
	switch {
	case slices.Contains(adequate, v):
		return Adequate, nil
	case slices.Contains(inadequate, v):
		return Inadequate, nil
	}
	return 0, fmt.Errorf("laws: supervision %q: want adequate (%s) or inadequate (%s)", s,
		strings.ToUpper(strings.Join(adequate[1:], "/")), strings.ToUpper(strings.Join(inadequate[1:], "/")))
}

func (s Supervision) String() string {
	if s == Inadequate {
		return "inadequate"
	}
	return "adequate"
}

// Points is a score in units the event chooses; Regulations.Points maps
// win, draw and loss to it. The default counts half-points: a win is 2,
// a draw 1, a loss 0, written "1", "½", "0".
type Points int

// Scoring gives the points for each outcome of a game (10.1).
type Scoring struct {
	Win, Draw, Loss Points
	Half            bool // Points count half-points: 2 is written "1", 1 is "½"
}

// DefaultScoring is Article 10.1: one point, a half point, no points.
var DefaultScoring = Scoring{Win: 2, Draw: 1, Loss: 0, Half: true}

// Format writes p in the scoring's units.
func (s Scoring) Format(p Points) string {
	if !s.Half {
		return fmt.Sprint(int(p))
	}
	whole, half := int(p)/2, int(p)%2 != 0
	switch {
	case half && whole == 0:
		return "½"
	case half:
		return fmt.Sprintf("%d½", whole)
	}
	return fmt.Sprint(whole)
}

// Regulations are the choices the Laws leave to the event.
type Regulations struct {
	// DefaultTime is the default time of 6.7.1: zero unless the
	// regulations specify one.
	DefaultTime time.Duration
	// DrawOffers says whether players may agree a draw without the
	// arbiter's consent (9.1.1), and from which move on.
	DrawOffers DrawOffers
	// GuidelinesIII is true when the event announced the Guidelines for
	// games without increment (III.2.1).
	GuidelinesIII bool
	// Scoring is the points for a win, a draw and a loss (10.1).
	Scoring Scoring
	// LenientDevicePenalty is true when the regulations specify a less
	// severe penalty than loss for an electronic device (11.3.2.2).
	LenientDevicePenalty bool
}

// DrawOffers is the event's rule on draw agreements (9.1.1).
type DrawOffers struct {
	Forbidden bool // no draw agreement at all without the arbiter's consent
	FromMove  int  // no agreement before this move number; 0: any time
}

// RuleSet is every choice that changes a ruling: the edition of the Laws,
// the game type (from the time control, A.1 / B.1), the supervision
// and the event's regulations.
type RuleSet struct {
	Edition     Edition
	Type        clock.GameType
	Supervision Supervision
	Regulations Regulations
}

// NewRuleSet returns the rule set for an event under edition e with time
// control tc: the game type comes from the control, the regulations are
// the Laws' defaults (default time zero, draws allowed, Guidelines III not
// announced, 1 - ½ - 0).
func NewRuleSet(e Edition, tc clock.Control, s Supervision) RuleSet {
	t, _ := tc.GameType()
	if t == clock.UnknownType {
		t = clock.Standard
	}
	return RuleSet{Edition: e, Type: t, Supervision: s, Regulations: Regulations{Scoring: DefaultScoring}}
}

// Validate reports the first choice the Laws do not allow.
func (r RuleSet) Validate() error {
	if !r.Edition.known() {
		return fmt.Errorf("laws: unknown edition %d: want 2014, 2017, 2018 or 2023", int(r.Edition))
	}
	switch r.Type {
	case clock.Standard, clock.Rapid, clock.Blitz:
	default:
		return fmt.Errorf("laws: game type %v: want standard, rapid or blitz", r.Type)
	}
	if r.Regulations.GuidelinesIII && r.Type == clock.Blitz {
		return fmt.Errorf("laws: Guidelines III announced for a blitz game: they never apply to blitz (III.2.2)")
	}
	s := r.Regulations.Scoring
	if s.Win < s.Draw || s.Draw < s.Loss {
		return fmt.Errorf("laws: scoring %d/%d/%d: a win must score at least a draw, a draw at least a loss", s.Win, s.Draw, s.Loss)
	}
	if r.Regulations.DefaultTime < 0 {
		return fmt.Errorf("laws: negative default time %v", r.Regulations.DefaultTime)
	}
	return nil
}

// supervised reports whether the Competition Rules apply in full: always
// in standard games, and in rapid and blitz with adequate supervision.
func (r RuleSet) supervised() bool {
	return r.Type == clock.Standard || r.Supervision == Adequate
}

// penaltyTime is the time Articles 7 and 9 give for an opponent's
// irregularity: two minutes; one in blitz (2018 B.2; 2023 A.3) and, from
// 2023, in rapid (A.3).
func (r RuleSet) penaltyTime() time.Duration {
	if r.Type == clock.Blitz || (r.Type == clock.Rapid && r.Edition >= Edition2023) {
		return time.Minute
	}
	return 2 * time.Minute
}

// penaltyContext is the provision that sets penaltyTime when it is not
// the two minutes of Articles 7 and 9. In 2023 that is A.3 in rapid and
// blitz alike; blitz without adequate supervision reaches it through B.3,
// with adequate supervision the texts name no route (docs/rulings.md,
// "Conflicting texts": the engine follows A.3 and says so).
func (r RuleSet) penaltyContext() []provision {
	switch {
	case r.Type == clock.Blitz && r.Edition >= Edition2023 && r.supervised():
		return []provision{pRapidPenalty}
	case r.Type == clock.Blitz && r.Edition >= Edition2023:
		return []provision{pBlitzRapidLaws, pRapidPenalty}
	case r.Type == clock.Blitz:
		return []provision{pBlitzPenalty}
	case r.Type == clock.Rapid && r.Edition >= Edition2023:
		return []provision{pRapidPenalty}
	}
	return nil
}

// penaltyNotes are the notes on a ruling that gives penaltyTime.
func (r RuleSet) penaltyNotes() []string {
	if r.Type == clock.Blitz && r.Edition >= Edition2023 && r.supervised() {
		return []string{noteBlitzMinute2023}
	}
	return nil
}

func atoiOr(s string, def int) int {
	n := 0
	if s == "" {
		return def
	}
	for _, r := range s {
		if r < '0' || r > '9' || n > 1e8 {
			return def
		}
		n = n*10 + int(r-'0')
	}
	return n
}
