-- A game imported from a PGN file keeps its record as it came: the tags,
-- comments, annotation glyphs, variations and clock readings that the
-- event log does not hold, so that an export gives back what came in.
-- events is how many of the game's events the import stored; the ones
-- after them were recorded at the console.

CREATE TABLE game_records (
	game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE RESTRICT,
	pgn     TEXT    NOT NULL CHECK (pgn <> ''),
	events  INTEGER NOT NULL CHECK (events >= 0)
) STRICT;
