print(json.encode({ 1, 2, 3 }))
print(json.encode({ name = "Ada", langs = { "lua", "c" }, admin = true, score = 9.5, id = 42 }))
print(json.encode('quote " backslash \\ newline \n tab \t bell \a é'))
print(json.encode({ deleted_at = json.null, tags = {} }))
print(json.encode({ [1] = "a", [3] = "c" })) -- sparse: encoded as an object
print(json.encode(0.1 + 0.2), json.encode(2.5), json.encode(1e300), json.encode(-0))
print(json.encode({ user = { id = 1, roles = { "admin", "dev" } } }, "  "))

local cyclic = {}
cyclic.self = cyclic
for _, bad in ipairs({ cyclic, 0 / 0, print }) do
  local ok, err = pcall(json.encode, bad)
  print(ok, (err:gsub("^.-:%d+: ", "")))
end
