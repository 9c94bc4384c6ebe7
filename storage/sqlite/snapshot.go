package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/arbiterconsole/arbiter/storage"
)

// Snapshot reads the whole database from one read transaction. It does
// not verify the chains; VerifyChain does.
func (s *Store) Snapshot(ctx context.Context) (storage.Snapshot, error) {
	var snap storage.Snapshot
	err := s.read(ctx, func(tx *sql.Tx) error {
		return errors.Join(
			scanInto(ctx, tx, &snap.Tournaments, scanTournament, "SELECT "+tournamentColumns+" FROM tournaments ORDER BY id"),
			scanInto(ctx, tx, &snap.Players, scanPlayer, "SELECT "+playerColumns+" FROM players ORDER BY id"),
			scanInto(ctx, tx, &snap.Rounds, scanRound, "SELECT id, tournament_id, number, date, closed_at_ms FROM rounds ORDER BY id"),
			scanInto(ctx, tx, &snap.Boards, scanBoard, "SELECT id, round_id, number, white_id, black_id FROM boards ORDER BY id"),
			scanInto(ctx, tx, &snap.Byes, func(r scanner) (storage.Bye, error) {
				var b storage.Bye
				return b, r.Scan(&b.RoundID, &b.PlayerID, &b.Result)
			}, "SELECT round_id, player_id, result FROM byes ORDER BY round_id, player_id"),
			scanInto(ctx, tx, &snap.Arbiters, scanArbiter, "SELECT id, tournament_id, name, fide_id, role FROM arbiters ORDER BY id"),
			scanInto(ctx, tx, &snap.Assignments, func(r scanner) (storage.Assignment, error) {
				var a storage.Assignment
				return a, r.Scan(&a.ArbiterID, &a.BoardID)
			}, "SELECT arbiter_id, board_id FROM arbiter_boards ORDER BY arbiter_id, board_id"),
			scanInto(ctx, tx, &snap.Games, scanGame, "SELECT "+gameColumns+gameFrom+"ORDER BY g.id"),
			scanEvents(ctx, tx, "", nil, func(e storage.EventRecord) error {
				snap.Events = append(snap.Events, e)
				return nil
			}),
			scanInto(ctx, tx, &snap.GameRecords, func(r scanner) (storage.GameRecord, error) {
				var g storage.GameRecord
				return g, r.Scan(&g.GameID, &g.PGN, &g.Events)
			}, "SELECT game_id, pgn, events FROM game_records ORDER BY game_id"),
			scanInto(ctx, tx, &snap.TieBreaks, scanEventTieBreaks, storage.EventTieBreaksQuery),
			scanInto(ctx, tx, &snap.TRFExtras, scanEventTRFExtra, storage.EventTRFExtraQuery),
			scanInto(ctx, tx, &snap.EBoardMaps, scanEventEBoardMap, storage.EventEBoardMapQuery),
		)
	})
	if err != nil {
		return storage.Snapshot{}, fmt.Errorf("storage: snapshot of %s: %w", s.path, err)
	}
	return snap, nil
}

func scanInto[T any](ctx context.Context, tx *sql.Tx, dst *[]T, scan func(scanner) (T, error), query string) error {
	rows, err := tx.QueryContext(ctx, query)
	if err != nil {
		return mapErr("read", err)
	}
	defer rows.Close()
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return mapErr("read", err)
		}
		*dst = append(*dst, v)
	}
	return mapErr("read", rows.Err())
}

// Restore writes snap, ids and chains as they are, into a database that
// holds no event yet, in one transaction (ErrConflict when it holds one).
// The caller verifies the chains afterwards.
func (s *Store) Restore(ctx context.Context, snap storage.Snapshot) error {
	err := s.update(ctx, func(t *Tx) error {
		var n int
		if err := t.tx.QueryRowContext(ctx, "SELECT count(*) FROM tournaments").Scan(&n); err != nil {
			return mapErr("restore", err)
		}
		if n > 0 {
			return fmt.Errorf("%w: the database already holds %d event(s)", storage.ErrConflict, n)
		}
		if err := t.k.touchSmall(ctx, t.tx); err != nil {
			return err
		}
		if err := restoreRows(ctx, t.tx, snap); err != nil {
			return err
		}
		if err := restoreTieBreaks(ctx, t, snap.TieBreaks); err != nil {
			return err
		}
		if err := restoreTRFExtras(ctx, t, snap.TRFExtras); err != nil {
			return err
		}
		return restoreEBoardMaps(ctx, t, snap.EBoardMaps)
	})
	if err != nil {
		return fmt.Errorf("storage: restore into %s: %w", s.path, err)
	}
	return nil
}

