local function show(opts)
  local keys = {}
  for k in pairs(opts) do keys[#keys + 1] = k end
  table.sort(keys)
  for _, k in ipairs(keys) do
    local v = opts[k]
    if type(v) == "table" then v = "{" .. table.concat(v, ", ") .. "}" end
    print(string.format("  %-8s = %s", k, tostring(v)))
  end
end

local spec = { flags = { verbose = true, color = true }, aliases = { v = "verbose", o = "output" } }
local argv = { "-v", "build", "--output=dist", "--tag", "beta", "--tag", "rc1",
               "--no-color", "-o", "out", "--", "--not-an-option", "-5" }
local opts, rest = parse_args(argv, spec)
print("options:")
show(opts)
print("positional: " .. table.concat(rest, " | "))

-- Negative numbers stay positional without needing "--".
local _, nums = parse_args({ "--scale", "2", "-5", "10" }, spec)
print("numbers: " .. table.concat(nums, " "))

-- Errors come back as nil plus a message rather than being thrown.
print(parse_args({ "--output" }, spec))
print(parse_args({ "--verbose=yes" }, spec))
