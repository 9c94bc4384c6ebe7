-- What decides a result, outside the game logs, gets a hash-chained log of
-- its own: every change to an event and its rule set, a player, a round,
-- a pairing, a bye or a game's result is recorded in record_log with the
-- row as it then was (content NULL once deleted). Triggers note each
-- changed row in record_dirty; the store seals those rows into the log
-- before every commit, so that an edit made by another tool leaves a row
-- that no longer matches its last record (db check lists it).

CREATE TABLE record_log (
	seq       INTEGER PRIMARY KEY CHECK (seq > 0),
	ref       TEXT    NOT NULL CHECK (ref <> ''),
	content   TEXT    CHECK (content IS NULL OR json_valid(content)),
	wall_ms   INTEGER NOT NULL,
	prev_hash BLOB    NOT NULL CHECK (length(prev_hash) = 32),
	hash      BLOB    NOT NULL CHECK (length(hash) = 32),
	-- 1: hash is an HMAC-SHA256 with the file's key (kept outside it)
	keyed     INTEGER NOT NULL DEFAULT 0 CHECK (keyed IN (0, 1))
) STRICT;

-- file_id names the key file of this database (and its backups) in the
-- arbiter's configuration folder.
CREATE TABLE record_meta (
	name  TEXT PRIMARY KEY,
	value TEXT NOT NULL
) STRICT, WITHOUT ROWID;
INSERT INTO record_meta VALUES ('file_id', lower(hex(randomblob(16))));

CREATE TRIGGER record_log_no_update BEFORE UPDATE ON record_log
BEGIN
	SELECT RAISE(ABORT, 'the record log is append-only');
END;

CREATE TRIGGER record_log_no_delete BEFORE DELETE ON record_log
BEGIN
	SELECT RAISE(ABORT, 'the record log is append-only');
END;

CREATE TABLE record_dirty (
	ref TEXT PRIMARY KEY
) STRICT, WITHOUT ROWID;

CREATE TRIGGER seal_tournament_insert AFTER INSERT ON tournaments
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('event ' || NEW.id); END;
CREATE TRIGGER seal_tournament_update AFTER UPDATE ON tournaments
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('event ' || OLD.id), ('event ' || NEW.id); END;
CREATE TRIGGER seal_tournament_delete AFTER DELETE ON tournaments
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('event ' || OLD.id); END;

CREATE TRIGGER seal_player_insert AFTER INSERT ON players
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('player ' || NEW.id); END;
CREATE TRIGGER seal_player_update AFTER UPDATE ON players
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('player ' || OLD.id), ('player ' || NEW.id); END;
CREATE TRIGGER seal_player_delete AFTER DELETE ON players
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('player ' || OLD.id); END;

CREATE TRIGGER seal_round_insert AFTER INSERT ON rounds
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('round ' || NEW.id); END;
CREATE TRIGGER seal_round_update AFTER UPDATE ON rounds
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('round ' || OLD.id), ('round ' || NEW.id); END;
CREATE TRIGGER seal_round_delete AFTER DELETE ON rounds
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('round ' || OLD.id); END;

CREATE TRIGGER seal_board_insert AFTER INSERT ON boards
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('board ' || NEW.id); END;
CREATE TRIGGER seal_board_update AFTER UPDATE ON boards
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('board ' || OLD.id), ('board ' || NEW.id); END;
CREATE TRIGGER seal_board_delete AFTER DELETE ON boards
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('board ' || OLD.id); END;

CREATE TRIGGER seal_bye_insert AFTER INSERT ON byes
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('bye ' || NEW.round_id || '/' || NEW.player_id); END;
CREATE TRIGGER seal_bye_update AFTER UPDATE ON byes
BEGIN INSERT OR IGNORE INTO record_dirty VALUES
	('bye ' || OLD.round_id || '/' || OLD.player_id), ('bye ' || NEW.round_id || '/' || NEW.player_id); END;
CREATE TRIGGER seal_bye_delete AFTER DELETE ON byes
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('bye ' || OLD.round_id || '/' || OLD.player_id); END;

-- A game's event_count and head_hash follow its own chain; the rest of
-- the row is sealed here.
CREATE TRIGGER seal_game_insert AFTER INSERT ON games
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('game ' || NEW.id); END;
CREATE TRIGGER seal_game_update AFTER UPDATE OF id, board_id, initial_fen, result, termination ON games
BEGIN INSERT OR IGNORE INTO record_dirty VALUES ('game ' || OLD.id), ('game ' || NEW.id); END;

CREATE INDEX record_log_ref ON record_log (ref, seq);

-- Steps of the computer's wall clock the console noticed while running:
-- at_ms is the console's own instant (start plus monotonic time), by_ms
-- how far the wall clock stepped (negative: back).
CREATE TABLE clock_jumps (
	id    INTEGER PRIMARY KEY,
	at_ms INTEGER NOT NULL,
	by_ms INTEGER NOT NULL
) STRICT;
