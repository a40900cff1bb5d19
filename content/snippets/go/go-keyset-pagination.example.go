package main

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strings"

	_ "github.com/lib/pq"
)

func main() {
	ctx := context.Background()
	// lib/pq asks for TLS unless the URL says otherwise; a local PostgreSQL often has none.
	url := os.Getenv("DATABASE_URL")
	if !strings.Contains(url, "sslmode=") {
		if strings.Contains(url, "?") {
			url += "&sslmode=disable"
		} else {
			url += "?sslmode=disable"
		}
	}
	db, err := sql.Open("postgres", url)
	check(err)
	defer db.Close()

	_, err = db.ExecContext(ctx, `
		CREATE TABLE orders (
			id          bigint PRIMARY KEY,
			user_id     bigint NOT NULL,
			status      text NOT NULL,
			total_cents bigint NOT NULL,
			created_at  timestamptz NOT NULL
		);
		CREATE INDEX ON orders (user_id, created_at DESC, id DESC);
		INSERT INTO orders (id, user_id, status, total_cents, created_at) VALUES
			(1, 1, 'delivered', 1250, '2024-05-01 09:00:00+00'),
			(2, 1, 'delivered',  899, '2024-05-03 14:30:00+00'),
			(3, 2, 'pending',   4000, '2024-05-04 08:00:00+00'),
			(4, 1, 'shipped',   3100, '2024-05-06 10:15:00.123456+00'),
			(5, 1, 'cancelled',  150, '2024-05-06 10:15:00.123456+00'),
			(6, 1, 'shipped',   7420, '2024-05-08 18:45:00+00'),
			(7, 2, 'delivered',  990, '2024-05-09 12:00:00+00'),
			(8, 1, 'pending',    560, '2024-05-10 07:05:00+00'),
			(9, 1, 'pending',   2300, '2024-05-12 21:00:00+00')`)
	check(err)

	// User 1 has seven orders (4 and 5 share a timestamp); walk them two at a time, passing the
	// cursor around as the string a client would send back.
	fmt.Println("user 1, pages of 2:")
	var after *Cursor
	for page := 1; ; page++ {
		orders, next, err := OrdersPage(ctx, db, 1, after, 2)
		check(err)
		fmt.Printf("page %d:\n", page)
		for _, o := range orders {
			fmt.Printf("  #%d %-9s %6.2f  %s\n", o.ID, o.Status, float64(o.TotalCents)/100,
				o.CreatedAt.UTC().Format("2006-01-02 15:04:05.000000"))
		}
		if next == nil {
			fmt.Println("  next: none, last page")
			break
		}
		token := next.String()
		fmt.Println("  next:", token)
		c, err := ParseCursor(token)
		check(err)
		after = &c
	}

	// A page size that divides the rows exactly: the last full page already says there is no more.
	orders, next, err := OrdersPage(ctx, db, 1, nil, 7)
	check(err)
	fmt.Printf("user 1, page of 7: %d orders, next is nil: %t\n", len(orders), next == nil)

	// New orders arriving between requests do not shift later pages.
	first, next, err := OrdersPage(ctx, db, 1, nil, 3)
	check(err)
	_, err = db.ExecContext(ctx, `INSERT INTO orders VALUES (10, 1, 'pending', 100, '2024-05-13 09:00:00+00')`)
	check(err)
	second, _, err := OrdersPage(ctx, db, 1, next, 3)
	check(err)
	fmt.Printf("pages of 3 with an insert in between: %v then %v\n", ids(first), ids(second))

	orders, next, err = OrdersPage(ctx, db, 3, nil, 3)
	check(err)
	fmt.Printf("user 3 (no orders): %d orders, next is nil: %t\n", len(orders), next == nil)

	orders, _, err = OrdersPage(ctx, db, 1, nil, 0)
	check(err)
	fmt.Println("limit 0 is taken as 1:", ids(orders))

	// Cursors come from clients, so anything else is rejected.
	for _, raw := range []string{"", "abc", "1715000000000000", "1715000000000000-", "1715000000000000-x", "1715000000000000-4junk", " 1715000000000000-4", "1714990500123456-5"} {
		c, err := ParseCursor(raw)
		if err != nil {
			fmt.Printf("ParseCursor(%q): %v\n", raw, err)
		} else {
			fmt.Printf("ParseCursor(%q): id %d at %s\n", raw, c.ID, c.CreatedAt.UTC().Format("2006-01-02 15:04:05.000000"))
		}
	}
}

func ids(orders []Order) []int64 {
	out := make([]int64, len(orders))
	for i, o := range orders {
		out[i] = o.ID
	}
	return out
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
