local t = Trie.new()
for _, w in ipairs({ "car", "card", "care", "careful", "cart", "cat", "dog", "do" }) do
  t:insert(w)
end
-- Searches that were run more often get a higher weight.
t:insert("care", 5)
t:insert("cart", 2)

print("size:", t.size)
print("ca   ->", table.concat(t:complete("ca"), ", "))
print("ca/3 ->", table.concat(t:complete("ca", 3), ", "))
print("do   ->", table.concat(t:complete("do"), ", "))
print("x    ->", #t:complete("x") .. " results")
print("''/2 ->", table.concat(t:complete("", 2), ", "))
print("contains car:", t:contains("car"), "contains ca:", t:contains("ca"))
t:insert("car")
print("size after duplicate insert:", t.size)
