package main

import (
	"bytes"
	"fmt"
	"log"
	"net/http"
	"net/http/httptest"
	"strings"
)

func main() {
	var logs bytes.Buffer
	logger := log.New(&logs, "", 0)

	mux := http.NewServeMux()
	mux.HandleFunc("/hello", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "hello, request %s", IDFrom(r.Context()))
	})
	mux.HandleFunc("/boom", func(w http.ResponseWriter, r *http.Request) {
		var m map[string]int
		m["x"]++ // a nil map write panics
	})
	// RequestID runs first so the panic log can include the ID.
	handler := RequestID(Recover(logger, mux))

	send := func(path, id string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		if id != "" {
			req.Header.Set("X-Request-ID", id)
		}
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
		return rec
	}

	rec := send("/hello", "req-123")
	fmt.Println(rec.Code, rec.Body.String(), rec.Header().Get("X-Request-ID"))

	rec = send("/hello", "") // no incoming ID: a random 16-hex-digit one is made
	fmt.Println(rec.Code, len(rec.Header().Get("X-Request-ID")))

	rec = send("/hello", "bad id\nwith newline") // unsafe IDs are replaced
	fmt.Println(rec.Code, rec.Header().Get("X-Request-ID") != "bad id\nwith newline")

	rec = send("/boom", "req-456")
	fmt.Print(rec.Code, " ", rec.Body.String())
	firstLine, _, _ := strings.Cut(logs.String(), "\n")
	fmt.Println("log:", firstLine)
	fmt.Println("stack trace logged:", strings.Contains(logs.String(), "goroutine"))
}
