-- First five squares of odd numbers from an infinite range.
local odd_squares = gen.take(gen.map(gen.filter(gen.range(1), function(n) return n % 2 == 1 end),
  function(n) return n * n end), 5)
print(table.concat(gen.collect(odd_squares), " "))

-- Stream lines from any text and batch them, e.g. for bulk inserts.
local text = "alpha\nbeta\ngamma\ndelta\nepsilon\n"
local lines = gen.new(function()
  for line in text:gmatch("(.-)\n") do coroutine.yield(line) end
end)
for batch in gen.chunk(gen.map(lines, string.upper), 2) do print(#batch, table.concat(batch, ",")) end

print(#gen.collect(gen.take(gen.range(1), 0)))
print(table.concat(gen.collect(gen.range(10, 1, -3)), " "))

local pulled = 0
local counted = gen.map(gen.range(1, 1000), function(n) pulled = pulled + 1; return n end)
gen.collect(gen.take(counted, 3))
print("values computed:", pulled)
