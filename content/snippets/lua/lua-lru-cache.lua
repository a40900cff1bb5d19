-- LRU cache with O(1) get and set: a hash from key to node plus a doubly linked
-- list ordered from most to least recently used.
local LRU = {}
LRU.__index = LRU

function LRU.new(capacity)
  assert(math.type(capacity) == "integer" and capacity > 0, "capacity must be a positive integer")
  local head, tail = {}, {} -- sentinels remove the empty-list special cases
  head.next, tail.prev = tail, head
  return setmetatable({ capacity = capacity, size = 0, map = {}, head = head, tail = tail }, LRU)
end

local function unlink(node)
  node.prev.next, node.next.prev = node.next, node.prev
end

function LRU:_push_front(node)
  node.prev, node.next = self.head, self.head.next
  self.head.next.prev = node
  self.head.next = node
end

function LRU:get(key)
  local node = self.map[key]
  if node == nil then return nil end
  unlink(node)
  self:_push_front(node)
  return node.value
end

function LRU:set(key, value)
  local node = self.map[key]
  if node then
    node.value = value
    unlink(node)
  else
    if self.size == self.capacity then
      local oldest = self.tail.prev
      unlink(oldest)
      self.map[oldest.key] = nil
      self.size = self.size - 1
    end
    node = { key = key, value = value }
    self.map[key] = node
    self.size = self.size + 1
  end
  self:_push_front(node)
end

-- Keys from most to least recently used.
function LRU:keys()
  local out, node = {}, self.head.next
  while node ~= self.tail do
    out[#out + 1] = node.key
    node = node.next
  end
  return out
end
