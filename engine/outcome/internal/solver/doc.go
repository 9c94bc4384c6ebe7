// Package solver is the staged solver behind outcome.CanCheckmate: can a
// side still checkmate "by any possible series of legal moves" (Articles
// 5.1.2, 5.2.2, 6.9, 7.5.5, A.4.3 of the Laws)?
//
// It answers in three stages, after the design of Miguel Ambrona's CHA
// solver:
//
//  1. material: a lone king, a lone knight or bishops of one colour
//     against pieces that cannot help block (Insufficient);
//  2. a static proof: pawns that can never move or be taken form walls;
//     the reach of every other piece is flooded around them, and if no
//     square the losing king can reach can ever be attacked with all its
//     flight squares closed, mate is impossible;
//  3. a helpmate search, where both sides cooperate, with iterative
//     deepening, a transposition table and move ordering that drives the
//     pieces toward a mating corner. A search that explores every
//     reachable position without finding mate is also a proof of No. A
//     breadth-first zone search, where pieces walled off from both kings
//     only spend moves, finds mates in a pocket the others miss.
//
// A Yes always comes with the mating line, so the arbiter can replay it:
// a line the searches found longer than 128 plies is shortened on the
// same node budget (shorten.go, shortcut.go, manoeuvre.go). A No is
// always a proof; Unknown means only that the budget ran out.
package solver
