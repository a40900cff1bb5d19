local path = os.tmpname()
os.remove(path)

print("write:", write_file_atomic(path, "counter=1\n"))
print("read:", (read_file(path):gsub("\n", "\\n")))

-- Increment a counter stored in the file three times.
for _ = 1, 3 do
  assert(update_file(path, function(old)
    local n = tonumber((old or ""):match("counter=(%d+)")) or 0
    return "counter=" .. (n + 1) .. "\n"
  end))
end
print("after updates:", (read_file(path):gsub("\n", "")))
print("temp file left behind:", io.open(path .. ".tmp") ~= nil)

-- Binary content round-trips unchanged because files are opened in "b" mode.
local blob = string.char(0, 255, 10, 13, 26)
write_file_atomic(path, blob)
print("binary intact:", read_file(path) == blob, #read_file(path))

-- Failures come back as nil plus the operating system's message.
print(write_file_atomic("/nonexistent-dir/settings.conf", "x"))
print(read_file("/nonexistent-dir/settings.conf"))
os.remove(path)
