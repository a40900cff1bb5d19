package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"
)

func main() {
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/slow":
			select {
			case <-time.After(2 * time.Second):
			case <-r.Context().Done():
			}
		case "/missing":
			http.Error(w, "no such user", http.StatusNotFound)
		default:
			fmt.Fprint(w, `{"id": 7, "name": "Ada"}`)
		}
	}))
	defer api.Close()

	var user struct {
		ID   int    `json:"id"`
		Name string `json:"name"`
	}
	err := GetJSON(context.Background(), api.URL+"/users/7", time.Second, &user)
	fmt.Println(user.ID, user.Name, err)

	err = GetJSON(context.Background(), api.URL+"/slow", 50*time.Millisecond, &user)
	fmt.Println("timed out:", errors.Is(err, context.DeadlineExceeded), strings.Contains(err.Error(), "timed out after 50ms"))

	err = GetJSON(context.Background(), api.URL+"/missing", time.Second, &user)
	fmt.Println(strings.TrimPrefix(err.Error(), "GET "+api.URL))

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err = GetJSON(ctx, api.URL+"/users/7", time.Second, &user)
	fmt.Println("cancelled:", errors.Is(err, context.Canceled))
}
