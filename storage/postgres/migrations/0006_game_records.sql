-- A game imported from a PGN file keeps its record as it came (the
-- file's game_records).
CREATE TABLE game_records (
	game_id bigint PRIMARY KEY REFERENCES games (id) ON DELETE RESTRICT,
	pgn     text   NOT NULL CHECK (pgn <> ''),
	events  bigint NOT NULL CHECK (events >= 0)
);
