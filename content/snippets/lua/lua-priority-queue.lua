-- Binary min-heap priority queue: O(log n) push and pop. Ties are broken by
-- insertion order, so equal priorities come out first-in, first-out.
local PriorityQueue = {}
PriorityQueue.__index = PriorityQueue

function PriorityQueue.new(less)
  return setmetatable({ heap = {}, seq = 0, less = less or function(a, b) return a < b end }, PriorityQueue)
end

function PriorityQueue:_before(i, j)
  local a, b = self.heap[i], self.heap[j]
  if self.less(a.priority, b.priority) then return true end
  if self.less(b.priority, a.priority) then return false end
  return a.seq < b.seq
end

function PriorityQueue:push(value, priority)
  self.seq = self.seq + 1
  local heap = self.heap
  heap[#heap + 1] = { value = value, priority = priority, seq = self.seq }
  local i = #heap
  while i > 1 and self:_before(i, i // 2) do
    heap[i], heap[i // 2] = heap[i // 2], heap[i]
    i = i // 2
  end
end

-- Returns value, priority; or nil when empty.
function PriorityQueue:pop()
  local heap = self.heap
  local top = heap[1]
  if not top then return nil end
  heap[1] = heap[#heap]
  heap[#heap] = nil
  local i, n = 1, #heap
  while true do
    local smallest, l, r = i, 2 * i, 2 * i + 1
    if l <= n and self:_before(l, smallest) then smallest = l end
    if r <= n and self:_before(r, smallest) then smallest = r end
    if smallest == i then break end
    heap[i], heap[smallest] = heap[smallest], heap[i]
    i = smallest
  end
  return top.value, top.priority
end

function PriorityQueue:peek()
  local top = self.heap[1]
  if top then return top.value, top.priority end
end

function PriorityQueue:size() return #self.heap end
