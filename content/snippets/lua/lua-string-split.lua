-- Lua has no built-in split. These helpers treat the separator as plain text
-- (no pattern magic), keep empty fields, and can cap the number of splits.
local str = {}

function str.split(s, sep, max_splits)
  assert(type(s) == "string", "split expects a string")
  sep = sep or ","
  assert(sep ~= "", "separator must not be empty")
  local parts, start, splits = {}, 1, 0
  while true do
    if max_splits and splits >= max_splits then break end
    local i, j = string.find(s, sep, start, true) -- plain find: "." or "%" are literal
    if not i then break end
    parts[#parts + 1] = string.sub(s, start, i - 1)
    start = j + 1
    splits = splits + 1
  end
  parts[#parts + 1] = string.sub(s, start)
  return parts
end

function str.trim(s)
  return (string.gsub(s, "^%s*(.-)%s*$", "%1"))
end

-- Splits on runs of whitespace and drops empty words, like awk fields.
function str.words(s)
  local out = {}
  for word in string.gmatch(s, "%S+") do out[#out + 1] = word end
  return out
end

function str.lines(s)
  local out = {}
  for line in string.gmatch(s .. "\n", "(.-)\r?\n") do out[#out + 1] = line end
  if out[#out] == "" and string.sub(s, -1) == "\n" then out[#out] = nil end
  return out
end
