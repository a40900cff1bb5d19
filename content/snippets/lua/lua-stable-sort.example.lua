local people = {
  { name = "Ana", team = "red", score = 90 }, { name = "Bo", team = "blue", score = 85 },
  { name = "Cy", team = "red", score = 85 }, { name = "Di", team = "blue", score = 90 },
  { name = "Ed", team = "red", score = 90 }, { name = "Fy", team = "blue", score = 85 },
}
local function names(list)
  local out = {}
  for i, p in ipairs(list) do out[i] = p.name end
  return table.concat(out, " ")
end

stable_sort(people, by({ "score", desc = true }))
print(names(people)) -- equal scores keep their original order
stable_sort(people, by("team"))
print(names(people)) -- still sorted by score within each team
stable_sort(people, by(function(p) return #p.name end, "name"))
print(names(people))

print(table.concat(stable_sort({ 5, 3, 9, 1, 3, 7, 2 }), " "))
print(table.concat(stable_sort({ "pear", "Apple", "fig" }, function(a, b) return a:lower() < b:lower() end), " "))
print(#stable_sort({}), table.concat(stable_sort({ 42 }), ""))
