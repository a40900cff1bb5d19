seen = BloomFilter(capacity=10_000, error_rate=0.01)
print(f"{seen.size} bits, {seen.hash_count} hashes, {seen.memory_bytes} bytes")

for n in range(10_000):
    seen.add(f"user-{n}@example.com")
seen.add(b"raw-bytes-key")

print("every added item found:", all(f"user-{n}@example.com" in seen for n in range(10_000)))
print("bytes key found:", b"raw-bytes-key" in seen)

# The hash is deterministic, so the false-positive count is the same on every run.
false_positives = sum(f"other-{n}@example.com" in seen for n in range(100_000))
print(f"false positives: {false_positives / 100_000:.2%} (target 1%)")

try:
    BloomFilter(capacity=0)
except ValueError as error:
    print("ValueError:", error)
