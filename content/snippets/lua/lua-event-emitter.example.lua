local errors = {}
local bus = Emitter.new(function(err, event)
  errors[#errors + 1] = event .. ": " .. tostring(err):gsub("^.-:%d+: ", "")
end)

local unsubscribe = bus:on("order.paid", function(id, total) print("email receipt", id, total) end)
bus:on("order.paid", function(id) print("update stock", id) end)
bus:once("order.paid", function(id) print("first order ever!", id) end)
bus:on("order.paid", function() error("analytics down") end)

print("ran", bus:emit("order.paid", 1001, 25.5))
print("ran", bus:emit("order.paid", 1002, 9.99))
unsubscribe()
print("ran", bus:emit("order.paid", 1003, 1))
print("ran", bus:emit("unknown.event"))
for _, e in ipairs(errors) do print(e) end

local strict = Emitter.new()
strict:on("boom", function() error("listener failed") end)
local ok, err = pcall(strict.emit, strict, "boom")
print(ok, (err:gsub("^.-:%d+: ", "")))
