-- RFC 4180 CSV parser: quoted fields may contain the delimiter, doubled quotes
-- and line breaks; CRLF or LF line endings. Returns an array of rows.
local csv = {}

function csv.parse(text, delimiter)
  delimiter = delimiter or ","
  local rows, row, field = {}, {}, {}
  local i, n, in_quotes = 1, #text, false
  while i <= n do
    local c = text:sub(i, i)
    if in_quotes then
      if c == '"' and text:sub(i + 1, i + 1) == '"' then
        field[#field + 1] = '"'
        i = i + 1
      elseif c == '"' then
        in_quotes = false
      else
        field[#field + 1] = c
      end
    elseif c == '"' and #field == 0 then
      in_quotes = true
    elseif c == delimiter then
      row[#row + 1] = table.concat(field)
      field = {}
    elseif c == "\n" or c == "\r" then
      if c == "\r" and text:sub(i + 1, i + 1) == "\n" then i = i + 1 end
      row[#row + 1] = table.concat(field)
      rows[#rows + 1], row, field = row, {}, {}
    else
      field[#field + 1] = c
    end
    i = i + 1
  end
  if in_quotes then return nil, "unterminated quoted field" end
  if #field > 0 or #row > 0 then -- last line without a trailing newline
    row[#row + 1] = table.concat(field)
    rows[#rows + 1] = row
  end
  return rows
end

-- Uses the first row as headers and returns an array of records keyed by them.
function csv.records(text, delimiter)
  local rows, err = csv.parse(text, delimiter)
  if not rows then return nil, err end
  local headers, out = rows[1] or {}, {}
  for r = 2, #rows do
    local record = {}
    for col, name in ipairs(headers) do record[name] = rows[r][col] or "" end
    out[#out + 1] = record
  end
  return out
end
