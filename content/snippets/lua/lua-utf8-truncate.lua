-- UTF-8 aware string helpers built on Lua 5.3+'s utf8 library. string.sub and
-- # count bytes, so they can cut a character in half and miscount lengths.
local U = {}

-- Length in code points, or nil plus the byte position of the first invalid byte.
function U.len(s)
  return utf8.len(s)
end

-- Substring by code point positions (1-based, inclusive; negatives count from the end).
function U.sub(s, i, j)
  local n = assert(utf8.len(s), "invalid UTF-8")
  j = j or n
  if i < 0 then i = math.max(n + i + 1, 1) end
  if j < 0 then j = n + j + 1 end
  if i > j or i > n then return "" end
  local first = utf8.offset(s, i)
  local after = utf8.offset(s, math.min(j, n) + 1)
  return string.sub(s, first, after - 1)
end

-- Shortens to at most max code points including the ellipsis, preferring a space.
function U.truncate(s, max, ellipsis)
  ellipsis = ellipsis or "…"
  local n = assert(utf8.len(s), "invalid UTF-8")
  if n <= max then return s end
  local room = max - utf8.len(ellipsis)
  assert(room >= 0, "max is shorter than the ellipsis")
  local cut = U.sub(s, 1, room)
  local at_space = cut:match("^(.*%S)%s") -- last word boundary inside the cut
  if at_space and utf8.len(at_space) >= room // 2 then cut = at_space end
  return (cut:gsub("%s+$", "")) .. ellipsis
end

function U.reverse(s)
  local chars = {}
  for _, code in utf8.codes(s) do table.insert(chars, 1, utf8.char(code)) end
  return table.concat(chars)
end
