// Package announce says chess moves and clock times aloud, as Appendix D of
// the FIDE Laws of Chess asks for games with visually disabled players, and
// reads announced moves back.
//
// # The D.2.1 form
//
// Article D.2.1 suggests names instead of the file letters (Anna, Bella,
// Cesar, David, Eva, Felix, Gustav, Hector), and, unless the arbiter decides
// otherwise, German numbers for the ranks, German castling ("Kurze Rochade",
// "Lange Rochade") and German piece names. Every translation of the Laws
// prints the same German words, so the default wording is Say(p, m, "de"):
//
//	Springer Felix drei
//	Eva schlägt David fünf
//	Kurze Rochade
//
// When the arbiter decides otherwise, the other languages keep the file names
// of D.2.1 (in Cyrillic for Russian, as the Russian text spells them) and use
// the language's own numbers, piece names and castling words:
//
//	en: Knight Felix three
//	fr: Cavalier Felix trois
//	ru: Конь Феликс три
//
// An announcement follows the move's SAN: the piece (none for pawns), the
// departure file or rank where SAN needs one, "takes" for captures, the
// arrival square, the piece a pawn promotes to, "en passant", and "check" or
// "checkmate".
//
// # Reading
//
// Parse accepts what a player types or a speech recogniser writes: any
// case, with or without accents, file names, plain letters or spoken letter
// names ("эф"), number words or digits, linking words ("Knight takes on
// f7", "Alfil a g5"), words of any of the seven languages mixed, and SAN in
// the given language ("Springer f3", "Springer Felix 3", "S f drei", "Sf3").
// Errors match notation.ErrUnreadable, notation.ErrIllegal and
// notation.ErrAmbiguous.
//
// Read also reports each Slip: a detail said that the move does not have
// (a capture, check, checkmate, en passant, a promotion piece), which D.2.8
// wants corrected before the clock is pressed.
//
// # Clocks and the board
//
// Clock reads out both clocks, ReadOut adds the number of moves completed
// and can read the time used, as D.2.6.1 and D.2.10.4 let the player ask.
// Position, Rank, File, Where, MovesFrom, MoveNumber and LastMove say what
// a player who cannot see the board may ask about it.
package announce
