package clock

import "testing"

// FuzzParse checks that Parse never panics and that every control it
// accepts is written in a form that reads back to an equal control.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"?", "-", "40/5400+30:1800+30", "300+2", "*180", "40/7200:3600", "900d5", "900b5",
		"40/5400+30>1800+30", "180.5+0.25", "90+30", "G/15;inc10", "G/90;d5", "40/90, SD/30, +30",
		"40/90+30, 30+30", "15+10", "3+2", "90 min + 30 sec", "1 h 30 min + 30''", "90'+30\"",
		"40/120, SD/30; d5", "40/9x", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Parse(s)
		if err != nil {
			return
		}
		if err := c.Validate(); err != nil {
			t.Fatalf("Parse(%q) accepted an invalid control: %v", s, err)
		}
		written := c.String()
		back, err := ParsePGN(written)
		if err != nil {
			t.Fatalf("Parse(%q) wrote %q, which does not parse: %v", s, written, err)
		}
		if !back.Equal(c) {
			t.Fatalf("Parse(%q) = %#v, written %q, read back as %#v", s, c, written, back)
		}
		if allBasesBelow(c, minutesBelow) {
			return // written in seconds, which Parse would read as minutes
		}
		if again, err := Parse(written); err != nil || !again.Equal(c) {
			t.Fatalf("Parse(%q) = %v, %v; want %v", written, again, err, c)
		}
		c.GameType()
	})
}
