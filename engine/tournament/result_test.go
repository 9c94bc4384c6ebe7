package tournament

import (
	"encoding/json"
	"errors"
	"testing"
)

func TestArticle_10_1_PointsForWinDrawLoss(t *testing.T) {
	tests := []struct {
		r            Result
		white, black Points
	}{
		{Result{Outcome: WhiteWins}, One, 0},
		{Result{Outcome: BlackWins}, 0, One},
		{Result{Outcome: Draw}, Half, Half},
		{Result{Outcome: WhiteWinsByForfeit}, One, 0}, // wins by forfeit: one point
		{Result{Outcome: BlackWinsByForfeit}, 0, One},
		{Result{Outcome: Unfinished}, 0, 0},
		{Result{Outcome: PairingBye}, One, 0},
		{Result{Outcome: FullPointBye}, One, 0},
		{Result{Outcome: HalfPointBye}, Half, 0},
		{Result{Outcome: ZeroPointBye}, 0, 0},
	}
	for _, tt := range tests {
		if w, b := tt.r.Points(DefaultScoring); w != tt.white || b != tt.black {
			t.Errorf("%s scores %s-%s, want %s-%s", tt.r, w, b, tt.white, tt.black)
		}
	}
}

// "Unless the regulations of an event specify otherwise": 3/1/0 scoring.
func TestArticle_10_1_RegulationsMayChangePoints(t *testing.T) {
	s := Scoring{Win: 6, Draw: 2, Loss: 0}
	if w, b := (Result{Outcome: Draw}).Points(s); w != 2 || b != 2 {
		t.Errorf("draw scores %s-%s under 3/1/0, want 1.0-1.0", w, b)
	}
}

func TestArticle_10_2_GameNeverScoresMoreThanAWin(t *testing.T) {
	tests := []struct {
		r  Result
		ok bool
	}{
		{Result{Outcome: Adjusted, White: Drawn, Black: Lost}, true},
		{Result{Outcome: Adjusted, White: Lost, Black: Drawn}, true},
		{Result{Outcome: Adjusted, White: Won, Black: Drawn}, false},
		{Result{Outcome: Adjusted, White: Drawn, Black: Won}, false},
		{Result{Outcome: Adjusted, White: Won, Black: Won}, false},
		{Result{Outcome: Adjusted, White: 7, Black: Lost}, false},      // no mark 7: only win, draw, loss
		{Result{Outcome: Adjusted, White: Won, Black: Lost}, false},    // that is 1-0, not an adjustment
		{Result{Outcome: Adjusted, White: Drawn, Black: Drawn}, false}, // that is ½-½
		{Result{Outcome: PairingBye}, false},                           // a bye needs no opponent
		{Result{Outcome: WhiteWinsByForfeit, Unrated: true}, false},    // unplayed games are not rated anyway
		{Result{Outcome: WhiteWins, Unrated: true}, true},              // lasted less than a move
		{Result{Outcome: 12}, false},
	}
	for _, tt := range tests {
		err := tt.r.validate(false, DefaultScoring)
		if (err == nil) != tt.ok {
			t.Errorf("%s: validate = %v, want ok %v", tt.r, err, tt.ok)
		}
		if err != nil && !errors.Is(err, ErrResult) {
			t.Errorf("%s: error %v is not ErrResult", tt.r, err)
		}
	}
}

func TestArticle_11_8_BothPlayersLose(t *testing.T) {
	r := Result{Outcome: BothLose}
	if w, b := r.Points(DefaultScoring); w != 0 || b != 0 || !r.IsPlayed() {
		t.Errorf("0-0 scores %s-%s, played %v; want 0-0, played", w, b, r.IsPlayed())
	}
}

// 12.9.5: the winner's points reduced to a draw's; the loser keeps none.
func TestArticle_12_9_5_ReducedPoints(t *testing.T) {
	r, err := ParseResult("½-0")
	if err != nil {
		t.Fatal(err)
	}
	if w, b := r.Points(DefaultScoring); r.Outcome != Adjusted || w != Half || b != 0 {
		t.Errorf("½-0 is %v scoring %s-%s, want adjusted 0.5-0.0", r.Outcome, w, b)
	}
}

