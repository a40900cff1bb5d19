-- Fixed-size ring buffer: O(1) push that overwrites the oldest item when full.
-- Good for "last N log lines", moving averages and recent-event windows.
local Ring = {}
Ring.__index = Ring

function Ring.new(capacity)
  assert(math.type(capacity) == "integer" and capacity > 0, "capacity must be a positive integer")
  return setmetatable({ items = {}, capacity = capacity, start = 1, count = 0 }, Ring)
end

-- Returns the item that was overwritten, if any.
function Ring:push(value)
  local index = (self.start + self.count - 1) % self.capacity + 1
  local dropped
  if self.count == self.capacity then
    dropped = self.items[self.start]
    self.start = self.start % self.capacity + 1
  else
    self.count = self.count + 1
  end
  self.items[index] = value
  return dropped
end

-- Removes and returns the oldest item.
function Ring:shift()
  if self.count == 0 then return nil end
  local value = self.items[self.start]
  self.items[self.start] = nil -- release the reference for the garbage collector
  self.start = self.start % self.capacity + 1
  self.count = self.count - 1
  return value
end

-- i = 1 is the oldest item, i = -1 the newest.
function Ring:get(i)
  if i < 0 then i = self.count + i + 1 end
  if i < 1 or i > self.count then return nil end
  return self.items[(self.start + i - 2) % self.capacity + 1]
end

-- Iterates from oldest to newest: for i, v in ring:iter() do ... end
function Ring:iter()
  local i = 0
  return function()
    i = i + 1
    if i <= self.count then return i, self:get(i) end
  end
end

function Ring:__len() return self.count end
