local fib
fib = memoize(function(n)
  if n < 2 then return n end
  return fib(n - 1) + fib(n - 2)
end)
print(fib(80))

local calls = 0
local divide, stats, clear = memoize(function(a, b)
  calls = calls + 1
  if b == 0 then return nil, "division by zero" end
  return a // b, a % b
end)

print(divide(17, 5))
print(divide(17, 5))
print(divide(1, 0))
print(divide(1, 0))
print(select("#", divide(1, 0)))
print("calls:", calls, "hits:", stats.hits, "misses:", stats.misses)

local computed = 0
local arity = memoize(function(...)
  computed = computed + 1
  return select("#", ...)
end)
print(arity(nil, 0 / 0), arity(nil, 0 / 0), arity(nil), arity(), "computed:", computed)

clear()
divide(17, 5)
print("after clear:", calls)
