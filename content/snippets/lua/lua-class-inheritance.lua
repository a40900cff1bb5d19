-- Minimal classes on metatables: constructors, single inheritance, super calls,
-- instanceof checks and __tostring, without a library.
local function class(parent)
  local cls = {}
  cls.__index = cls
  cls.super = parent
  -- Metamethods are looked up raw on the metatable, so copy inherited ones down.
  if parent then
    for _, name in ipairs({ "__tostring", "__eq", "__lt", "__le", "__len", "__call", "__concat" }) do
      cls[name] = parent[name]
    end
  end

  function cls.new(...)
    local instance = setmetatable({}, cls)
    if instance.init then instance:init(...) end
    return instance
  end

  function cls.is_a(object, klass)
    local mt = getmetatable(object)
    while mt do
      if mt == klass then return true end
      mt = mt.super
    end
    return false
  end

  return setmetatable(cls, { __index = parent })
end
