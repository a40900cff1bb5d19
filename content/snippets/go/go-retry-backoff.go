package retry

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
