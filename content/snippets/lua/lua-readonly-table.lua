-- Read-only views: a proxy table with no fields of its own, so every read goes
-- through __index and every write hits __newindex, which refuses it.
local proxies = setmetatable({}, { __mode = "k" }) -- original -> proxy, weak to avoid leaks

local function readonly(t)
  if type(t) ~= "table" then return t end
  if proxies[t] then return proxies[t] end
  local proxy = setmetatable({}, {
    -- Nested tables are wrapped lazily on access, which makes the view deep.
    __index = function(_, k) return readonly(t[k]) end,
    __newindex = function(_, k)
      error(string.format("attempt to modify read-only table (key '%s')", tostring(k)), 2)
    end,
    __len = function() return #t end,
    __pairs = function()
      return function(_, k)
        local nk, v = next(t, k)
        return nk, readonly(v)
      end, nil, nil
    end,
    __tostring = function() return "readonly(" .. tostring(#t) .. " items)" end,
    __metatable = "readonly", -- stops getmetatable/setmetatable from unlocking it
  })
  proxies[t] = proxy
  return proxy
end

local function is_readonly(t)
  return type(t) == "table" and getmetatable(t) == "readonly"
end
