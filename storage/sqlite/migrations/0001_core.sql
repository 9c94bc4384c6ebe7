-- Core schema: events (tournaments), players, rounds, boards with their
-- pairings, games and the append-only, hash-chained log of game events.

CREATE TABLE tournaments (
	id           INTEGER PRIMARY KEY,
	name         TEXT    NOT NULL CHECK (name <> ''),
	venue        TEXT    NOT NULL DEFAULT '',
	start_date   TEXT    NOT NULL DEFAULT '',
	end_date     TEXT    NOT NULL DEFAULT '',
	laws_edition TEXT    NOT NULL,
	game_type    TEXT    NOT NULL,
	supervision  TEXT    NOT NULL DEFAULT '',
	regulations  TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(regulations)),
	time_control TEXT    NOT NULL
) STRICT;

CREATE TABLE players (
	id            INTEGER PRIMARY KEY,
	tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
	name          TEXT    NOT NULL CHECK (name <> ''),
	fide_id       INTEGER CHECK (fide_id > 0),
	rating        INTEGER NOT NULL DEFAULT 0 CHECK (rating >= 0),
	federation    TEXT    NOT NULL DEFAULT '',
	title         TEXT    NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX players_tournament ON players (tournament_id);
CREATE UNIQUE INDEX players_fide_id ON players (tournament_id, fide_id) WHERE fide_id IS NOT NULL;

CREATE TABLE rounds (
	id            INTEGER PRIMARY KEY,
	tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
	number        INTEGER NOT NULL CHECK (number > 0),
	closed_at_ms  INTEGER,
	UNIQUE (tournament_id, number)
) STRICT;

CREATE TABLE boards (
	id       INTEGER PRIMARY KEY,
	round_id INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
	number   INTEGER NOT NULL CHECK (number > 0),
	white_id INTEGER NOT NULL REFERENCES players (id),
	black_id INTEGER NOT NULL REFERENCES players (id),
	CHECK (white_id <> black_id),
	UNIQUE (round_id, number)
) STRICT;
CREATE INDEX boards_white ON boards (white_id);
CREATE INDEX boards_black ON boards (black_id);

-- A game is never deleted once it exists: its events are the record.
-- event_count and head_hash follow the last event, so that a log cut
-- short behind the application's back is detected.
CREATE TABLE games (
	id          INTEGER PRIMARY KEY,
	board_id    INTEGER NOT NULL REFERENCES boards (id) ON DELETE RESTRICT,
	initial_fen TEXT    NOT NULL CHECK (initial_fen <> ''),
	result      TEXT    NOT NULL DEFAULT '*',
	termination TEXT    NOT NULL DEFAULT '',
	event_count INTEGER NOT NULL DEFAULT 0 CHECK (event_count >= 0),
	head_hash   BLOB    CHECK (head_hash IS NULL OR length(head_hash) = 32)
) STRICT;
CREATE INDEX games_board ON games (board_id);

CREATE TABLE game_events (
	game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE RESTRICT,
	seq       INTEGER NOT NULL CHECK (seq > 0),
	kind      TEXT    NOT NULL CHECK (kind <> ''),
	payload   TEXT    NOT NULL CHECK (json_valid(payload)),
	wall_ms   INTEGER NOT NULL,
	prev_hash BLOB    NOT NULL CHECK (length(prev_hash) = 32),
	hash      BLOB    NOT NULL CHECK (length(hash) = 32),
	PRIMARY KEY (game_id, seq)
) STRICT, WITHOUT ROWID;

CREATE TRIGGER game_events_no_update BEFORE UPDATE ON game_events
BEGIN
	SELECT RAISE(ABORT, 'game events are append-only');
END;

CREATE TRIGGER game_events_no_delete BEFORE DELETE ON game_events
BEGIN
	SELECT RAISE(ABORT, 'game events are append-only');
END;
