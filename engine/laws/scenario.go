package laws

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/clock"
)

// Scenario is a game as an arbiter enters it, in the line format of
// docs/rulings.md: settings first ("edition 2018", "tc 15+10"), then one
// timed event per line ("00:12:03.400 move e2e4").
type Scenario struct {
	Name   string
	Setup  Setup
	Base   time.Time // the instant 00:00:00 of the event lines
	Events []Event
}

// ScenarioBase is the instant event times count from: scenarios only
// give times of day, and the date never changes a ruling.
var ScenarioBase = time.Date(2018, 1, 1, 0, 0, 0, 0, time.UTC)

// ParseScenario reads a scenario; name is used in error messages.
func ParseScenario(name string, src []byte) (Scenario, error) {
	sc := Scenario{Name: name, Base: ScenarioBase}
	edition, tc, supervision := Current, "", Adequate
	var gameType clock.GameType
	reg := Regulations{Scoring: DefaultScoring}
	var start chess.Position
	settingsDone := false
	lines := bufio.NewScanner(bytes.NewReader(src))
	lines.Buffer(nil, 1<<20)
	for n := 1; lines.Scan(); n++ {
		line := strings.TrimSpace(lines.Text())
		if i := strings.Index(line, "#"); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line == "" {
			continue
		}
		fail := func(format string, args ...any) (Scenario, error) {
			return Scenario{}, fmt.Errorf("%s:%d: %s", name, n, fmt.Sprintf(format, args...))
		}
		f := strings.Fields(line)
		if isTime(f[0]) {
			if !settingsDone {
				s, err := buildSetup(edition, tc, gameType, supervision, reg, start)
				if err != nil {
					return fail("%v", err)
				}
				sc.Setup, settingsDone = s, true
			}
			e, err := parseEventLine(sc.Base, f)
			if err != nil {
				return fail("%v", err)
			}
			sc.Events = append(sc.Events, e)
			continue
		}
		if settingsDone {
			return fail("setting %q after the first event", f[0])
		}
		arg := strings.TrimSpace(strings.TrimPrefix(line, f[0]))
		var err error
		switch f[0] {
		case "edition":
			edition, err = ParseEdition(arg)
		case "tc":
			tc = arg
		case "type":
			gameType, err = parseGameType(arg)
		case "supervision":
			supervision, err = ParseSupervision(arg)
		case "default-time":
			reg.DefaultTime, err = parseDuration(arg)
		case "draw-offers":
			reg.DrawOffers, err = parseDrawOffers(arg)
		case "guidelines-iii":
			reg.GuidelinesIII, err = parseBool(arg)
		case "lenient-device":
			reg.LenientDevicePenalty, err = parseBool(arg)
		case "scoring":
			reg.Scoring, err = parseScoring(arg)
		case "fen":
			start, err = chess.ParseFEN(arg)
		default:
			return fail("unknown setting %q", f[0])
		}
		if err != nil {
			return fail("%s: %v", f[0], err)
		}
	}
	if err := lines.Err(); err != nil {
		return Scenario{}, fmt.Errorf("%s: %w", name, err)
	}
	if !settingsDone {
		s, err := buildSetup(edition, tc, gameType, supervision, reg, start)
		if err != nil {
			return Scenario{}, fmt.Errorf("%s: %w", name, err)
		}
		sc.Setup = s
	}
	return sc, nil
}

func buildSetup(e Edition, tc string, t clock.GameType, s Supervision, reg Regulations, start chess.Position) (Setup, error) {
	if tc == "" {
		return Setup{}, fmt.Errorf("no time control: add a line \"tc 15+10\" before the events")
	}
	control, err := clock.Parse(tc)
	if err != nil {
		return Setup{}, err
	}
	rules := NewRuleSet(e, control, s)
	if t != clock.UnknownType {
		rules.Type = t
	}
	rules.Regulations = reg
	return Setup{Rules: rules, Control: control, Start: start}, rules.Validate()
}

func parseGameType(s string) (clock.GameType, error) {
	for _, t := range []clock.GameType{clock.Standard, clock.Rapid, clock.Blitz} {
		if t.String() == s {
			return t, nil
		}
	}
	return 0, fmt.Errorf("game type %q: want standard, rapid or blitz", s)
}

