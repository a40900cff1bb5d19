package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

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
		CREATE TABLE users (
			id         bigint PRIMARY KEY,
			email      text NOT NULL UNIQUE,
			full_name  text NOT NULL,
			created_at timestamptz NOT NULL
		);
		INSERT INTO users (id, email, full_name, created_at) VALUES
			(1, 'ada@example.com',   'Ada Lovelace',    '2024-01-15 09:30:00+00'),
			(2, 'grace@example.com', 'Grace Hopper',    '2024-03-02 16:00:00+00'),
			(3, 'alan@example.com',  'Alan Turing',     '2024-02-20 11:45:00+00'),
			(4, 'linus@example.com', 'Linus Torvalds',  '2024-03-28 08:10:00+00')`)
	check(err)

	users := NewUsers(db)

	for _, email := range []string{"ada@example.com", "nobody@example.com"} {
		u, err := users.ByEmail(ctx, email)
		switch {
		case errors.Is(err, ErrNotFound):
			fmt.Printf("ByEmail(%q): no such user (err: %v)\n", email, err)
		case err != nil:
			fmt.Printf("ByEmail(%q): lookup failed: %v\n", email, err)
		default:
			fmt.Printf("ByEmail(%q): #%d %s joined %s\n", email, u.ID, u.FullName, u.CreatedAt.UTC().Format(time.DateOnly))
		}
	}

	// Newest first, at most limit rows.
	for _, limit := range []int{2, 10, 0} {
		latest, err := users.Recent(ctx, limit)
		check(err)
		fmt.Printf("Recent(%d): %d users\n", limit, len(latest))
		for _, u := range latest {
			fmt.Printf("  %-18s %s\n", u.Email, u.CreatedAt.UTC().Format(time.DateTime))
		}
	}

	// Driver errors are wrapped with the operation's name, and the cause is still reachable.
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	_, err = users.ByEmail(cancelled, "ada@example.com")
	fmt.Printf("cancelled context: %v (is context.Canceled: %t, is ErrNotFound: %t)\n",
		err, errors.Is(err, context.Canceled), errors.Is(err, ErrNotFound))
	_, err = users.Recent(ctx, -1)
	fmt.Println("Recent(-1):", err)
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
