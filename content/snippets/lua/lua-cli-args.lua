-- Parses an argv-style list into options and positional arguments using GNU-style
-- conventions: --name=value, --name value, --flag, --no-flag, -x aliases and "--".
local function parse_args(argv, spec)
  spec = spec or {}
  local flags, aliases = spec.flags or {}, spec.aliases or {}
  local opts, positional = {}, {}
  local i = 1
  while i <= #argv do
    local arg = argv[i]
    if arg == "--" then
      -- After a bare "--" everything is positional, even values that start with a dash.
      table.move(argv, i + 1, #argv, #positional + 1, positional)
      break
    end
    local name, value = arg:match("^%-%-(%w[%w%-]*)=(.*)$")
    name = name or arg:match("^%-%-(%w[%w%-]*)$")
    if not name then
      local short = arg:match("^%-(%a)$")
      if short then name = aliases[short] or short end
    end
    if not name then
      -- Negative numbers such as "-5" fall through here and stay positional.
      positional[#positional + 1] = arg
    elseif value == nil and name:sub(1, 3) == "no-" and flags[name:sub(4)] then
      opts[name:sub(4)] = false
    elseif flags[name] then
      if value ~= nil then return nil, "flag --" .. name .. " does not take a value" end
      opts[name] = true
    else
      if value == nil then
        i = i + 1
        value = argv[i]
        if value == nil then return nil, "option --" .. name .. " needs a value" end
      end
      local previous = opts[name]
      -- Repeating an option collects its values instead of silently keeping the last one.
      if previous == nil then
        opts[name] = value
      elseif type(previous) == "table" then
        previous[#previous + 1] = value
      else
        opts[name] = { previous, value }
      end
    end
    i = i + 1
  end
  return opts, positional
end
