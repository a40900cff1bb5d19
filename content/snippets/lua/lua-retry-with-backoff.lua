-- Calls fn until it succeeds, waiting exponentially longer (with full jitter)
-- between attempts. sleep and random are injectable because plain Lua has no
-- sleep function: pass socket.sleep, ngx.sleep, or a coroutine yield.
local function retry(fn, opts)
  opts = opts or {}
  local attempts = opts.attempts or 5
  local base, max_delay = opts.base or 0.1, opts.max_delay or 10
  local sleep = assert(opts.sleep, "opts.sleep is required")
  local random = opts.random or math.random
  local should_retry = opts.should_retry or function() return true end
  assert(attempts >= 1, "attempts must be at least 1")

  local last_err
  for attempt = 1, attempts do
    local result = table.pack(pcall(fn, attempt))
    if result[1] then return table.unpack(result, 2, result.n) end
    last_err = result[2]
    if attempt == attempts or not should_retry(last_err) then break end
    -- Full jitter keeps many clients from retrying in lockstep.
    local ceiling = math.min(max_delay, base * 2 ^ (attempt - 1))
    sleep(random() * ceiling)
  end
  error(last_err, 0)
end
