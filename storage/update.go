package storage

import (
	"context"
)

// UpdateValue runs fn in one transaction of update (a store's Update,
// whose transaction is X) and returns what fn returns, such as the id of
// a row it added.
func UpdateValue[X, T any](ctx context.Context, update func(context.Context, func(X) error) error, fn func(X) (T, error)) (T, error) {
	var v T
	err := update(ctx, func(tx X) error {
		var err error
		v, err = fn(tx)
		return err
	})
	return v, err
}
