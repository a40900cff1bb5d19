print(utc.to_epoch(1970, 1, 1), utc.to_epoch(2000, 3, 1), utc.to_epoch(2024, 2, 29, 23, 59, 59))

for _, s in ipairs({ "2024-03-01T12:30:00Z", "2024-03-01T14:30:00+02:00", "2024-02-29 23:59:59.250-05:00",
                     "1969-12-31T23:59:59Z" }) do
  local epoch, frac = utc.parse_iso8601(s)
  print(s, epoch, frac, utc.format(epoch))
end

print(utc.format(1700000000, "%A %d %B %Y %H:%M"))
print(utc.parse_iso8601("2024-03-01T12:30:00"))
print(utc.parse_iso8601("2024-13-01T00:00:00Z"))
print(utc.parse_iso8601("yesterday"))
