package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

type Order struct {
	ID, TotalCents int64
	Status         string
	CreatedAt      time.Time
}

// Cursor marks the last row of a page; clients pass its String form back unchanged.
type Cursor struct {
	CreatedAt time.Time
	ID        int64
}

func (c Cursor) String() string { return fmt.Sprintf("%d-%d", c.CreatedAt.UnixMicro(), c.ID) }

func ParseCursor(s string) (Cursor, error) {
	var micros, id int64
	if _, err := fmt.Sscanf(s, "%d-%d", &micros, &id); err == nil && fmt.Sprintf("%d-%d", micros, id) == s {
		return Cursor{time.UnixMicro(micros), id}, nil // only what String prints: not "1-2junk" or " 1-2"
	}
	return Cursor{}, errors.New("invalid cursor")
}

// OrdersPage returns up to limit (at least 1) orders after the cursor (nil at first) and the next page's cursor.
func OrdersPage(ctx context.Context, db *sql.DB, userID int64, after *Cursor, limit int) ([]Order, *Cursor, error) {
	limit = max(limit, 1)
	var at, lastID any // both NULL on the first page
	if after != nil {
		at, lastID = after.CreatedAt, after.ID
	}
	rows, err := db.QueryContext(ctx, `SELECT id, status, total_cents, created_at FROM orders
		WHERE user_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2, $3::bigint))
		ORDER BY created_at DESC, id DESC LIMIT $4`, userID, at, lastID, limit+1)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	orders := make([]Order, 0, limit+1)
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.Status, &o.TotalCents, &o.CreatedAt); err != nil {
			return nil, nil, err
		}
		orders = append(orders, o)
	}
	if err := rows.Err(); err != nil || len(orders) <= limit {
		return orders, nil, err
	}
	last := orders[limit-1]
	return orders[:limit], &Cursor{CreatedAt: last.CreatedAt, ID: last.ID}, nil
}
