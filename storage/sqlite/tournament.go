package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/arbiterconsole/arbiter/storage"
)

const tournamentColumns = `id, name, venue, start_date, end_date,
	laws_edition, game_type, supervision, regulations, time_control,
	federation, pairing_system, round_count`

// AddTournament stores a new event and returns its id.
func (s *Store) AddTournament(ctx context.Context, t storage.Tournament) (int64, error) {
	return inTx(ctx, s, func(tx *Tx) (int64, error) { return tx.AddTournament(ctx, t) })
}

// AddTournament stores a new event and returns its id.
func (t *Tx) AddTournament(ctx context.Context, e storage.Tournament) (int64, error) {
	what := fmt.Sprintf("add event %q", e.Name)
	if err := e.Validate(); err != nil {
		return 0, fmt.Errorf("storage: %s: %w", what, err)
	}
	regs, err := regulations(e.Rules.Regulations)
	if err != nil {
		return 0, invalid(what, err)
	}
	return t.insert(ctx, what,
		`INSERT INTO tournaments (name, venue, start_date, end_date, laws_edition, game_type,
			supervision, regulations, time_control, federation, pairing_system, round_count)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		e.Name, e.Venue, e.StartDate, e.EndDate, e.Rules.Edition, e.Rules.GameType,
		e.Rules.Supervision, regs, e.TimeControl, e.Federation, e.PairingSystem, e.RoundCount)
}

// UpdateTournament replaces every field of the event with id t.ID.
func (s *Store) UpdateTournament(ctx context.Context, t storage.Tournament) error {
	return s.update(ctx, func(tx *Tx) error { return tx.UpdateTournament(ctx, t) })
}

// UpdateTournament replaces every field of the event with id e.ID.
func (t *Tx) UpdateTournament(ctx context.Context, e storage.Tournament) error {
	what := fmt.Sprintf("update event %d", e.ID)
	if err := e.Validate(); err != nil {
		return fmt.Errorf("storage: %s: %w", what, err)
	}
	regs, err := regulations(e.Rules.Regulations)
	if err != nil {
		return invalid(what, err)
	}
	return t.change(ctx, what,
		`UPDATE tournaments SET name = ?, venue = ?, start_date = ?, end_date = ?, laws_edition = ?,
			game_type = ?, supervision = ?, regulations = ?, time_control = ?,
			federation = ?, pairing_system = ?, round_count = ? WHERE id = ?`,
		e.Name, e.Venue, e.StartDate, e.EndDate, e.Rules.Edition, e.Rules.GameType,
		e.Rules.Supervision, regs, e.TimeControl, e.Federation, e.PairingSystem, e.RoundCount, e.ID)
}

// DeleteTournament removes an event with everything in it, as long as no
// game was ever started in it (ErrConflict otherwise).
func (s *Store) DeleteTournament(ctx context.Context, id int64) error {
	return s.update(ctx, func(tx *Tx) error { return tx.DeleteTournament(ctx, id) })
}

// DeleteTournament removes an event in which no game was started.
func (t *Tx) DeleteTournament(ctx context.Context, id int64) error {
	if err := t.k.touchSmall(ctx, t.tx); err != nil {
		return err
	}
	return t.change(ctx, fmt.Sprintf("delete event %d", id), "DELETE FROM tournaments WHERE id = ?", id)
}

// Tournament returns the event with the given id.
func (s *Store) Tournament(ctx context.Context, id int64) (storage.Tournament, error) {
	t, err := scanTournament(s.r.QueryRowContext(ctx,
		"SELECT "+tournamentColumns+" FROM tournaments WHERE id = ?", id))
	return t, readErr(fmt.Sprintf("event %d", id), err)
}

// Tournaments returns every event in the database, oldest first.
func (s *Store) Tournaments(ctx context.Context) ([]storage.Tournament, error) {
	return queryAll(ctx, s, "events", scanTournament,
		"SELECT "+tournamentColumns+" FROM tournaments ORDER BY id")
}

func scanTournament(row scanner) (storage.Tournament, error) {
	var t storage.Tournament
	var regs string
	err := row.Scan(&t.ID, &t.Name, &t.Venue, &t.StartDate, &t.EndDate,
		&t.Rules.Edition, &t.Rules.GameType, &t.Rules.Supervision, &regs, &t.TimeControl,
		&t.Federation, &t.PairingSystem, &t.RoundCount)
	t.Rules.Regulations = json.RawMessage(regs)
	return t, err
}

// regulations checks the regulations JSON; none at all is an empty object.
func regulations(raw json.RawMessage) (string, error) {
	if len(raw) == 0 {
		return "{}", nil
	}
	if !json.Valid(raw) {
		return "", fmt.Errorf("%w: regulations are not JSON", storage.ErrInvalid)
	}
	return string(raw), nil
}

// scanner is a *sql.Row or *sql.Rows.
type scanner interface{ Scan(dest ...any) error }

// queryAll runs a query on the read pool and scans every row.
func queryAll[T any](ctx context.Context, s *Store, what string, scan func(scanner) (T, error), query string, args ...any) ([]T, error) {
	rows, err := s.r.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, mapErr("read "+what, err)
	}
	defer rows.Close()
	var all []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, mapErr("read "+what, err)
		}
		all = append(all, v)
	}
	return all, mapErr("read "+what, rows.Err())
}

// readErr words the error of a single-row read.
func readErr(what string, err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("storage: %s: %w", what, storage.ErrNotFound)
	}
	return mapErr("read "+what, err)
}
