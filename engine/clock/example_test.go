package clock_test

import (
	"fmt"
	"time"

	"github.com/arbiterconsole/arbiter/engine/clock"
)

func ExampleParse() {
	for _, typed := range []string{"90+30", "G/15;inc10", "40/90, SD/30, +30", "G/90;d5"} {
		c, err := clock.Parse(typed)
		if err != nil {
			fmt.Println(err)
			continue
		}
		gt, why := c.GameType()
		fmt.Printf("%-18s %-20s %s (%s)\n", typed, c, gt, why)
	}
	_, err := clock.Parse("40/9x")
	fmt.Println(err)
	// Output:
	// 90+30              5400+30              standard (90 min + 60 × 30 s = 120 min: 60 minutes or more (neither A.1 nor B.1))
	// G/15;inc10         900+10               rapid (15 min + 60 × 10 s = 25 min: more than 10 and less than 60 minutes (A.1))
	// 40/90, SD/30, +30  40/5400+30:1800+30   standard (90 min + 60 × 30 s = 120 min: 60 minutes or more (neither A.1 nor B.1))
	// G/90;d5            5400d5               standard (90 min + 60 × 5 s = 95 min: 60 minutes or more (neither A.1 nor B.1))
	// tc: "40/9x": bad base time at column 4
}

func ExampleClock_Apply() {
	control, _ := clock.ParsePGN("60+30")
	c, _ := clock.New(control)
	t0 := time.Date(2026, 3, 14, 10, 0, 0, 0, time.UTC)
	for _, e := range []clock.Event{
		{At: t0, Kind: clock.Start},
		{At: t0.Add(20 * time.Second), Kind: clock.Press, Side: clock.White},
		{At: t0.Add(25 * time.Second), Kind: clock.Press, Side: clock.Black},
	} {
		var err error
		if c, err = c.Apply(e); err != nil {
			fmt.Println(err)
		}
	}
	now := t0.Add(30 * time.Second)
	fmt.Println("white", c.Remaining(clock.White, now), "black", c.Remaining(clock.Black, now))
	flag, _ := c.FlagFall(clock.White)
	fmt.Println("white's flag falls at", flag.Sub(t0), "unless White presses")
	// Output:
	// white 1m5s black 1m25s
	// white's flag falls at 1m35s unless White presses
}
