package token

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strconv"
	"strings"
	"time"
)

var (
	ErrInvalid = errors.New("token: invalid signature or format")
	ErrExpired = errors.New("token: expired")
)

var b64 = base64.RawURLEncoding

// Sign returns "payload.expiry.signature", safe to put in URLs and cookies.
// The payload is readable by anyone: sign data, do not hide it.
func Sign(key []byte, payload string, expires time.Time) string {
	body := b64.EncodeToString([]byte(payload)) + "." + strconv.FormatInt(expires.Unix(), 10)
	return body + "." + b64.EncodeToString(mac(key, body))
}

// Verify checks the signature before looking at anything else, then the
// expiry, and returns the payload. now is a parameter so tests can fix it.
func Verify(key []byte, token string, now time.Time) (string, error) {
	i := strings.LastIndexByte(token, '.')
	if i < 0 {
		return "", ErrInvalid
	}
	body := token[:i]
	sig, err := b64.DecodeString(token[i+1:])
	// hmac.Equal runs in constant time, so timing does not leak the signature.
	if err != nil || !hmac.Equal(sig, mac(key, body)) {
		return "", ErrInvalid
	}
	encoded, exp, _ := strings.Cut(body, ".")
	unix, err := strconv.ParseInt(exp, 10, 64)
	if err != nil {
		return "", ErrInvalid
	}
	if !now.Before(time.Unix(unix, 0)) {
		return "", ErrExpired
	}
	payload, err := b64.DecodeString(encoded)
	if err != nil {
		return "", ErrInvalid
	}
	return string(payload), nil
}

func mac(key []byte, body string) []byte {
	h := hmac.New(sha256.New, key)
	h.Write([]byte(body))
	return h.Sum(nil)
}
