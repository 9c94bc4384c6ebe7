package clock

import "testing"

func TestAppendix_A_1_B_1_GameType(t *testing.T) {
	tests := []struct {
		tc   string
		want GameType
		why  string
	}{
		{"15+10", Rapid, "15 min + 60 × 10 s = 25 min: more than 10 and less than 60 minutes (A.1)"},
		{"3+2", Blitz, "3 min + 60 × 2 s = 5 min: 10 minutes or less (B.1)"},
		{"10", Blitz, "10 min: 10 minutes or less (B.1)"},
		{"5+5", Blitz, "5 min + 60 × 5 s = 10 min: 10 minutes or less (B.1)"},
		{"600.001", Rapid, "10 min 0.001 s: more than 10 and less than 60 minutes (A.1)"},
		{"5+6", Rapid, "5 min + 60 × 6 s = 11 min: more than 10 and less than 60 minutes (A.1)"},
		{"59", Rapid, "59 min: more than 10 and less than 60 minutes (A.1)"},
		{"60", Standard, "60 min: 60 minutes or more (neither A.1 nor B.1)"},
		{"45+15", Standard, "45 min + 60 × 15 s = 60 min: 60 minutes or more (neither A.1 nor B.1)"},
		{"40/90+30, 30+30", Standard, "90 min + 60 × 30 s = 120 min: 60 minutes or more (neither A.1 nor B.1)"},
		{"G/25;d5", Rapid, "25 min + 60 × 5 s = 30 min: more than 10 and less than 60 minutes (A.1)"},
		{"2.5+1.5", Blitz, "2 min 30 s + 60 × 1.5 s = 4 min: 10 minutes or less (B.1)"},
		{"*180", Blitz, "3 min: 10 minutes or less (B.1)"},
		{"-", Standard, "no time control: neither rapid (A.1) nor blitz (B.1)"},
		{"?", UnknownType, "time control unknown"},
	}
	for _, tt := range tests {
		c, err := Parse(tt.tc)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.tc, err)
		}
		got, why := c.GameType()
		if got != tt.want || why != tt.why {
			t.Errorf("%q: GameType() = %v, %q\nwant %v, %q", tt.tc, got, why, tt.want, tt.why)
		}
	}
}
