-- Memoizes a pure function of any number of arguments. Arguments are looked up
-- in a tree of tables keyed by each argument in turn, so no string key has to be
-- built and table arguments are matched by identity. nil and NaN are supported.
local NIL, NAN, RESULT = {}, {}, {}

local function memoize(fn)
  local root = {}
  local stats = { hits = 0, misses = 0 }

  local function call(...)
    local node = root
    for i = 1, select("#", ...) do
      local arg = select(i, ...)
      if arg == nil then arg = NIL elseif arg ~= arg then arg = NAN end
      local child = node[arg]
      if not child then
        child = {}
        node[arg] = child
      end
      node = child
    end
    local cached = node[RESULT]
    if cached then
      stats.hits = stats.hits + 1
    else
      stats.misses = stats.misses + 1
      cached = table.pack(fn(...)) -- keeps every return value, including trailing nils
      node[RESULT] = cached
    end
    return table.unpack(cached, 1, cached.n)
  end

  local function clear() root = {} end
  return call, stats, clear
end
