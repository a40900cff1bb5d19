package ratelimit

import (
	"sync"
	"time"
)

// TokenBucket allows bursts up to Capacity and refills at Rate tokens per
// second. Tokens are computed lazily from elapsed time, so no goroutine or
// ticker is needed and an idle bucket costs nothing.
type TokenBucket struct {
	mu       sync.Mutex
	capacity float64
	rate     float64
	tokens   float64
	last     time.Time
	now      func() time.Time
}

// NewTokenBucket starts full. Pass nil for now to use time.Now; tests pass a
// fake clock so refill behaviour is deterministic.
func NewTokenBucket(capacity int, perSecond float64, now func() time.Time) *TokenBucket {
	if now == nil {
		now = time.Now
	}
	return &TokenBucket{capacity: float64(capacity), rate: perSecond,
		tokens: float64(capacity), last: now(), now: now}
}

func (b *TokenBucket) refill() {
	t := b.now()
	if elapsed := t.Sub(b.last).Seconds(); elapsed > 0 {
		b.tokens += elapsed * b.rate
		if b.tokens > b.capacity {
			b.tokens = b.capacity
		}
		// Only move forward: a clock that steps back must not earn tokens
		// twice for the same interval once it catches up.
		b.last = t
	}
}

// Allow takes n tokens if they are available and reports whether it did.
// When it refuses, retryAfter says how long until n tokens will be there,
// which maps directly onto an HTTP Retry-After header.
func (b *TokenBucket) Allow(n int) (ok bool, retryAfter time.Duration) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	need := float64(n)
	if need > b.capacity {
		return false, -1 // can never succeed, so callers should reject outright
	}
	if b.tokens >= need {
		b.tokens -= need
		return true, 0
	}
	wait := (need - b.tokens) / b.rate
	return false, time.Duration(wait * float64(time.Second))
}
