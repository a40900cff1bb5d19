math.randomseed(42)
local slept = {}
local opts = { attempts = 4, base = 0.5, sleep = function(s) slept[#slept + 1] = s end }

local value, extra = retry(function(attempt)
  if attempt < 3 then error({ code = 503, msg = "unavailable" }) end
  return "payload", attempt
end, opts)
print(value, extra, "sleeps:", #slept)
for i, s in ipairs(slept) do print(i, s >= 0 and s <= 0.5 * 2 ^ (i - 1)) end

local ok, err = pcall(retry, function() error({ code = 500 }) end, opts)
print(ok, type(err), err.code, "total sleeps:", #slept)

-- Do not retry client errors: they will fail the same way again.
local tries = 0
opts.should_retry = function(e) return type(e) == "table" and e.code >= 500 end
ok, err = pcall(retry, function() tries = tries + 1; error({ code = 404 }) end, opts)
print(ok, err.code, "tries:", tries)

ok, err = pcall(retry, function() error("plain string error", 0) end, { attempts = 2, sleep = function() end })
print(ok, err)
