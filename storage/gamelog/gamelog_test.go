package gamelog

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
)

func TestEncodeDecodeRoundTrip(t *testing.T) {
	ply := 3
	e := laws.Event{At: time.Date(2026, 11, 23, 10, 0, 1, 500e6, time.UTC), Kind: laws.KindIllegal,
		Payload: laws.Payload{Side: laws.Black, Irregularity: laws.TwoHands, Ply: &ply}}
	r, err := Encode(e)
	if err != nil {
		t.Fatal(err)
	}
	if r.Kind != "illegal" || !r.Wall.Equal(e.At) {
		t.Fatalf("record %q at %v", r.Kind, r.Wall)
	}
	back, err := Decode(r)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(e)
	b, _ := json.Marshal(back)
	if string(a) != string(b) {
		t.Errorf("decoded %s, want %s", b, a)
	}
}

func TestDecodeRejectsDamagedRecords(t *testing.T) {
	for name, r := range map[string]storage.EventRecord{
		"not JSON":      {Seq: 4, Kind: "move", Payload: []byte("{")},
		"kind mismatch": {Seq: 5, Kind: "resign", Payload: []byte(`{"kind":"move","at":"2026-11-23T10:00:00Z"}`)},
	} {
		if _, err := Decode(r); err == nil || !strings.Contains(err.Error(), "event") {
			t.Errorf("%s: err = %v", name, err)
		}
	}
}

func TestRulesRejectsBadRecords(t *testing.T) {
	good := storage.Tournament{Name: "E", TimeControl: "900+10", Rules: storage.RuleSet{Edition: "2018", Supervision: "inadequate"}}
	if _, _, err := Rules(good); err != nil {
		t.Fatalf("good event: %v", err)
	}
	for name, change := range map[string]func(*storage.Tournament){
		"time control": func(t *storage.Tournament) { t.TimeControl = "40/9x" },
		"edition":      func(t *storage.Tournament) { t.Rules.Edition = "1999" },
		"supervision":  func(t *storage.Tournament) { t.Rules.Supervision = "some" },
		"regulations":  func(t *storage.Tournament) { t.Rules.Regulations = []byte("[") },
	} {
		bad := good
		change(&bad)
		if _, _, err := Rules(bad); err == nil || !strings.Contains(err.Error(), `event "E"`) {
			t.Errorf("%s: err = %v", name, err)
		}
	}
}
