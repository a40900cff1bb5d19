package middleware

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log"
	"net/http"
	"regexp"
	"runtime/debug"
)

type idKey struct{}

// Only trust short, plain incoming IDs: they end up in logs and headers.
var validID = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)

// RequestID reuses the caller's X-Request-ID (from a proxy or another
// service) or makes a new one, and exposes it in the context and response.
func RequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-ID")
		if !validID.MatchString(id) {
			b := make([]byte, 8)
			rand.Read(b) // never fails on supported platforms; an all-zero ID is harmless
			id = hex.EncodeToString(b)
		}
		w.Header().Set("X-Request-ID", id)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), idKey{}, id)))
	})
}

// IDFrom returns the request ID stored by RequestID, or "".
func IDFrom(ctx context.Context) string {
	id, _ := ctx.Value(idKey{}).(string)
	return id
}

// Recover turns a panic in a handler into a logged stack trace and a 500
// response, so one bad request does not kill the connection silently.
func Recover(logger *log.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			err := recover()
			if err == nil {
				return
			}
			if err == http.ErrAbortHandler {
				panic(err) // the documented way to abort a response: let net/http handle it
			}
			logger.Printf("panic: %v request_id=%s %s %s\n%s", err, IDFrom(r.Context()), r.Method, r.URL.Path, debug.Stack())
			http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
		}()
		next.ServeHTTP(w, r)
	})
}
