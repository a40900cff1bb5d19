#include <stdint.h>
#include <stdlib.h>

struct bitset {
    size_t nbits;
    uint64_t words[]; /* flexible array member: one allocation holds everything */
};

struct bitset *bitset_new(size_t nbits) {
    size_t nwords = nbits / 64 + (nbits % 64 != 0);
    struct bitset *b = calloc(1, sizeof *b + nwords * sizeof(uint64_t));
    if (b) b->nbits = nbits;
    return b;
}

void bitset_free(struct bitset *b) { free(b); }

void bitset_set(struct bitset *b, size_t i) {
    if (i < b->nbits) b->words[i / 64] |= UINT64_C(1) << (i % 64);
}

void bitset_clear(struct bitset *b, size_t i) {
    if (i < b->nbits) b->words[i / 64] &= ~(UINT64_C(1) << (i % 64));
}

int bitset_test(const struct bitset *b, size_t i) {
    return i < b->nbits && (b->words[i / 64] >> (i % 64) & 1u);
}

/* Portable SWAR bit count: adds bits in pairs, nibbles, then bytes. */
size_t bitset_count(const struct bitset *b) {
    size_t total = 0;
    for (size_t w = 0; w < (b->nbits + 63) / 64; w++) {
        uint64_t x = b->words[w];
        x = x - ((x >> 1) & 0x5555555555555555ULL);
        x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
        x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
        total += (size_t)((x * 0x0101010101010101ULL) >> 56);
    }
    return total;
}

/* First set bit at or after i, or nbits if none; skips empty words whole. */
size_t bitset_next(const struct bitset *b, size_t i) {
    while (i < b->nbits) {
        uint64_t word = b->words[i / 64] >> (i % 64);
        if (word == 0) {
            i = (i / 64 + 1) * 64;
            continue;
        }
        while (!(word & 1u)) {
            word >>= 1;
            i++;
        }
        return i;
    }
    return b->nbits;
}
