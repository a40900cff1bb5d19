package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"

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
		CREATE TABLE users (id bigint PRIMARY KEY, email text NOT NULL);
		CREATE TABLE products (
			id          bigint PRIMARY KEY,
			name        text NOT NULL,
			price_cents bigint NOT NULL,
			stock       int NOT NULL CHECK (stock >= 0)
		);
		CREATE TABLE orders (
			id      bigserial PRIMARY KEY,
			user_id bigint NOT NULL REFERENCES users,
			status  text NOT NULL
		);
		CREATE TABLE order_items (
			order_id         bigint NOT NULL REFERENCES orders,
			product_id       bigint NOT NULL REFERENCES products,
			quantity         int NOT NULL,
			unit_price_cents bigint NOT NULL
		);
		INSERT INTO users VALUES (1, 'ada@example.com'), (2, 'grace@example.com');
		INSERT INTO products VALUES (10, 'keyboard', 4999, 5), (11, 'monitor', 18900, 3)`)
	check(err)

	state := func() string {
		var kb, mon, orders, items int
		check(db.QueryRowContext(ctx, `SELECT
			(SELECT stock FROM products WHERE id = 10), (SELECT stock FROM products WHERE id = 11),
			(SELECT count(*) FROM orders), (SELECT count(*) FROM order_items)`).Scan(&kb, &mon, &orders, &items))
		return fmt.Sprintf("stock keyboard=%d monitor=%d, orders=%d, order items=%d", kb, mon, orders, items)
	}
	fmt.Println("start:", state())

	// 1. Enough stock: the order is placed and the stock goes down, together.
	id, err := PlaceOrder(ctx, db, 1, 10, 2)
	fmt.Printf("ada buys 2 keyboards: order %d, err=%v\n", id, err)
	var qty int
	var price int64
	check(db.QueryRowContext(ctx, `SELECT quantity, unit_price_cents FROM order_items WHERE order_id = $1`, id).Scan(&qty, &price))
	fmt.Printf("  order item: %d x %d cents\n", qty, price)
	fmt.Println("  " + state())

	// 2. Not enough stock: ErrOutOfStock, and nothing changes.
	_, err = PlaceOrder(ctx, db, 2, 10, 4)
	fmt.Printf("grace buys 4 keyboards: %v (is ErrOutOfStock: %t)\n", err, errors.Is(err, ErrOutOfStock))
	fmt.Println("  " + state())

	// 3. A failure after the stock was already taken (no such user): the UPDATE is rolled back too.
	_, err = PlaceOrder(ctx, db, 99, 11, 1)
	fmt.Println("unknown user buys a monitor:", err)
	fmt.Println("  " + state())

	// 4. Five buyers race for the last three keyboards: the conditional UPDATE lets exactly three win.
	var wg sync.WaitGroup
	var mu sync.Mutex
	placed, outOfStock := 0, 0
	for i := 0; i < 5; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := PlaceOrder(ctx, db, 2, 10, 1)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				placed++
			case errors.Is(err, ErrOutOfStock):
				outOfStock++
			default:
				fmt.Println("unexpected error:", err)
			}
		}()
	}
	wg.Wait()
	fmt.Printf("5 concurrent buyers of 1 keyboard: %d placed, %d out of stock\n", placed, outOfStock)
	fmt.Println("  " + state())

	// 5. WithTx on its own: an error from fn rolls back what fn did and is returned unchanged.
	errInvalid := errors.New("count does not match the warehouse")
	err = WithTx(ctx, db, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE products SET stock = 100 WHERE id = 11`); err != nil {
			return err
		}
		return errInvalid
	})
	fmt.Printf("WithTx, fn returns an error: %v (errors.Is: %t)\n", err, errors.Is(err, errInvalid))
	fmt.Println("  " + state())

	// 6. A panic in fn rolls back, then carries on up to the caller.
	func() {
		defer func() { fmt.Println("WithTx, fn panics: recovered", recover()) }()
		_ = WithTx(ctx, db, func(tx *sql.Tx) error {
			if _, err := tx.ExecContext(ctx, `UPDATE products SET stock = 100 WHERE id = 11`); err != nil {
				return err
			}
			var stock int
			check(tx.QueryRowContext(ctx, `SELECT stock FROM products WHERE id = 11`).Scan(&stock))
			fmt.Println("  inside the transaction, monitor stock =", stock)
			panic("something went badly wrong")
		})
	}()
	fmt.Println("  " + state())

	// 7. fn returns nil: committed.
	err = WithTx(ctx, db, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE products SET stock = stock + 10 WHERE id = 10`)
		return err
	})
	fmt.Println("WithTx, restock 10 keyboards:", err)
	fmt.Println("  " + state())

	// The pool has every connection back: nothing was left open in a transaction.
	fmt.Println("connections in use:", db.Stats().InUse)
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
