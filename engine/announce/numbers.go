package announce

import (
	"strconv"
	"strings"

	"github.com/arbiterconsole/arbiter/engine/notation"
)

// gender is the grammatical gender a counted noun imposes on "one" (and, in
// Portuguese and Russian, on "two").
type gender uint8

const (
	masculine gender = iota
	feminine
)

// numberWords spells the cardinal numbers 0 to 99 of one language.
type numberWords struct {
	small []string                                 // 0 up to the first number built from parts
	tens  [10]string                               // 20, 30, ... by tens digit
	join  func(tens, unit string, t, u int) string // a tens word and a unit word
}

var numbers = map[notation.Lang]numberWords{
	notation.English: {
		small: strings.Fields("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"),
		tens:  [10]string{2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"},
		join:  func(tens, unit string, _, _ int) string { return tens + "-" + unit },
	},
	notation.German: {
		small: strings.Fields("null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn"),
		tens:  [10]string{2: "zwanzig", 3: "dreißig", 4: "vierzig", 5: "fünfzig", 6: "sechzig", 7: "siebzig", 8: "achtzig", 9: "neunzig"},
		join: func(tens, unit string, _, u int) string {
			if u == 1 {
				unit = "ein" // einundzwanzig
			}
			return unit + "und" + tens
		},
	},
	notation.French: {
		small: frenchSmall,
		tens:  [10]string{2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante", 7: "soixante", 8: "quatre-vingt", 9: "quatre-vingt"},
		join:  frenchJoin,
	},
	notation.Spanish: {
		small: strings.Fields("cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve"),
		tens:  [10]string{3: "treinta", 4: "cuarenta", 5: "cincuenta", 6: "sesenta", 7: "setenta", 8: "ochenta", 9: "noventa"},
		join:  func(tens, unit string, _, _ int) string { return tens + " y " + unit },
	},
	notation.Italian: {
		small: strings.Fields("zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove"),
		tens:  [10]string{2: "venti", 3: "trenta", 4: "quaranta", 5: "cinquanta", 6: "sessanta", 7: "settanta", 8: "ottanta", 9: "novanta"},
		join: func(tens, unit string, _, u int) string {
			switch u {
			case 1, 8: // ventuno, ventotto: the vowels merge
				tens = tens[:len(tens)-1]
			case 3:
				unit = "tré"
			}
			return tens + unit
		},
	},
	notation.Portuguese: {
		// European Portuguese, as the Laws' translation is written.
		small: strings.Fields("zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezasseis dezassete dezoito dezanove"),
		tens:  [10]string{2: "vinte", 3: "trinta", 4: "quarenta", 5: "cinquenta", 6: "sessenta", 7: "setenta", 8: "oitenta", 9: "noventa"},
		join:  func(tens, unit string, _, _ int) string { return tens + " e " + unit },
	},
	notation.Russian: {
		small: strings.Fields("ноль один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать"),
		tens:  [10]string{2: "двадцать", 3: "тридцать", 4: "сорок", 5: "пятьдесят", 6: "шестьдесят", 7: "семьдесят", 8: "восемьдесят", 9: "девяносто"},
		join:  func(tens, unit string, _, _ int) string { return tens + " " + unit },
	},
}

var frenchSmall = strings.Fields("zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf")

// frenchJoin builds 21 to 99: vingt et un, soixante et onze, quatre-vingt-un,
// quatre-vingt-onze (70 to 79 and 90 to 99 count on from dix).
func frenchJoin(tens, unit string, t, u int) string {
	teen := t == 7 || t == 9
	switch {
	case u == 1 && t < 8:
		if teen {
			return tens + " et onze"
		}
		return tens + " et un"
	case teen:
		return tens + "-" + frenchSmall[10+u]
	}
	return tens + "-" + unit
}

// cardinal spells n (0 to 99) as counted aloud ("eins", "un", "один"); larger
// numbers come back as digits.
func cardinal(l notation.Lang, n int) string {
	w := numbers[l]
	switch {
	case n < 0 || n > 99:
		return strconv.Itoa(n)
	case n < len(w.small):
		return w.small[n]
	}
	t, u := n/10, n%10
	if u == 0 {
		switch {
		case l == notation.French && (t == 7 || t == 9):
			return w.tens[t] + "-dix"
		case l == notation.French && t == 8:
			return "quatre-vingts"
		}
		return w.tens[t]
	}
	return w.join(w.tens[t], w.small[u], t, u)
}

// agreeing spells n as it stands before a noun of gender g: "eine Stunde",
// "une heure", "veintiún minutos", "duas horas", "одна минута".
func agreeing(l notation.Lang, n int, g gender) string {
	s := cardinal(l, n)
	switch l {
	case notation.German:
		if n == 1 && g == feminine {
			return "eine"
		}
		if n == 1 {
			return "ein"
		}
	case notation.French:
		if g == feminine && strings.HasSuffix(s, "un") {
			return s + "e"
		}
	case notation.Spanish:
		if strings.HasSuffix(s, "uno") {
			s = strings.TrimSuffix(s, "o")
			if g == feminine {
				return s + "a"
			}
			if s == "veintiun" {
				return "veintiún"
			}
			return s
		}
	case notation.Italian:
		if n == 1 && g == feminine {
			return "un'" // un'ora: elided, written against its noun
		}
		if strings.HasSuffix(s, "uno") {
			return strings.TrimSuffix(s, "o") // un minuto, ventun ore
		}
	case notation.Portuguese:
		if g == feminine {
			s = replaceLastWord(s, map[string]string{"um": "uma", "dois": "duas"})
		}
	case notation.Russian:
		if g == feminine {
			s = replaceLastWord(s, map[string]string{"один": "одна", "два": "две"})
		}
	}
	return s
}

// replaceLastWord swaps the last word of s for its entry in forms, if any.
func replaceLastWord(s string, forms map[string]string) string {
	i := strings.LastIndexByte(s, ' ') + 1
	if f, ok := forms[s[i:]]; ok {
		return s[:i] + f
	}
	return s
}
