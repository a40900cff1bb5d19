-- "123456789" is the standard check input; every CRC-32 implementation must give cbf43926.
print("check:", crc32_hex("123456789"))
print("empty:", crc32_hex(""))
print("text: ", crc32_hex("The quick brown fox jumps over the lazy dog"))

-- Incremental updates give the same result as one call over the whole input.
local crc = crc32("The quick brown ")
crc = crc32("fox jumps over the lazy dog", crc)
print("chunks:", string.format("%08x", crc))

-- A single flipped bit changes the checksum, which is how corruption is detected.
print("flip: ", crc32_hex("The quick brown fox jumps over the lazy cog"))

local path = os.tmpname()
local f = assert(io.open(path, "wb"))
for i = 1, 1000 do f:write(string.format("line %04d\n", i)) end
f:close()
f = assert(io.open(path, "rb"))
local whole = f:read("a")
f:close()
print("file (4 KiB blocks) matches whole:", crc32_file(path, 4096) == crc32(whole), #whole .. " bytes")
print("file (7-byte blocks) matches whole:", crc32_file(path, 7) == crc32(whole))
os.remove(path)
print(crc32_file("/nonexistent-dir/data.bin"))
