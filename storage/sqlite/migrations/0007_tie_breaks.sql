-- The tie-breaks the arbiter chose for the event, in order, as their FIDE
-- acronyms joined by commas ("BH-C1,BH,SB"; empty for the console's
-- default), and the edition of FIDE C.07 whose rules they follow ('' for
-- the one in force on the start date). They decide the standings, so they
-- are part of the event's sealed record.

ALTER TABLE tournaments ADD COLUMN tie_breaks TEXT NOT NULL DEFAULT '';
ALTER TABLE tournaments ADD COLUMN tie_break_rules TEXT NOT NULL DEFAULT ''
	CHECK (tie_break_rules IN ('', '2024', '2026'));
