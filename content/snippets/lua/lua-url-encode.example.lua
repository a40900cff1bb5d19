print(url_encode("hello world & friends/?"))
print(url_encode("café ☕"))
print(url_decode("caf%C3%A9%20%E2%98%95"))
print(url_decode("a+b%2Bc", true), url_decode("a+b%2Bc"))

local qs = build_query({ q = "lua tables", page = 2, tag = { "db", "c++" }, empty = "" })
print(qs)

local parsed = parse_query("?" .. qs .. "&flag&name=J%C3%BCrgen+M")
local keys = {}
for k in pairs(parsed) do keys[#keys + 1] = k end
table.sort(keys)
for _, k in ipairs(keys) do
  local v = parsed[k]
  if type(v) == "table" then v = "{" .. table.concat(v, ", ") .. "}" end
  print(string.format("  %-5s = %q", k, v))
end