func parseBool(s string) (bool, error) {
	switch s {
	case "yes", "on", "true":
		return true, nil
	case "no", "off", "false":
		return false, nil
	}
	return false, fmt.Errorf("%q: want yes or no", s)
}

func parseDrawOffers(s string) (DrawOffers, error) {
	f := strings.Fields(s)
	switch {
	case len(f) == 1 && f[0] == "any":
		return DrawOffers{}, nil
	case len(f) == 1 && f[0] == "none":
		return DrawOffers{Forbidden: true}, nil
	case len(f) == 2 && f[0] == "from":
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 {
			return DrawOffers{}, fmt.Errorf("move number %q", f[1])
		}
		return DrawOffers{FromMove: n}, nil
	}
	return DrawOffers{}, fmt.Errorf("%q: want any, none or from N", s)
}

// parseScoring reads "1 1/2 0" (half-points) or whole numbers "3 1 0".
func parseScoring(s string) (Scoring, error) {
	f := strings.Fields(s)
	if len(f) != 3 {
		return Scoring{}, fmt.Errorf("%q: want three scores: win draw loss", s)
	}
	var pts [3]Points
	half := false
	for i, w := range f {
		whole, isHalf := strings.CutSuffix(strings.ReplaceAll(w, "½", "1/2"), "1/2")
		n := 0
		if whole != "" {
			var err error
			if n, err = strconv.Atoi(whole); err != nil || n < 0 {
				return Scoring{}, fmt.Errorf("score %q", w)
			}
		}
		pts[i] = Points(2*n + b2i(isHalf))
		half = half || isHalf
	}
	if !half {
		for i := range pts {
			pts[i] /= 2
		}
	}
	return Scoring{Win: pts[0], Draw: pts[1], Loss: pts[2], Half: half}, nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func isTime(s string) bool { return len(s) >= 5 && s[2] == ':' && s[0] >= '0' && s[0] <= '9' }

// parseClockTime reads H:MM:SS[.mmm] or HH:MM:SS[.mmm].
func parseClockTime(s string) (time.Duration, error) {
	main, frac, _ := strings.Cut(s, ".")
	parts := strings.Split(main, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, fmt.Errorf("time %q: want HH:MM:SS.mmm", s)
	}
	var d time.Duration
	for _, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("time %q: bad number %q", s, p)
		}
		d = d*60 + time.Duration(n)
	}
	d *= time.Second
	if frac != "" {
		if len(frac) > 3 {
			return 0, fmt.Errorf("time %q: at most milliseconds", s)
		}
		n, err := strconv.Atoi((frac + "00")[:3])
		if err != nil {
			return 0, fmt.Errorf("time %q: bad fraction", s)
		}
		d += time.Duration(n) * time.Millisecond
	}
	return d, nil
}

// parseDuration reads a Go duration ("2m", "90s") or H:MM:SS.
func parseDuration(s string) (time.Duration, error) {
	if strings.Contains(s, ":") {
		return parseClockTime(s)
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("duration %q: want 2m, 90s or 0:02:00", s)
	}
	return d, nil
}

