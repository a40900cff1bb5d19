local scores = { 10, 20, 20, 20, 35, 50 }
print("find 35:", binary_search(scores, 35), "find 21:", binary_search(scores, 21))
print("lower/upper of 20:", lower_bound(scores, 20), upper_bound(scores, 20))
print("count of 20:", upper_bound(scores, 20) - lower_bound(scores, 20))
print("values in [15, 40):", lower_bound(scores, 40) - lower_bound(scores, 15))
print("below all / above all:", lower_bound(scores, 1), lower_bound(scores, 99))
print("empty table:", lower_bound({}, 5), binary_search({}, 5))

-- Records sorted by timestamp, searched with a probe record and a field comparator.
local events = {}
local by_time = function(a, b) return a.at < b.at end
for _, e in ipairs({ { at = 30, name = "deploy" }, { at = 10, name = "build" },
                     { at = 20, name = "test" }, { at = 20, name = "lint" } }) do
  insert_sorted(events, e, by_time)
end
for _, e in ipairs(events) do io.write(e.at, ":", e.name, " ") end
print()
local i = lower_bound(events, { at = 15 }, by_time)
print("first event at or after 15:", events[i].name)
