-- Cooperative multitasking: each task is a coroutine that yields how long it wants
-- to sleep. The clock is virtual, so tasks interleave deterministically and a host
-- event loop can drive `step` with real time instead.
local Scheduler = {}
Scheduler.__index = Scheduler

function Scheduler.new()
  return setmetatable({ now = 0, queue = {}, seq = 0, errors = {} }, Scheduler)
end

function Scheduler:spawn(name, fn, ...)
  local args = table.pack(...)
  local co = coroutine.create(function() return fn(table.unpack(args, 1, args.n)) end)
  self.seq = self.seq + 1
  -- seq breaks ties so tasks waking at the same time run in spawn order.
  table.insert(self.queue, { at = self.now, seq = self.seq, co = co, name = name })
end

-- Called from inside a task: suspends it for `seconds` of scheduler time.
function Scheduler.sleep(seconds)
  coroutine.yield(seconds or 0)
end

function Scheduler:step()
  table.sort(self.queue, function(a, b)
    if a.at ~= b.at then return a.at < b.at end
    return a.seq < b.seq
  end)
  local task = table.remove(self.queue, 1)
  if not task then return false end
  self.now = math.max(self.now, task.at)
  local ok, delay = coroutine.resume(task.co)
  if not ok then
    -- A failing task is recorded and dropped; the others keep running.
    self.errors[#self.errors + 1] = task.name .. ": " .. tostring(delay)
  elseif coroutine.status(task.co) ~= "dead" then
    self.seq = self.seq + 1
    task.at, task.seq = self.now + (tonumber(delay) or 0), self.seq
    self.queue[#self.queue + 1] = task
  end
  return true
end

function Scheduler:run()
  while self:step() do end
  return self.now, self.errors
end