func restoreRows(ctx context.Context, tx *sql.Tx, snap storage.Snapshot) error {
	exec := func(what, q string, args ...any) error {
		_, err := tx.ExecContext(ctx, q, args...)
		return mapErr(what, err)
	}
	for _, e := range snap.Tournaments {
		regs, err := regulations(e.Rules.Regulations)
		if err != nil {
			return invalid(fmt.Sprintf("event %d", e.ID), err)
		}
		if err := exec(fmt.Sprintf("event %d", e.ID), `INSERT INTO tournaments (id, name, venue, start_date, end_date, laws_edition, game_type,
			supervision, regulations, time_control, federation, pairing_system, round_count)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			e.ID, e.Name, e.Venue, e.StartDate, e.EndDate, e.Rules.Edition, e.Rules.GameType,
			e.Rules.Supervision, regs, e.TimeControl, e.Federation, e.PairingSystem, e.RoundCount); err != nil {
			return err
		}
	}
	for _, p := range snap.Players {
		if err := exec(fmt.Sprintf("player %d", p.ID), `INSERT INTO players (id, tournament_id, name, fide_id, rating, federation, title,
			language, visually_impaired, needs_assistant, start_rank, sex, birth)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			p.ID, p.TournamentID, p.Name, nullID(p.FIDEID), p.Rating, p.Federation, p.Title,
			p.Language, p.VisuallyImpaired, p.NeedsAssistant, nullID(int64(p.StartRank)), p.Sex, p.Birth); err != nil {
			return err
		}
	}
	for _, r := range snap.Rounds {
		var closed sql.NullInt64
		if !r.Closed.IsZero() {
			closed = sql.NullInt64{Int64: r.Closed.UnixMilli(), Valid: true}
		}
		if err := exec(fmt.Sprintf("round %d", r.ID), "INSERT INTO rounds (id, tournament_id, number, date, closed_at_ms) VALUES (?, ?, ?, ?, ?)",
			r.ID, r.TournamentID, r.Number, r.Date, closed); err != nil {
			return err
		}
	}
	for _, b := range snap.Boards {
		if err := exec(fmt.Sprintf("board %d", b.ID), "INSERT INTO boards (id, round_id, number, white_id, black_id) VALUES (?, ?, ?, ?, ?)",
			b.ID, b.RoundID, b.Number, b.WhiteID, b.BlackID); err != nil {
			return err
		}
	}
	for _, b := range snap.Byes {
		if err := exec(fmt.Sprintf("bye of player %d in round %d", b.PlayerID, b.RoundID), "INSERT INTO byes (round_id, player_id, result) VALUES (?, ?, ?)",
			b.RoundID, b.PlayerID, b.Result); err != nil {
			return err
		}
	}
	for _, a := range snap.Arbiters {
		if err := exec(fmt.Sprintf("arbiter %d", a.ID), "INSERT INTO arbiters (id, tournament_id, name, fide_id, role) VALUES (?, ?, ?, ?, ?)",
			a.ID, a.TournamentID, a.Name, nullID(a.FIDEID), a.Role); err != nil {
			return err
		}
	}
	for _, a := range snap.Assignments {
		if err := exec(fmt.Sprintf("board %d of arbiter %d", a.BoardID, a.ArbiterID), "INSERT INTO arbiter_boards (arbiter_id, board_id) VALUES (?, ?)",
			a.ArbiterID, a.BoardID); err != nil {
			return err
		}
	}
	heads := map[int64]storage.EventRecord{}
	for _, e := range snap.Events {
		heads[e.GameID] = e
	}
	for _, g := range snap.Games {
		var head []byte
		if h, ok := heads[g.ID]; ok {
			head = h.Hash[:]
		}
		if err := exec(fmt.Sprintf("game %d", g.ID), `INSERT INTO games (id, board_id, initial_fen, result, termination, event_count, head_hash)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, g.ID, g.BoardID, g.InitialFEN, g.Result, g.Termination, g.Events, head); err != nil {
			return err
		}
	}
	for _, e := range snap.Events {
		if err := exec(fmt.Sprintf("game %d event %d", e.GameID, e.Seq), `INSERT INTO game_events
			(game_id, seq, kind, payload, wall_ms, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			e.GameID, e.Seq, e.Kind, string(e.Payload), e.Wall.UnixMilli(), e.PrevHash[:], e.Hash[:]); err != nil {
			return err
		}
	}
	for _, r := range snap.GameRecords {
		if err := exec(fmt.Sprintf("record of game %d", r.GameID), "INSERT INTO game_records (game_id, pgn, events) VALUES (?, ?, ?)",
			r.GameID, r.PGN, r.Events); err != nil {
			return err
		}
	}
	return nil
}
