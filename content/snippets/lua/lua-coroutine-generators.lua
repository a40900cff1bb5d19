-- Lazy generator pipelines built on coroutines: each stage pulls one value at a
-- time from the previous one, so infinite or huge sources use constant memory.
local gen = {}

-- Wraps a producer function that calls coroutine.yield for each value.
function gen.new(producer)
  return coroutine.wrap(function() producer() end)
end

function gen.range(from, to, step)
  return gen.new(function()
    for i = from, to or math.huge, step or 1 do coroutine.yield(i) end
  end)
end

function gen.map(source, fn)
  return gen.new(function()
    for v in source do coroutine.yield(fn(v)) end
  end)
end

function gen.filter(source, keep)
  return gen.new(function()
    for v in source do
      if keep(v) then coroutine.yield(v) end
    end
  end)
end

function gen.take(source, n)
  return gen.new(function()
    if n <= 0 then return end
    local count = 0
    for v in source do
      coroutine.yield(v)
      count = count + 1
      if count >= n then return end -- stop pulling so infinite sources end
    end
  end)
end

function gen.chunk(source, size)
  return gen.new(function()
    local batch = {}
    for v in source do
      batch[#batch + 1] = v
      if #batch == size then coroutine.yield(batch); batch = {} end
    end
    if #batch > 0 then coroutine.yield(batch) end
  end)
end

function gen.collect(source)
  local out = {}
  for v in source do out[#out + 1] = v end
  return out
end
