// Package laws is the arbiter's rule book: it decides what the FIDE Laws of
// Chess decide, for the 2014, 2017, 2018 and 2023 editions, in standard,
// rapid and blitz games, with adequate supervision (A.3 / B.3; 2023: A.4 /
// B.2) or without (A.4 / B.4; 2023: A.5 / B.3). It alone decides how a
// game ends; engine/outcome only answers whether a side can still mate.
//
// A game under arbitration is an append-only list of events — moves,
// clock actions, illegal moves reported, claims, offers, penalties,
// results — each with its own instant. Game is the fold of those events:
// the position history, the clock (package clock), the counts of
// irregularities per player, the pending draw offer and the result.
// Nothing is ever deleted: reinstating an earlier position is an event
// too. Replaying the same events always gives the same Game and the same
// rulings, whether they are applied one at a time as they happen or all
// at once when a saved game is opened.
//
// Every event that the Laws have something to say about yields a Ruling:
// what is decided (a Decision), its effects (position reinstated, time
// added, result), the articles applied in the edition's own numbering
// (2018 "7.5.5", 2014 "7.5 b") and a message key for translation. Where
// the Laws leave the decision to the arbiter ("may", "unless the arbiter
// decides otherwise"), the ruling is a proposal: the arbiter's decide
// event confirms or overrides it and records by whom. Where the seed texts
// of one edition disagree, the ruling notes which reading it follows.
//
// A RuleSet holds every choice the Laws leave to the event regulations:
// edition, game type, supervision, default time, draw offers, Guidelines
// III and the points for a win, a draw and a loss.
//
// The package reads no clock and does no I/O. Two things it needs are
// function values that tests may replace: whether a side can checkmate at
// all (Options.CanCheckmate, by default engine/outcome's solver within a
// fixed node budget) and how a move typed by the arbiter is read
// (Options.ReadMove, by default engine/notation in any language).
package laws
