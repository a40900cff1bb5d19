-- Parses and compares Semantic Versioning 2.0.0 strings, including pre-release
-- ordering (1.0.0-alpha < 1.0.0-alpha.1 < 1.0.0-beta < 1.0.0). Build metadata is ignored.
local semver = {}

function semver.parse(s)
  local core, rest = s:match("^v?(%d+%.%d+%.%d+)(.*)$")
  if not core then return nil, "invalid version: " .. s end
  local major, minor, patch = core:match("^(%d+)%.(%d+)%.(%d+)$")
  for _, part in ipairs({ major, minor, patch }) do
    if #part > 1 and part:sub(1, 1) == "0" then return nil, "leading zero in: " .. s end
  end
  local pre, build = rest:match("^%-([%w%.%-]+)(.*)$")
  if not pre then pre, build = "", rest end
  if build ~= "" and not build:match("^%+[%w%.%-]+$") then return nil, "invalid version: " .. s end
  local ids = {}
  for id in pre:gmatch("[^.]+") do ids[#ids + 1] = tonumber(id:match("^%d+$")) or id end
  return { major = tonumber(major), minor = tonumber(minor), patch = tonumber(patch), pre = ids }
end

local function compare_ids(a, b)
  if a == b then return 0 end
  local na, nb = type(a) == "number", type(b) == "number"
  if na ~= nb then return na and -1 or 1 end -- numbers sort before words
  return a < b and -1 or 1
end

-- Returns -1, 0 or 1. Accepts strings or parsed tables.
function semver.compare(a, b)
  if type(a) == "string" then a = assert(semver.parse(a)) end
  if type(b) == "string" then b = assert(semver.parse(b)) end
  for _, key in ipairs({ "major", "minor", "patch" }) do
    if a[key] ~= b[key] then return a[key] < b[key] and -1 or 1 end
  end
  if #a.pre == 0 or #b.pre == 0 then -- a release ranks above its pre-releases
    return (#a.pre == #b.pre) and 0 or (#a.pre == 0 and 1 or -1)
  end
  for i = 1, math.max(#a.pre, #b.pre) do
    if a.pre[i] == nil then return -1 end
    if b.pre[i] == nil then return 1 end
    local c = compare_ids(a.pre[i], b.pre[i])
    if c ~= 0 then return c end
  end
  return 0
end

function semver.sort(list)
  table.sort(list, function(x, y) return semver.compare(x, y) < 0 end)
  return list
end
