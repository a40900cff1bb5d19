for text in ["90s", "1h30m", "2d 4h", "1.5h", "250ms", "1w, 2d", "-15m", "3H 2M"]:
    delta = parse_duration(text)
    print(f"{text:>8} -> {delta.total_seconds():>9g}s  {format_duration(delta)}")

print(format_duration(timedelta(days=3, hours=5, minutes=7, seconds=9), parts=4))
print(format_duration(timedelta(0)))

for bad in ["", "10", "5 minutes", "1h x 5m", "h"]:
    try:
        parse_duration(bad)
    except ValueError as error:
        print("ValueError:", error)
