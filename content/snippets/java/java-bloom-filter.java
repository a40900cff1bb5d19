import java.nio.charset.StandardCharsets;
import java.util.BitSet;

/** A Bloom filter for strings: "definitely not present" or "probably present" in a few bits per item. */
public final class BloomFilter {
    private final BitSet bits;
    private final int size;
    private final int hashes;

    /** Sized with the standard formulas for the expected item count and target false-positive rate. */
    public BloomFilter(int expectedItems, double falsePositiveRate) {
        if (expectedItems < 1 || falsePositiveRate <= 0 || falsePositiveRate >= 1) {
            throw new IllegalArgumentException("need expectedItems >= 1 and 0 < falsePositiveRate < 1");
        }
        double ln2 = Math.log(2);
        this.size = (int) Math.ceil(-expectedItems * Math.log(falsePositiveRate) / (ln2 * ln2));
        this.hashes = Math.max(1, (int) Math.round((double) size / expectedItems * ln2));
        this.bits = new BitSet(size);
    }

    public void add(String item) {
        long h = fnv1a(item);
        for (int i = 0; i < hashes; i++) bits.set(index(h, i));
    }

    public boolean mightContain(String item) {
        long h = fnv1a(item);
        for (int i = 0; i < hashes; i++) if (!bits.get(index(h, i))) return false;
        return true;
    }

    public int bitCount() { return size; }
    public int hashCount() { return hashes; }

    // Double hashing: k indexes from two halves of one 64-bit hash behave like k independent hashes.
    private int index(long hash, int i) {
        int h1 = (int) hash;
        int h2 = (int) (hash >>> 32) | 1; // odd, so it never collapses every index onto h1
        return Math.floorMod(h1 + i * h2, size);
    }

    private static long fnv1a(String item) {
        long h = 0xcbf29ce484222325L;
        for (byte b : item.getBytes(StandardCharsets.UTF_8)) {
            h = (h ^ (b & 0xff)) * 0x100000001b3L;
        }
        return h ^ (h >>> 29); // FNV's low bits mix poorly, so fold the high bits in
    }
}
