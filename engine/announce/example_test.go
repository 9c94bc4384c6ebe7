package announce_test

import (
	"fmt"
	"time"

	"github.com/arbiterconsole/arbiter/engine/announce"
	"github.com/arbiterconsole/arbiter/engine/chess"
)

func ExampleSay() {
	p := chess.StartPosition()
	m, _ := chess.ParseUCI(p, "g1f3")
	fmt.Println(announce.Say(p, m, announce.Laws))
	fmt.Println(announce.Say(p, m, "en"))
	fmt.Println(announce.Say(p, m, "ru"))
	// Output:
	// Springer Felix drei
	// Knight Felix three
	// Конь Феликс три
}

func ExampleParse() {
	p := chess.StartPosition()
	for _, text := range []string{"Springer Felix drei", "S f drei", "springer f3", "Eva vier"} {
		m, err := announce.Parse(p, text, "de")
		fmt.Println(m, err)
	}
	_, err := announce.Parse(p, "Springer David zwei", "de")
	fmt.Println(err)
	// Output:
	// g1f3 <nil>
	// g1f3 <nil>
	// g1f3 <nil>
	// e2e4 <nil>
	// announce: illegal move "Springer David zwei": read as Sd2: no white knight can move to d2
}

func ExampleClock() {
	fmt.Println(announce.Clock(89*time.Minute, 59*time.Minute+30*time.Second, "en"))
	fmt.Println(announce.Clock(89*time.Minute, 59*time.Minute+30*time.Second, "de"))
	// Output:
	// White: one hour twenty-nine minutes; Black: fifty-nine minutes thirty seconds
	// Weiß: eine Stunde neunundzwanzig Minuten; Schwarz: neunundfünfzig Minuten dreißig Sekunden
}
