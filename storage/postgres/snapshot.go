package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/arbiterconsole/arbiter/storage"
)

// Snapshot reads the whole database from one repeatable-read transaction.
// It does not verify the chains; VerifyChain does.
func (s *Store) Snapshot(ctx context.Context) (storage.Snapshot, error) {
	var snap storage.Snapshot
	err := s.read(ctx, func(tx pgx.Tx) error {
		var errs []error
		all := func(err error) { errs = append(errs, err) }
		var err error
		snap.Tournaments, err = queryAll(ctx, tx, "events", scanTournament, "SELECT "+tournamentColumns+" FROM tournaments ORDER BY id")
		all(err)
		snap.Players, err = queryAll(ctx, tx, "players", scanPlayer, "SELECT "+playerColumns+" FROM players ORDER BY id")
		all(err)
		snap.Rounds, err = queryAll(ctx, tx, "rounds", scanRound, "SELECT "+roundColumns+" FROM rounds ORDER BY id")
		all(err)
		snap.Boards, err = queryAll(ctx, tx, "boards", scanBoard, "SELECT "+boardColumns+" FROM boards ORDER BY id")
		all(err)
		snap.Byes, err = queryAll(ctx, tx, "byes", scanBye, "SELECT round_id, player_id, result FROM byes ORDER BY round_id, player_id")
		all(err)
		snap.Arbiters, err = queryAll(ctx, tx, "arbiters", scanArbiter, "SELECT id, tournament_id, name, fide_id, role FROM arbiters ORDER BY id")
		all(err)
		snap.Assignments, err = queryAll(ctx, tx, "assignments", func(r pgx.Row) (storage.Assignment, error) {
			var a storage.Assignment
			return a, r.Scan(&a.ArbiterID, &a.BoardID)
		}, "SELECT arbiter_id, board_id FROM arbiter_boards ORDER BY arbiter_id, board_id")
		all(err)
		snap.Games, err = queryAll(ctx, tx, "games", scanGame, "SELECT "+gameColumns+gameFrom+"ORDER BY g.id")
		all(err)
		all(scanEvents(ctx, tx, "", nil, func(e storage.EventRecord) error {
			snap.Events = append(snap.Events, e)
			return nil
		}))
		snap.GameRecords, err = queryAll(ctx, tx, "game records", func(r pgx.Row) (storage.GameRecord, error) {
			var g storage.GameRecord
			return g, r.Scan(&g.GameID, &g.PGN, &g.Events)
		}, "SELECT game_id, pgn, events FROM game_records ORDER BY game_id")
		all(err)
		snap.TieBreaks, err = queryAll(ctx, tx, "tie-breaks", scanEventTieBreaks, storage.EventTieBreaksQuery)
		all(err)
		snap.TRFExtras, err = queryAll(ctx, tx, "TRF lines", scanEventTRFExtra, storage.EventTRFExtraQuery)
		all(err)
		snap.EBoardMaps, err = queryAll(ctx, tx, "e-board maps", scanEventEBoardMap, storage.EventEBoardMapQuery)
		all(err)
		return errors.Join(errs...)
	})
	if err != nil {
		return storage.Snapshot{}, fmt.Errorf("storage: snapshot of %s: %w", s.name, err)
	}
	return snap, nil
}

// Restore writes snap, ids and chains as they are, into a database that
// holds no event yet, in one transaction (storage.ErrConflict when it
// holds one). The caller verifies the chains afterwards.
func (s *Store) Restore(ctx context.Context, snap storage.Snapshot) error {
	err := s.write(ctx, func(tx pgx.Tx) error {
		var n int
		if err := tx.QueryRow(ctx, "SELECT count(*) FROM tournaments").Scan(&n); err != nil {
			return mapErr("restore", err)
		}
		if n > 0 {
			return fmt.Errorf("%w: the database already holds %d event(s)", storage.ErrConflict, n)
		}
		if err := restoreRows(ctx, tx, snap); err != nil {
			return err
		}
		if err := restoreTieBreaks(ctx, tx, snap.TieBreaks); err != nil {
			return err
		}
		if err := restoreTRFExtras(ctx, tx, snap.TRFExtras); err != nil {
			return err
		}
		return restoreEBoardMaps(ctx, tx, snap.EBoardMaps)
	})
	if err != nil {
		return fmt.Errorf("storage: restore into %s: %w", s.name, err)
	}
	return nil
}

