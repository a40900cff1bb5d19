local Point = {}
Point.__index = Point
function Point.new(x, y) return setmetatable({ x = x, y = y }, Point) end
function Point:len2() return self.x * self.x + self.y * self.y end

local shared = { "tag" }
local original = {
  name = "config",
  nested = { list = { 1, 2, { 3 } } },
  a = shared,
  b = shared,
  origin = Point.new(3, 4),
}
original.self = original -- a cycle

local copy = deep_copy(original)
copy.nested.list[3][1] = 99

print("original untouched:", original.nested.list[3][1])
print("new table:", copy ~= original, copy.nested ~= original.nested)
print("cycle points at copy:", copy.self == copy)
print("shared stays shared:", copy.a == copy.b, copy.a ~= shared)
print("metatable kept:", getmetatable(copy.origin) == Point, copy.origin:len2())
print("scalars pass through:", deep_copy(42), deep_copy("text"), deep_copy(nil))

print(deep_equal({ 1, { 2, 3 }, k = "v" }, { 1, { 2, 3 }, k = "v" }))
print(deep_equal({ 1, 2 }, { 1, 2, 3 }))
local c1, c2 = { n = 1 }, { n = 1 }
c1.me, c2.me = c1, c2
print(deep_equal(c1, c2))
