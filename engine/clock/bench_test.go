package clock

import (
	"testing"
	"time"
)

func BenchmarkApplyPress(b *testing.B) {
	control, _ := ParsePGN("40/5400+30:1800+30")
	c, _ := New(control)
	c, _ = c.Apply(start(0))
	at, side := time.Duration(0), White
	for b.Loop() {
		at += 3 * time.Second
		next, err := c.Apply(press(side, at))
		if err != nil {
			b.Fatal(err)
		}
		c, side = next, side.Other()
		if c.MovesCompleted(White) == 1000 {
			c, _ = New(control)
			c, _ = c.Apply(start(at))
			side = White
		}
	}
}

func BenchmarkRemaining(b *testing.B) {
	control, _ := ParsePGN("1/60>1/60>1/60>1/60>60")
	c, _ := New(control)
	c, _ = c.Apply(start(0))
	at := t0.Add(200 * time.Second) // past three stages
	for b.Loop() {
		if c.Remaining(White, at) <= 0 {
			b.Fatal("flag fell")
		}
	}
}

func BenchmarkParse(b *testing.B) {
	for b.Loop() {
		if _, err := Parse("40/90+30, 30+30"); err != nil {
			b.Fatal(err)
		}
	}
}
