package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

var ErrNotFound = errors.New("not found")

type User struct {
	ID        int64
	Email     string
	FullName  string
	CreatedAt time.Time
}

type Users struct{ db *sql.DB }

func NewUsers(db *sql.DB) *Users { return &Users{db: db} }

func (u *Users) ByEmail(ctx context.Context, email string) (User, error) {
	var user User
	err := u.db.QueryRowContext(ctx,
		`SELECT id, email, full_name, created_at FROM users WHERE email = $1`, email,
	).Scan(&user.ID, &user.Email, &user.FullName, &user.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, ErrNotFound
	}
	if err != nil {
		return User{}, fmt.Errorf("user by email: %w", err)
	}
	return user, nil
}

func (u *Users) Recent(ctx context.Context, limit int) ([]User, error) {
	rows, err := u.db.QueryContext(ctx,
		`SELECT id, email, full_name, created_at FROM users ORDER BY created_at DESC LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("recent users: %w", err)
	}
	defer rows.Close()

	users := make([]User, 0, limit)
	for rows.Next() {
		var user User
		if err := rows.Scan(&user.ID, &user.Email, &user.FullName, &user.CreatedAt); err != nil {
			return nil, fmt.Errorf("scan user: %w", err)
		}
		users = append(users, user)
	}
	return users, rows.Err()
}