// parseEventLine reads "TIME KIND ARGS...".
func parseEventLine(base time.Time, f []string) (Event, error) {
	at, err := parseClockTime(f[0])
	if err != nil {
		return Event{}, err
	}
	if len(f) < 2 {
		return Event{}, fmt.Errorf("no event after the time")
	}
	e := Event{At: base.Add(at)}
	args := f[2:]
	// Options anywhere in the line: by=NAME, reason=TEXT (underscores
	// for spaces), ply=N, and the flags late, claimed.
	var rest []string
	for _, a := range args {
		k, v, ok := strings.Cut(a, "=")
		switch {
		case ok && k == "by":
			e.By = v
		case ok && k == "reason":
			e.Reason = strings.ReplaceAll(v, "_", " ")
		case ok && k == "under":
			e.Under = v
		case ok && k == "ply":
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return Event{}, fmt.Errorf("ply %q", v)
			}
			e.Ply = &n
		case a == "late":
			e.Late = true
		case a == "claimed":
			e.Claimed = true
		case a == "electronic":
			e.Electronic = true
		default:
			rest = append(rest, a)
		}
	}
	side := func() error {
		if len(rest) == 0 {
			return fmt.Errorf("%s: no side", f[1])
		}
		if rest[0] == "both" {
			e.Both = true
		} else if e.Side, err = ParseSide(rest[0]); err != nil {
			return err
		}
		rest = rest[1:]
		return nil
	}
	word := func(what string) (string, error) {
		if len(rest) == 0 {
			return "", fmt.Errorf("%s: no %s", f[1], what)
		}
		w := rest[0]
		rest = rest[1:]
		return w, nil
	}
	optional := func() string {
		if len(rest) == 0 {
			return ""
		}
		w := rest[0]
		rest = rest[1:]
		return w
	}
	switch f[1] {
	case "start", "pause", "resume":
		e.Kind = map[string]Kind{"start": KindStart, "pause": KindPause, "resume": KindResume}[f[1]]
	case "move":
		e.Kind = KindMove
		e.Move, err = word("move")
	case "illegal":
		e.Kind = KindIllegal
		if err = side(); err == nil {
			var k string
			k, err = word("irregularity (move, promotion, press, hands) or the move")
			switch Irregularity(k) {
			case IllegalMove, PressWithoutMove, TwoHands:
				e.Irregularity = Irregularity(k)
			case UnpromotedPawn:
				e.Irregularity = UnpromotedPawn
				e.Move, err = word("pawn move")
			default:
				// "illegal white Ke1-e3": the move itself, checked.
				e.Irregularity, e.Move = IllegalMove, k
			}
		}
	case "illegal-position":
		e.Kind = KindIllegalPos
		e.Decision = optional()
	case "displaced":
		e.Kind = KindDisplaced
		err = side()
	case "position":
		e.Kind = KindPosition
		e.FEN, rest = strings.Join(rest, " "), nil
	case "flag":
		e.Kind = KindFlag
		if err = side(); err == nil && len(rest) > 0 && rest[0] == "claimed_by" {
			rest = rest[1:]
			var w string
			if w, err = word("claimant"); err == nil {
				e.ClaimedBy, err = ParseSide(w)
				e.Claimed = true
			}
		}
	case "record":
		e.Kind = KindRecord
		if len(rest) > 0 {
			err = side()
		}
	case "decide":
		e.Kind = KindDecide
		e.Decision, err = word("decision (confirm, override)")
	case "offer", "accept", "decline", "resign", "absent", "device", "refusal", "scoresheet":
		e.Kind = map[string]Kind{"offer": KindOffer, "accept": KindAccept, "decline": KindDecline, "resign": KindResign,
			"absent": KindAbsent, "device": KindDevice, "refusal": KindRefusal, "scoresheet": KindScoresheet}[f[1]]
		err = side()
	case "claim":
		e.Kind = KindClaim
		if err = side(); err == nil {
			var k string
			k, err = word("ground (threefold, fifty)")
			e.Claim, e.Move = ClaimKind(k), optional()
		}
	case "colours":
		e.Kind, e.Decision = KindColours, optional()
	case "setup":
		e.Kind = KindSetup
	case "disturbance":
		e.Kind = KindDisturbance
		for len(rest) > 0 && err == nil {
			if err = side(); err == nil {
				var w string
				if w, err = word("time"); err == nil {
					e.Times[e.Side.Color()], err = parseDuration(w)
				}
			}
		}
		e.Side = NoSide
	case "penalty":
		e.Kind = KindPenalty
		if err = side(); err == nil {
			var p string
			if p, err = word("penalty"); err == nil {
				e.Penalty = Penalty(p)
				switch e.Penalty {
				case TimeUp, TimeDown:
					if p, err = word("time"); err == nil {
						e.Time, err = parseDuration(p)
					}
				case PointsDown:
					if p, err = word("score"); err == nil {
						var s Scoring
						s, err = parseScoring(p + " 0 0")
						e.Points = s.Win
					}
				}
			}
		}
	case "quickplay":
		e.Kind = KindQuickplay
		if err = side(); err == nil {
			var k string
			k, err = word("ground (increment, normal)")
			e.Claim, e.Decision = ClaimKind(k), optional()
		}
	case "set":
		e.Kind = KindSetTimes
		for len(rest) > 0 && err == nil {
			if err = side(); err == nil {
				var w string
				if w, err = word("time"); err == nil {
					e.Times[e.Side.Color()], err = parseClockTime(w)
				}
			}
		}
		e.Side = NoSide
	case "result":
		e.Kind = KindResult
		var r string
		r, err = word("result")
		e.Result = Outcome(strings.ReplaceAll(r, "½", "1/2"))
	default:
		return Event{}, fmt.Errorf("unknown event %q", f[1])
	}
	if err != nil {
		return Event{}, err
	}
	if len(rest) > 0 {
		return Event{}, fmt.Errorf("%s: unexpected %q", f[1], strings.Join(rest, " "))
	}
	return e, nil
}

