package exchange

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"

	"github.com/arbiterconsole/arbiter/engine/tournament"
	"github.com/arbiterconsole/arbiter/storage"
)

// trfExtra is what a pairing program reads in an event's TRF file that the
// event's own columns do not hold: the initial colour (XXC), the teams
// (013), the byes pre-assigned for the round about to be paired, and the
// lines kept as read (XXA acceleration, 082, comments, other programs').
// The store keeps it as JSON, so that an export for the next pairing gives
// the program what it was given.
type trfExtra struct {
	InitialColour string               `json:"initial_colour,omitempty"`
	Teams         []tournament.Team    `json:"teams,omitempty"`
	NextByes      []tournament.Pairing `json:"next_byes,omitempty"`
	Lines         []string             `json:"lines,omitempty"`
	// TimeControl122 and TimeControl222 are the file's time-control lines
	// as written; the event's own time control is the one read from them.
	TimeControl122 string                 `json:"time_control_122,omitempty"`
	TimeControl222 string                 `json:"time_control_222,omitempty"`
	RoundsPlanned  int                    `json:"rounds_142,omitempty"`
	ScoringCodes   []tournament.ScoreCode `json:"scoring_codes,omitempty"`
	// Requests and Withdrawals are what the arbiter entered between
	// rounds: byes granted ahead, players who play no more.
	Requests    []tournament.ByeRequest `json:"requests,omitempty"`
	Withdrawals []tournament.Withdrawal `json:"withdrawals,omitempty"`
	// Excused are the absences (a default, 6.7.1) the arbiter took back:
	// the player is paired in the next round after all.
	Excused []tournament.Absence `json:"excused,omitempty"`
	// Marks are what the file wrote of its pairings that the store's
	// boards and byes do not hold: a forfeit without colours, a bye's own
	// result character ("0000 - -").
	Marks []pairingMark `json:"marks,omitempty"`
}

// pairingMark is one pairing's way of being written in the file.
type pairingMark struct {
	Round      int    `json:"round"`
	White      int    `json:"white"`
	Black      int    `json:"black,omitempty"`
	Colourless bool   `json:"colourless,omitempty"`
	ByeCode    string `json:"bye_code,omitempty"`
}

func marksOf(rounds []tournament.Round) []pairingMark {
	var out []pairingMark
	for _, r := range rounds {
		for _, p := range r.Pairings {
			if p.Colourless || p.ByeCode != "" {
				out = append(out, pairingMark{Round: r.Number, White: p.White, Black: p.Black, Colourless: p.Colourless, ByeCode: p.ByeCode})
			}
		}
	}
	return out
}

// mark gives t's pairings the marks kept for them.
func (x trfExtra) mark(t *tournament.Tournament) {
	for _, m := range x.Marks {
		if m.Round < 1 || m.Round > len(t.Rounds) {
			continue
		}
		ps := t.Rounds[m.Round-1].Pairings
		for i := range ps {
			if ps[i].White == m.White && ps[i].Black == m.Black {
				ps[i].Colourless, ps[i].ByeCode = m.Colourless, m.ByeCode
			}
		}
	}
}

func extraOf(t *tournament.Tournament) trfExtra {
	e := t.Event
	return trfExtra{InitialColour: e.InitialColour, Teams: t.Teams, NextByes: t.NextByes, Lines: t.Extra,
		TimeControl122: e.TimeControl, TimeControl222: e.TimeControlTRF26, RoundsPlanned: e.RoundsPlanned,
		ScoringCodes: e.ScoringCodes, Requests: t.Requests, Withdrawals: t.Withdrawals, Excused: t.Excused, Marks: marksOf(t.Rounds)}
}

func (x trfExtra) empty() bool {
	return reflect.ValueOf(x).IsZero()
}

// encode is the text the store keeps: "" when there is nothing.
func (x trfExtra) encode() (string, error) {
	if x.empty() {
		return "", nil
	}
	b, err := json.Marshal(x)
	return string(b), err
}

func decodeExtra(text string) (trfExtra, error) {
	var x trfExtra
	if text == "" {
		return x, nil
	}
	if err := json.Unmarshal([]byte(text), &x); err != nil {
		return x, fmt.Errorf("the TRF lines kept for the pairing program: %w", err)
	}
	return x, nil
}

// apply gives t what x keeps.
func (x trfExtra) apply(t *tournament.Tournament) {
	t.Event.InitialColour, t.Teams, t.NextByes, t.Extra = x.InitialColour, x.Teams, x.NextByes, x.Lines
	if x.TimeControl122 != "" || x.TimeControl222 != "" {
		t.Event.TimeControl, t.Event.TimeControlTRF26 = x.TimeControl122, x.TimeControl222
	}
	t.Event.RoundsPlanned, t.Event.ScoringCodes = x.RoundsPlanned, x.ScoringCodes
	t.Requests, t.Withdrawals, t.Excused = x.Requests, x.Withdrawals, x.Excused
}

// after is what the event keeps once the pairing program's file paired
// has been stored as the next round: the program's own lines where its
// file has them, else those kept before; its pre-assigned byes are now
// the round's byes.
func (x trfExtra) after(paired *tournament.Tournament) trfExtra {
	p := extraOf(paired)
	if p.InitialColour != "" {
		x.InitialColour = p.InitialColour
	}
	if len(p.Teams) > 0 {
		x.Teams = p.Teams
	}
	if len(p.Lines) > 0 {
		x.Lines = p.Lines
	}
	x.NextByes = nil
	x.Marks = marksOf(paired.Rounds)
	next := len(paired.Rounds)
	x.Requests = slices.DeleteFunc(slices.Clone(x.Requests), func(r tournament.ByeRequest) bool { return r.Round <= next })
	return x
}

// SetInitialColour keeps the first board's colour in round 1 ("white1" or
// "black1", XXC) for a new event set up in the console, in tx.
func SetInitialColour(ctx context.Context, tx storage.Tx, tournamentID int64, colour string) error {
	if colour != "white1" && colour != "black1" {
		return fmt.Errorf("exchange: initial colour %q is not white1 or black1", colour)
	}
	text, err := trfExtra{InitialColour: colour}.encode()
	if err != nil {
		return err
	}
	return tx.SetTRFExtra(ctx, tournamentID, text)
}
