#include <math.h>
#include <stdint.h>
#include <stdlib.h>

struct bloom {
    size_t nbits;
    unsigned k;
    uint8_t *bits;
};

/* Sizes the filter for `expected` items at false-positive rate `rate` (0 < rate < 1). */
int bloom_init(struct bloom *b, size_t expected, double rate) {
    if (expected == 0 || !(rate > 0.0 && rate < 1.0)) return -1;
    double ln2 = log(2.0);
    double m = ceil(-(double)expected * log(rate) / (ln2 * ln2));
    b->nbits = (size_t)m;
    b->k = (unsigned)fmax(1.0, round(m / (double)expected * ln2));
    b->bits = calloc((b->nbits + 7) / 8, 1);
    return b->bits ? 0 : -1;
}

void bloom_free(struct bloom *b) {
    free(b->bits);
    b->bits = NULL;
}

/* Two independent-enough hashes: FNV-1a, then a splitmix64 finalizer over it. */
static void bloom_hashes(const void *data, size_t len, uint64_t *h1, uint64_t *h2) {
    const unsigned char *p = data;
    uint64_t h = 14695981039346656037ULL;
    for (size_t i = 0; i < len; i++) h = (h ^ p[i]) * 1099511628211ULL;
    *h1 = h;
    h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ULL;
    h = (h ^ (h >> 27)) * 0x94d049bb133111ebULL;
    *h2 = (h ^ (h >> 31)) | 1u; /* odd, so the k probes do not repeat early */
}

void bloom_add(struct bloom *b, const void *data, size_t len) {
    uint64_t h1, h2;
    bloom_hashes(data, len, &h1, &h2);
    for (unsigned i = 0; i < b->k; i++) {
        size_t bit = (size_t)((h1 + i * h2) % b->nbits);
        b->bits[bit / 8] |= (uint8_t)(1u << (bit % 8));
    }
}

/* 0 means definitely absent; 1 means present or a false positive. */
int bloom_maybe_contains(const struct bloom *b, const void *data, size_t len) {
    uint64_t h1, h2;
    bloom_hashes(data, len, &h1, &h2);
    for (unsigned i = 0; i < b->k; i++) {
        size_t bit = (size_t)((h1 + i * h2) % b->nbits);
        if (!(b->bits[bit / 8] & (1u << (bit % 8)))) return 0;
    }
    return 1;
}
