package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"
)

func main() {
	// Allow takes the time as an argument, so the limiter can be driven by a fake clock.
	t0 := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	l := New(1, 3) // 1 request per second, bursts of 3
	try := func(key string, at time.Duration) {
		ok, wait := l.Allow(key, t0.Add(at))
		fmt.Printf("  %-5s at +%-6s allowed=%-5t retry in %s\n", key, at, ok, wait)
	}

	fmt.Println("burst of 3, then empty:")
	for i := 0; i < 4; i++ {
		try("alice", 0)
	}
	fmt.Println("other clients have their own bucket:")
	try("bob", 0)
	fmt.Println("refilling at 1 token per second:")
	try("alice", 500*time.Millisecond)
	try("alice", time.Second)
	try("alice", time.Second)
	try("alice", 10*time.Second) // idle: full again, but never more than the burst
	try("alice", 10*time.Second)
	try("alice", 10*time.Second)
	try("alice", 10*time.Second)

	// Memory stays bounded: once the map doubles, buckets idle long enough to be full are dropped.
	for i := 0; i < 1000; i++ {
		l.Allow(fmt.Sprintf("client-%d", i), t0)
	}
	fmt.Println("buckets for alice, bob and 1000 more clients:", len(l.buckets))
	t1 := t0.Add(time.Hour)
	for i := 0; i < 3; i++ {
		l.Allow("alice", t1) // alice is busy an hour later: her bucket is empty, not idle
	}
	for i := 0; i < 100; i++ {
		l.Allow(fmt.Sprintf("late-%d", i), t1)
	}
	fmt.Println("buckets after 100 new clients an hour later:", len(l.buckets))
	_, aliceKept := l.buckets["alice"]
	_, clientKept := l.buckets["client-0"]
	fmt.Printf("alice kept: %t, client-0 kept: %t\n", aliceKept, clientKept)
	ok, _ := l.Allow("alice", t1)
	fmt.Println("alice still limited after the sweep:", !ok)

	// As middleware: 2 requests every 3 seconds per API key, in bursts of 2.
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(w, "hello")
	})
	apiKey := func(r *http.Request) string { return r.Header.Get("X-API-Key") }
	handler := New(2.0/3, 2).Middleware(apiKey, api)
	fmt.Println("middleware:")
	for i, key := range []string{"k1", "k1", "k1", "k2"} {
		req := httptest.NewRequest(http.MethodGet, "/api", nil)
		req.Header.Set("X-API-Key", key)
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
		line := fmt.Sprintf("  request %d (%s): %d %s", i+1, key, rec.Code, strings.TrimSpace(rec.Body.String()))
		if retry := rec.Header().Get("Retry-After"); retry != "" {
			line += ", Retry-After: " + retry
		}
		fmt.Println(line)
	}
}
