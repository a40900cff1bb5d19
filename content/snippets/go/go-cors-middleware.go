package middleware

import (
	"net/http"
	"strconv"
	"strings"
	"time"
)

// CORS allows cross-origin requests from an explicit list of origins. It
// echoes the matching origin instead of sending "*", because browsers refuse
// "*" on requests that carry cookies or Authorization headers.
func CORS(origins, methods, headers []string, maxAge time.Duration) func(http.Handler) http.Handler {
	allowed := make(map[string]bool, len(origins))
	for _, o := range origins {
		allowed[strings.TrimRight(o, "/")] = true
	}
	allowMethods := strings.Join(methods, ", ")
	allowHeaders := strings.Join(headers, ", ")
	age := strconv.Itoa(int(maxAge.Seconds()))

	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			origin := r.Header.Get("Origin")
			h := w.Header()
			// Responses differ per Origin, so shared caches must key on it.
			h.Add("Vary", "Origin")
			if origin == "" || !allowed[origin] {
				next.ServeHTTP(w, r) // same-origin or unknown: no CORS headers
				return
			}
			h.Set("Access-Control-Allow-Origin", origin)
			h.Set("Access-Control-Allow-Credentials", "true")

			preflight := r.Method == http.MethodOptions &&
				r.Header.Get("Access-Control-Request-Method") != ""
			if !preflight {
				next.ServeHTTP(w, r)
				return
			}
			h.Add("Vary", "Access-Control-Request-Method")
			h.Add("Vary", "Access-Control-Request-Headers")
			h.Set("Access-Control-Allow-Methods", allowMethods)
			h.Set("Access-Control-Allow-Headers", allowHeaders)
			h.Set("Access-Control-Max-Age", age)
			w.WriteHeader(http.StatusNoContent)
		})
	}
}
