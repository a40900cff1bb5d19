import random

# A fixed clock and seeded randomness make the output repeatable; uuid7() uses the real ones.
ticks = iter([1_735_689_600_000] * 3 + [1_735_689_600_001, 1_735_689_599_000])
seeded = random.Random(7)
generate = UUID7Generator(clock_ms=lambda: next(ticks), random_bytes=seeded.randbytes)

ids = [generate() for _ in range(5)]
for value in ids:
    print(value, value.version, value.variant == uuid.RFC_4122, uuid7_time(value).isoformat())
print("sorted in creation order:", ids == sorted(ids))
print("string order matches too:", [str(v) for v in ids] == sorted(str(v) for v in ids))

live = [uuid7() for _ in range(1000)]
print("1000 live ids unique and ordered:", len(set(live)) == 1000 and live == sorted(live))
print("live id is version 7:", live[0].version == 7, len(str(live[0])))

try:
    uuid7_time(uuid.UUID("12345678-1234-4678-9234-567812345678"))
except ValueError as error:
    print("ValueError:", error)
