package main

import (
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"time"
)

func main() {
	key := []byte("a-32-byte-secret-from-your-vault")
	issued := time.Date(2024, 3, 1, 12, 0, 0, 0, time.UTC)

	tok := Sign(key, "user=42&role=admin", issued.Add(15*time.Minute))
	fmt.Println("token:", tok)

	payload, err := Verify(key, tok, issued.Add(5*time.Minute))
	fmt.Printf("after 5m: %q %v\n", payload, err)

	_, err = Verify(key, tok, issued.Add(15*time.Minute))
	fmt.Println("after 15m:", err, errors.Is(err, ErrExpired))

	// Swapping in another payload but keeping the signature is detected.
	forged := base64.RawURLEncoding.EncodeToString([]byte("user=7&role=admin")) + tok[strings.Index(tok, "."):]
	_, err = Verify(key, forged, issued)
	fmt.Println("forged:", err)

	_, err = Verify([]byte("another-key"), tok, issued)
	fmt.Println("wrong key:", err)

	_, err = Verify(key, "not-a-token", issued)
	fmt.Println("garbage:", err)
}
