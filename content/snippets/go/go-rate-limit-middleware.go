package ratelimit

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
