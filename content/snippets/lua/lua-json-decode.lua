local json_null = setmetatable({}, { __tostring = function() return "null" end })
local LITERALS = { ["true"] = true, ["false"] = false, null = json_null } -- null is not nil: keeps keys visible
local ESC = { ['"'] = '"', ["\\"] = "\\", ["/"] = "/", b = "\b", f = "\f", n = "\n", r = "\r", t = "\t" }

-- Recursive-descent JSON parser; raises "JSON error at position N: ..." on bad input.
local function json_decode(text)
  local pos, value = 1, nil
  local function fail(msg) error(string.format("JSON error at position %d: %s", pos, msg), 0) end
  local function peek() pos = text:find("[^ \t\r\n]", pos) or #text + 1 return text:sub(pos, pos) end
  local function str()
    local buf, i = {}, pos + 1
    while true do
      local j = text:find('["\\%c]', i)
      if not j then pos = #text + 1 fail("unterminated string") end
      buf[#buf + 1], pos = text:sub(i, j - 1), j
      local c, e = text:sub(j, j), text:sub(j + 1, j + 1)
      if c == '"' then pos = j + 1 return table.concat(buf) end
      if c ~= "\\" then fail("control character in string") end
      if e == "u" then
        local cp, i_after = tonumber(text:match("^%x%x%x%x", j + 2) or fail("bad \\u escape"), 16), j + 6
        -- Characters beyond the BMP arrive as a UTF-16 surrogate pair.
        local low = cp >= 0xD800 and cp <= 0xDBFF and text:match("^\\u([dD][c-fC-F]%x%x)", i_after)
        i = low and i_after + 6 or i_after
        if low then cp = 0x10000 + ((cp - 0xD800) << 10) + (tonumber(low, 16) - 0xDC00) end
        buf[#buf + 1] = utf8.char(cp)
      elseif ESC[e] then buf[#buf + 1], i = ESC[e], j + 2
      else fail("bad escape") end
    end
  end
  local function container(close, item)
    local t = {}
    pos = pos + 1
    if peek() == close then pos = pos + 1 return t end
    repeat item(t) local c = peek() pos = pos + 1 until c ~= ","
    if text:sub(pos - 1, pos - 1) ~= close then pos = pos - 1 fail("expected ',' or '" .. close .. "'") end
    return t
  end
  function value()
    local c = peek()
    if c == "{" then
      return container("}", function(obj)
        if peek() ~= '"' then fail("expected string key") end
        local key = str()
        if peek() ~= ":" then fail("expected ':'") end
        pos = pos + 1
        obj[key] = value()
      end)
    elseif c == "[" then return container("]", function(arr) arr[#arr + 1] = value() end)
    elseif c == '"' then return str() end
    local word = text:match("^%a+", pos)
    if LITERALS[word] ~= nil then pos = pos + #word return LITERALS[word] end
    local num = text:match("^-?%d+%.?%d*[eE]?[-+]?%d*", pos)
    if not num or not tonumber(num) then fail("unexpected " .. (c == "" and "end of input" or "'" .. c .. "'")) end
    pos = pos + #num
    return tonumber(num)
  end
  local result = value()
  if peek() ~= "" then fail("trailing characters") end
  return result
end
