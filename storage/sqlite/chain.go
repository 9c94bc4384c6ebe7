package sqlite

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"

	"github.com/arbiterconsole/arbiter/storage"
)

// VerifyChain recomputes every game's hash chain and returns where each
// broken chain first fails (at most one break per game), or nothing when all
// verify. The error is for failures to read, not for breaks.
//
// It also names a table, index or trigger not as the migrations made it
// (an append-only trigger dropped), and on a file with a record key each
// game whose head is not as its seal says (see heads.go), and a file
// older than its anchor on this computer (see anchor.go).
func (s *Store) VerifyChain(ctx context.Context) ([]storage.ChainBreak, error) {
	breaks, rb, err := s.verifyChain(ctx, s.sealer())
	if rb != nil {
		breaks = append(breaks, storage.ChainBreak{Reason: rb.Reason(), FileSeal: true}) // the whole file's seal, older than seen
	}
	return breaks, err
}

func (s *Store) verifyChain(ctx context.Context, k *sealer) ([]storage.ChainBreak, *storage.RollbackError, error) {
	var breaks []storage.ChainBreak
	var rb *storage.RollbackError
	// The anchor first: a write committed after this read makes the file
	// newer than the anchor, never older.
	var anchor storedSeal
	anchored := false
	if k != nil {
		anchor, anchored, _ = s.readAnchor()
	}
	err := s.read(ctx, func(tx *sql.Tx) error {
		if anchored {
			file, sealed, err := storedFileSeal(ctx, tx)
			if err != nil {
				return mapErr("read the file's seal", err)
			}
			rb = s.rollback(anchor, file, sealed)
		}
		schema, err := verifySchema(ctx, tx)
		if err != nil {
			return err
		}
		breaks = append(breaks, schema...)
		if k != nil {
			heads, err := k.verifyHeads(ctx, tx)
			if err != nil {
				return err
			}
			breaks = append(breaks, heads...)
			recs, err := k.verifyGameRecords(ctx, tx, false)
			if err != nil {
				return err
			}
			breaks = append(breaks, recs...)
			switch reason, err := k.verifyFile(ctx, tx); {
			case err != nil:
				return mapErr("read the file's seal", err)
			case reason != "":
				breaks = append(breaks, storage.ChainBreak{Reason: reason, FileSeal: true})
			}
		}
		heads, err := readGameHeads(ctx, tx)
		if err != nil {
			return err
		}
		checks := make(map[int64]*storage.ChainVerifier, len(heads))
		err = scanEvents(ctx, tx, "", nil, func(e storage.EventRecord) error {
			c := checks[e.GameID]
			if c == nil {
				c = storage.NewChainVerifier(e.GameID)
				checks[e.GameID] = c
			}
			c.Next(e)
			return nil
		})
		if err != nil {
			return err
		}
		for _, h := range heads {
			c := checks[h.gameID]
			if c == nil {
				c = storage.NewChainVerifier(h.gameID)
			}
			delete(checks, h.gameID)
			if broken := c.End(h.count, h.head); broken != nil {
				breaks = append(breaks, *broken)
			}
		}
		for id := range checks { // the foreign key forbids it; an edit could not
			breaks = append(breaks, storage.ChainBreak{GameID: id, Reason: "events of a game that does not exist"})
		}
		return nil
	})
	slices.SortStableFunc(breaks, func(a, b storage.ChainBreak) int { return cmp.Compare(a.GameID, b.GameID) })
	return breaks, rb, err
}

// gameHead is the end of a game's chain as its row records it.
type gameHead struct {
	gameID int64
	count  int64
	head   storage.Hash
}

const selectGameHeads = "SELECT id, event_count, head_hash FROM games"

func readGameHeads(ctx context.Context, tx *sql.Tx) ([]gameHead, error) {
	rows, err := tx.QueryContext(ctx, selectGameHeads+" ORDER BY id")
	if err != nil {
		return nil, mapErr("read games", err)
	}
	defer rows.Close()
	var heads []gameHead
	for rows.Next() {
		h, err := scanGameHead(rows)
		if err != nil {
			return nil, mapErr("read games", err)
		}
		heads = append(heads, h)
	}
	return heads, mapErr("read games", rows.Err())
}

func readGameHead(ctx context.Context, tx *sql.Tx, gameID int64) (gameHead, error) {
	h, err := scanGameHead(tx.QueryRowContext(ctx, selectGameHeads+" WHERE id = ?", gameID))
	if errors.Is(err, sql.ErrNoRows) {
		return h, fmt.Errorf("storage: game %d: %w", gameID, storage.ErrNotFound)
	}
	return h, mapErr(fmt.Sprintf("read game %d", gameID), err)
}

func scanGameHead(row interface{ Scan(...any) error }) (gameHead, error) {
	var h gameHead
	var head []byte
	err := row.Scan(&h.gameID, &h.count, &head)
	copy(h.head[:], head)
	return h, err
}
