-- A console's own append announces its game after the commit, in the
-- same round trip (fastappend.go): a transaction that NOTIFYs holds a
-- lock of the whole cluster from its commit until its WAL is on disk, so
-- notifying inside the append made the consoles' commits wait in line,
-- each for a disk sync of its own, instead of sharing one. A transaction
-- that sets arbiter.notify to 'after commit' is not announced here;
-- every other writer (the long way of Append, a copy, psql) still is.
CREATE OR REPLACE FUNCTION notify_game_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('arbiter.notify', true) IS DISTINCT FROM 'after commit' THEN
		PERFORM pg_notify('arbiter_changes', 'game ' || NEW.game_id);
	END IF;
	RETURN NULL;
END $$;
