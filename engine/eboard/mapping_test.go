package eboard

import (
	"errors"
	"maps"
	"testing"
)

// The map is read as the arbiter types it, whatever he puts between the
// entries, and as the event keeps it (FormatMap).
func TestParseMap(t *testing.T) {
	want := map[string]int{"1001": 3, "1002": 1, "1003": 2}
	for _, s := range []string{"1001=3, 1002=1\n1003=2", "1001=3;1002=1;1003=2", " 1002=1,1003=2,1001=3 ", "1001 = 3, 1002 =1 1003= 2", FormatMap(want)} {
		m, err := ParseMap(s)
		if err != nil || !maps.Equal(m, want) {
			t.Errorf("%q: %v %v, want %v", s, m, err, want)
		}
	}
	if m, err := ParseMap(" \n "); m != nil || err != nil {
		t.Errorf("empty: %v %v, want no map", m, err)
	}
}

// Every fault says which entry and why, as a key and parameters the
// arbiter reads translated.
func TestParseMapFaults(t *testing.T) {
	for bad, want := range map[string]string{
		"1001": "pair", "1001=0": "pair", "1001=x": "pair", "=2": "pair", "1001=2=3": "pair",
		"1001=2, 1002=2": "twice", "1001=2, 1001=3": "serial_twice",
	} {
		_, err := ParseMap(bad)
		var me *MapError
		if !errors.As(err, &me) || me.Key != want {
			t.Errorf("%q: %v, want a MapError %q", bad, err, want)
			continue
		}
		if key, params := me.Message(); key != "eboards.err."+want || len(params) == 0 {
			t.Errorf("%q: message %q %v", bad, key, params)
		}
	}
}
