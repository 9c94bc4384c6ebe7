package sqlite

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/arbiterconsole/arbiter/storage"
)

const playerColumns = `id, tournament_id, name, fide_id, rating, federation, title,
	language, visually_impaired, needs_assistant, start_rank, sex, birth`

// AddPlayer stores a new player and returns its id.
func (s *Store) AddPlayer(ctx context.Context, p storage.Player) (int64, error) {
	return inTx(ctx, s, func(tx *Tx) (int64, error) { return tx.AddPlayer(ctx, p) })
}

// AddPlayer stores a new player and returns its id.
func (t *Tx) AddPlayer(ctx context.Context, p storage.Player) (int64, error) {
	if err := p.Validate(); err != nil {
		return 0, fmt.Errorf("storage: add player %s: %w", storage.Quote(p.Name), err)
	}
	return t.insert(ctx, fmt.Sprintf("add player %s", storage.Quote(p.Name)),
		`INSERT INTO players (tournament_id, name, fide_id, rating, federation, title,
			language, visually_impaired, needs_assistant, start_rank, sex, birth)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		p.TournamentID, p.Name, nullID(p.FIDEID), p.Rating, p.Federation, p.Title,
		p.Language, p.VisuallyImpaired, p.NeedsAssistant, nullID(int64(p.StartRank)), p.Sex, p.Birth)
}

// UpdatePlayer replaces every field of the player with id p.ID but its
// event.
func (s *Store) UpdatePlayer(ctx context.Context, p storage.Player) error {
	return s.update(ctx, func(tx *Tx) error { return tx.UpdatePlayer(ctx, p) })
}

// UpdatePlayer replaces every field of the player with id p.ID but its
// event.
func (t *Tx) UpdatePlayer(ctx context.Context, p storage.Player) error {
	if err := p.Validate(); err != nil {
		return fmt.Errorf("storage: update player %d: %w", p.ID, err)
	}
	return t.change(ctx, fmt.Sprintf("update player %d", p.ID),
		`UPDATE players SET name = ?, fide_id = ?, rating = ?, federation = ?, title = ?,
			language = ?, visually_impaired = ?, needs_assistant = ?, start_rank = ?, sex = ?, birth = ?
			WHERE id = ?`,
		p.Name, nullID(p.FIDEID), p.Rating, p.Federation, p.Title,
		p.Language, p.VisuallyImpaired, p.NeedsAssistant, nullID(int64(p.StartRank)), p.Sex, p.Birth, p.ID)
}

// DeletePlayer removes a player who has never been paired; a paired player
// is ErrConflict.
func (s *Store) DeletePlayer(ctx context.Context, id int64) error {
	return s.update(ctx, func(tx *Tx) error { return tx.DeletePlayer(ctx, id) })
}

// DeletePlayer removes a player who has never been paired.
func (t *Tx) DeletePlayer(ctx context.Context, id int64) error {
	return t.change(ctx, fmt.Sprintf("delete player %d", id), "DELETE FROM players WHERE id = ?", id)
}

// Player returns the player with the given id.
func (s *Store) Player(ctx context.Context, id int64) (storage.Player, error) {
	p, err := scanPlayer(s.r.QueryRowContext(ctx, "SELECT "+playerColumns+" FROM players WHERE id = ?", id))
	return p, readErr(fmt.Sprintf("player %d", id), err)
}

// Players returns an event's players by start rank, then in the order they
// were added.
func (s *Store) Players(ctx context.Context, tournamentID int64) ([]storage.Player, error) {
	return queryAll(ctx, s, "players", scanPlayer,
		"SELECT "+playerColumns+" FROM players WHERE tournament_id = ? ORDER BY start_rank IS NULL, start_rank, id",
		tournamentID)
}

func scanPlayer(row scanner) (storage.Player, error) {
	var p storage.Player
	var fide, rank sql.NullInt64
	err := row.Scan(&p.ID, &p.TournamentID, &p.Name, &fide, &p.Rating, &p.Federation, &p.Title,
		&p.Language, &p.VisuallyImpaired, &p.NeedsAssistant, &rank, &p.Sex, &p.Birth)
	p.FIDEID, p.StartRank = fide.Int64, int(rank.Int64)
	return p, err
}

// nullID stores an absent id or rank (0) as NULL, so that uniqueness holds
// only among real ones.
func nullID(id int64) sql.NullInt64 { return sql.NullInt64{Int64: id, Valid: id != 0} }
