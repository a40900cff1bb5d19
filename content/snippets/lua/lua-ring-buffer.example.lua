local recent = Ring.new(3)
for _, line in ipairs({ "boot", "connect", "query", "timeout", "retry" }) do
  local dropped = recent:push(line)
  if dropped then print("dropped", dropped) end
end
local lines = {}
for _, v in recent:iter() do lines[#lines + 1] = v end
print(table.concat(lines, " > "), #recent)
print("oldest:", recent:get(1), "newest:", recent:get(-1), "out of range:", recent:get(4))
print("shift:", recent:shift(), #recent)
recent:push("recover")
print(recent:get(1), recent:get(2), recent:get(3))

-- Moving average of the last 4 samples.
local window, sum = Ring.new(4), 0
for _, sample in ipairs({ 10, 20, 30, 40, 50, 60 }) do
  sum = sum + sample - (window:push(sample) or 0)
  io.write(string.format("%.1f ", sum / #window))
end
print()
local ok, err = pcall(Ring.new, 2.5)
print(ok, (err:gsub("^.-:%d+: ", "")))
