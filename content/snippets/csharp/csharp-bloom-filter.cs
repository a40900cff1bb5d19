using System;
using System.Collections;
using System.Text;

// A probabilistic set: "no" answers are certain, "maybe" answers are wrong at roughly the
// configured rate. Sized from the expected item count so callers think in error rates, not bits.
public sealed class BloomFilter
{
    private readonly BitArray _bits;
    private readonly int _hashes;

    public BloomFilter(int expectedItems, double falsePositiveRate)
    {
        if (expectedItems < 1) throw new ArgumentOutOfRangeException(nameof(expectedItems));
        if (falsePositiveRate <= 0 || falsePositiveRate >= 1) throw new ArgumentOutOfRangeException(nameof(falsePositiveRate));
        double ln2 = Math.Log(2);
        int bits = (int)Math.Ceiling(-expectedItems * Math.Log(falsePositiveRate) / (ln2 * ln2));
        _bits = new BitArray(Math.Max(bits, 8));
        _hashes = Math.Max(1, (int)Math.Round((double)_bits.Length / expectedItems * ln2));
    }

    public int BitCount => _bits.Length;
    public int HashCount => _hashes;

    public void Add(string item)
    {
        foreach (int index in Indexes(item)) _bits[index] = true;
    }

    public bool MightContain(string item)
    {
        foreach (int index in Indexes(item))
            if (!_bits[index]) return false;
        return true;
    }

    // Double hashing (h1 + i*h2) derives k positions from two base hashes, as good as k
    // independent hashes in practice. FNV-1a is stable across runs, unlike string.GetHashCode.
    private int[] Indexes(string item)
    {
        byte[] data = Encoding.UTF8.GetBytes(item);
        uint h1 = 2166136261, h2 = 0x9747b28c;
        foreach (byte b in data)
        {
            h1 = (h1 ^ b) * 16777619;
            h2 = (h2 ^ b) * 0x5bd1e995;
        }
        h2 |= 1;
        var result = new int[_hashes];
        for (int i = 0; i < _hashes; i++)
            result[i] = (int)((h1 + (uint)i * h2) % (uint)_bits.Length);
        return result;
    }
}
