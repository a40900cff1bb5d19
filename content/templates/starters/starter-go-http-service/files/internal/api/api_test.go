package api

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func newTestServer(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(New(NewStore(), slog.New(slog.NewTextHandler(io.Discard, nil))))
	t.Cleanup(srv.Close)
	return srv
}

func TestCreateAndGetTodo(t *testing.T) {
	srv := newTestServer(t)

	resp, err := http.Post(srv.URL+"/todos", "application/json", strings.NewReader(`{"title":"write tests"}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("POST /todos: got %d, want 201", resp.StatusCode)
	}
	var created Todo
	if err := json.NewDecoder(resp.Body).Decode(&created); err != nil {
		t.Fatal(err)
	}
	if created.ID != 1 || created.Title != "write tests" {
		t.Fatalf("unexpected todo: %+v", created)
	}
	if resp.Header.Get("X-Request-ID") == "" {
		t.Error("response has no X-Request-ID")
	}

	got, err := http.Get(srv.URL + "/todos/1")
	if err != nil {
		t.Fatal(err)
	}
	defer got.Body.Close()
	if got.StatusCode != http.StatusOK {
		t.Fatalf("GET /todos/1: got %d, want 200", got.StatusCode)
	}
}

func TestErrors(t *testing.T) {
	srv := newTestServer(t)

	tests := []struct {
		name   string
		method string
		path   string
		body   string
		want   int
	}{
		{"unknown todo", http.MethodGet, "/todos/42", "", http.StatusNotFound},
		{"id is not a number", http.MethodGet, "/todos/abc", "", http.StatusBadRequest},
		{"body is not JSON", http.MethodPost, "/todos", "title=x", http.StatusBadRequest},
		{"empty title", http.MethodPost, "/todos", `{"title":"  "}`, http.StatusUnprocessableEntity},
		{"wrong method", http.MethodPut, "/todos", "", http.StatusMethodNotAllowed},
		{"delete unknown", http.MethodDelete, "/todos/7", "", http.StatusNotFound},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req, err := http.NewRequest(tc.method, srv.URL+tc.path, strings.NewReader(tc.body))
			if err != nil {
				t.Fatal(err)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != tc.want {
				t.Errorf("%s %s: got %d, want %d", tc.method, tc.path, resp.StatusCode, tc.want)
			}
		})
	}
}
