-- Writes a whole file so readers see either the old or the new content, never a
-- half-written one: write a sibling temp file, flush and close it, then rename.
local function write_file_atomic(path, content)
  local tmp = path .. ".tmp"
  local file, err = io.open(tmp, "wb")
  if not file then return nil, err end
  local ok, write_err = file:write(content)
  if ok then ok, write_err = file:flush() end
  file:close()
  if not ok then
    os.remove(tmp)
    return nil, write_err
  end
  local renamed, rename_err = os.rename(tmp, path)
  if not renamed then
    -- Windows refuses to rename over an existing file; fall back to remove + rename,
    -- which is no longer atomic but still never leaves a truncated target.
    os.remove(path)
    renamed, rename_err = os.rename(tmp, path)
    if not renamed then
      os.remove(tmp)
      return nil, rename_err
    end
  end
  return true
end

local function read_file(path)
  local file, err = io.open(path, "rb")
  if not file then return nil, err end
  local content = file:read("a")
  file:close()
  return content
end

-- Read-modify-write helper: `update` receives the current content (nil if missing).
local function update_file(path, update)
  local current = read_file(path)
  return write_file_atomic(path, update(current))
end
