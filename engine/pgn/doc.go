// Package pgn reads and writes chess games in Portable Game Notation.
//
// A Reader streams the games of a file one by one (Next). It reads tag
// pairs, movetext with move numbers ("1." and "1..."), comments ({...} and
// ";" to the end of the line), numeric annotation glyphs ($1) and suffix
// annotations (!, ?, !?, ...), variations (kept as Move.Variations or
// skipped), results (1-0, 0-1, 1/2-1/2, *), the "%" escape line, a UTF-8
// byte order mark and CRLF line ends. [%clk] and [%emt] commands in the
// comment after a move become Move.Clock and Move.Elapsed. Games may start
// from a FEN tag (with SetUp "1"), Chess960 included. Moves are read with
// the lenient reader of package notation, in the language the Options
// give.
//
// Faults are *Error values with the line (and column) they stand on; a bad
// move wraps the notation error, so errors.Is(err, notation.ErrIllegal)
// works. A fault ends its game, not the file: the next call of Next reads
// the game after it.
//
// Write produces the PGN export format: the seven tag roster, the other
// tags in ASCII order, movetext in English SAN wrapped at 80 columns, and
// clock comments after every move that has a clock.
package pgn
