package postgres

import (
	"context"
	"fmt"
)

// Identity names the event this database holds: the database (its oid on
// the cluster) and the first entry of its record log, which no later
// write changes. A console compares it when it reconnects, so that an
// address that now answers for another server or database (restored,
// replaced, another event) is noticed before a command is sent there.
// It is "" while the record log is empty: nothing to tell by yet.
func (s *Store) Identity(ctx context.Context) (string, error) {
	var id string
	err := s.pool.QueryRow(ctx, `SELECT CASE WHEN genesis IS NULL THEN '' ELSE db || ':' || genesis END FROM
		(SELECT (SELECT oid::text FROM pg_database WHERE datname = current_database()) AS db,
		        (SELECT encode(hash, 'hex') FROM record_log ORDER BY seq LIMIT 1) AS genesis) AS t`).Scan(&id)
	if err != nil {
		return "", fmt.Errorf("storage: %s: which event: %w", s.name, mapErr("identity", err))
	}
	return id, nil
}
