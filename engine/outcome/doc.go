// Package outcome answers the question behind Articles 5.1.2, 5.2.2, 6.9,
// 7.5.5 and A.4.3 of the FIDE Laws of Chess: can a side still checkmate
// "by any possible series of legal moves"? CanCheckmate answers it with
// evidence, IsDeadPosition asks it for both sides, and
// InsufficientMaterial is its first, material stage alone.
//
// How a game ends, and under which edition's rules, is decided by
// engine/laws only; this package never rules on a game. The solver's
// stages live in internal/solver (docs/endings.md).
package outcome
