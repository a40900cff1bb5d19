local SI_UNITS = { "B", "kB", "MB", "GB", "TB", "PB" }
local IEC_UNITS = { "B", "KiB", "MiB", "GiB", "TiB", "PiB" }

-- Formats a byte count with one decimal place, in SI (1000) or IEC (1024) units.
local function format_bytes(n, binary)
  local base, units = 1000, SI_UNITS
  if binary then base, units = 1024, IEC_UNITS end
  local sign = n < 0 and "-" or ""
  n = math.abs(n)
  local i = 1
  while n >= base and i < #units do n, i = n / base, i + 1 end
  if i == 1 then return string.format("%s%.0f B", sign, n) end
  local text = string.format("%.1f", n)
  -- Rounding can push a value to the next unit (999.96 kB would print as "1000.0 kB").
  if tonumber(text) >= base and i < #units then text, i = string.format("%.1f", n / base), i + 1 end
  return sign .. text:gsub("%.0$", "") .. " " .. units[i]
end

local DURATION_UNITS = { { "d", 86400 }, { "h", 3600 }, { "m", 60 }, { "s", 1 } }

-- Formats seconds as "1d 2h 5m"; max_parts keeps only the most significant units.
local function format_duration(seconds, max_parts)
  local sign = seconds < 0 and "-" or ""
  local rest = math.floor(math.abs(seconds) + 0.5)
  if rest == 0 then return "0s" end
  local parts = {}
  for _, unit in ipairs(DURATION_UNITS) do
    local count = rest // unit[2]
    if count > 0 then
      parts[#parts + 1] = count .. unit[1]
      rest = rest % unit[2]
      if #parts == max_parts then break end
    end
  end
  return sign .. table.concat(parts, " ")
end
