-- Arbiters of an event and the boards each one runs.

CREATE TABLE arbiters (
	id            INTEGER PRIMARY KEY,
	tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
	name          TEXT    NOT NULL CHECK (name <> ''),
	fide_id       INTEGER CHECK (fide_id > 0),
	role          TEXT    NOT NULL DEFAULT 'deputy' CHECK (role IN ('chief', 'deputy'))
) STRICT;
CREATE INDEX arbiters_tournament ON arbiters (tournament_id);

CREATE TABLE arbiter_boards (
	arbiter_id INTEGER NOT NULL REFERENCES arbiters (id) ON DELETE CASCADE,
	board_id   INTEGER NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
	PRIMARY KEY (arbiter_id, board_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX arbiter_boards_board ON arbiter_boards (board_id);
