-- Which DGT e-board feeds which board of the event's rounds, as the
-- arbiter mapped them ("SERIAL=BOARD,..." in serial order; empty when
-- e-board i feeds board i): a console that restarts follows the same
-- boards.
ALTER TABLE tournaments ADD COLUMN eboard_map TEXT NOT NULL DEFAULT '';
