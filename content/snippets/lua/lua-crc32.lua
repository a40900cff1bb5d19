-- CRC-32 (IEEE 802.3, as used by zip, gzip and PNG) with a 256-entry lookup table
-- built once, so each byte costs one table read, a shift and an xor.
local CRC_TABLE = {}
for i = 0, 255 do
  local c = i
  for _ = 1, 8 do
    if c & 1 == 1 then c = 0xEDB88320 ~ (c >> 1) else c = c >> 1 end
  end
  CRC_TABLE[i] = c
end

-- Pass the previous result as `crc` to checksum data that arrives in chunks.
local function crc32(data, crc)
  crc = (crc or 0) ~ 0xFFFFFFFF
  for i = 1, #data do
    crc = CRC_TABLE[(crc ~ data:byte(i)) & 0xFF] ~ (crc >> 8)
  end
  return crc ~ 0xFFFFFFFF
end

local function crc32_hex(data)
  return string.format("%08x", crc32(data))
end

-- Streams a file in blocks so large files never have to fit in memory.
local function crc32_file(path, block_size)
  local file, err = io.open(path, "rb")
  if not file then return nil, err end
  local crc = 0
  for block in file:lines(block_size or 65536) do crc = crc32(block, crc) end
  file:close()
  return crc
end
