package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

func main() {
	var inFlight, maxInFlight, hits atomic.Int64
	slowStarted := make(chan struct{})
	slowCancelled := make(chan struct{})

	mux := http.NewServeMux()
	// GET /bytes/{n} answers n bytes after a short pause, counting the requests being served.
	mux.HandleFunc("GET /bytes/{n}", func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		now := inFlight.Add(1)
		for {
			seen := maxInFlight.Load()
			if now <= seen || maxInFlight.CompareAndSwap(seen, now) {
				break
			}
		}
		time.Sleep(10 * time.Millisecond)
		inFlight.Add(-1) // before the body goes out, so the client is still waiting for it
		n, _ := strconv.Atoi(r.PathValue("n"))
		w.Write([]byte(strings.Repeat("x", n)))
	})
	// GET /slow never answers on its own: it waits until the client gives up.
	mux.HandleFunc("GET /slow", func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		close(slowStarted)
		select {
		case <-r.Context().Done():
			close(slowCancelled)
		case <-time.After(10 * time.Second):
		}
	})
	// GET /fail fails, once /slow is surely running.
	mux.HandleFunc("GET /fail", func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		select {
		case <-slowStarted:
		case <-time.After(5 * time.Second):
		}
		http.Error(w, "boom", http.StatusInternalServerError)
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	// The server's address changes every run; print it as SERVER.
	hide := func(s string) string { return strings.ReplaceAll(s, srv.URL, "SERVER") }
	ctx := context.Background()

	// 1. Eight downloads, at most three at a time; sizes come back in input order.
	var urls []string
	for _, n := range []int{512, 0, 4096, 7, 100000, 64, 3, 2048} {
		urls = append(urls, fmt.Sprintf("%s/bytes/%d", srv.URL, n))
	}
	sizes, err := Sizes(ctx, urls, 3)
	fmt.Println("sizes:", sizes, "err:", err)
	fmt.Println("requests served:", hits.Load())
	fmt.Println("at most 3 in flight:", maxInFlight.Load() <= 3)

	// 2. One failure cancels the rest. With a limit of 2, /slow and /fail start first; when /fail
	// fails, the context is cancelled: /slow is abandoned and the four queued URLs never go out.
	hits.Store(0)
	urls = []string{srv.URL + "/slow", srv.URL + "/fail"}
	for i := 0; i < 4; i++ {
		urls = append(urls, srv.URL+"/bytes/10")
	}
	start := time.Now()
	sizes, err = Sizes(ctx, urls, 2)
	fmt.Println("with a failure:", hide(err.Error()), "| sizes is nil:", sizes == nil)
	fmt.Println("returned without waiting for /slow:", time.Since(start) < 5*time.Second)
	select {
	case <-slowCancelled:
		fmt.Println("/slow saw its request cancelled: true")
	case <-time.After(5 * time.Second):
		fmt.Println("/slow saw its request cancelled: false")
	}
	fmt.Println("requests that reached the server:", hits.Load(), "of", len(urls))

	// 3. A URL the client cannot even build fails before any request is sent.
	_, err = Sizes(ctx, []string{"http://bad host/"}, 2)
	fmt.Println("bad URL:", err)

	// 4. Nothing to fetch.
	sizes, err = Sizes(ctx, nil, 2)
	fmt.Println("no URLs:", sizes, err)
}
