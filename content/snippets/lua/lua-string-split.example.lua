local function show(t)
  local quoted = {}
  for i, v in ipairs(t) do quoted[i] = string.format("%q", v) end
  print("{" .. table.concat(quoted, ", ") .. "}")
end

show(str.split("a,b,,c"))
show(str.split("192.168.0.1", "."))
show(str.split("key=value=with=equals", "=", 1))
show(str.split("one :: two :: three", " :: "))
show(str.split("", ","))
show(str.split("100%", "%"))
print("[" .. str.trim("   padded text \t\n") .. "]")
show(str.words("  split   on\twhitespace \n"))
show(str.lines("first\r\nsecond\n\nfourth\n"))
local ok, err = pcall(str.split, "abc", "")
print(ok, (string.gsub(err, "^.-:%d+: ", "")))
