secret = "a-long-random-secret-from-the-environment"
issued = 1_700_000_000

token = SignedToken.sign(%{user_id: 42, role: :admin}, secret, now: issued)
IO.puts("URL-safe: #{token =~ ~r/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/}")

IO.inspect(SignedToken.verify(token, secret, now: issued + 60), label: "fresh")
IO.inspect(SignedToken.verify(token, secret, now: issued + 90_000), label: "after 25 hours")

IO.inspect(SignedToken.verify(token, secret, now: issued + 90_000, max_age: 7 * 86_400),
  label: "7-day limit"
)

IO.inspect(SignedToken.verify(token, "wrong-secret", now: issued), label: "wrong secret")

# Change one character of the payload: the signature no longer matches.
[payload, signature] = String.split(token, ".")
flipped = if String.first(payload) == "g", do: "h", else: "g"
tampered = flipped <> String.slice(payload, 1..-1//1) <> "." <> signature
IO.inspect(SignedToken.verify(tampered, secret, now: issued), label: "tampered")
IO.inspect(SignedToken.verify("not-a-token", secret), label: "garbage")
IO.inspect(SignedToken.verify(payload <> ".AAAA", secret), label: "short signature")

# After rotating, tokens signed with the old secret still verify while it stays in the list.
IO.inspect(SignedToken.verify(token, ["new-secret", secret], now: issued), label: "rotated")
