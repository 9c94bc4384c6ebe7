-- What a pairing program reads in an event's TRF file and the event's
-- own columns do not hold (the initial colour XXC, teams 013, byes
-- pre-assigned for the round about to be paired, XXA, 082 and comment
-- lines), as storage/exchange encodes it; empty when there is none. An
-- export gives it back, so that the program pairs the next round as it
-- would from its own file.

ALTER TABLE tournaments ADD COLUMN trf_extra TEXT NOT NULL DEFAULT '';
