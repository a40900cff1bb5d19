-- Measures in code points so accented text wraps at the same column as ASCII.
local function ulen(s) return utf8.len(s) or #s end

-- Greedy word wrap: keeps existing line breaks, collapses runs of spaces and
-- hard-splits words longer than the available width so no line overflows.
local function wrap(text, width, indent)
  indent = indent or ""
  local room = width - ulen(indent)
  assert(room > 0, "indent must be shorter than width")
  local lines = {}
  for line in (text .. "\n"):gmatch("(.-)\r?\n") do
    local words, len = {}, 0
    local function flush()
      lines[#lines + 1] = #words > 0 and indent .. table.concat(words, " ") or ""
      words, len = {}, 0
    end
    for word in line:gmatch("%S+") do
      local wlen = ulen(word)
      while wlen > room do
        if len > 0 then flush() end
        local cut = utf8.offset(word, room + 1)
        words[1] = word:sub(1, cut - 1)
        flush()
        word, wlen = word:sub(cut), wlen - room
      end
      if len > 0 and len + 1 + wlen > room then flush() end
      if wlen > 0 then
        len = len + wlen + (len > 0 and 1 or 0)
        words[#words + 1] = word
      end
    end
    if len > 0 or not line:find("%S") then flush() end
  end
  return table.concat(lines, "\n")
end
