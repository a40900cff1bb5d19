local doc = json_decode([==[
{
  "name": "snipstack",
  "version": 3,
  "ratio": 0.75,
  "big": 1.5e3,
  "tags": ["lua", "json", "caf\u00e9", "\ud83d\ude80"],
  "active": true,
  "owner": null,
  "escaped": "line1\nline2\t\"quoted\" \/ slash",
  "nested": { "empty_obj": {}, "empty_arr": [], "deep": [[1, 2], [3]] }
}
]==])
print(doc.name, doc.version, math.type(doc.version), doc.ratio, doc.big, math.type(doc.big))
print(#doc.tags, table.concat(doc.tags, " "))
print("active:", doc.active, "owner is null:", doc.owner == json_null, "missing:", doc.missing)
print(doc.escaped)
print("deep:", doc.nested.deep[1][2], doc.nested.deep[2][1], "empty:", next(doc.nested.empty_arr))

for _, bad in ipairs({ '{"a": 1,}', '[1 2]', '"unterminated', '{"a" 1}', 'nul', '[1] x', '', '{"x": -}' }) do
  local ok, err = pcall(json_decode, bad)
  print(string.format("%-16s %s", bad, err))
end
