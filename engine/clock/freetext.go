package clock

import "time"

// Free text is how regulations and TRF line 122 often state a control:
// "90 min/40 moves + 30 min + 30 sec/move", "100'x40+15'+30\"",
// "Standard: 90 minutes for 40 moves, 30 minutes for the rest with 30
// seconds increment", "90 Min./40 Züge + 30 Min. + 30 Sek./Zug". Its
// reader picks the stages and the bonus out of the words: every time with
// a unit of minutes or hours is a stage's base time, a move count next to
// it ("/40 moves", "x40", "for 40 moves", "40 moves in") is that stage's,
// and a time in seconds (or a bare number after the last "+") is the
// increment of every stage, or a delay when the text says so. A number it
// cannot place is an error, so that nothing is guessed.

// freeTokens are the tokens of s free text reads: numbers, the words it
// knows (vocabulary) and the marks that matter; other words and the
// marks that only separate are left out, and ";" is ",".
func freeTokens(s string) []token {
	var toks []token
	for _, t := range lex(s) {
		if _, known := vocabulary[t.text]; t.kind == '.' || t.kind == 'w' && !known {
			continue
		}
		if t.kind == ';' {
			t.kind = ','
		}
		toks = append(toks, t)
	}
	return toks
}

// parseFree reads a control out of free text, as described above.
func parseFree(s string) (Control, error) {
	sc := scanner{in: s}
	toks := freeTokens(s)
	// unitAt is what token j says of the number before it: 'h' hours,
	// 'm' minutes, 's' seconds, 'v' moves, 0 nothing.
	unitAt := func(j int) byte {
		if j >= len(toks) {
			return 0
		}
		switch unitOf(toks[j]) {
		case time.Hour:
			return 'h'
		case time.Minute:
			return 'm'
		case time.Second:
			return 's'
		}
		if toks[j].kind == 'w' && vocabulary[toks[j].text].moves {
			return 'v'
		}
		return 0
	}
	// Free text is only read when a number carries a unit, every mark is
	// one free text uses and every "+" leads to a number: "40/9x" and
	// "90 min €" stay the errors of the forms above.
	united := false
	for j, t := range toks {
		switch t.kind {
		case '?':
			return Control{}, sc.errAt(t.pos, "unexpected", kv{"Text": t.text}, "unexpected %q", t.text)
		case '+':
			if j+1 >= len(toks) || toks[j+1].kind != 'n' {
				return Control{}, sc.errAt(t.pos, "unexpected", kv{"Text": t.text}, "unexpected %q", t.text)
			}
		case 'n':
			united = united || unitAt(j+1) != 0
		}
	}
	if !united {
		return Control{}, sc.problemAt(0, badBase)
	}
	isLink := func(j int) bool {
		return j < len(toks) && (toks[j].kind == '/' || (toks[j].kind == 'w' && vocabulary[toks[j].text].link))
	}
	var stages []Stage
	var bonus time.Duration
	bonusAt, bonusMode := -1, Fischer
	pendingMoves := 0 // "40 moves in 90 min": the count before its time
	for j := 0; j < len(toks); j++ {
		t := toks[j]
		if t.kind == 'w' {
			if m := bonusOf(t); m == SimpleDelay || m == Bronstein {
				bonusMode = m
			}
			continue
		}
		if t.kind != 'n' {
			continue
		}
		u := unitAt(j + 1)
		switch u {
		case 'h', 'm':
			unit := time.Minute
			if u == 'h' {
				unit = time.Hour
			}
			d, ok := amount(t.text, unit)
			if !ok {
				return Control{}, sc.problemAt(t.pos, badBase)
			}
			j++
			if u == 'h' && j+1 < len(toks) && toks[j+1].kind == 'n' && unitAt(j+2) == 0 && !isLink(j+2) { // "1h30", not "2 Stunden 40 / Züge"
				if m, ok := amount(toks[j+1].text, time.Minute); ok {
					d += m
					j++
				}
			}
			st := Stage{Base: d, Moves: pendingMoves}
			pendingMoves = 0
			// "90 min/40 moves", "100'x40", "90 minutes for 40 moves"
			if isLink(j+1) && j+2 < len(toks) && toks[j+2].kind == 'n' && (unitAt(j+3) == 'v' || unitAt(j+3) == 0) {
				n, ok := wholeNumber(toks[j+2].text)
				if !ok || n == 0 || n > MaxMoves {
					return Control{}, sc.problemAt(toks[j+2].pos, badMoves)
				}
				st.Moves = n
				j += 2
				if unitAt(j+1) == 'v' {
					j++
				}
			} else if j+1 < len(toks) && toks[j+1].kind == 'n' && (unitAt(j+2) == 'v' || isLink(j+2) && unitAt(j+3) == 'v') {
				// "2 Stunden 40 Züge", "2 Stunden 40 / Zuege"
				n, ok := wholeNumber(toks[j+1].text)
				if !ok || n == 0 || n > MaxMoves {
					return Control{}, sc.problemAt(toks[j+1].pos, badMoves)
				}
				st.Moves = n
				j += 2
				if unitAt(j) != 'v' {
					j++
				}
			}
			stages = append(stages, st)
		case 's':
			d, ok := amount(t.text, time.Second)
			if !ok {
				return Control{}, sc.problemAt(t.pos, badIncrement)
			}
			if bonusAt >= 0 && d != bonus {
				return Control{}, sc.errAt(t.pos, "bonus_twice", kv{"Stage": len(stages)}, "a second bonus")
			}
			bonus, bonusAt = d, t.pos
			j++
		case 'v':
			n, ok := wholeNumber(t.text)
			if !ok || n == 0 || n > MaxMoves {
				return Control{}, sc.problemAt(t.pos, badMoves)
			}
			if isLink(j + 2) { // "40 moves in 90 min"
				pendingMoves = n
				j += 2
				continue
			}
			return Control{}, sc.errAt(t.pos, "unexpected", kv{"Text": t.text}, "a move count %s without its time", t.text)
		default:
			if t.text == "1" && j > 0 && unitAt(j-1) == 'v' {
				continue // "30 sec/move from move 1": the increment as always
			}
			// a bare number: "40/90" is moves and minutes, a last "+30"
			// after base times is the increment in seconds
			if j+2 < len(toks) && toks[j+1].kind == '/' && toks[j+2].kind == 'n' && (unitAt(j+3) == 'm' || unitAt(j+3) == 'h' || unitAt(j+3) == 0) {
				n, ok := wholeNumber(t.text)
				if ok && n > 0 && n <= MaxMoves {
					pendingMoves = n
					j++
					continue
				}
			}
			if j > 0 && toks[j-1].kind == '+' && len(stages) > 0 && j == len(toks)-1 && bonusAt < 0 {
				d, ok := amount(t.text, time.Second)
				if !ok {
					return Control{}, sc.problemAt(t.pos, badIncrement)
				}
				bonus, bonusAt = d, t.pos
				continue
			}
			if pendingMoves > 0 { // "40/90": minutes after the count
				d, ok := amount(t.text, time.Minute)
				if !ok {
					return Control{}, sc.problemAt(t.pos, badBase)
				}
				stages = append(stages, Stage{Base: d, Moves: pendingMoves})
				pendingMoves = 0
				continue
			}
			return Control{}, sc.errAt(t.pos, "no_unit", nil, "number %s without a unit", t.text)
		}
	}
	if len(stages) == 0 {
		return Control{}, sc.problemAt(0, badBase)
	}
	if bonusAt >= 0 {
		for i := range stages {
			stages[i].Mode, stages[i].Extra = bonusMode, bonus
		}
	}
	c := Control{Kind: Staged, Stages: stages}
	for i, st := range stages[:len(stages)-1] {
		if st.Moves == 0 {
			return Control{}, sc.errAt(0, "stage_moves", kv{"Stage": i + 1}, "stage %d needs a move count before a next stage", i+1)
		}
	}
	return c, c.Validate()
}
