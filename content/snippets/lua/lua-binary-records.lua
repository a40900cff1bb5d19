-- Fixed binary layout via string.pack (Lua 5.3+): explicit little-endian ("<") and
-- sized types keep files identical across platforms, unlike native "=" formats.
local MAGIC, VERSION = "SNPK", 1
local HEADER = "<c4 I2 I4"           -- magic, format version, record count
local RECORD = "<I4 d s2 B"          -- id, score, name (2-byte length prefix), flags

local function encode_records(records)
  local parts = { string.pack(HEADER, MAGIC, VERSION, #records) }
  for i, r in ipairs(records) do
    if #r.name > 0xFFFF then error("record " .. i .. ": name longer than 65535 bytes", 2) end
    parts[#parts + 1] = string.pack(RECORD, r.id, r.score, r.name, r.flags or 0)
  end
  return table.concat(parts)
end

-- Returns the records, or nil and a message for truncated or foreign data.
local function decode_records(blob)
  if #blob < string.packsize(HEADER) then return nil, "data too short for header" end
  local magic, version, count, pos = string.unpack(HEADER, blob)
  if magic ~= MAGIC then return nil, "not a record file" end
  if version ~= VERSION then return nil, "unsupported version " .. version end
  local records = {}
  for i = 1, count do
    -- string.unpack raises on truncated input; pcall turns that into a return value.
    local ok, id, score, name, flags, next_pos = pcall(string.unpack, RECORD, blob, pos)
    if not ok then return nil, "record " .. i .. " is truncated" end
    records[i] = { id = id, score = score, name = name, flags = flags }
    pos = next_pos
  end
  if pos <= #blob then return nil, (#blob - pos + 1) .. " unexpected trailing bytes" end
  return records
end

local function hex(s)
  return (s:gsub(".", function(c) return string.format("%02x ", c:byte()) end))
end
