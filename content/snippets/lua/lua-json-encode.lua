-- Encodes Lua values as JSON: arrays vs objects detected from keys, strings escaped
-- per RFC 8259, object keys sorted for stable output, optional indentation.
local json = { null = setmetatable({}, { __tostring = function() return "null" end }) }

local escapes = { ['"'] = '\\"', ["\\"] = "\\\\", ["\b"] = "\\b", ["\f"] = "\\f",
                  ["\n"] = "\\n", ["\r"] = "\\r", ["\t"] = "\\t" }
local function escape(s)
  return '"' .. s:gsub('[%c"\\]', function(c)
    return escapes[c] or string.format("\\u%04x", c:byte())
  end) .. '"'
end

local function is_array(t)
  local n = 0
  for k in pairs(t) do
    if math.type(k) ~= "integer" or k < 1 then return false end
    n = n + 1
  end
  return n == #t, n
end

local function encode(value, indent, depth, seen)
  local kind = type(value)
  if value == nil or value == json.null then return "null" end
  if kind == "boolean" then return tostring(value) end
  if kind == "number" then
    if value ~= value or value == math.huge or value == -math.huge then error("cannot encode NaN or infinity") end
    if math.type(value) == "integer" then return tostring(value) end
    local short = string.format("%.14g", value) -- pretty when exact, %.17g when needed to round-trip
    return tonumber(short) == value and short or string.format("%.17g", value)
  end
  if kind == "string" then return escape(value) end
  if kind ~= "table" then error("cannot encode a " .. kind) end
  if seen[value] then error("cannot encode a cycle") end
  seen[value] = true
  local pad = indent and "\n" .. string.rep(indent, depth + 1) or ""
  local close = indent and "\n" .. string.rep(indent, depth) or ""
  local parts = {}
  local array, n = is_array(value)
  if array and n > 0 then
    for i = 1, n do parts[i] = encode(value[i], indent, depth + 1, seen) end
  else
    local keys = {}
    for k in pairs(value) do keys[#keys + 1] = tostring(k) end
    table.sort(keys)
    for i, k in ipairs(keys) do
      local v = value[k]
      if v == nil then v = value[tonumber(k)] end
      parts[i] = escape(k) .. (indent and ": " or ":") .. encode(v, indent, depth + 1, seen)
    end
  end
  seen[value] = nil
  if #parts == 0 then return "[]" end -- an empty table is ambiguous; JSON arrays are the common case
  local open, shut = array and "[" or "{", array and "]" or "}"
  return open .. pad .. table.concat(parts, "," .. pad) .. close .. shut
end

function json.encode(value, indent)
  return encode(value, indent, 0, {})
end
