-- A fake clock makes the example deterministic; production code can omit it.
local now = 0
local function clock() return now end

local bucket = TokenBucket.new(2, 5, clock) -- 2 requests per second, bursts of 5
local line = {}
for i = 1, 7 do
  local ok, wait = bucket:take()
  line[#line + 1] = ok and "ok" or string.format("wait %.1fs", wait)
end
print("burst: " .. table.concat(line, ", "))

now = 1.25
print("after 1.25s available:", bucket:available())
print("take 3:", bucket:take(3))
print("take 1:", bucket:take(1))

now = 100 -- a long idle period refills only up to capacity
print("after idle available:", bucket:available())
print("cost above capacity:", bucket:take(6))

-- A clock that jumps backwards must not add or remove tokens.
now = 50
print("clock went back, available:", bucket:available())
