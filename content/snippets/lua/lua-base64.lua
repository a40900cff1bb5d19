-- Base64 and base64url (RFC 4648) encoding and decoding for binary strings,
-- using Lua 5.3+ integer bit operators.
local base64 = {}

local STD = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
local URL = STD:sub(1, 62) .. "-_"

local function alphabet(url) return url and URL or STD end

function base64.encode(data, url)
  local chars, out = alphabet(url), {}
  for i = 1, #data, 3 do
    local a, b, c = data:byte(i, i + 2)
    local n = (a << 16) | ((b or 0) << 8) | (c or 0)
    local quad = {}
    for j = 1, 4 do
      local index = (n >> (6 * (4 - j))) & 63
      quad[j] = chars:sub(index + 1, index + 1)
    end
    if not b then quad[3] = "=" end
    if not c then quad[4] = "=" end
    out[#out + 1] = table.concat(quad)
  end
  local encoded = table.concat(out)
  -- base64url usually drops padding (JWTs, URL tokens).
  return url and (encoded:gsub("=", "")) or encoded
end

function base64.decode(text, url)
  local chars, lookup = alphabet(url), {}
  for i = 1, 64 do lookup[chars:byte(i)] = i - 1 end
  text = text:gsub("[%s=]", "") -- tolerate line breaks and missing padding
  if #text % 4 == 1 then return nil, "invalid base64 length" end
  local out = {}
  for i = 1, #text, 4 do
    local n, count = 0, 0
    for j = i, math.min(i + 3, #text) do
      local v = lookup[text:byte(j)]
      if not v then return nil, "invalid base64 character at " .. j end
      n = (n << 6) | v
      count = count + 1
    end
    n = n << (6 * (4 - count))
    local bytes = string.char((n >> 16) & 255, (n >> 8) & 255, n & 255)
    out[#out + 1] = bytes:sub(1, count - 1)
  end
  return table.concat(out)
end
