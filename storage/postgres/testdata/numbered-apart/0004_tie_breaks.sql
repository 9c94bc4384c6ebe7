-- The tie-breaks the arbiter chose for the event and the edition of FIDE
-- C.07 they follow, as the SQLite file keeps them (schema version 7 there).

ALTER TABLE tournaments ADD COLUMN tie_breaks text NOT NULL DEFAULT '';
ALTER TABLE tournaments ADD COLUMN tie_break_rules text NOT NULL DEFAULT ''
	CHECK (tie_break_rules IN ('', '2024', '2026'));
