import hashlib
import math


class BloomFilter:
    """Set membership in a fixed amount of memory: "no" is always right, "yes" is
    wrong with a probability of about `error_rate` while under `capacity` items."""

    def __init__(self, capacity: int, error_rate: float = 0.01) -> None:
        if capacity < 1 or not 0 < error_rate < 1:
            raise ValueError("capacity must be at least 1 and error_rate between 0 and 1")
        # The standard optimum: m = -n ln p / (ln 2)^2 bits and k = (m / n) ln 2 hashes.
        self.size = math.ceil(-capacity * math.log(error_rate) / math.log(2) ** 2)
        self.hash_count = max(1, round(self.size / capacity * math.log(2)))
        self._bits = bytearray((self.size + 7) // 8)
        self.count = 0

    def _positions(self, item: str | bytes) -> list[int]:
        data = item.encode() if isinstance(item, str) else item
        digest = hashlib.blake2b(data, digest_size=16).digest()
        # Double hashing: two 64-bit halves of one digest give all k positions
        # (Kirsch and Mitzenmacher), instead of k separate hash functions.
        h1, h2 = int.from_bytes(digest[:8]), int.from_bytes(digest[8:]) | 1
        return [(h1 + i * h2) % self.size for i in range(self.hash_count)]

    def add(self, item: str | bytes) -> None:
        for position in self._positions(item):
            self._bits[position >> 3] |= 1 << (position & 7)
        self.count += 1

    def __contains__(self, item: str | bytes) -> bool:
        return all(self._bits[p >> 3] & (1 << (p & 7)) for p in self._positions(item))

    @property
    def memory_bytes(self) -> int:
        return len(self._bits)
