-- What pairing programs exchange in TRF16 that the console did not keep:
-- the event's federation, pairing system and planned rounds; each player's
-- start rank (pairing number), sex and birth date; round dates; and the
-- players of a round who have no opponent (byes and known absences).

ALTER TABLE tournaments ADD COLUMN federation TEXT NOT NULL DEFAULT '';
ALTER TABLE tournaments ADD COLUMN pairing_system TEXT NOT NULL DEFAULT '';
ALTER TABLE tournaments ADD COLUMN round_count INTEGER NOT NULL DEFAULT 0
	CHECK (round_count >= 0);

ALTER TABLE players ADD COLUMN start_rank INTEGER CHECK (start_rank > 0);
ALTER TABLE players ADD COLUMN sex TEXT NOT NULL DEFAULT '' CHECK (sex IN ('', 'm', 'w'));
ALTER TABLE players ADD COLUMN birth TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX players_start_rank ON players (tournament_id, start_rank)
	WHERE start_rank IS NOT NULL;

ALTER TABLE rounds ADD COLUMN date TEXT NOT NULL DEFAULT '';

CREATE TABLE byes (
	round_id  INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
	player_id INTEGER NOT NULL REFERENCES players (id),
	result    TEXT    NOT NULL CHECK (result <> ''),
	PRIMARY KEY (round_id, player_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX byes_player ON byes (player_id);
