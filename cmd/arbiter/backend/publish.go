package backend

import (
	"fmt"
)

// A command is folded and stored on a copy of its board, without b.mu:
// the store's round trip may take up to the command's deadline, and the
// console's readers (the clocks' ticker, the wall) must not wait for it.
// The store's check of the head the copy was folded on keeps the log
// from forking; the copy is then published under the lock.

// commandBoard returns a copy of board number to record a command on,
// refusing a quarantined board and commands while the server is away.
// The caller holds b.mu.
func (b *Backend) commandBoard(number int) (*board, error) {
	bd, err := b.board(number)
	if err != nil {
		return nil, err
	}
	if bd.quarantine != "" {
		return nil, fmt.Errorf("board %d: %w: %s", number, ErrQuarantined, bd.quarantine)
	}
	if err := b.reachable(); err != nil {
		return nil, fmt.Errorf("board %d: %w", number, err)
	}
	c := *bd
	c.game = bd.game.Clone()
	return &c, nil
}

// publish puts a copy's game in the place of the board it was copied
// from, in the event as it now is, unless that board already shows as
// much of the log: the change feed may have folded it again meanwhile.
// A log never forks, so the longer fold is the newer. fresh says the
// copy was read from the store (not folded on by a command), so that at
// the same head it replaces the board too, quarantine and all. It takes
// b.mu.
func (b *Backend) publish(c *board, fresh bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.event == nil {
		return
	}
	for _, bd := range b.event.boards {
		if bd.gameID != c.gameID {
			continue
		}
		if c.game.Head > bd.game.Head || fresh && c.game.Head == bd.game.Head {
			bd.game, bd.quarantine = c.game, c.quarantine
		}
	}
}
