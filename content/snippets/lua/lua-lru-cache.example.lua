local cache = LRU.new(3)
cache:set("a", 1)
cache:set("b", 2)
cache:set("c", 3)
print(table.concat(cache:keys(), " "))
print(cache:get("a"))          -- touching "a" makes it most recent
cache:set("d", 4)              -- evicts "b", the least recently used
print(table.concat(cache:keys(), " "), cache.size)
print(cache:get("b"))
cache:set("c", 30)             -- update moves "c" to the front
print(table.concat(cache:keys(), " "), cache:get("c"))
cache:set("flag", false)       -- false is a real value, unlike nil
print(cache:get("flag"), table.concat(cache:keys(), " "))

local function load_user(id)
  local hit = cache:get(id)
  if hit ~= nil then return hit, "hit" end
  local user = "user#" .. id
  cache:set(id, user)
  return user, "miss"
end
print(load_user(7))
print(load_user(7))
print(pcall(LRU.new, 0) == false)
