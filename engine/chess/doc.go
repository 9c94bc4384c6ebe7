// Package chess implements the rules of chess for the arbiter's console:
// positions, legal moves (orthodox chess and Chess960), FEN, Zobrist keys,
// position identity for repetition claims (Article 9.2.2) and perft.
//
// # Positions
//
// A Position is a small value (about 100 bytes) made of bitboards. It is
// never changed in place: Play returns the position after a move.
//
//	p := chess.StartPosition()
//	m, err := chess.ParseUCI(p, "e2e4")
//	if err != nil { ... }
//	p = p.Play(m)
//
// LegalMoves appends into a caller's buffer and does not allocate when the
// buffer has room: var buf [256]chess.Move; moves := p.LegalMoves(buf[:0]).
//
// # Moves
//
// A Move is 16 bits: from, to and a kind (normal, promotion, en passant,
// castling). Castling is stored as the king taking its own rook, so that
// Chess960 castling (Guideline II.3) needs no special case; Move.UCI writes
// it as "e1g1" for orthodox chess or "e1h1" for Chess960.
//
// # FEN
//
// ParseFEN reads FEN, X-FEN and Shredder-FEN, with or without the move
// counters, and rejects every position that breaks the rules or cannot
// arise in a game (as far as is provable cheaply) with a *FENError naming
// the field and the reason; errors.Is tells ErrSyntax, ErrInvalid and
// ErrUnreachable apart. ParseFENLax accepts unreachable test positions.
// Position.FEN writes the en passant square after every double step, as
// the FEN standard says; only RepetitionKey looks at whether an en passant
// capture is actually legal.
//
// # Identity and perft
//
// Key is a Zobrist hash of board, side to move, castling rights and en
// passant square. RepetitionKey is the key of Article 9.2.2: it drops the en
// passant square when no legal en passant capture exists. Perft and Divide
// count leaf nodes of the move tree, for testing the generator.
package chess
