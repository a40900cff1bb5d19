local s = "Grüße aus Köln, schönes Wetter"
print(#s, U.len(s))
print(U.sub(s, 1, 5), U.sub(s, -6), U.sub(s, 11, 14))
local bytes = string.sub("Grüße", 1, 3) -- byte slicing cuts ü in half
print(#bytes, utf8.len(bytes))

print(U.truncate(s, 20))
print(U.truncate("naïve café", 5))
print(U.truncate("日本語のテキストです", 6, "..."))
print(U.truncate("short", 10))
print(U.reverse("añb→c"))

print(U.len("bad \xff byte"))
print(pcall(U.truncate, "abc", 0, "...") == false)
