local records = {
  { id = 1, score = 98.5, name = "ada", flags = 3 },
  { id = 42, score = -0.25, name = "Jürgen" },
  { id = 4000000000, score = 1e10, name = "" },
}
local blob = encode_records(records)
print("bytes:", #blob, "header size:", string.packsize(HEADER))
print("header:", hex(blob:sub(1, 10)))
print("first record:", hex(blob:sub(11, 11 + 4 + 8 + 2 + 3 + 1 - 1)))

local back = assert(decode_records(blob))
for _, r in ipairs(back) do
  print(string.format("id=%-10d score=%-8g name=%-10s flags=%d", r.id, r.score, string.format("%q", r.name), r.flags))
end

print(decode_records(blob:sub(1, 30)))
print(decode_records("PK\3\4 definitely a zip"))
print(decode_records(blob .. "!!"))
print(decode_records("SNP"))
-- Values that do not fit the declared field size are rejected by string.pack itself.
local ok, err = pcall(encode_records, { { id = -1, score = 0, name = "x" } })
print(ok, (err:gsub("^[^:]+:%d+: ", "")))
