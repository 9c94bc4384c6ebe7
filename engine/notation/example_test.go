package notation_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/chess"
	"github.com/arbiterconsole/arbiter/engine/notation"
)

func Example() {
	p := chess.StartPosition()
	m, err := notation.Read(p, "Ng1-f3", notation.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	var sans []string
	for _, lang := range notation.Languages() {
		sans = append(sans, notation.Write(p, m, notation.Options{Lang: lang}))
	}
	fmt.Println(strings.Join(sans, " "))

	_, err = notation.Read(p, "Nf4", notation.Options{})
	fmt.Println(errors.Is(err, notation.ErrIllegal), err)
	// Output:
	// Nf3 Sf3 Cf3 Cf3 Cf3 Cf3 Кf3 ♘f3
	// true illegal move "Nf4": no white knight can move to f4
}
