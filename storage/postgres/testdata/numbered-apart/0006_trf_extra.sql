-- What a pairing program reads in an event's TRF file and the event's
-- own columns do not hold, as storage/exchange encodes it (the file's
-- 0008_trf_extra.sql says what).
ALTER TABLE tournaments ADD COLUMN trf_extra text NOT NULL DEFAULT '';
