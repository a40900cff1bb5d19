-- Parses INI config text into nested tables: [section] headers, key = value
-- pairs, ; and # comments, quoted values, and typed values on request.
local ini = {}

local function convert(value)
  if value == "true" or value == "yes" or value == "on" then return true end
  if value == "false" or value == "no" or value == "off" then return false end
  return math.tointeger(tonumber(value)) or tonumber(value) or value
end

function ini.parse(text, opts)
  opts = opts or {}
  local data, section = {}, {}
  data[opts.root or "default"] = section -- keys before any [section]
  local line_no = 0
  for line in (text .. "\n"):gmatch("(.-)\r?\n") do
    line_no = line_no + 1
    line = line:match("^%s*(.-)%s*$")
    if line ~= "" and not line:match("^[;#]") then
      local name = line:match("^%[%s*([^%]]-)%s*%]$")
      if name then
        data[name] = data[name] or {}
        section = data[name]
      else
        local key, value = line:match("^([^=]-)%s*=%s*(.*)$")
        if not key or key == "" then return nil, ("line %d: expected key = value"):format(line_no) end
        local quoted = value:match('^"(.*)"$') or value:match("^'(.*)'$")
        if quoted then
          value = quoted
        else
          value = value:gsub("%s+[;#].*$", "") -- inline comment after whitespace
          if opts.typed then value = convert(value) end
        end
        section[key] = value
      end
    end
  end
  return data
end
