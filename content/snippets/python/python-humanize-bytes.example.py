for size in [0, 1023, 1024, 1536, 1_048_575, 5_368_709_120, -2048, 2**70]:
    print(f"{size:>22,}  {format_bytes(size):>12}  {format_bytes(size, binary=False):>10}")

print(format_bytes(123_456_789, precision=3))

for text in ["512", "10k", "1.5 GiB", "2MB", "4 kib", " 3 tb "]:
    print(f"{text!r:>10} -> {parse_bytes(text):,}")

for bad in ["", "1.5 XB", "ten MB", "5ib"]:
    try:
        parse_bytes(bad)
    except ValueError as error:
        print("ValueError:", error)
