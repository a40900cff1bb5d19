for _, s in ipairs({ "", "f", "fo", "foo", "foobar", "Hello, World!" }) do
  print(string.format("%-15s %s", string.format("%q", s), base64.encode(s)))
end

local binary = "\0\255\254\62\63\250"
print(base64.encode(binary), base64.encode(binary, true))
print(base64.decode(base64.encode(binary)) == binary, base64.decode(base64.encode(binary, true), true) == binary)
print(base64.decode("SGVsbG8s\nIFdvcmxkIQ=="))
print(base64.decode("eyJhbGciOiJIUzI1NiJ9", true))
print(base64.decode("abc*"))
print(base64.decode("abcde"))
