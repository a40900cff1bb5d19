-- Pretty-prints any Lua value as readable, deterministic Lua-like text: sorted
-- keys, array parts first, cycles marked, depth limit, and strings quoted safely.
local function inspect(value, opts)
  opts = opts or {}
  local indent, max_depth = opts.indent or "  ", opts.depth or math.huge
  local seen = {}

  local function key_order(a, b)
    local ta, tb = type(a), type(b)
    if ta ~= tb then return ta < tb end -- group mixed key types by type name
    if ta == "number" or ta == "string" then return a < b end
    return tostring(a) < tostring(b)
  end

  local function render(v, depth)
    local kind = type(v)
    if kind == "string" then return (string.format("%q", v):gsub("\\\n", "\\n")) end
    if kind ~= "table" then return tostring(v) end
    if seen[v] then return "(cycle)" end
    if depth >= max_depth then return "{...}" end
    seen[v] = true

    local n, parts = #v, {}
    for i = 1, n do parts[#parts + 1] = render(v[i], depth + 1) end
    local keys = {}
    for k in pairs(v) do
      if not (math.type(k) == "integer" and k >= 1 and k <= n) then keys[#keys + 1] = k end
    end
    table.sort(keys, key_order)
    for _, k in ipairs(keys) do
      local label = type(k) == "string" and k:match("^[%a_][%w_]*$") and k or "[" .. render(k, depth + 1) .. "]"
      parts[#parts + 1] = label .. " = " .. render(v[k], depth + 1)
    end
    seen[v] = nil
    if #parts == 0 then return "{}" end

    local flat = "{ " .. table.concat(parts, ", ") .. " }"
    if #flat <= (opts.width or 72) and not flat:find("\n") then return flat end
    local pad = string.rep(indent, depth + 1)
    return "{\n" .. pad .. table.concat(parts, ",\n" .. pad) .. "\n" .. string.rep(indent, depth) .. "}"
  end

  return render(value, 0)
end
