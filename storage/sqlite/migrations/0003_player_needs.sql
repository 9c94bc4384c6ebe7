-- What the arbiter must know about each player: the language the player
-- reads articles in, visual impairment (Appendix D) and a needed assistant.

ALTER TABLE players ADD COLUMN language TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN visually_impaired INTEGER NOT NULL DEFAULT 0
	CHECK (visually_impaired IN (0, 1));
ALTER TABLE players ADD COLUMN needs_assistant INTEGER NOT NULL DEFAULT 0
	CHECK (needs_assistant IN (0, 1));
