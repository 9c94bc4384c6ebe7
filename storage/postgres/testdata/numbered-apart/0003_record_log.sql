-- What the SQLite file gained at its schema versions 5 and 6, on the
-- server: the sealed record log and the records of imported games.
--
-- What decides a result outside the game logs - an event and its rule
-- set, a player, a round, a pairing, a bye, a game's result - is chained
-- in record_log, each entry the row as it then was (content NULL once
-- deleted), hashed as the file hashes it (storage.RecordHash). Triggers
-- note each changed row in record_dirty with the transaction that changed
-- it; the store seals its own transaction's rows into the log before it
-- commits. A row changed by another tool (psql) stays noted and unsealed,
-- so that db check names it.

CREATE TABLE record_log (
	seq       bigint  PRIMARY KEY CHECK (seq > 0),
	ref       text    NOT NULL CHECK (ref <> ''),
	content   text    CHECK (content IS NULL OR content::json IS NOT NULL),
	wall_ms   bigint  NOT NULL,
	prev_hash bytea   NOT NULL CHECK (length(prev_hash) = 32),
	hash      bytea   NOT NULL CHECK (length(hash) = 32),
	-- an HMAC-keyed chain needs its key on every console: files only
	keyed     boolean NOT NULL DEFAULT false CHECK (NOT keyed)
);
CREATE INDEX record_log_ref ON record_log (ref, seq);

CREATE FUNCTION record_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the record log is append-only' USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER record_log_no_update BEFORE UPDATE OR DELETE ON record_log
	FOR EACH ROW EXECUTE FUNCTION record_log_append_only();
CREATE TRIGGER record_log_no_truncate BEFORE TRUNCATE ON record_log
	FOR EACH STATEMENT EXECUTE FUNCTION record_log_append_only();

CREATE TABLE record_dirty (
	ref  text   NOT NULL,
	xact bigint NOT NULL DEFAULT txid_current(),
	PRIMARY KEY (xact, ref)
);

-- note_record notes the row a trigger fired for; TG_ARGV[0] is the kind
-- of record ('bye' is keyed by round and player, the others by id).
CREATE FUNCTION note_record_row(kind text, r jsonb) RETURNS void LANGUAGE sql AS $$
	INSERT INTO record_dirty (ref) VALUES (kind || ' ' || CASE kind
		WHEN 'bye' THEN (r->>'round_id') || '/' || (r->>'player_id')
		ELSE r->>'id' END) ON CONFLICT DO NOTHING;
$$;
CREATE FUNCTION note_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM note_record_row(TG_ARGV[0], to_jsonb(OLD)); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM note_record_row(TG_ARGV[0], to_jsonb(NEW)); END IF;
	RETURN NULL;
END $$;

CREATE TRIGGER tournaments_seal AFTER INSERT OR UPDATE OR DELETE ON tournaments
	FOR EACH ROW EXECUTE FUNCTION note_record('event');
CREATE TRIGGER players_seal AFTER INSERT OR UPDATE OR DELETE ON players
	FOR EACH ROW EXECUTE FUNCTION note_record('player');
CREATE TRIGGER rounds_seal AFTER INSERT OR UPDATE OR DELETE ON rounds
	FOR EACH ROW EXECUTE FUNCTION note_record('round');
CREATE TRIGGER boards_seal AFTER INSERT OR UPDATE OR DELETE ON boards
	FOR EACH ROW EXECUTE FUNCTION note_record('board');
CREATE TRIGGER byes_seal AFTER INSERT OR UPDATE OR DELETE ON byes
	FOR EACH ROW EXECUTE FUNCTION note_record('bye');
-- A game's event_count and head_hash follow its own chain; the rest of
-- the row is sealed here.
CREATE TRIGGER games_seal AFTER INSERT OR DELETE OR UPDATE OF id, board_id, initial_fen, result, termination ON games
	FOR EACH ROW EXECUTE FUNCTION note_record('game');

-- Every record there is now is due for its first entry.
INSERT INTO record_dirty (ref)
	SELECT 'event ' || id FROM tournaments UNION ALL
	SELECT 'player ' || id FROM players UNION ALL
	SELECT 'round ' || id FROM rounds UNION ALL
	SELECT 'board ' || id FROM boards UNION ALL
	SELECT 'bye ' || round_id || '/' || player_id FROM byes UNION ALL
	SELECT 'game ' || id FROM games;

-- A game imported from a PGN file keeps its record as it came (the
-- file's game_records).
CREATE TABLE game_records (
	game_id bigint PRIMARY KEY REFERENCES games (id) ON DELETE RESTRICT,
	pgn     text   NOT NULL CHECK (pgn <> ''),
	events  bigint NOT NULL CHECK (events >= 0)
);
