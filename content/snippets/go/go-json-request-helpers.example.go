package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
)

type signup struct {
	Email string `json:"email"`
}

func handler(w http.ResponseWriter, r *http.Request) {
	var body signup
	if err := DecodeJSON(w, r, &body); err != nil {
		WriteError(w, http.StatusBadRequest, err.Error())
		return
	}
	WriteJSON(w, http.StatusCreated, map[string]string{"email": body.Email})
}

func main() {
	for _, body := range []string{
		`{"email": "ada@example.com"}`,
		``,
		`{"email": }`,
		`{"email": "a@b.c", "admin": true}`,
		`{"email": "a@b.c"} {"email": "d@e.f"}`,
		`"` + strings.Repeat("x", 2<<20) + `"`,
	} {
		request := httptest.NewRequest(http.MethodPost, "/signup", strings.NewReader(body))
		response := httptest.NewRecorder()
		handler(response, request)
		fmt.Print(response.Code, " ", response.Header().Get("Content-Type"), " ", response.Body.String())
	}
}
