local ESCAPES = { n = "\n", t = "\t", r = "\r", ['"'] = '"', ["\\"] = "\\" }

-- Parses a .env file: KEY=value lines, optional "export", comments, single quotes
-- (literal), double quotes (escapes and ${VAR}) and unquoted values with ${VAR}.
local function load_dotenv(path, env)
  local file, open_err = io.open(path, "r")
  if not file then return nil, open_err end
  env = env or {}
  local function expand(s)
    -- Earlier keys win over the process environment, mirroring how the file is read.
    return (s:gsub("%${([%w_]+)}", function(name) return env[name] or os.getenv(name) or "" end))
  end
  local n = 0
  for line in file:lines() do
    n = n + 1
    line = line:gsub("^%s+", ""):gsub("%s+$", "")
    if line ~= "" and line:sub(1, 1) ~= "#" then
      local key, raw = line:match("^export%s+([%a_][%w_]*)%s*=%s*(.-)$")
      if not key then key, raw = line:match("^([%a_][%w_]*)%s*=%s*(.-)$") end
      if not key then
        file:close()
        return nil, string.format("%s:%d: expected KEY=value", path, n)
      end
      local quote, inner = raw:match("^(['\"])(.-)%1%s*$")
      if not quote then quote, inner = raw:match("^(['\"])(.-)%1%s+#") end
      if not quote and raw:find("^['\"]") then
        file:close()
        return nil, string.format("%s:%d: unterminated quote", path, n)
      end
      if quote == "'" then
        env[key] = inner
      elseif quote == '"' then
        env[key] = expand(inner:gsub("\\(.)", function(c) return ESCAPES[c] or "\\" .. c end))
      else
        env[key] = expand(raw:gsub("%s+#.*$", ""))
      end
    end
  end
  file:close()
  return env
end
