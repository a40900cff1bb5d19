package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

var ErrNotFound = errors.New("user not found")

func main() {
	ctx := context.Background()
	// Tiny delays so the example runs fast: at most 1ms, 2ms, 4ms, then 5ms between attempts.
	policy := Policy{Attempts: 5, Base: time.Millisecond, Max: 5 * time.Millisecond}

	// 1. A flaky call that succeeds on the third try.
	calls := 0
	name, err := Do(ctx, policy, func(ctx context.Context) (string, error) {
		calls++
		if calls < 3 {
			return "", fmt.Errorf("attempt %d: connection reset", calls)
		}
		return "Ada Lovelace", nil
	})
	fmt.Printf("flaky: %q, err=%v, calls=%d\n", name, err, calls)

	// 2. A permanent error is returned at once, unwrapped, so errors.Is still matches it.
	calls = 0
	_, err = Do(ctx, policy, func(ctx context.Context) (string, error) {
		calls++
		return "", Permanent(ErrNotFound)
	})
	fmt.Printf("permanent: err=%v, calls=%d, errors.Is(err, ErrNotFound)=%t\n", err, calls, errors.Is(err, ErrNotFound))

	// 3. Every attempt fails: Do gives up after Attempts calls and returns the last error.
	calls = 0
	_, err = Do(ctx, policy, func(ctx context.Context) (int, error) {
		calls++
		return 0, fmt.Errorf("attempt %d: 503 service unavailable", calls)
	})
	fmt.Printf("exhausted: err=%v, calls=%d\n", err, calls)

	// 4. The context ends during the backoff: Do stops waiting and returns both errors, joined.
	cctx, cancel := context.WithCancel(ctx)
	slow := Policy{Attempts: 5, Base: time.Second, Max: time.Second}
	start := time.Now()
	_, err = Do(cctx, slow, func(ctx context.Context) (int, error) {
		cancel() // e.g. the client went away while this call was failing
		return 0, errors.New("connection refused")
	})
	fmt.Println("cancelled:")
	for _, line := range strings.Split(err.Error(), "\n") {
		fmt.Println("  " + line)
	}
	fmt.Println("  errors.Is(err, context.Canceled):", errors.Is(err, context.Canceled))
	fmt.Println("  returned without sleeping the backoff:", time.Since(start) < 500*time.Millisecond)

	// 5. A zero Policy still makes one attempt.
	calls = 0
	_, err = Do(ctx, Policy{}, func(ctx context.Context) (bool, error) {
		calls++
		return false, errors.New("nope")
	})
	fmt.Printf("zero policy: err=%v, calls=%d\n", err, calls)
}
