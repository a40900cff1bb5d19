package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

var ErrOutOfStock = errors.New("insufficient stock")

// WithTx commits if fn returns nil and rolls back otherwise, including when fn panics.
func WithTx(ctx context.Context, db *sql.DB, fn func(*sql.Tx) error) (err error) {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	defer func() {
		if p := recover(); p != nil {
			_ = tx.Rollback()
			panic(p)
		}
		if err != nil {
			if rbErr := tx.Rollback(); rbErr != nil && !errors.Is(rbErr, sql.ErrTxDone) {
				err = errors.Join(err, fmt.Errorf("rollback: %w", rbErr))
			}
			return
		}
		if cErr := tx.Commit(); cErr != nil {
			err = fmt.Errorf("commit: %w", cErr)
		}
	}()
	return fn(tx)
}

// PlaceOrder reserves stock and records a one-line order, or does nothing at all.
func PlaceOrder(ctx context.Context, db *sql.DB, userID, productID int64, qty int) (orderID int64, err error) {
	err = WithTx(ctx, db, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx,
			`UPDATE products SET stock = stock - $1 WHERE id = $2 AND stock >= $1`, qty, productID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return ErrOutOfStock
		}
		if err := tx.QueryRowContext(ctx,
			`INSERT INTO orders (user_id, status) VALUES ($1, 'pending') RETURNING id`, userID,
		).Scan(&orderID); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx,
			`INSERT INTO order_items (order_id, product_id, quantity, unit_price_cents)
			 SELECT $1, id, $3, price_cents FROM products WHERE id = $2`, orderID, productID, qty)
		return err
	})
	return orderID, err
}
