package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"time"
)

func main() {
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `{"ok":true}`)
	})
	cors := CORS(
		[]string{"https://app.example.com", "http://localhost:5173/"},
		[]string{"GET", "POST", "DELETE"},
		[]string{"Authorization", "Content-Type"},
		10*time.Minute,
	)
	handler := cors(api)

	show := func(label string, req *http.Request) {
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
		res := rec.Result()
		fmt.Printf("%s: %d body=%q\n", label, res.StatusCode, rec.Body.String())
		for _, k := range []string{
			"Access-Control-Allow-Origin", "Access-Control-Allow-Credentials",
			"Access-Control-Allow-Methods", "Access-Control-Allow-Headers",
			"Access-Control-Max-Age", "Vary",
		} {
			if v := res.Header.Values(k); len(v) > 0 {
				fmt.Printf("  %s: %v\n", k, v)
			}
		}
	}

	pre := httptest.NewRequest(http.MethodOptions, "/api/items", nil)
	pre.Header.Set("Origin", "https://app.example.com")
	pre.Header.Set("Access-Control-Request-Method", "DELETE")
	show("preflight", pre)

	get := httptest.NewRequest(http.MethodGet, "/api/items", nil)
	get.Header.Set("Origin", "http://localhost:5173")
	show("allowed GET", get)

	evil := httptest.NewRequest(http.MethodGet, "/api/items", nil)
	evil.Header.Set("Origin", "https://evil.example.net")
	show("unknown origin", evil)

	same := httptest.NewRequest(http.MethodGet, "/api/items", nil)
	show("no Origin header", same)
}