func TestResultTextRoundTrip(t *testing.T) {
	for _, text := range []string{"*", "1-0", "0-1", "½-½", "0-0", "+/-", "-/+", "-/-",
		"½-0", "0-½", "PAB", "bye 1", "bye ½", "bye 0", "1-0 unrated", "½-0 unrated"} {
		r, err := ParseResult(text)
		if err != nil {
			t.Errorf("ParseResult(%q): %v", text, err)
			continue
		}
		if got := r.String(); got != text {
			t.Errorf("ParseResult(%q).String() = %q", text, got)
		}
	}
	for text, want := range map[string]string{"1/2-1/2": "½-½", " 1/2-0 ": "½-0", "pab": "PAB"} {
		if r, err := ParseResult(text); err != nil || r.String() != want {
			t.Errorf("ParseResult(%q) = %v, %v; want %s", text, r, err, want)
		}
	}
	for _, bad := range []string{"", "1-1", "1-½", "2-0", "win", "+/+ ", "PAB unrated"} {
		if r, err := ParseResult(bad); err == nil {
			t.Errorf("ParseResult(%q) = %v, want an error", bad, r)
		}
	}
}

func TestPointsText(t *testing.T) {
	for _, tt := range []struct {
		text string
		p    Points
	}{{"0", 0}, {"1", 2}, {"1.5", 3}, {"1,5", 3}, {"1½", 3}, {"½", 1}, {"1/2", 1}, {"10.0", 20}, {"2.50", 5}} {
		if p, err := ParsePoints(tt.text); err != nil || p != tt.p {
			t.Errorf("ParsePoints(%q) = %v, %v; want %v", tt.text, p, err, tt.p)
		}
	}
	for _, bad := range []string{"", "x", "1.25", "-1", "1.5.5"} {
		if _, err := ParsePoints(bad); err == nil {
			t.Errorf("ParsePoints(%q) succeeded", bad)
		}
	}
	for p, want := range map[Points]string{0: "0.0", 1: "0.5", 20: "10.0", -3: "-1.5"} {
		if got := p.String(); got != want {
			t.Errorf("Points(%d) = %q, want %q", p, got, want)
		}
	}
}

func TestParseDate(t *testing.T) {
	for text, want := range map[string]Date{
		"2024-03-01": {2024, 3, 1}, "2024/03/01": {2024, 3, 1}, "2024.3.1": {2024, 3, 1},
		"1978": {Year: 1978}, "1978/00/00": {Year: 1978}, "": {}, "2024-02-29": {2024, 2, 29},
		"23/11/2024": {2024, 11, 23}, "11/23/2024": {2024, 11, 23}, "05/11/2024": {2024, 11, 5},
	} {
		if d, err := ParseDate(text); err != nil || d != want {
			t.Errorf("ParseDate(%q) = %v, %v; want %v", text, d, err, want)
		}
	}
	for _, bad := range []string{"2023-02-29", "2024-13-01", "2024-00-05", "24-03-01", "2024-03", "soon"} {
		if _, err := ParseDate(bad); err == nil {
			t.Errorf("ParseDate(%q) succeeded", bad)
		}
	}
}

func TestPointsJSON(t *testing.T) {
	b, err := json.Marshal(struct{ P Points }{3})
	if err != nil || string(b) != `{"P":1.5}` {
		t.Errorf("Marshal = %s, %v; want {\"P\":1.5}", b, err)
	}
	var v struct{ P Points }
	if err := json.Unmarshal([]byte(`{"P":2.5}`), &v); err != nil || v.P != 5 {
		t.Errorf("Unmarshal = %v, %v; want 5 half points", v.P, err)
	}
	if err := json.Unmarshal([]byte(`{"P":0.25}`), &v); err == nil {
		t.Error("Unmarshal of 0.25 points succeeded")
	}
}