// Run replays the scenario and returns its rulings.
func (sc Scenario) Run() ([]Ruling, error) {
	_, rs, err := Replay(sc.Setup, sc.Events)
	if err != nil {
		return rs, fmt.Errorf("%s: %w", sc.Name, err)
	}
	return rs, nil
}

// rulingLine is the JSON form of a ruling written by arbiterctl replay.
type rulingLine struct {
	At        string            `json:"at"`
	Ruling    Decision          `json:"ruling"`
	Side      string            `json:"side,omitempty"`
	Articles  []string          `json:"articles"`
	Effects   map[string]any    `json:"effects"`
	Clock     map[string]string `json:"clock"`
	Result    string            `json:"result"`
	Message   string            `json:"message"`
	Params    map[string]string `json:"params,omitempty"`
	Notes     []string          `json:"notes,omitempty"`
	Proposed  bool              `json:"proposed"`
	DecidedBy string            `json:"decided_by"`
}

// FormatRuling writes r as one JSON line, times counted from base.
func FormatRuling(base time.Time, sc Scoring, r Ruling) []byte {
	effects := map[string]any{}
	if r.Effects.Reinstate != nil {
		effects["reinstate_ply"] = *r.Effects.Reinstate
	}
	for c, name := range []string{"white", "black"} {
		if t := r.Effects.Time[c]; t != 0 {
			times, _ := effects["time"].(map[string]string)
			if times == nil {
				times = map[string]string{}
				effects["time"] = times
			}
			times[name] = signed(t)
		}
	}
	if r.Effects.Result != "" {
		effects["result"] = r.Effects.Result
	}
	if r.Effects.MustPlay != "" {
		effects["must_play"] = r.Effects.MustPlay
	}
	if r.Effects.Replaced != "" {
		effects["replaced_by"] = r.Effects.Replaced
	}
	if r.Effects.Count != 0 {
		effects["count"] = r.Effects.Count
	}
	if r.Effects.Increment != 0 {
		effects["increment"] = FormatClock(r.Effects.Increment)
	}
	result := string(r.Result.Outcome)
	if r.Result.Over() {
		result += fmt.Sprintf(" (%s - %s)", sc.Format(r.Result.White), sc.Format(r.Result.Black))
	}
	line := rulingLine{
		At: FormatClock(r.At.Sub(base)), Ruling: r.Decision, Side: r.Side.String(), Articles: r.Articles,
		Effects: effects, Clock: map[string]string{"white": FormatClock(r.Clock[0]), "black": FormatClock(r.Clock[1])},
		Result: result, Message: r.Message(), Params: r.Params, Notes: r.Notes, Proposed: r.Proposed, DecidedBy: r.DecidedBy,
	}
	if line.Articles == nil {
		line.Articles = []string{}
	}
	b, _ := json.Marshal(line) // maps of strings and plain values always marshal
	return b
}

// FormatClock writes d as H:MM:SS.mmm.
func FormatClock(d time.Duration) string {
	sign := ""
	if d < 0 {
		sign, d = "-", -d
	}
	ms := d.Milliseconds()
	return fmt.Sprintf("%s%02d:%02d:%02d.%03d", sign, ms/3600000, ms/60000%60, ms/1000%60, ms%1000)
}

func signed(d time.Duration) string {
	if d >= 0 {
		return "+" + FormatClock(d)
	}
	return FormatClock(d)
}
