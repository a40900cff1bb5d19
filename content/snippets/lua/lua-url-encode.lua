-- Percent-encodes everything except RFC 3986 unreserved characters, byte by byte,
-- so UTF-8 text becomes the %XX sequences browsers and servers expect.
local function url_encode(s)
  return (tostring(s):gsub("[^%w%-%._~]", function(c)
    return string.format("%%%02X", c:byte())
  end))
end

local function url_decode(s, plus_is_space)
  if plus_is_space then s = s:gsub("+", " ") end
  return (s:gsub("%%(%x%x)", function(hex) return string.char(tonumber(hex, 16)) end))
end

-- Builds a query string with sorted keys so URLs are stable for caching and signing.
-- Array values repeat the key: { tag = { "a", "b" } } -> "tag=a&tag=b".
local function build_query(params)
  local keys = {}
  for k in pairs(params) do keys[#keys + 1] = k end
  table.sort(keys)
  local parts = {}
  for _, k in ipairs(keys) do
    local v = params[k]
    local values = type(v) == "table" and v or { v }
    for _, item in ipairs(values) do
      parts[#parts + 1] = url_encode(k) .. "=" .. url_encode(item)
    end
  end
  return table.concat(parts, "&")
end

-- Parses "a=1&b=2&b=3" into { a = "1", b = { "2", "3" } }, form-style ("+" is a space).
local function parse_query(query)
  local params = {}
  for pair in query:gsub("^%?", ""):gmatch("[^&]+") do
    local k, v = pair:match("^([^=]*)=?(.*)$")
    k, v = url_decode(k, true), url_decode(v, true)
    local existing = params[k]
    if existing == nil then
      params[k] = v
    elseif type(existing) == "table" then
      existing[#existing + 1] = v
    else
      params[k] = { existing, v }
    end
  end
  return params
end
