local inputs = { "userId", "HTTPServerError", "parseJSONData", "max_retry_count",
                 "content-type", "  Hello   world ", "utf8Encode", "APIv2Client", "X" }
local styles = { "snake", "kebab", "camel", "pascal", "constant", "title" }
for _, input in ipairs(inputs) do
  local out = {}
  for _, style in ipairs(styles) do out[#out + 1] = case[style](input) end
  print(string.format("%-20s %s", string.format("%q", input), table.concat(out, "  ")))
end
print(string.format("%q", case.camel("")))
