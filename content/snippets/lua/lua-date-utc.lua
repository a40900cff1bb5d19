-- UTC date helpers that do not depend on the machine's time zone. os.time()
-- interprets a table as local time, so converting a UTC date with it is off by
-- the zone offset; these use the days-from-civil algorithm instead.
local utc = {}

-- Days since 1970-01-01 for a proleptic Gregorian date.
local function days_from_civil(y, m, d)
  y = m <= 2 and y - 1 or y
  local era = y // 400
  local yoe = y - era * 400
  local doy = (153 * (m + (m > 2 and -3 or 9)) + 2) // 5 + d - 1
  local doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
  return era * 146097 + doe - 719468
end

function utc.to_epoch(y, m, d, hh, mm, ss)
  return days_from_civil(y, m, d) * 86400 + (hh or 0) * 3600 + (mm or 0) * 60 + (ss or 0)
end

-- Parses "2024-03-01T12:30:00Z", with optional fraction and +hh:mm offset.
function utc.parse_iso8601(s)
  local y, mo, d, h, mi, sec, frac, zone = s:match(
    "^(%d%d%d%d)%-(%d%d)%-(%d%d)[T ](%d%d):(%d%d):(%d%d)(%.?%d*)(.*)$")
  if not y then return nil, "not an ISO 8601 timestamp: " .. s end
  y, mo, d, h, mi, sec = tonumber(y), tonumber(mo), tonumber(d), tonumber(h), tonumber(mi), tonumber(sec)
  if mo < 1 or mo > 12 or d < 1 or d > 31 or h > 23 or mi > 59 or sec > 60 then
    return nil, "field out of range: " .. s
  end
  local offset = 0
  if zone ~= "Z" and zone ~= "z" then
    local sign, oh, om = zone:match("^([+-])(%d%d):?(%d%d)$")
    if not sign then return nil, "missing or invalid zone: " .. s end
    offset = (tonumber(oh) * 3600 + tonumber(om) * 60) * (sign == "+" and 1 or -1)
  end
  local epoch = utc.to_epoch(y, mo, d, h, mi, sec) - offset
  return epoch, tonumber("0" .. frac) or 0
end

-- Formats an epoch in UTC; the "!" prefix makes os.date ignore the local zone.
function utc.format(epoch, fmt)
  return os.date(fmt and ("!" .. fmt) or "!%Y-%m-%dT%H:%M:%SZ", epoch)
end
