package main

import (
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
)

func main() {
	// JSON lines on stdout; time and duration change every run, so they are dropped or masked here.
	logger := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			switch a.Key {
			case slog.TimeKey:
				return slog.Attr{} // an empty Attr is left out
			case "duration":
				return slog.String("duration", "<elapsed>")
			}
			return a
		},
	}))

	mux := http.NewServeMux()
	mux.HandleFunc("GET /users/{id}", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `{"id":%q,"name":"Ada"}`, r.PathValue("id"))
	})
	mux.HandleFunc("POST /users", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusCreated) // a status with no body
	})
	mux.HandleFunc("GET /ping", func(w http.ResponseWriter, r *http.Request) {
		// writes nothing at all: logged as 200 with 0 bytes
	})
	mux.HandleFunc("GET /events", func(w http.ResponseWriter, r *http.Request) {
		// Unwrap lets ResponseController reach the recorder's Flush through the wrapper.
		fmt.Fprint(w, "data: 1\n\n")
		if err := http.NewResponseController(w).Flush(); err != nil {
			fmt.Fprintf(w, "flush failed: %v\n", err)
		}
		fmt.Fprint(w, "data: 2\n\n")
	})
	mux.HandleFunc("GET /report", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "database unavailable", http.StatusInternalServerError)
	})
	handler := Logging(logger, mux)

	for _, req := range []struct{ method, target string }{
		{"GET", "/users/42?token=secret"}, // the query string is not logged
		{"POST", "/users"},
		{"GET", "/ping"},
		{"GET", "/events"}, // bytes add up over several writes
		{"GET", "/missing"},
		{"GET", "/report"}, // 5xx is logged at ERROR level
	} {
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, httptest.NewRequest(req.method, req.target, nil))
		fmt.Printf("   %s %s answered %d with %d bytes, flushed: %t\n", req.method, req.target, rec.Code, rec.Body.Len(), rec.Flushed)
	}
}
