-- Deep copies a value: nested tables are copied, shared references and cycles
-- are preserved (each original table is copied exactly once), and metatables
-- are kept so copied objects still behave like their class.
local function deep_copy(value, seen)
  if type(value) ~= "table" then return value end
  seen = seen or {}
  if seen[value] then return seen[value] end

  local copy = {}
  seen[value] = copy -- register before recursing so cycles resolve to the copy
  for k, v in next, value do -- next skips a __pairs metamethod and sees raw contents
    copy[deep_copy(k, seen)] = deep_copy(v, seen)
  end
  return setmetatable(copy, getmetatable(value))
end

-- Structural equality for plain data tables (same keys, equal values).
local function deep_equal(a, b, seen)
  if a == b then return true end
  if type(a) ~= "table" or type(b) ~= "table" then return false end
  seen = seen or {}
  if seen[a] == b then return true end
  seen[a] = b
  for k, v in next, a do
    if not deep_equal(v, rawget(b, k), seen) then return false end
  end
  for k in next, b do
    if rawget(a, k) == nil then return false end
  end
  return true
end
