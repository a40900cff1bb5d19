-- Event emitter with on/once/off, listeners called in registration order, and
-- errors in one listener isolated from the others.
local Emitter = {}
Emitter.__index = Emitter

function Emitter.new(on_error)
  return setmetatable({ listeners = {}, on_error = on_error or function(err) error(err, 0) end }, Emitter)
end

-- Returns a function that removes this listener, handy for cleanup.
function Emitter:on(event, fn)
  local list = self.listeners[event] or {}
  self.listeners[event] = list
  list[#list + 1] = fn
  return function() self:off(event, fn) end
end

function Emitter:once(event, fn)
  local off
  off = self:on(event, function(...)
    off()
    return fn(...)
  end)
  return off
end

function Emitter:off(event, fn)
  local list = self.listeners[event]
  if not list then return end
  for i = #list, 1, -1 do
    if list[i] == fn then table.remove(list, i) end
  end
end

-- Returns how many listeners ran. Iterates over a snapshot so listeners may
-- add or remove listeners while the event is being delivered.
function Emitter:emit(event, ...)
  local list = self.listeners[event] or {}
  local snapshot = table.move(list, 1, #list, 1, {})
  for _, fn in ipairs(snapshot) do
    local ok, err = pcall(fn, ...)
    if not ok then self.on_error(err, event) end
  end
  return #snapshot
end
