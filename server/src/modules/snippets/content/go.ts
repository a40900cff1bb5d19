import { fence } from './markdown'
import type { SnippetSeed } from './types'

/** Go snippets written for Snipstack. */
export const goSnippets: SnippetSeed[] = [
  {
    slug: 'go-http-server',
    title: 'Go Web Server',
    description:
      'A production-ready HTTP server on the standard library: method routing, timeouts and graceful shutdown. Drop it into main.go and it stops cleanly on Ctrl+C or SIGTERM.',
    language: 'Go',
    category: 'Function',
    tags: ['http', 'server', 'graceful-shutdown', 'net-http'],
    plan: 'free',
    code: `package main

import (
	"context"
	"errors"
	"log"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"
)

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /health", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Write([]byte("ok"))
	})
	mux.HandleFunc("GET /hello/{name}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Write([]byte("hello, " + r.PathValue("name") + "\\n"))
	})

	addr := ":8080"
	if port := os.Getenv("PORT"); port != "" {
		addr = ":" + port
	}
	srv := &http.Server{
		Addr:              addr,
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      15 * time.Second,
		IdleTimeout:       60 * time.Second,
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	go func() {
		log.Printf("listening on %s", srv.Addr)
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Fatalf("listen: %v", err)
		}
	}()

	<-ctx.Done()
	stop() // a second Ctrl+C now kills the process straight away
	log.Println("shutting down")

	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		log.Printf("shutdown: %v", err)
	}
}
`,
    mdx: `A complete \`main.go\` for a small HTTP service that needs nothing beyond the standard library. It registers routes with the method-aware patterns of \`http.ServeMux\`, sets every server timeout, and on SIGINT or SIGTERM stops accepting connections while letting in-flight requests finish.

## Usage

${fence}bash
go mod init example.com/hello
go run .
curl localhost:8080/health
curl localhost:8080/hello/gopher
PORT=9000 go run .
${fence}

## Notes

- Method and wildcard patterns such as \`GET /hello/{name}\` and \`r.PathValue\` need Go 1.22 or newer.
- \`ReadHeaderTimeout\` protects against slow-header clients; without it a server can be held open indefinitely.
- \`Shutdown\` waits up to ten seconds for active requests. Long-lived connections (WebSockets, streams) are not closed by it; track and close them yourself with \`srv.RegisterOnShutdown\`.
- In Kubernetes, keep the pod's \`terminationGracePeriodSeconds\` longer than the shutdown timeout.
`,
  },
  {
    slug: 'go-worker-pool',
    title: 'Generic Worker Pool',
    description:
      'Process a slice of inputs with a fixed number of goroutines and stream the results back as they complete. Cancelling the context stops the pool early.',
    language: 'Go',
    category: 'Function',
    tags: ['concurrency', 'goroutines', 'channels', 'generics'],
    plan: 'pro',
    price: 9,
    originalPrice: 12,
    code: `package workerpool

import (
	"context"
	"sync"
)

// Result pairs an input with the value or error its job produced.
type Result[In, Out any] struct {
	Input In
	Value Out
	Err   error
}

// Run processes inputs with at most workers goroutines and streams results as they finish.
// The results channel is closed once every job is done or ctx is cancelled.
func Run[In, Out any](ctx context.Context, workers int, inputs []In, fn func(context.Context, In) (Out, error)) <-chan Result[In, Out] {
	if workers < 1 {
		workers = 1
	}
	jobs := make(chan In)
	results := make(chan Result[In, Out])

	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for in := range jobs {
				out, err := fn(ctx, in)
				select {
				case results <- Result[In, Out]{Input: in, Value: out, Err: err}:
				case <-ctx.Done():
					return
				}
			}
		}()
	}

	go func() {
		defer close(jobs)
		for _, in := range inputs {
			select {
			case jobs <- in:
			case <-ctx.Done():
				return
			}
		}
	}()

	go func() {
		wg.Wait()
		close(results)
	}()
	return results
}
`,
    mdx: `A small, generic worker pool built from channels and a \`sync.WaitGroup\`. Give it a context, a worker count, the inputs and the function to run; read results from the returned channel until it closes.

## Usage

${fence}go
ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
defer cancel()

urls := []string{"https://example.com/a", "https://example.com/b"}
for res := range workerpool.Run(ctx, 4, urls, fetchTitle) {
	if res.Err != nil {
		log.Printf("%s: %v", res.Input, res.Err)
		continue
	}
	fmt.Println(res.Input, res.Value)
}
${fence}

## Notes

- Results arrive in completion order, not input order; use \`res.Input\` (or put an index in your input type) to match them up.
- Always drain the channel or cancel the context. If you stop reading without cancelling, the workers block forever and leak.
- \`fn\` should honour \`ctx\` itself so that cancellation also interrupts the job that is running, not just the ones still queued.
`,
  },
  {
    slug: 'go-context-timeout',
    title: 'HTTP Call with Context Timeout',
    description:
      "Fetch and decode JSON with a per-call deadline layered on the caller's context. Errors say which URL failed and whether it was a timeout.",
    language: 'Go',
    category: 'Function',
    tags: ['context', 'timeout', 'http-client', 'json'],
    plan: 'free',
    code: `package httpx

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"
)

var client = &http.Client{Timeout: 30 * time.Second}

// GetJSON fetches url into dst, giving up after timeout or when ctx ends, whichever comes first.
func GetJSON(ctx context.Context, url string, timeout time.Duration, dst any) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()

	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return fmt.Errorf("build request: %w", err)
	}
	req.Header.Set("Accept", "application/json")

	res, err := client.Do(req)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return fmt.Errorf("GET %s: timed out after %s: %w", url, timeout, err)
		}
		return fmt.Errorf("GET %s: %w", url, err)
	}
	defer res.Body.Close()

	if res.StatusCode != http.StatusOK {
		snippet, _ := io.ReadAll(io.LimitReader(res.Body, 512))
		return fmt.Errorf("GET %s: status %d: %s", url, res.StatusCode, snippet)
	}
	if err := json.NewDecoder(res.Body).Decode(dst); err != nil {
		return fmt.Errorf("decode %s: %w", url, err)
	}
	return nil
}
`,
    mdx: `\`GetJSON\` derives a child context with its own deadline, so a slow dependency cannot hold a request handler longer than you allow, while an already-cancelled parent (a client that hung up) still stops the call at once.

## Usage

${fence}go
type Rate struct {
	Currency string  \`json:"currency"\`
	Value    float64 \`json:"value"\`
}

func handler(w http.ResponseWriter, r *http.Request) {
	var rate Rate
	err := httpx.GetJSON(r.Context(), "https://rates.internal/eur", 2*time.Second, &rate)
	if err != nil {
		http.Error(w, "rates unavailable", http.StatusBadGateway)
		return
	}
	fmt.Fprintf(w, "%s %.4f\\n", rate.Currency, rate.Value)
}
${fence}

## Notes

- The shared client also has a 30 second ceiling as a safety net for callers that pass a context without a deadline.
- Non-200 responses include up to 512 bytes of the body in the error, which helps debugging but may echo upstream details; trim it before showing errors to users.
- \`errors.Is(err, context.DeadlineExceeded)\` still works on the returned error because it is wrapped with \`%w\`.
`,
  },
  {
    slug: 'go-env-config-loader',
    title: 'Environment Config Loader',
    description:
      'Read a typed Config struct from environment variables with defaults, and report every invalid or missing value in a single error at startup.',
    language: 'Go',
    category: 'Config',
    tags: ['config', 'environment', 'twelve-factor', 'generics'],
    plan: 'free',
    code: `package config

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config holds everything the service reads from its environment.
type Config struct {
	Port            int
	DatabaseURL     string
	LogLevel        string
	ShutdownTimeout time.Duration
	EnableMetrics   bool
}

// Load reads the environment, applies defaults and reports every problem at once.
func Load() (Config, error) {
	var errs []error
	cfg := Config{
		Port:            fromEnv("PORT", 8080, strconv.Atoi, &errs),
		DatabaseURL:     os.Getenv("DATABASE_URL"),
		LogLevel:        fromEnv("LOG_LEVEL", "info", func(s string) (string, error) { return s, nil }, &errs),
		ShutdownTimeout: fromEnv("SHUTDOWN_TIMEOUT", 10*time.Second, time.ParseDuration, &errs),
		EnableMetrics:   fromEnv("ENABLE_METRICS", false, strconv.ParseBool, &errs),
	}
	if cfg.DatabaseURL == "" {
		errs = append(errs, errors.New("DATABASE_URL is required"))
	}
	if cfg.Port < 1 || cfg.Port > 65535 {
		errs = append(errs, fmt.Errorf("PORT %d is out of range", cfg.Port))
	}
	switch cfg.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		errs = append(errs, fmt.Errorf("LOG_LEVEL %q must be debug, info, warn or error", cfg.LogLevel))
	}
	return cfg, errors.Join(errs...)
}

// fromEnv parses key with parse, falling back when it is unset or empty and recording parse errors.
func fromEnv[T any](key string, fallback T, parse func(string) (T, error), errs *[]error) T {
	raw, ok := os.LookupEnv(key)
	if !ok || raw == "" {
		return fallback
	}
	value, err := parse(raw)
	if err != nil {
		*errs = append(*errs, fmt.Errorf("%s=%q: %w", key, raw, err))
		return fallback
	}
	return value
}
`,
    mdx: `A dependency-free loader for twelve-factor style configuration. One generic helper parses each variable with the function you already have (\`strconv.Atoi\`, \`time.ParseDuration\`, \`strconv.ParseBool\`), and all the mistakes are collected so an operator fixes them in one go instead of one restart at a time.

## Usage

${fence}go
func main() {
	cfg, err := config.Load()
	if err != nil {
		log.Fatalf("invalid configuration:\\n%v", err)
	}
	log.Printf("starting on :%d (metrics: %t)", cfg.Port, cfg.EnableMetrics)
}
${fence}

${fence}bash
DATABASE_URL=postgres://localhost/app PORT=9000 SHUTDOWN_TIMEOUT=30s go run .
${fence}

## Notes

- \`errors.Join\` needs Go 1.20+; it returns nil when the slice is empty, so a valid environment yields a nil error.
- Empty strings count as unset. If an empty value is meaningful for one of your settings, check \`os.LookupEnv\` for it directly.
- Never log the whole struct if it holds secrets such as a database password.
`,
  },
  {
    slug: 'go-json-config-file',
    title: 'JSON Config File with Defaults',
    description:
      'Load a JSON configuration file over sensible defaults, parse human-friendly durations like "5s", and reject unknown keys so typos fail fast.',
    language: 'Go',
    category: 'Config',
    tags: ['config', 'json', 'encoding'],
    plan: 'free',
    code: `package config

import (
	"encoding/json"
	"fmt"
	"os"
	"time"
)

// Duration accepts JSON strings such as "250ms" or "1m30s".
type Duration struct{ time.Duration }

func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("duration must be a string like \\"5s\\": %w", err)
	}
	parsed, err := time.ParseDuration(s)
	if err != nil {
		return err
	}
	d.Duration = parsed
	return nil
}

type Server struct {
	Addr         string   \`json:"addr"\`
	ReadTimeout  Duration \`json:"readTimeout"\`
	WriteTimeout Duration \`json:"writeTimeout"\`
}

type File struct {
	Server   Server   \`json:"server"\`
	Features []string \`json:"features"\`
}

// LoadFile reads path over the defaults. SERVER_ADDR, when set, overrides the file.
func LoadFile(path string) (File, error) {
	cfg := File{Server: Server{
		Addr:         ":8080",
		ReadTimeout:  Duration{5 * time.Second},
		WriteTimeout: Duration{10 * time.Second},
	}}
	f, err := os.Open(path)
	if err != nil {
		return cfg, fmt.Errorf("open config: %w", err)
	}
	defer f.Close()

	dec := json.NewDecoder(f)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cfg); err != nil {
		return cfg, fmt.Errorf("parse %s: %w", path, err)
	}
	if addr := os.Getenv("SERVER_ADDR"); addr != "" {
		cfg.Server.Addr = addr
	}
	return cfg, nil
}
`,
    mdx: `Decoding into a struct that is already filled with defaults means the file only needs the keys you want to change. A tiny \`Duration\` wrapper lets the file say \`"5s"\` instead of a nanosecond count, and \`DisallowUnknownFields\` turns a misspelt key into an error rather than a silently ignored setting.

## Usage

${fence}json
{
  "server": { "addr": ":9090", "readTimeout": "3s" },
  "features": ["search", "exports"]
}
${fence}

${fence}go
cfg, err := config.LoadFile("config.json")
if err != nil {
	log.Fatal(err)
}
srv := &http.Server{
	Addr:         cfg.Server.Addr,
	ReadTimeout:  cfg.Server.ReadTimeout.Duration,
	WriteTimeout: cfg.Server.WriteTimeout.Duration,
}
${fence}

## Notes

- Slices are replaced, not merged: a \`features\` list in the file replaces the default list entirely.
- Environment overrides are applied after the file, so deployments can change the address without editing it.
- For secrets prefer environment variables or a secret store over a file in the repository.
`,
  },
  {
    slug: 'go-sql-repository',
    title: 'database/sql User Repository',
    description:
      'A small repository over database/sql with context-aware queries, a typed not-found error and row iteration done right. Works with any PostgreSQL driver.',
    language: 'Go',
    category: 'Query',
    tags: ['database', 'sql', 'postgres', 'repository'],
    plan: 'free',
    code: `package store

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
		\`SELECT id, email, full_name, created_at FROM users WHERE email = $1\`, email,
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
		\`SELECT id, email, full_name, created_at FROM users ORDER BY created_at DESC LIMIT $1\`, limit)
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
`,
    mdx: `A plain \`database/sql\` repository: every method takes a context, single-row lookups map \`sql.ErrNoRows\` to a package-level \`ErrNotFound\`, and multi-row queries close the rows and check \`rows.Err()\` after the loop, which is the step most often forgotten.

## Usage

${fence}go
import (
	"database/sql"

	_ "github.com/jackc/pgx/v5/stdlib"
)

db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
if err != nil {
	log.Fatal(err)
}
users := store.NewUsers(db)

u, err := users.ByEmail(ctx, "ada@example.com")
switch {
case errors.Is(err, store.ErrNotFound):
	http.Error(w, "no such user", http.StatusNotFound)
case err != nil:
	http.Error(w, "lookup failed", http.StatusInternalServerError)
default:
	fmt.Fprintf(w, "%s joined %s\\n", u.FullName, u.CreatedAt.Format(time.DateOnly))
}

latest, err := users.Recent(ctx, 10)
${fence}

## Notes

- Placeholders are PostgreSQL style (\`$1\`); MySQL and SQLite drivers use \`?\`.
- Inserts follow the same pattern with \`INSERT ... RETURNING id, created_at\` and \`QueryRowContext(...).Scan\`; a unique violation on \`email\` then surfaces as a driver error with SQLSTATE 23505.
- Configure the pool with \`db.SetMaxOpenConns\` and \`db.SetConnMaxIdleTime\` to match your database limits.
`,
  },
  {
    slug: 'go-sql-transaction',
    title: 'Transaction Helper with Rollback',
    description:
      'Run a function inside a database/sql transaction that commits on success and rolls back on error or panic. Includes an order-placement example that updates stock atomically.',
    language: 'Go',
    category: 'Query',
    tags: ['database', 'transactions', 'sql', 'postgres'],
    plan: 'free',
    code: `package store

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
			\`UPDATE products SET stock = stock - $1 WHERE id = $2 AND stock >= $1\`, qty, productID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return ErrOutOfStock
		}
		if err := tx.QueryRowContext(ctx,
			\`INSERT INTO orders (user_id, status) VALUES ($1, 'pending') RETURNING id\`, userID,
		).Scan(&orderID); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx,
			\`INSERT INTO order_items (order_id, product_id, quantity, unit_price_cents)
			 SELECT $1, id, $3, price_cents FROM products WHERE id = $2\`, orderID, productID, qty)
		return err
	})
	return orderID, err
}
`,
    mdx: `\`WithTx\` removes the commit and rollback boilerplate from every write path. The deferred function looks at the named return value, so whatever \`fn\` returns decides the outcome, and a panic rolls back before it is re-raised.

## Usage

${fence}go
id, err := store.PlaceOrder(ctx, db, userID, productID, 2)
switch {
case errors.Is(err, store.ErrOutOfStock):
	http.Error(w, "out of stock", http.StatusConflict)
case err != nil:
	http.Error(w, "could not place order", http.StatusInternalServerError)
default:
	fmt.Fprintf(w, "order %d placed\\n", id)
}
${fence}

## Notes

- Use the \`tx\` passed to \`fn\` for every statement; queries on \`db\` inside the callback run outside the transaction.
- The conditional \`UPDATE ... AND stock >= $1\` makes the stock check and the decrement one atomic step, so two buyers cannot both take the last item.
- For serialisable isolation pass \`&sql.TxOptions{Isolation: sql.LevelSerializable}\` to \`BeginTx\` and retry on SQLSTATE 40001.
`,
  },
  {
    slug: 'go-keyset-pagination',
    title: 'Keyset Pagination with Opaque Cursors',
    description:
      "Page through a user's orders newest first with a (created_at, id) keyset and a compact string cursor. Stable under inserts and fast on deep pages.",
    language: 'Go',
    category: 'Query',
    tags: ['pagination', 'database', 'sql', 'cursor'],
    plan: 'free',
    code: `package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

type Order struct {
	ID         int64
	Status     string
	TotalCents int64
	CreatedAt  time.Time
}

// Cursor marks the last row of a page; clients pass its String form back unchanged.
type Cursor struct {
	CreatedAt time.Time
	ID        int64
}

func (c Cursor) String() string { return fmt.Sprintf("%d-%d", c.CreatedAt.UnixMicro(), c.ID) }

func ParseCursor(s string) (Cursor, error) {
	var micros, id int64
	if _, err := fmt.Sscanf(s, "%d-%d", &micros, &id); err != nil {
		return Cursor{}, errors.New("invalid cursor")
	}
	return Cursor{CreatedAt: time.UnixMicro(micros), ID: id}, nil
}

// OrdersPage returns up to limit orders after the cursor (nil at first) and the next page's cursor.
func OrdersPage(ctx context.Context, db *sql.DB, userID int64, after *Cursor, limit int) ([]Order, *Cursor, error) {
	var at, lastID any // both NULL on the first page
	if after != nil {
		at, lastID = after.CreatedAt, after.ID
	}
	rows, err := db.QueryContext(ctx, \`SELECT id, status, total_cents, created_at FROM orders
		WHERE user_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2, $3::bigint))
		ORDER BY created_at DESC, id DESC LIMIT $4\`, userID, at, lastID, limit+1)
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
`,
    mdx: `Offset pagination gets slower with every page and skips or repeats rows when new ones arrive. Keyset pagination asks for rows strictly "before" the last one seen, using the row comparison \`(created_at, id)\`, so each page is an index range scan and the results stay consistent.

## Usage

${fence}go
func listOrders(w http.ResponseWriter, r *http.Request) {
	var after *store.Cursor
	if raw := r.URL.Query().Get("cursor"); raw != "" {
		c, err := store.ParseCursor(raw)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		after = &c
	}
	orders, next, err := store.OrdersPage(r.Context(), db, currentUserID(r), after, 20)
	// respond with orders and next.String() when next != nil
}
${fence}

## Notes

- Fetching \`limit+1\` rows tells you whether another page exists without a separate \`COUNT(*)\`.
- Back it with an index: \`CREATE INDEX ON orders (user_id, created_at DESC, id DESC)\`.
- Timestamps are encoded at microsecond precision, which matches PostgreSQL's \`timestamptz\`. Base64-encode or sign the cursor if clients should not be able to read or forge it.
- Keyset pages cannot jump to "page 7"; use them for feeds and infinite scroll.
`,
  },
  {
    slug: 'go-retry-backoff',
    title: 'Retry with Exponential Backoff and Jitter',
    description:
      'A generic, context-aware retry helper with capped exponential backoff, full jitter and a way to mark errors as permanent so they are not retried.',
    language: 'Go',
    category: 'Function',
    tags: ['retry', 'backoff', 'resilience', 'generics'],
    plan: 'free',
    code: `package retry

import (
	"context"
	"errors"
	"math/rand"
	"time"
)

type Policy struct {
	Attempts int           // total tries, including the first
	Base     time.Duration // delay ceiling after the first failure
	Max      time.Duration // upper bound for any delay
}

type permanent struct{ err error }

func (p permanent) Error() string { return p.err.Error() }
func (p permanent) Unwrap() error { return p.err }

// Permanent wraps err so that Do returns it immediately instead of retrying.
func Permanent(err error) error { return permanent{err} }

// Do calls fn until it succeeds, fails permanently, runs out of attempts or ctx ends.
func Do[T any](ctx context.Context, p Policy, fn func(context.Context) (T, error)) (T, error) {
	var zero T
	if p.Attempts < 1 {
		p.Attempts = 1
	}
	var err error
	for attempt := 0; attempt < p.Attempts; attempt++ {
		var value T
		if value, err = fn(ctx); err == nil {
			return value, nil
		}
		var perm permanent
		if errors.As(err, &perm) {
			return zero, perm.err
		}
		if attempt == p.Attempts-1 {
			break
		}
		ceiling := p.Base << attempt
		if ceiling <= 0 || ceiling > p.Max {
			ceiling = p.Max
		}
		timer := time.NewTimer(time.Duration(rand.Int63n(int64(ceiling) + 1)))
		select {
		case <-ctx.Done():
			timer.Stop()
			return zero, errors.Join(err, ctx.Err())
		case <-timer.C:
		}
	}
	return zero, err
}
`,
    mdx: `\`retry.Do\` wraps any operation that returns a value and an error. Between attempts it sleeps a random duration up to an exponentially growing ceiling ("full jitter"), which spreads out retries from many clients instead of having them hit a recovering service in lockstep.

## Usage

${fence}go
policy := retry.Policy{Attempts: 5, Base: 100 * time.Millisecond, Max: 5 * time.Second}

user, err := retry.Do(ctx, policy, func(ctx context.Context) (User, error) {
	u, err := api.GetUser(ctx, id)
	if errors.Is(err, api.ErrNotFound) {
		return User{}, retry.Permanent(err) // retrying will not help
	}
	return u, err
})
${fence}

## Notes

- Only retry idempotent operations, or make them idempotent with a request key, otherwise a timeout that actually succeeded may run twice.
- \`p.Base << attempt\` overflows for large attempt counts; the \`ceiling <= 0\` check clamps it to \`Max\`.
- \`math/rand\` is seeded automatically from Go 1.20 onwards.
`,
  },
  {
    slug: 'go-rate-limit-middleware',
    title: 'Per-Client Rate Limiting Middleware',
    description:
      'A token-bucket rate limiter keyed per client (IP address, API key or user), wrapped as net/http middleware that answers 429 with a Retry-After header. No external dependencies.',
    language: 'Go',
    category: 'Function',
    tags: ['rate-limiting', 'middleware', 'http', 'security'],
    plan: 'pro',
    price: 12,
    originalPrice: 15,
    code: `package ratelimit

import (
	"maps"
	"net/http"
	"strconv"
	"sync"
	"time"
)

type bucket struct {
	tokens float64
	last   time.Time
}

// Limiter allows each key rate requests per second, with bursts of up to burst requests.
type Limiter struct {
	mu          sync.Mutex
	buckets     map[string]*bucket
	rate, burst float64
	sweepAt     int // map size that triggers the next sweep of idle buckets
}

func New(rate float64, burst int) *Limiter {
	return &Limiter{buckets: map[string]*bucket{}, rate: rate, burst: float64(burst)}
}

// Allow reports whether key may proceed at now, and otherwise how long until it may.
func (l *Limiter) Allow(key string, now time.Time) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: l.burst, last: now}
		l.buckets[key] = b
	}
	if len(l.buckets) >= l.sweepAt { // a bucket idle long enough to be full again equals a new one
		maps.DeleteFunc(l.buckets, func(_ string, o *bucket) bool { return now.Sub(o.last).Seconds()*l.rate >= l.burst })
		l.sweepAt = 2*len(l.buckets) + 1024
	}
	b.tokens = min(l.burst, b.tokens+now.Sub(b.last).Seconds()*l.rate)
	b.last = now
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, time.Duration((1 - b.tokens) / l.rate * float64(time.Second))
}

// Middleware answers 429 with Retry-After once the client named by key is over its limit.
func (l *Limiter) Middleware(key func(*http.Request) string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if ok, wait := l.Allow(key(r), time.Now()); !ok {
			w.Header().Set("Retry-After", strconv.Itoa(int(wait/time.Second)+1))
			http.Error(w, "too many requests", http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}
`,
    mdx: `Each client gets a bucket that refills continuously at \`rate\` tokens per second up to \`burst\`. A request spends one token; when the bucket is empty the middleware replies 429 and tells the client how many seconds to wait. \`Allow\` takes the current time as a parameter, which makes the limiter easy to unit test. Memory stays bounded without a background goroutine: whenever the map has doubled, buckets that have been idle long enough to refill completely are dropped, since they are indistinguishable from new ones.

## Usage

${fence}go
limiter := ratelimit.New(5, 20) // 5 req/s sustained, bursts of 20

clientIP := func(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

mux := http.NewServeMux()
mux.HandleFunc("POST /api/login", login)
log.Fatal(http.ListenAndServe(":8080", limiter.Middleware(clientIP, mux)))
${fence}

## Notes

- The key function decides who shares a bucket. Behind a load balancer \`RemoteAddr\` is the proxy's address, so derive the key from a trusted \`X-Forwarded-For\` hop, an API key or an authenticated user ID instead.
- State lives in process memory, so each replica limits independently; use Redis or similar for a global limit.
- Uses the \`min\` builtin and \`maps.DeleteFunc\`, so it needs Go 1.21 or newer.
`,
  },
  {
    slug: 'go-json-request-helpers',
    title: 'JSON Request and Response Helpers',
    description:
      'Decode a JSON request body safely (size limit, unknown fields, trailing data) and write JSON or error responses with the right headers.',
    language: 'Go',
    category: 'Function',
    tags: ['json', 'http', 'api', 'validation'],
    plan: 'free',
    code: `package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
)

const maxBodyBytes = 1 << 20 // 1 MiB

// DecodeJSON reads exactly one JSON value from the request body into dst.
func DecodeJSON(w http.ResponseWriter, r *http.Request, dst any) error {
	r.Body = http.MaxBytesReader(w, r.Body, maxBodyBytes)
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()

	if err := dec.Decode(dst); err != nil {
		var syntaxErr *json.SyntaxError
		var tooLarge *http.MaxBytesError
		switch {
		case errors.As(err, &syntaxErr):
			return fmt.Errorf("malformed JSON at byte %d", syntaxErr.Offset)
		case errors.As(err, &tooLarge):
			return fmt.Errorf("body must not exceed %d bytes", tooLarge.Limit)
		case errors.Is(err, io.EOF):
			return errors.New("body must not be empty")
		default:
			return err
		}
	}
	if err := dec.Decode(&struct{}{}); !errors.Is(err, io.EOF) {
		return errors.New("body must contain a single JSON value")
	}
	return nil
}

// WriteJSON encodes v first, so an encoding failure can still become a clean 500.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		http.Error(w, \`{"error":{"message":"internal error"}}\`, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	w.Write(append(body, '\\n'))
}

// WriteError sends {"error": {"message": ...}} with the given status.
func WriteError(w http.ResponseWriter, status int, message string) {
	WriteJSON(w, status, map[string]any{"error": map[string]string{"message": message}})
}
`,
    mdx: `Three helpers that make JSON handlers short and safe. \`DecodeJSON\` caps the body size, rejects fields the struct does not know about, and refuses a second value after the first; the write helpers always set the content type and produce a consistent error shape.

## Usage

${fence}go
type createNote struct {
	Title string \`json:"title"\`
	Body  string \`json:"body"\`
}

func createNoteHandler(w http.ResponseWriter, r *http.Request) {
	var in createNote
	if err := api.DecodeJSON(w, r, &in); err != nil {
		api.WriteError(w, http.StatusBadRequest, err.Error())
		return
	}
	if in.Title == "" {
		api.WriteError(w, http.StatusUnprocessableEntity, "title is required")
		return
	}
	api.WriteJSON(w, http.StatusCreated, map[string]string{"title": in.Title})
}
${fence}

## Notes

- \`http.MaxBytesError\` exists from Go 1.19.
- Unknown-field errors mention the offending key, which is handy for API clients but reveals your field names; that is usually fine for a public API.
- \`http.Error\` sets a \`text/plain\` content type, so the fallback in \`WriteJSON\` is JSON-shaped text; it only happens when \`v\` cannot be marshalled, which is a programming error.
`,
  },
  {
    slug: 'go-errgroup-fetch',
    title: 'Bounded Parallel Fetch with errgroup',
    description:
      'Download a list of URLs concurrently with a limit on requests in flight, keep results in input order, and cancel the rest as soon as one fails.',
    language: 'Go',
    category: 'Function',
    tags: ['concurrency', 'errgroup', 'http-client', 'context'],
    plan: 'free',
    code: `package fetch

import (
	"context"
	"fmt"
	"io"
	"net/http"

	"golang.org/x/sync/errgroup"
)

// Sizes downloads every URL with at most limit requests in flight and returns the body sizes
// in input order. The first failure cancels the requests still running.
func Sizes(ctx context.Context, urls []string, limit int) ([]int64, error) {
	sizes := make([]int64, len(urls))
	g, ctx := errgroup.WithContext(ctx)
	g.SetLimit(limit)

	for i, url := range urls {
		i, url := i, url
		g.Go(func() error {
			req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
			if err != nil {
				return err
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				return fmt.Errorf("GET %s: %w", url, err)
			}
			defer res.Body.Close()
			if res.StatusCode >= 400 {
				return fmt.Errorf("GET %s: status %d", url, res.StatusCode)
			}
			n, err := io.Copy(io.Discard, res.Body)
			if err != nil {
				return fmt.Errorf("read %s: %w", url, err)
			}
			sizes[i] = n
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return sizes, nil
}
`,
    mdx: `\`errgroup\` combines a \`WaitGroup\`, first-error capture and context cancellation. \`SetLimit\` makes \`g.Go\` block once the limit is reached, so the loop itself applies back-pressure and no semaphore is needed. Each goroutine writes only its own slice index, so no mutex is needed either.

## Usage

${fence}bash
go get golang.org/x/sync/errgroup
${fence}

${fence}go
sizes, err := fetch.Sizes(ctx, []string{
	"https://example.com/",
	"https://example.org/",
}, 8)
if err != nil {
	log.Fatal(err)
}
for i, n := range sizes {
	fmt.Printf("%d: %d bytes\\n", i, n)
}
${fence}

## Notes

- The \`i, url := i, url\` copy is required before Go 1.22 and harmless after it.
- The context returned by \`errgroup.WithContext\` is cancelled when \`Wait\` returns, so do not keep using it afterwards.
- Use a dedicated \`http.Client\` with a timeout in production rather than \`http.DefaultClient\`.
`,
  },
  {
    slug: 'go-generic-lru-cache',
    title: 'Generic LRU Cache',
    description:
      'A fixed-capacity least-recently-used cache with type parameters, built on container/list and a map for O(1) gets and puts.',
    language: 'Go',
    category: 'Function',
    tags: ['cache', 'lru', 'generics', 'data-structures'],
    plan: 'free',
    code: `package cache

import "container/list"

type entry[K comparable, V any] struct {
	key   K
	value V
}

// LRU evicts the least recently used key once it holds more than capacity entries.
// It is not safe for concurrent use; guard it with a sync.Mutex if goroutines share it.
type LRU[K comparable, V any] struct {
	capacity int
	order    *list.List
	items    map[K]*list.Element
}

func NewLRU[K comparable, V any](capacity int) *LRU[K, V] {
	if capacity < 1 {
		panic("cache: capacity must be positive")
	}
	return &LRU[K, V]{capacity: capacity, order: list.New(), items: make(map[K]*list.Element, capacity)}
}

func (c *LRU[K, V]) Get(key K) (V, bool) {
	if el, ok := c.items[key]; ok {
		c.order.MoveToFront(el)
		return el.Value.(*entry[K, V]).value, true
	}
	var zero V
	return zero, false
}

func (c *LRU[K, V]) Put(key K, value V) {
	if el, ok := c.items[key]; ok {
		el.Value.(*entry[K, V]).value = value
		c.order.MoveToFront(el)
		return
	}
	c.items[key] = c.order.PushFront(&entry[K, V]{key: key, value: value})
	if c.order.Len() > c.capacity {
		oldest := c.order.Back()
		c.order.Remove(oldest)
		delete(c.items, oldest.Value.(*entry[K, V]).key)
	}
}

func (c *LRU[K, V]) Len() int { return c.order.Len() }
`,
    mdx: `The list keeps entries in recency order (front is newest) and the map points from each key to its list element. A hit moves the element to the front; inserting past capacity drops the element at the back and its map entry.

## Usage

${fence}go
thumbs := cache.NewLRU[string, []byte](256)

func thumbnail(path string) ([]byte, error) {
	if img, ok := thumbs.Get(path); ok {
		return img, nil
	}
	img, err := render(path)
	if err != nil {
		return nil, err
	}
	thumbs.Put(path, img)
	return img, nil
}
${fence}

## Notes

- Capacity counts entries, not bytes. For very different value sizes, track a byte budget instead.
- \`Get\` mutates recency, so even read-only callers need the mutex when sharing the cache.
- Requires Go 1.18+ for type parameters.
`,
  },
  {
    slug: 'go-slog-request-logging',
    title: 'Structured Request Logging with slog',
    description:
      'HTTP middleware that logs method, path, status, bytes and duration for every request with log/slog, escalating 5xx responses to error level.',
    language: 'Go',
    category: 'Function',
    tags: ['logging', 'slog', 'middleware', 'observability'],
    plan: 'free',
    code: `package middleware

import (
	"log/slog"
	"net/http"
	"time"
)

type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (r *statusRecorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *statusRecorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	n, err := r.ResponseWriter.Write(b)
	r.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the real writer for Flush and deadlines.
func (r *statusRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// Logging writes one structured line per request after the handler returns.
func Logging(logger *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		if rec.status == 0 {
			rec.status = http.StatusOK
		}
		level := slog.LevelInfo
		if rec.status >= 500 {
			level = slog.LevelError
		}
		logger.LogAttrs(r.Context(), level, "request",
			slog.String("method", r.Method),
			slog.String("path", r.URL.Path),
			slog.Int("status", rec.status),
			slog.Int("bytes", rec.bytes),
			slog.Duration("duration", time.Since(start)),
		)
	})
}
`,
    mdx: `Wraps the \`ResponseWriter\` to remember the status code and byte count, then emits a single \`slog\` record per request. \`LogAttrs\` with typed attributes avoids the allocations of the key/value variadic form.

## Usage

${fence}go
logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))

mux := http.NewServeMux()
mux.HandleFunc("GET /", home)

http.ListenAndServe(":8080", middleware.Logging(logger, mux))
// {"time":"...","level":"INFO","msg":"request","method":"GET","path":"/","status":200,"bytes":512,"duration":1843000}
${fence}

## Notes

- \`log/slog\` is in the standard library from Go 1.21.
- The path is logged without the query string on purpose: query parameters often carry tokens or personal data.
- A handler that panics skips the log line; put a recovery middleware inside this one if you need those requests logged too.
`,
  },
]
