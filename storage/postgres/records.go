package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/arbiterconsole/arbiter/storage"
)

// queryAll scans every row of a query.
func queryAll[T any](ctx context.Context, q interface {
	Query(context.Context, string, ...any) (pgx.Rows, error)
}, what string, scan func(pgx.Row) (T, error), query string, args ...any) ([]T, error) {
	rows, err := q.Query(ctx, query, args...)
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

// nullID stores an absent id or rank (0) as NULL.
func nullID(id int64) *int64 {
	if id == 0 {
		return nil
	}
	return &id
}

func regulations(raw json.RawMessage) (string, error) {
	if len(raw) == 0 {
		return "{}", nil
	}
	if !json.Valid(raw) {
		return "", fmt.Errorf("%w: regulations are not JSON", storage.ErrInvalid)
	}
	return string(raw), nil
}

const tournamentColumns = `id, name, venue, start_date, end_date,
	laws_edition, game_type, supervision, regulations, time_control,
	federation, pairing_system, round_count`

// AddTournament stores a new event and returns its id.
func (t *Tx) AddTournament(ctx context.Context, e storage.Tournament) (int64, error) {
	what := fmt.Sprintf("add event %q", e.Name)
	if err := e.Validate(); err != nil {
		return 0, fmt.Errorf("storage: %s: %w", what, err)
	}
	regs, err := regulations(e.Rules.Regulations)
	if err != nil {
		return 0, fmt.Errorf("storage: %s: %w", what, err)
	}
	return t.insert(ctx, what, `INSERT INTO tournaments (name, venue, start_date, end_date, laws_edition, game_type,
		supervision, regulations, time_control, federation, pairing_system, round_count)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
		e.Name, e.Venue, e.StartDate, e.EndDate, e.Rules.Edition, e.Rules.GameType,
		e.Rules.Supervision, regs, e.TimeControl, e.Federation, e.PairingSystem, e.RoundCount)
}

// UpdateTournament replaces every field of the event with id e.ID.
func (t *Tx) UpdateTournament(ctx context.Context, e storage.Tournament) error {
	what := fmt.Sprintf("update event %d", e.ID)
	if err := e.Validate(); err != nil {
		return fmt.Errorf("storage: %s: %w", what, err)
	}
	regs, err := regulations(e.Rules.Regulations)
	if err != nil {
		return fmt.Errorf("storage: %s: %w", what, err)
	}
	return t.change(ctx, what, `UPDATE tournaments SET name = $1, venue = $2, start_date = $3, end_date = $4,
		laws_edition = $5, game_type = $6, supervision = $7, regulations = $8, time_control = $9,
		federation = $10, pairing_system = $11, round_count = $12 WHERE id = $13`,
		e.Name, e.Venue, e.StartDate, e.EndDate, e.Rules.Edition, e.Rules.GameType,
		e.Rules.Supervision, regs, e.TimeControl, e.Federation, e.PairingSystem, e.RoundCount, e.ID)
}

// DeleteTournament removes an event in which no game was started
// (storage.ErrConflict otherwise).
func (t *Tx) DeleteTournament(ctx context.Context, id int64) error {
	return t.change(ctx, fmt.Sprintf("delete event %d", id), "DELETE FROM tournaments WHERE id = $1", id)
}

// Tournament returns the event with the given id.
func (s *Store) Tournament(ctx context.Context, id int64) (storage.Tournament, error) {
	t, err := scanTournament(s.pool.QueryRow(ctx, "SELECT "+tournamentColumns+" FROM tournaments WHERE id = $1", id))
	return t, readErr(fmt.Sprintf("event %d", id), err)
}

// Tournaments returns every event, oldest first.
func (s *Store) Tournaments(ctx context.Context) ([]storage.Tournament, error) {
	return queryAll(ctx, s.pool, "events", scanTournament, "SELECT "+tournamentColumns+" FROM tournaments ORDER BY id")
}

func scanTournament(row pgx.Row) (storage.Tournament, error) {
	var t storage.Tournament
	var regs string
	err := row.Scan(&t.ID, &t.Name, &t.Venue, &t.StartDate, &t.EndDate,
		&t.Rules.Edition, &t.Rules.GameType, &t.Rules.Supervision, &regs, &t.TimeControl,
		&t.Federation, &t.PairingSystem, &t.RoundCount)
	t.Rules.Regulations = json.RawMessage(regs)
	return t, err
}

const playerColumns = `id, tournament_id, name, fide_id, rating, federation, title,
	language, visually_impaired, needs_assistant, start_rank, sex, birth`

// AddPlayer stores a new player and returns its id.
func (t *Tx) AddPlayer(ctx context.Context, p storage.Player) (int64, error) {
	if err := p.Validate(); err != nil {
		return 0, fmt.Errorf("storage: add player %s: %w", storage.Quote(p.Name), err)
	}
	return t.insert(ctx, fmt.Sprintf("add player %s", storage.Quote(p.Name)),
		`INSERT INTO players (tournament_id, name, fide_id, rating, federation, title,
			language, visually_impaired, needs_assistant, start_rank, sex, birth)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
		p.TournamentID, p.Name, nullID(p.FIDEID), p.Rating, p.Federation, p.Title,
		p.Language, p.VisuallyImpaired, p.NeedsAssistant, nullID(int64(p.StartRank)), p.Sex, p.Birth)
}

// UpdatePlayer replaces every field of the player with id p.ID but its
// event.
func (t *Tx) UpdatePlayer(ctx context.Context, p storage.Player) error {
	if err := p.Validate(); err != nil {
		return fmt.Errorf("storage: update player %d: %w", p.ID, err)
	}
	return t.change(ctx, fmt.Sprintf("update player %d", p.ID),
		`UPDATE players SET name = $1, fide_id = $2, rating = $3, federation = $4, title = $5,
			language = $6, visually_impaired = $7, needs_assistant = $8, start_rank = $9, sex = $10, birth = $11
			WHERE id = $12`,
		p.Name, nullID(p.FIDEID), p.Rating, p.Federation, p.Title,
		p.Language, p.VisuallyImpaired, p.NeedsAssistant, nullID(int64(p.StartRank)), p.Sex, p.Birth, p.ID)
}

// DeletePlayer removes a player who has never been paired; a paired
// player is storage.ErrConflict.
func (t *Tx) DeletePlayer(ctx context.Context, id int64) error {
	return t.change(ctx, fmt.Sprintf("delete player %d", id), "DELETE FROM players WHERE id = $1", id)
}

// Player returns the player with the given id.
func (s *Store) Player(ctx context.Context, id int64) (storage.Player, error) {
	p, err := scanPlayer(s.pool.QueryRow(ctx, "SELECT "+playerColumns+" FROM players WHERE id = $1", id))
	return p, readErr(fmt.Sprintf("player %d", id), err)
}

// Players returns an event's players by start rank, then in the order
// they were added.
func (s *Store) Players(ctx context.Context, tournamentID int64) ([]storage.Player, error) {
	return queryAll(ctx, s.pool, "players", scanPlayer,
		"SELECT "+playerColumns+" FROM players WHERE tournament_id = $1 ORDER BY start_rank IS NULL, start_rank, id",
		tournamentID)
}

func scanPlayer(row pgx.Row) (storage.Player, error) {
	var p storage.Player
	var fide, rank *int64
	err := row.Scan(&p.ID, &p.TournamentID, &p.Name, &fide, &p.Rating, &p.Federation, &p.Title,
		&p.Language, &p.VisuallyImpaired, &p.NeedsAssistant, &rank, &p.Sex, &p.Birth)
	if fide != nil {
		p.FIDEID = *fide
	}
	if rank != nil {
		p.StartRank = int(*rank)
	}
	return p, err
}

// AddRound stores round number of an event and returns its id.
func (t *Tx) AddRound(ctx context.Context, tournamentID int64, number int) (int64, error) {
	return t.insert(ctx, fmt.Sprintf("add round %d to event %d", number, tournamentID),
		"INSERT INTO rounds (tournament_id, number) VALUES ($1, $2)", tournamentID, number)
}

// DeleteRound removes a round in which no game was started.
func (t *Tx) DeleteRound(ctx context.Context, id int64) error {
	return t.change(ctx, fmt.Sprintf("delete round %d", id), "DELETE FROM rounds WHERE id = $1", id)
}

// SetRoundDate records the day a round is played.
func (t *Tx) SetRoundDate(ctx context.Context, roundID int64, date string) error {
	if err := storage.ValidateRoundDate(date); err != nil {
		return fmt.Errorf("storage: set date of round %d: %w", roundID, err)
	}
	return t.change(ctx, fmt.Sprintf("set date of round %d", roundID),
		"UPDATE rounds SET date = $1 WHERE id = $2", date, roundID)
}

// CloseRound marks a round closed. A server has no file to copy beside
// it: its backups are the venue's (see docs/venue-server.md), so the path
// returned is empty.
func (s *Store) CloseRound(ctx context.Context, roundID int64) (string, error) {
	at := s.clock().UnixMilli()
	return "", s.update(ctx, func(tx *Tx) error {
		return tx.change(ctx, fmt.Sprintf("close round %d", roundID),
			"UPDATE rounds SET closed_at_ms = coalesce(closed_at_ms, $1) WHERE id = $2", at, roundID)
	})
}

const roundColumns = "id, tournament_id, number, date, closed_at_ms"

// Round returns the round with the given id.
func (s *Store) Round(ctx context.Context, id int64) (storage.Round, error) {
	r, err := scanRound(s.pool.QueryRow(ctx, "SELECT "+roundColumns+" FROM rounds WHERE id = $1", id))
	return r, readErr(fmt.Sprintf("round %d", id), err)
}

// Rounds returns an event's rounds by number.
func (s *Store) Rounds(ctx context.Context, tournamentID int64) ([]storage.Round, error) {
	return queryAll(ctx, s.pool, "rounds", scanRound,
		"SELECT "+roundColumns+" FROM rounds WHERE tournament_id = $1 ORDER BY number", tournamentID)
}

func scanRound(row pgx.Row) (storage.Round, error) {
	var r storage.Round
	var closed *int64
	err := row.Scan(&r.ID, &r.TournamentID, &r.Number, &r.Date, &closed)
	if closed != nil {
		r.Closed = time.UnixMilli(*closed).UTC()
	}
	return r, err
}

// AddBoard stores a board of a round with its pairing and returns its id.
func (t *Tx) AddBoard(ctx context.Context, b storage.Board) (int64, error) {
	return t.insert(ctx, fmt.Sprintf("add board %d to round %d", b.Number, b.RoundID),
		"INSERT INTO boards (round_id, number, white_id, black_id) VALUES ($1, $2, $3, $4)",
		b.RoundID, b.Number, b.WhiteID, b.BlackID)
}

// UpdateBoard changes a board's number and pairing.
func (t *Tx) UpdateBoard(ctx context.Context, b storage.Board) error {
	return t.change(ctx, fmt.Sprintf("update board %d", b.ID),
		"UPDATE boards SET number = $1, white_id = $2, black_id = $3 WHERE id = $4",
		b.Number, b.WhiteID, b.BlackID, b.ID)
}

// DeleteBoard removes a board that has no game; one with a game is
// storage.ErrConflict.
func (t *Tx) DeleteBoard(ctx context.Context, id int64) error {
	return t.change(ctx, fmt.Sprintf("delete board %d", id), "DELETE FROM boards WHERE id = $1", id)
}

const boardColumns = "id, round_id, number, white_id, black_id"

// Board returns the board with the given id.
func (s *Store) Board(ctx context.Context, id int64) (storage.Board, error) {
	b, err := scanBoard(s.pool.QueryRow(ctx, "SELECT "+boardColumns+" FROM boards WHERE id = $1", id))
	return b, readErr(fmt.Sprintf("board %d", id), err)
}

// Boards returns a round's boards by number.
func (s *Store) Boards(ctx context.Context, roundID int64) ([]storage.Board, error) {
	return queryAll(ctx, s.pool, "boards", scanBoard,
		"SELECT "+boardColumns+" FROM boards WHERE round_id = $1 ORDER BY number", roundID)
}

func scanBoard(row pgx.Row) (storage.Board, error) {
	var b storage.Board
	return b, row.Scan(&b.ID, &b.RoundID, &b.Number, &b.WhiteID, &b.BlackID)
}

// AddBye records that a player has no opponent in a round.
func (t *Tx) AddBye(ctx context.Context, b storage.Bye) error {
	if err := b.Validate(); err != nil {
		return fmt.Errorf("storage: add bye of player %d to round %d: %w", b.PlayerID, b.RoundID, err)
	}
	_, err := t.tx.Exec(ctx, "INSERT INTO byes (round_id, player_id, result) VALUES ($1, $2, $3)", b.RoundID, b.PlayerID, b.Result)
	return mapErr(fmt.Sprintf("add bye of player %d to round %d", b.PlayerID, b.RoundID), err)
}

// DeleteBye removes a player's bye from a round.
func (t *Tx) DeleteBye(ctx context.Context, roundID, playerID int64) error {
	return t.change(ctx, fmt.Sprintf("delete bye of player %d from round %d", playerID, roundID),
		"DELETE FROM byes WHERE round_id = $1 AND player_id = $2", roundID, playerID)
}

// Byes returns a round's byes, by player id.
func (s *Store) Byes(ctx context.Context, roundID int64) ([]storage.Bye, error) {
	return queryAll(ctx, s.pool, "byes", scanBye,
		"SELECT round_id, player_id, result FROM byes WHERE round_id = $1 ORDER BY player_id", roundID)
}

func scanBye(row pgx.Row) (storage.Bye, error) {
	var b storage.Bye
	return b, row.Scan(&b.RoundID, &b.PlayerID, &b.Result)
}

// AddArbiter stores a new arbiter and returns its id.
func (t *Tx) AddArbiter(ctx context.Context, a storage.Arbiter) (int64, error) {
	if err := a.Validate(); err != nil {
		return 0, fmt.Errorf("storage: add arbiter %q: %w", a.Name, err)
	}
	return t.insert(ctx, fmt.Sprintf("add arbiter %q", a.Name),
		"INSERT INTO arbiters (tournament_id, name, fide_id, role) VALUES ($1, $2, $3, $4)",
		a.TournamentID, a.Name, nullID(a.FIDEID), a.Role)
}

// UpdateArbiter replaces the name, FIDE id and role of arbiter a.ID.
func (t *Tx) UpdateArbiter(ctx context.Context, a storage.Arbiter) error {
	if err := a.Validate(); err != nil {
		return fmt.Errorf("storage: update arbiter %d: %w", a.ID, err)
	}
	return t.change(ctx, fmt.Sprintf("update arbiter %d", a.ID),
		"UPDATE arbiters SET name = $1, fide_id = $2, role = $3 WHERE id = $4",
		a.Name, nullID(a.FIDEID), a.Role, a.ID)
}

// DeleteArbiter removes an arbiter and the arbiter's board assignments.
func (t *Tx) DeleteArbiter(ctx context.Context, id int64) error {
	return t.change(ctx, fmt.Sprintf("delete arbiter %d", id), "DELETE FROM arbiters WHERE id = $1", id)
}

// Arbiter returns the arbiter with the given id.
func (s *Store) Arbiter(ctx context.Context, id int64) (storage.Arbiter, error) {
	a, err := scanArbiter(s.pool.QueryRow(ctx,
		"SELECT id, tournament_id, name, fide_id, role FROM arbiters WHERE id = $1", id))
	return a, readErr(fmt.Sprintf("arbiter %d", id), err)
}

// Arbiters returns an event's arbiters in the order they were added.
func (s *Store) Arbiters(ctx context.Context, tournamentID int64) ([]storage.Arbiter, error) {
	return queryAll(ctx, s.pool, "arbiters", scanArbiter,
		"SELECT id, tournament_id, name, fide_id, role FROM arbiters WHERE tournament_id = $1 ORDER BY id", tournamentID)
}

// AssignBoards gives boards to an arbiter; a board already given is kept.
func (t *Tx) AssignBoards(ctx context.Context, arbiterID int64, boardIDs ...int64) error {
	for _, b := range boardIDs {
		if _, err := t.tx.Exec(ctx, "INSERT INTO arbiter_boards (arbiter_id, board_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", arbiterID, b); err != nil {
			return mapErr(fmt.Sprintf("assign board %d to arbiter %d", b, arbiterID), err)
		}
	}
	return nil
}

// UnassignBoard takes a board away from an arbiter.
func (t *Tx) UnassignBoard(ctx context.Context, arbiterID, boardID int64) error {
	return t.change(ctx, fmt.Sprintf("unassign board %d from arbiter %d", boardID, arbiterID),
		"DELETE FROM arbiter_boards WHERE arbiter_id = $1 AND board_id = $2", arbiterID, boardID)
}

// ArbiterBoards returns the boards an arbiter runs, by round and number.
func (s *Store) ArbiterBoards(ctx context.Context, arbiterID int64) ([]storage.Board, error) {
	return queryAll(ctx, s.pool, "boards", scanBoard, `SELECT b.id, b.round_id, b.number, b.white_id, b.black_id
		FROM arbiter_boards ab JOIN boards b ON b.id = ab.board_id JOIN rounds r ON r.id = b.round_id
		WHERE ab.arbiter_id = $1 ORDER BY r.number, b.number`, arbiterID)
}

// BoardArbiters returns the arbiters who run a board.
func (s *Store) BoardArbiters(ctx context.Context, boardID int64) ([]storage.Arbiter, error) {
	return queryAll(ctx, s.pool, "arbiters", scanArbiter, `SELECT a.id, a.tournament_id, a.name, a.fide_id, a.role
		FROM arbiter_boards ab JOIN arbiters a ON a.id = ab.arbiter_id WHERE ab.board_id = $1 ORDER BY a.id`, boardID)
}

func scanArbiter(row pgx.Row) (storage.Arbiter, error) {
	var a storage.Arbiter
	var fide *int64
	err := row.Scan(&a.ID, &a.TournamentID, &a.Name, &fide, &a.Role)
	if fide != nil {
		a.FIDEID = *fide
	}
	return a, err
}

// AddGame starts a game on a board from the given position and returns
// its id.
func (t *Tx) AddGame(ctx context.Context, boardID int64, initialFEN string) (int64, error) {
	return t.insert(ctx, fmt.Sprintf("add game on board %d", boardID),
		"INSERT INTO games (board_id, initial_fen) VALUES ($1, $2)", boardID, initialFEN)
}

// SetResult records a game's result and how it ended.
func (t *Tx) SetResult(ctx context.Context, gameID int64, result, termination string) error {
	return t.change(ctx, fmt.Sprintf("set result of game %d", gameID),
		"UPDATE games SET result = $1, termination = $2 WHERE id = $3", result, termination, gameID)
}

const gameColumns = `g.id, b.round_id, g.board_id, b.number, b.white_id, b.black_id,
	g.initial_fen, g.result, g.termination, g.event_count`

const gameFrom = " FROM games g JOIN boards b ON b.id = g.board_id "

// Game returns the game with the given id.
func (s *Store) Game(ctx context.Context, id int64) (storage.Game, error) {
	g, err := scanGame(s.pool.QueryRow(ctx, "SELECT "+gameColumns+gameFrom+"WHERE g.id = $1", id))
	return g, readErr(fmt.Sprintf("game %d", id), err)
}

// Games returns a round's games by board number, then by id.
func (s *Store) Games(ctx context.Context, roundID int64) ([]storage.Game, error) {
	return queryAll(ctx, s.pool, "games", scanGame,
		"SELECT "+gameColumns+gameFrom+"WHERE b.round_id = $1 ORDER BY b.number, g.id", roundID)
}

func scanGame(row pgx.Row) (storage.Game, error) {
	var g storage.Game
	return g, row.Scan(&g.ID, &g.RoundID, &g.BoardID, &g.Board, &g.WhiteID, &g.BlackID,
		&g.InitialFEN, &g.Result, &g.Termination, &g.Events)
}
