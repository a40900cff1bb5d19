for text in ["2024-03-10T14:30:00Z", "2024-03-10T09:30:00-05:00", "2024-03-10 14:30:00.123456+00:00", "20240310T143000Z"]:
    print(f"{text:34} -> {format_utc(parse_utc(text))}")

berlin_wall_clock = parse_utc("2024-07-01T12:00:00", assume="Europe/Berlin")
print("assumed Berlin time:", format_utc(berlin_wall_clock))
try:
    parse_utc("2024-07-01T12:00:00")
except ValueError as error:
    print("ValueError:", error)

meeting = parse_utc("2024-03-31T00:30:00Z")
for zone in ["Europe/London", "Europe/Berlin", "America/New_York", "Asia/Kolkata"]:
    local = to_local(meeting, zone)
    print(f"{zone:17} {local.isoformat()}  {local.tzname()}")

# Europe switched to summer time at 01:00 UTC on 2024-03-31: one hour later the offset changes.
print("before switch:", to_local(parse_utc("2024-03-31T00:59:00Z"), "Europe/London").strftime("%H:%M %Z"))
print("after switch: ", to_local(parse_utc("2024-03-31T01:00:00Z"), "Europe/London").strftime("%H:%M %Z"))

print("unix 0:", format_utc(from_unix(0)), "| millis:", format_utc(from_unix(1_700_000_000.25), "milliseconds"))
print("round trip:", parse_utc(format_utc(meeting)) == meeting)
try:
    format_utc(datetime(2024, 1, 1))
except ValueError as error:
    print("ValueError:", error)
