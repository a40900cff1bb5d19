stored = Password.hash("correct horse battery staple")
[_, scheme, iterations, salt, hash] = String.split(stored, "$")

IO.puts(
  "scheme=#{scheme} iterations=#{iterations} salt=#{byte_size(salt)} chars hash=#{byte_size(hash)} chars"
)

IO.inspect(Password.verify("correct horse battery staple", stored), label: "right password")
IO.inspect(Password.verify("Correct horse battery staple", stored), label: "wrong password")

# Same password, fresh salt: the stored strings differ but both verify.
again = Password.hash("correct horse battery staple")

IO.inspect({again != stored, Password.verify("correct horse battery staple", again)},
  label: "salted"
)

# The RFC 7914 test vector (password "passwd", salt "salt", 1 iteration), first 32 bytes.
vector = "$pbkdf2-sha256$1$c2FsdA$VawEblbjCJ/sFpHCJUS2BflBhSFt3gRl5oudV8INrLw"

IO.inspect({Password.verify("passwd", vector), Password.verify("passwd!", vector)},
  label: "RFC vector"
)

# Older, cheaper hashes can be upgraded the next time the user logs in.
old = Password.hash("hunter2", iterations: 100_000)

IO.inspect({Password.needs_rehash?(old), Password.needs_rehash?(stored)},
  label: "needs rehash (old, new)"
)

for bad <- ["", "plaintext", "$pbkdf2-sha256$abc$c2FsdA$aGFzaA", "$md5$1$x$y"] do
  IO.puts("malformed #{inspect(bad)} -> #{Password.verify("hunter2", bad)}")
end

IO.inspect(Password.verify("", Password.hash("", iterations: 1_000)), label: "empty password")
