-- Token bucket rate limiter: capacity bounds the burst, rate is tokens added per second.
-- The clock is injectable because the standard library only offers whole-second os.time.
local TokenBucket = {}
TokenBucket.__index = TokenBucket

function TokenBucket.new(rate, capacity, clock)
  assert(rate > 0 and capacity > 0, "rate and capacity must be positive")
  clock = clock or os.time
  return setmetatable({
    rate = rate, capacity = capacity, tokens = capacity, clock = clock, updated = clock(),
  }, TokenBucket)
end

-- Tokens are refilled lazily from elapsed time, so no timer or background task is needed.
function TokenBucket:refill()
  local now = self.clock()
  local elapsed = math.max(0, now - self.updated)
  self.tokens = math.min(self.capacity, self.tokens + elapsed * self.rate)
  self.updated = now
end

-- Returns true when `cost` tokens were taken, or false plus the seconds to wait.
function TokenBucket:take(cost)
  cost = cost or 1
  if cost > self.capacity then return false, math.huge end
  self:refill()
  if self.tokens >= cost then
    self.tokens = self.tokens - cost
    return true
  end
  return false, (cost - self.tokens) / self.rate
end

function TokenBucket:available()
  self:refill()
  return math.floor(self.tokens)
end
