package announce

import "github.com/arbiterconsole/arbiter/engine/notation"

// SpellNumber gives tests the three forms of n in language lang: counted,
// before a masculine noun and before a feminine one.
func SpellNumber(lang string, n int) (counted, masc, fem string) {
	l := notation.Lang(lang)
	return cardinal(l, n), agreeing(l, n, masculine), agreeing(l, n, feminine)
}
