package tournament_test

import (
	"fmt"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/tournament"
)

func ExampleReadTRF() {
	const trf = `012 Club Blitz
001    1 m    Alder, Tom                        2650 NOR     1500001             1.0    1     2 w 1
001    2 w    Birch, Eva                        2480 SWE     1700002             0.0    2     1 b 0
`
	t, err := tournament.ReadTRF(strings.NewReader(trf))
	if err != nil {
		fmt.Println(err)
		return
	}
	st, err := t.Standings()
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, row := range st.Rows {
		fmt.Println(row.Rank, row.Player.Name, row.Points)
	}
	// Output:
	// 1 Alder, Tom 1.0
	// 2 Birch, Eva 0.0
}

func ExampleParseResult() {
	r, err := tournament.ParseResult("½-0") // 12.9.5: the winner's points reduced
	if err != nil {
		fmt.Println(err)
		return
	}
	white, black := r.Points(tournament.DefaultScoring)
	fmt.Println(r, white, black)

	_, err = tournament.ParseResult("1-½")
	fmt.Println(err)
	// Output:
	// ½-0 0.5 0.0
	// result "1-½": result not allowed: 1-½: a game scores at most the points of a win (Article 10.2)
}
