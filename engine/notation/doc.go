// Package notation reads and writes chess moves in algebraic notation
// (FIDE Laws of Chess, Appendix C) in seven languages and in figurines.
//
// # Writing
//
// Write produces strict SAN: the piece letter of the chosen language, the
// departure file or rank only when another piece of the same kind could
// also reach the square (file first, then rank, then both: Appendix C.10),
// "x" for captures, "+" or "#", "O-O" and "O-O-O" (also for Chess960), and
// promotions as "e8=Q" or, with PromotionBare, "e8Q" (C.11).
//
//	notation.Write(p, m, notation.Options{Lang: notation.German}) // "Sf3"
//
// # Reading
//
// Read is lenient: it accepts what scoresheets and other programs hold and
// returns the one legal move the text can mean. docs/notation.md lists
// every accepted form; in short:
//
//   - castling as O-O, 0-0, o-o, OO (three O's for the queen side);
//   - separators "x", ":", "-" anywhere between the parts, ignored;
//   - promotion as e8=Q, e8Q, e8/Q or e8(Q);
//   - long algebraic (Ng1f3, Ng1-f3, e2-e4) and UCI (e2e4, e7e8q, e1g1,
//     and king-takes-rook e1h1);
//   - a departure file or rank that is not needed (Nbd2), a missing or wrong
//     check sign, a trailing e.p. (or Spanish a.p.), annotations (!, ?, !?),
//     a draw offer "(=)" (C.12);
//   - piece letters in lower case. A lower-case letter that is also a file
//     (b in English, d in German, a/c/d/f/b in the Romance languages) is
//     first read as the file of a pawn: "bxc3" and "bc3" are pawn captures
//     whenever one is legal, and only otherwise a bishop's move.
//
// Failures are *MoveError values; errors.Is tells ErrUnreadable (the text is
// not a move), ErrIllegal (a move, but no legal move fits) and ErrAmbiguous
// (several legal moves fit; the error lists them in SAN) apart.
//
// # Languages
//
// A Lang is "en", "de", "fr", "es", "it", "pt", "ru" or "fig" (figurines).
// With Options.AnyLanguage, Read tries the given language first and then
// the others in the order of Languages, and takes the first reading that
// fits exactly one legal move. PieceName gives the names of the pieces as
// the Laws' translations print them.
package notation
