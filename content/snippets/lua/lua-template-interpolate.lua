-- String templates with ${name} and ${user.name} variables, optional
-- defaults (${name:-guest}) and a strict mode that reports missing values.
local function lookup(vars, path)
  local value = vars
  for part in path:gmatch("[^.]+") do
    if type(value) ~= "table" then return nil end
    value = value[tonumber(part) or part] -- numeric parts index arrays: ${items.1}
  end
  return value
end

local function render(template, vars, opts)
  opts = opts or {}
  local missing = {}
  local out = template:gsub("%$(%b{})", function(braced)
    local inner = braced:sub(2, -2)
    local path, default = inner:match("^%s*([%w_.]+)%s*:%-(.*)$")
    path = path or inner:match("^%s*([%w_.]+)%s*$")
    if not path then return nil end -- not a variable reference: leave the text as it is
    local value = lookup(vars, path)
    if value == nil then value = default end
    if value == nil then
      missing[#missing + 1] = path
      return ""
    end
    if opts.escape then return opts.escape(tostring(value)) end
    return tostring(value)
  end)
  if opts.strict and #missing > 0 then
    return nil, "missing values: " .. table.concat(missing, ", ")
  end
  return out
end

local function escape_html(s)
  return (s:gsub("[&<>\"']", { ["&"] = "&amp;", ["<"] = "&lt;", [">"] = "&gt;", ['"'] = "&quot;", ["'"] = "&#39;" }))
end
