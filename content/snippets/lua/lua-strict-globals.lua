-- Turns typos in variable names into errors: reading or assigning a global that was
-- never declared raises instead of silently yielding nil or creating a new global.
local declared = {}
local rawget, rawset = rawget, rawset

-- Explicitly declares a global (the value may be nil) so later reads are allowed.
local function global(name, value)
  declared[name] = true
  rawset(_G, name, value)
end

local function enable_strict(env)
  env = env or _G
  -- Globals that already exist, such as the standard library, stay readable.
  for name in pairs(env) do declared[name] = true end
  setmetatable(env, {
    __newindex = function(t, name, value)
      if not declared[name] then
        error(string.format("assignment to undeclared global '%s'", tostring(name)), 2)
      end
      rawset(t, name, value)
    end,
    __index = function(_, name)
      if not declared[name] then
        error(string.format("undeclared global '%s'", tostring(name)), 2)
      end
      return nil
    end,
  })
end

local function disable_strict(env)
  setmetatable(env or _G, nil)
end

-- Lets code probe optional globals (feature detection) without tripping strict mode.
local function global_exists(name)
  return rawget(_G, name) ~= nil
end
