package laws

// Where the seed texts of one edition disagree with each other, the engine
// follows one reading and says so on the ruling: conflicts holds, per
// edition and provision, the message key of that note. docs/rulings.md
// ("Conflicting texts") gives each conflict, the reading and why.
var conflicts = map[Edition]map[provision]string{
	Edition2017: {
		// EN/DE/FR/IT: "five consecutive alternate moves by each
		// player", citing "9.2b", a 2014 number; RU and the 2018 text:
		// "at least five times". The engine follows "at least five times".
		pFivefold: "note.conflict.2017_9_6_1",
	},
}

// conflictNotes returns the notes to show with a ruling on provision p.
func conflictNotes(e Edition, p provision) []string {
	if key, ok := conflicts[e][p]; ok {
		return []string{key}
	}
	return nil
}

// noteBlitzMinute2023 is the note on the one minute of a 2023 blitz game
// with adequate supervision: B.2 applies the Competition Rules (two
// minutes), A.3 gives one minute and B.3 names it only for blitz without
// adequate supervision. The engine follows A.3.
const noteBlitzMinute2023 = "note.conflict.2023_blitz_one_minute"
