key = b"a-32-byte-secret-from-your-vault"
issued_at = 1_700_000_000.0

token = sign({"user": 42, "scope": "reset-password"}, key, ttl=900, now=issued_at)
print("token:", token)
print("verified:", verify(token, key, now=issued_at + 60))

body, _, signature = token.partition(".")
forged = _b64encode(json.dumps({"user": 1, "scope": "admin", "exp": 9e12}).encode())
attempts = {
    "expired": (token, key, issued_at + 900),
    "wrong key": (token, b"another-secret", issued_at),
    "forged body": (f"{forged}.{signature}", key, issued_at),
    "no signature": (body, key, issued_at),
    "cut-off signature": (f"{body}.A", key, issued_at),
}
for label, (candidate, secret, at) in attempts.items():
    try:
        verify(candidate, secret, now=at)
        print(f"{label}: accepted")
    except BadToken as error:
        print(f"{label}: rejected ({error})")

print("never expires:", verify(sign({"invite": "abc"}, key), key))
