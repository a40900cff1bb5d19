local q = PriorityQueue.new()
q:push("write report", 3)
q:push("fix outage", 1)
q:push("reply to email", 3)
q:push("deploy hotfix", 1)
q:push("lunch", 5)
print("peek:", q:peek())
while q:size() > 0 do print(q:pop()) end
print(q:pop())

-- Max-heap via a custom comparison: top 3 scores from a stream.
local scores = { ana = 82, bo = 97, cy = 82, di = 60, ed = 91 }
local names = {}
for name in pairs(scores) do names[#names + 1] = name end
table.sort(names) -- fixed insertion order so ties are deterministic
local best = PriorityQueue.new(function(a, b) return a > b end)
for _, name in ipairs(names) do best:push(name, scores[name]) end
for _ = 1, 3 do print(best:pop()) end