func restoreRows(ctx context.Context, tx pgx.Tx, snap storage.Snapshot) error {
	b := &pgx.Batch{}
	for _, e := range snap.Tournaments {
		regs, err := regulations(e.Rules.Regulations)
		if err != nil {
			return fmt.Errorf("event %d: %w", e.ID, err)
		}
		b.Queue(`INSERT INTO tournaments (id, name, venue, start_date, end_date, laws_edition, game_type,
			supervision, regulations, time_control, federation, pairing_system, round_count)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
			e.ID, e.Name, e.Venue, e.StartDate, e.EndDate, e.Rules.Edition, e.Rules.GameType,
			e.Rules.Supervision, regs, e.TimeControl, e.Federation, e.PairingSystem, e.RoundCount)
	}
	for _, p := range snap.Players {
		b.Queue(`INSERT INTO players (id, tournament_id, name, fide_id, rating, federation, title,
			language, visually_impaired, needs_assistant, start_rank, sex, birth)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
			p.ID, p.TournamentID, p.Name, nullID(p.FIDEID), p.Rating, p.Federation, p.Title,
			p.Language, p.VisuallyImpaired, p.NeedsAssistant, nullID(int64(p.StartRank)), p.Sex, p.Birth)
	}
	for _, r := range snap.Rounds {
		var closed *int64
		if !r.Closed.IsZero() {
			ms := r.Closed.UnixMilli()
			closed = &ms
		}
		b.Queue("INSERT INTO rounds (id, tournament_id, number, date, closed_at_ms) VALUES ($1, $2, $3, $4, $5)",
			r.ID, r.TournamentID, r.Number, r.Date, closed)
	}
	for _, d := range snap.Boards {
		b.Queue("INSERT INTO boards (id, round_id, number, white_id, black_id) VALUES ($1, $2, $3, $4, $5)",
			d.ID, d.RoundID, d.Number, d.WhiteID, d.BlackID)
	}
	for _, y := range snap.Byes {
		b.Queue("INSERT INTO byes (round_id, player_id, result) VALUES ($1, $2, $3)", y.RoundID, y.PlayerID, y.Result)
	}
	for _, a := range snap.Arbiters {
		b.Queue("INSERT INTO arbiters (id, tournament_id, name, fide_id, role) VALUES ($1, $2, $3, $4, $5)",
			a.ID, a.TournamentID, a.Name, nullID(a.FIDEID), a.Role)
	}
	for _, a := range snap.Assignments {
		b.Queue("INSERT INTO arbiter_boards (arbiter_id, board_id) VALUES ($1, $2)", a.ArbiterID, a.BoardID)
	}
	heads := map[int64][]byte{}
	for _, e := range snap.Events {
		heads[e.GameID] = e.Hash[:]
	}
	for _, g := range snap.Games {
		b.Queue(`INSERT INTO games (id, board_id, initial_fen, result, termination, event_count, head_hash)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`, g.ID, g.BoardID, g.InitialFEN, g.Result, g.Termination, g.Events, heads[g.ID])
	}
	for _, e := range snap.Events {
		b.Queue(`INSERT INTO game_events (game_id, seq, kind, payload, wall_ms, prev_hash, hash)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`,
			e.GameID, e.Seq, e.Kind, string(e.Payload), e.Wall.UnixMilli(), e.PrevHash[:], e.Hash[:])
	}
	for _, r := range snap.GameRecords {
		b.Queue("INSERT INTO game_records (game_id, pgn, events) VALUES ($1, $2, $3)", r.GameID, r.PGN, r.Events)
	}
	// New rows after a restore get ids above the restored ones.
	for _, t := range []string{"tournaments", "players", "rounds", "boards", "arbiters", "games"} {
		b.Queue(fmt.Sprintf("SELECT setval(pg_get_serial_sequence('%[1]s', 'id'), coalesce(max(id), 0) + 1, false) FROM %[1]s", t))
	}
	return mapErr("restore", tx.SendBatch(ctx, b).Close())
}
